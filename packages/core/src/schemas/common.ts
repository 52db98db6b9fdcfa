/** Building blocks shared by the request and response schemas of every feature. */
import { z } from 'zod';
import { BRACKETS } from '../brackets.ts';
import { ROUNDS } from '../rounds.ts';

/** Entity ids are UUIDs; anything else is refused as bad input before it reaches the database. */
export const idSchema = z.uuid({ error: 'must be a valid id' });
export const roundSchema = z.enum(ROUNDS);
export const bracketSchema = z.enum(BRACKETS);
export const roleSchema = z.enum(['runner', 'commentator']);
export const idParams = z.object({ id: idSchema });

export const finishTimeSchema = z.object({
  hours: z.number().int().min(0).max(4),
  minutes: z.number().int().min(0).max(59),
  seconds: z.number().int().min(0).max(59),
  milliseconds: z.number().int().min(0).max(999),
});

/** A racer, commentator or group member as lists show them. */
export const userRefSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  discordUsername: z.string(),
  country: z.string().nullable(),
  currentBracket: bracketSchema.nullable(),
});
export type UserRef = z.infer<typeof userRefSchema>;

export const messageResponse = z.object({ message: z.string() });
export const errorResponse = z.object({ error: z.string() });
