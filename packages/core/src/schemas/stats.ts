/** GET /api/stats and GET /api/past-results (rules §10a). Shared by the server routes and the web pages. */
import { z } from 'zod';
import { bracketSchema, idSchema, roundSchema } from './common.ts';
import { youtubeVideoId } from '../youtube.ts';

/** A duration in whole milliseconds (averages are rounded to the nearest ms). */
const msSchema = z.number().int().min(0);

export const statsRacerSchema = z.object({
  _id: z.string(),
  displayName: z.string(),
  country: z.string().nullable(),
});

export const topTimeSchema = z.object({
  racer: statsRacerSchema,
  /** The racer's fastest Finished time of a completed race, in ms. */
  bestTime: msSchema,
});
export type TopTime = z.infer<typeof topTimeSchema>;

export const commentatorActivitySchema = z.object({
  displayName: z.string(),
  commentatedRaces: z.number().int().min(0),
});
export type CommentatorActivity = z.infer<typeof commentatorActivitySchema>;

export const countryStatSchema = z.object({
  /** A code of the country table; null for runners who represent no country ('Non-Representing'). */
  country: z.string().nullable(),
  count: z.number().int().min(1),
});
export type CountryStat = z.infer<typeof countryStatSchema>;

export const statsResponse = z.object({
  /** Fastest racers, one entry each (their best time), fastest first. */
  topTimes: z.array(topTimeSchema),
  /** Only rounds / brackets with at least one Finished time appear. */
  averageTimePerRound: z.partialRecord(roundSchema, msSchema),
  averageTimePerBracket: z.partialRecord(bracketSchema, msSchema),
  /** Most commentated (non-cancelled) races first. */
  mostActiveCommentators: z.array(commentatorActivitySchema),
  /** Runners per country, most runners first. */
  countryStats: z.array(countryStatSchema),
});
export type StatsResponse = z.infer<typeof statsResponse>;

/** How many entries the ranked stats lists hold. */
export const STATS_TOP_TIMES_LIMIT = 10;
export const STATS_COMMENTATORS_LIMIT = 10;

/** One podium place of a past tournament. `userId` is known for the years this site ran. */
export const podiumPlaceSchema = z.object({
  name: z.string(),
  userId: idSchema.optional(),
});
export type PodiumPlace = z.infer<typeof podiumPlaceSchema>;

export const pastResultSchema = z.object({
  tournamentYear: z.number().int(),
  gold: podiumPlaceSchema,
  silver: podiumPlaceSchema,
  bronze: podiumPlaceSchema,
  /** Full video URLs, YouTube videos only (rules §27). */
  spotlightVideos: z.array(z.string().refine((url) => youtubeVideoId(url) !== null, 'must be a YouTube video URL')),
});
export type PastResult = z.infer<typeof pastResultSchema>;

/** Newest year first. */
export const pastResultsResponse = z.array(pastResultSchema);
