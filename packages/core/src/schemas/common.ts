/** Building blocks shared by the request and response schemas of every feature. */
import { z } from 'zod';
import { BRACKETS } from '../brackets.ts';
import { RESULT_STATUSES } from '../results.ts';
import { ROUNDS } from '../rounds.ts';
import { safeText } from './text.ts';

/** Entity ids are UUIDs; anything else is refused as bad input before it reaches the database. */
export const idSchema = safeText.check(z.uuid({ error: 'must be a valid id' }));

/**
 * The latest instant a request may name, in epoch seconds: 9999-12-31T23:59:59Z. Later ones overflow JavaScript
 * dates (from 8.64e12 s) and PostgreSQL timestamps, which answered 500; no race is planned that far ahead anyway.
 */
export const LATEST_EPOCH_SECONDS = 253_402_300_799;
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

/** One racer's result (rules §7): races, groups and the bracket list them in placing order. */
export const raceResultSchema = z.object({
  racer: userRefSchema,
  status: z.enum(RESULT_STATUSES),
  /** Zero for every status but Finished. */
  finishTime: finishTimeSchema,
  dnfOrder: z.number().int().nullable(),
  /** 1-based placing (rules §7); results are listed in this order. */
  place: z.number().int(),
});
export type RaceResult = z.infer<typeof raceResultSchema>;

export const messageResponse = z.object({ message: z.string() });
export const errorResponse = z.object({ error: z.string() });
