/**
 * racetime.gg (rules §16): what its room answer must look like before the site believes it, and the site's own
 * requests and answers about rooms and linked accounts.
 */
import { z } from 'zod';
import { normaliseRoom, parseRacetimeUserRef } from '../racetimeRefs.ts';
import { RESULT_STATUSES } from '../results.ts';
import { finishTimeSchema, userRefSchema } from './common.ts';
import { raceSchema } from './races.ts';
import { safeText } from './text.ts';

// ---- racetime.gg's answer (`GET {base}/{category}/{slug}/data`), only the fields the site reads ----

const outsideText = (max: number) => z.string().max(max);
const statusField = z.object({ value: outsideText(40) });
const isoInstant = outsideText(64).nullish();

export const racetimeUserSchema = z.object({
  id: outsideText(64),
  name: outsideText(200),
  full_name: outsideText(200).nullish(),
  twitch_name: outsideText(200).nullish(),
  twitch_display_name: outsideText(200).nullish(),
  /** The channel's URL (`https://www.twitch.tv/{login}`): the Watch link's fallback when `twitch_name` is absent. */
  twitch_channel: outsideText(300).nullish(),
});

export const racetimeEntrantSchema = z.object({
  user: racetimeUserSchema,
  status: statusField,
  /** An ISO 8601 duration (`P0DT01H52M13.456789S`), or null until the entrant is done. */
  finish_time: outsideText(64).nullish(),
  place: z.number().int().nullish(),
});
export type RacetimeEntrant = z.infer<typeof racetimeEntrantSchema>;

export const racetimeRoomSchema = z.object({
  name: outsideText(200),
  status: statusField,
  goal: z.object({ name: outsideText(200), custom: z.boolean() }).nullish(),
  started_at: isoInstant,
  ended_at: isoInstant,
  entrants: z.array(racetimeEntrantSchema).max(1000),
});
export type RacetimeRoom = z.infer<typeof racetimeRoomSchema>;

/**
 * `GET {base}/{category}/leaderboards/data` (rules §39): per goal, at most 1,000 ranked users with their best time
 * (an ISO 8601 duration), read for the seeding.
 */
export const racetimeLeaderboardsSchema = z.object({
  leaderboards: z
    .array(
      z.object({
        goal: outsideText(200),
        rankings: z
          .array(z.object({ user: z.object({ id: outsideText(64) }), best_time: outsideText(64).nullish() }))
          .max(1000),
      }),
    )
    .max(100),
});
export type RacetimeLeaderboards = z.infer<typeof racetimeLeaderboardsSchema>;

// ---- the site's calls ----

export const ROOM_FORMAT = 'must be a racetime.gg room: category/slug or the room URL';

/** `category/slug` or a room URL, stored as `category/slug`. */
export const roomField = safeText
  .trim()
  .max(300)
  .transform((text, ctx) => {
    const room = normaliseRoom(text);
    if (room === null) {
      ctx.addIssue({ code: 'custom', message: ROOM_FORMAT });
      return z.NEVER;
    }
    return room;
  });

/** A racetime.gg user id or user page URL, stored as the id. */
export const racetimeUserField = safeText
  .trim()
  .max(300)
  .transform((text, ctx) => {
    const id = parseRacetimeUserRef(text);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'must be a racetime.gg user: the id or the user page URL' });
      return z.NEVER;
    }
    return id;
  });

/** `POST /api/user/racetime {racetime}`: link the caller's account; null unlinks. */
export const linkRacetimeRequest = z.object({ racetime: racetimeUserField.nullable() });
export type LinkRacetimeRequest = z.input<typeof linkRacetimeRequest>;

/** `POST /api/races/{id}/room {room}`: the race's room before it starts; null clears it. */
export const raceRoomRequest = z.object({ room: roomField.nullable() });
export type RaceRoomRequest = z.input<typeof raceRoomRequest>;

/** `POST /api/admin/races/{id}/racetime-preview {room}`. */
export const racetimePreviewRequest = z.object({ room: roomField });
export type RacetimePreviewRequest = z.input<typeof racetimePreviewRequest>;

export const MATCHED_BY = ['linked', 'name', 'none'] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];

/** An entrant of the room as the preview shows it (names cleaned of control characters). */
export const previewEntrantSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** racetime.gg's status value: `done`, `dnf`, `dq`, `declined`... */
  status: z.string(),
  /** Rounded to the millisecond; null unless done. */
  finishTimeMs: z.number().int().nullable(),
});
export type PreviewEntrant = z.infer<typeof previewEntrantSchema>;

export const previewResultSchema = z.object({
  racer: z.string(),
  status: z.enum(RESULT_STATUSES),
  finishTime: finishTimeSchema,
  dnfOrder: z.number().int().nullable(),
});

export const racetimePreviewResponse = z.object({
  room: z.object({
    name: z.string(),
    url: z.string(),
    status: z.string(),
    /** ISO 8601 instants, as racetime.gg gives them. */
    startedAt: z.string().nullable(),
    endedAt: z.string().nullable(),
  }),
  /** The body of `POST /api/races/{id}/complete`, to check and send. */
  request: z.object({ raceTimeId: z.string(), results: z.array(previewResultSchema) }),
  matches: z.array(
    z.object({ racer: userRefSchema, entrant: previewEntrantSchema.nullable(), by: z.enum(MATCHED_BY) }),
  ),
  warnings: z.array(z.string()),
});
export type RacetimePreview = z.infer<typeof racetimePreviewResponse>;

/**
 * `GET /api/races/ready-to-complete` (admin): the races of the list, each saying whether the watcher saw its room
 * finish (`racetimeReady`: results ready to import; always false while RACETIME_WATCH is off).
 */
export const readyToCompleteResponse = z.array(raceSchema.extend({ racetimeReady: z.boolean() }));
export type ReadyToCompleteRace = z.infer<typeof readyToCompleteResponse>[number];
