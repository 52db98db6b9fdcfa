/**
 * The facts a queued Discord message keeps (rules §15), as a schema: the server stores them with the change and parses
 * them when it reads the row back (apps/server/src/jobs/notifier.ts), and the type is inferred from the schema so the
 * two cannot drift. Apart from discordNotifications.ts so that the web app, which imports the channel list and the
 * confirmation wording, never loads zod for them.
 */
import { z } from 'zod';
import { NOTIFICATION_CHANNELS } from './discordNotifications.ts';

/** A race as a message names it: its round, its racers, its start (epoch seconds) and its page. */
export const raceFactsSchema = z.object({
  raceId: z.string(),
  round: z.string(),
  racers: z.array(z.string()),
  raceDateTime: z.number(),
});
export type RaceFacts = z.infer<typeof raceFactsSchema>;

/**
 * The facts a queued message keeps. The sender parses each stored row with this schema before it builds the message
 * (a row written by an older release, or edited by hand, fails with a reason instead of a malformed post).
 */
export const notificationFactsSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('race-scheduled'), race: raceFactsSchema }),
  z.object({ event: z.literal('race-moved'), race: raceFactsSchema, previous: z.number() }),
  z.object({ event: z.literal('race-cancelled'), race: raceFactsSchema }),
  z.object({ event: z.literal('restream-planned'), race: raceFactsSchema, channel: z.string() }),
  z.object({
    event: z.literal('result-recorded'),
    race: raceFactsSchema,
    placings: z.array(z.string()),
    corrected: z.boolean(),
  }),
  z.object({
    event: z.literal('round-ended'),
    round: z.string(),
    next: z.string(),
    groups: z.array(z.array(z.string())),
  }),
  z.object({ event: z.literal('commentary-reminder'), race: raceFactsSchema, freePlaces: z.number() }),
  z.object({ event: z.literal('commentator-left'), race: raceFactsSchema, commentator: z.string() }),
  // Sign-ups (rules §38): opened, closing within a day, a waitlisted runner moved up.
  z.object({ event: z.literal('signups-open'), year: z.number(), closesAt: z.number().nullable() }),
  z.object({ event: z.literal('signups-closing'), year: z.number(), closesAt: z.number() }),
  z.object({ event: z.literal('waitlist-promoted'), year: z.number(), runner: z.string() }),
  z.object({ event: z.literal('test'), channel: z.enum(NOTIFICATION_CHANNELS) }),
]);
export type NotificationFacts = z.infer<typeof notificationFactsSchema>;
