/**
 * The only code that speaks to racetime.gg (rules §16, docs/decisions/009-racetime-client.md): a room's data and its
 * chat log, read from RACETIME_BASE_URL with a time limit and a size cap, and the data validated before anything
 * believes it. Whatever the other side sends (an HTML page, 10 MB, wrong types, nothing at all) ends as a
 * RacetimeError with a kind the routes turn into 404, 502 or 504: never a crash, never a 500.
 */
import type { RoomRef } from '@pokered/core/racetimeRefs';
import {
  racetimeLeaderboardsSchema,
  racetimeRoomSchema,
  type RacetimeLeaderboards,
  type RacetimeRoom,
} from '@pokered/core/schemas/racetime';
import type { z } from 'zod';
import { readCappedText } from './cappedBody.ts';

/** racetime.gg answered that the room does not exist, answered wrongly, or not in time. */
export type RacetimeFailure = 'not-found' | 'unreadable' | 'timeout';

export class RacetimeError extends Error {
  constructor(
    readonly kind: RacetimeFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface RacetimeClient {
  readonly baseUrl: string;
  /** `GET {base}/{category}/{slug}/data`, validated. */
  readRoom(room: RoomRef): Promise<RacetimeRoom>;
  /** `GET {base}/{category}/{slug}/log`: the chat as plain text, one line per message. */
  readLog(room: RoomRef): Promise<string>;
  /** `GET {base}/{category}/leaderboards/data`, validated (rules §39: the seeding's best times). */
  readLeaderboards(category: string): Promise<RacetimeLeaderboards>;
}

export interface RacetimeClientOptions {
  baseUrl: string;
  /** Names the site and how to reach it, as racetime.gg asks of its API's users. */
  userAgent: string;
  /** The whole request, body included (rules §16: 5 s). Tests shorten it. */
  timeoutMs?: number;
  /** The most an answer may weigh (rules §16: 1 MB). */
  maxBytes?: number;
  /** The most the leaderboard answer may weigh (rules §39: 16 MB). */
  leaderboardMaxBytes?: number;
}

export const RACETIME_TIMEOUT_MS = 5_000;
export const RACETIME_MAX_BYTES = 1_000_000;
/**
 * rules §39: a category's leaderboard is up to 1,000 users per goal, each with a whole user object (name, avatar,
 * pronouns, flair, twitch.tv fields: about 600 bytes a ranking), so a real answer of a few goals passes 1 MB.
 */
export const RACETIME_LEADERBOARD_MAX_BYTES = 16_000_000;

/** The body as text, refused as soon as it passes `maxBytes` (without reading the rest). */
async function cappedText(response: Response, maxBytes: number, what: string): Promise<string> {
  const text = await readCappedText(response, maxBytes);
  if (text === null)
    throw new RacetimeError('unreadable', `racetime.gg sent more than ${String(maxBytes / 1e6)} MB for ${what}.`);
  return text;
}

function isTimeout(error: unknown): boolean {
  return error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

export function createRacetimeClient(options: RacetimeClientOptions): RacetimeClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? RACETIME_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? RACETIME_MAX_BYTES;
  const leaderboardMaxBytes = options.leaderboardMaxBytes ?? RACETIME_LEADERBOARD_MAX_BYTES;

  async function get(room: RoomRef, path: 'data' | 'log', accept: string): Promise<{ body: string; type: string }> {
    const what = `the room ${room.category}/${room.slug}`;
    const url = `${baseUrl}/${encodeURIComponent(room.category)}/${encodeURIComponent(room.slug)}/${path}`;
    return getUrl(url, what, accept, `racetime.gg has no room ${room.category}/${room.slug}.`, maxBytes);
  }

  async function getUrl(
    url: string,
    what: string,
    accept: string,
    missing: string,
    cap: number,
  ): Promise<{ body: string; type: string }> {
    try {
      const response = await fetch(url, {
        headers: { accept, 'user-agent': options.userAgent },
        signal: AbortSignal.timeout(timeoutMs),
        // rules §16: a redirect could send the request anywhere (a loopback service): it is refused, never followed.
        redirect: 'error',
      });
      if (response.status === 404) {
        await response.body?.cancel().catch(() => undefined);
        throw new RacetimeError('not-found', missing);
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new RacetimeError(
          'unreadable',
          `racetime.gg answered ${String(response.status)} for ${what}. Try again later.`,
        );
      }
      return { body: await cappedText(response, cap, what), type: response.headers.get('content-type') ?? '' };
    } catch (error) {
      if (error instanceof RacetimeError) throw error;
      if (isTimeout(error))
        throw new RacetimeError(
          'timeout',
          `racetime.gg did not answer within ${String(timeoutMs / 1000)} s for ${what}. Try again later.`,
        );
      throw new RacetimeError('unreadable', `racetime.gg could not be reached for ${what}. Try again later.`);
    }
  }

  /** JSON of the expected shape, else 'unreadable' naming `what`. */
  function parsed<T>(answer: { body: string; type: string }, what: string, schema: z.ZodType<T>): T {
    const unreadable = () =>
      new RacetimeError('unreadable', `racetime.gg's answer for ${what} could not be read. Try again later.`);
    if (!/\bjson\b/i.test(answer.type)) throw unreadable();
    let json: unknown;
    try {
      json = JSON.parse(answer.body);
    } catch {
      throw unreadable();
    }
    const result = schema.safeParse(json);
    if (!result.success) throw unreadable();
    return result.data;
  }

  return {
    baseUrl,
    async readRoom(room) {
      const answer = await get(room, 'data', 'application/json');
      return parsed(answer, `the room ${room.category}/${room.slug}`, racetimeRoomSchema);
    },
    async readLeaderboards(category) {
      const what = `the ${category} leaderboards`;
      // Sorted by best time: each goal lists at most 1,000 users, so the default order (by score) could leave out a
      // fast runner who races rarely, the very figure the seeding uses.
      const url = `${baseUrl}/${encodeURIComponent(category)}/leaderboards/data?sort=best_time`;
      const missing = `racetime.gg has no category ${category}.`;
      const answer = await getUrl(url, what, 'application/json', missing, leaderboardMaxBytes);
      return parsed(answer, what, racetimeLeaderboardsSchema);
    },
    async readLog(room) {
      return (await get(room, 'log', 'text/plain')).body;
    },
  };
}
