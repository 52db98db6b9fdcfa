/**
 * A fake racetime.gg on loopback, for tests only (rules §16; the real API's shape: /work notes, and
 * racetimeGG/racetime-app). It serves `GET /{category}/{slug}/data` (JSON, the room), `GET /{category}/{slug}/log`
 * (plain text, the chat) and `GET /{category}/leaderboards/data` (the best times, rules §39), 404 for any room it does not hold, and the ways a real or broken server misbehaves: an
 * answer slower than the client's time limit, an answer over 1 MB (with and without Content-Length), an HTML page
 * instead of JSON, and JSON of the wrong types. The server's real client reads it through RACETIME_BASE_URL.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeUser {
  id: string;
  name: string;
  twitch_name?: string | null;
  /** The channel URL racetime.gg sends; by default `https://www.twitch.tv/{twitch_name}`. */
  twitch_channel?: string | null;
}

export interface FakeEntrant {
  user: FakeUser;
  status: 'requested' | 'invited' | 'declined' | 'ready' | 'not_ready' | 'in_progress' | 'done' | 'dnf' | 'dq';
  /** An ISO 8601 duration such as `P0DT01H52M13.456789S`, for `done`. */
  finishTime?: string | null;
}

export type RoomStatus = 'open' | 'invitational' | 'pending' | 'in_progress' | 'finished' | 'cancelled';

export interface FakeRoomSpec {
  status?: RoomStatus;
  entrants: FakeEntrant[];
  goal?: { name: string; custom: boolean };
  /** Chat lines (`[time] text` is added); null: `/log` answers 500. */
  log?: string[] | null;
  /** In a hidden-entrants race the users are placeholders until it ends. */
  hiddenEntrants?: boolean;
}

/** One goal of a category's leaderboard: each user's best time as an ISO 8601 duration. */
export interface FakeLeaderboardGoal {
  goal: string;
  rankings: { user: FakeUser; bestTime: string }[];
}

/** The leaderboard answer with the fields racetime.gg sends. */
export function leaderboardJson(goals: FakeLeaderboardGoal[]): object {
  return {
    leaderboards: goals.map((goal) => ({
      goal: goal.goal,
      num_ranked: goal.rankings.length,
      rankings: goal.rankings.map((ranking, index) => ({
        // A whole user object, as racetime.gg sends it: the answer weighs what a real one does.
        user: {
          id: ranking.user.id,
          full_name: `${ranking.user.name}#1234`,
          name: ranking.user.name,
          discriminator: '1234',
          url: `/user/${ranking.user.id}/${ranking.user.name.toLowerCase()}`,
          avatar: `https://racetime.gg/media/${ranking.user.id}-avatar-2026-11-21-0123456789abcdef.png`,
          pronouns: 'they/them',
          flair: 'moderator monthly-supporter',
          twitch_name: ranking.user.name.toLowerCase(),
          twitch_display_name: ranking.user.name,
          twitch_channel: `https://www.twitch.tv/${ranking.user.name.toLowerCase()}`,
          can_moderate: false,
        },
        place: index + 1,
        place_ordinal: `${String(index + 1)}.`,
        score: 1500 - index,
        best_time: ranking.bestTime,
        times_raced: 3,
      })),
    })),
  };
}

/** How a room's `/data` misbehaves instead of answering its room. */
export type Misbehaviour = 'slow' | 'huge' | 'huge-chunked' | 'html' | 'wrong-types' | 'server-error';

export interface FakeRacetime {
  baseUrl: string;
  setRoom(name: string, spec: FakeRoomSpec): void;
  misbehave(name: string, how: Misbehaviour): void;
  /** `/data` of this room answers 302 to `location` (rules §16: the client must not follow it). */
  redirect(name: string, location: string): void;
  /** How many times `/data` of this room was asked for. */
  reads(name: string): number;
  /** When `/data` of this room was asked for, by the fake's clock (ms), oldest first. */
  readTimes(name: string): number[];
  /** Every room whose `/data` was asked for. */
  roomsRead(): string[];
  /** The query string of the last read of `/data` of this room ('' without one). */
  lastQuery(name: string): string | undefined;
  /**
   * `GET /{category}/leaderboards/data` answers these goals' rankings (rules §39). Its reads, misbehaviours and
   * redirects go by the name `{category}/leaderboards`, as a room's do.
   */
  setLeaderboard(category: string, goals: FakeLeaderboardGoal[]): void;
  close(): Promise<void>;
}

const STATUS_TEXT: Record<string, string> = {
  done: 'Finished',
  dnf: 'Did not finish',
  dq: 'Disqualified',
  declined: 'Declined',
  not_ready: 'Not ready',
};

/** A room answer with the fields racetime.gg sends (and some it sends that the site ignores). */
export function roomJson(name: string, spec: FakeRoomSpec): object {
  const [category = '', slug = ''] = name.split('/');
  const status = spec.status ?? 'finished';
  const hidden = spec.hiddenEntrants === true && status !== 'finished';
  const entrants = spec.entrants.map((entrant, index) => ({
    user: hidden
      ? {
          id: `hidden${String(index)}`,
          full_name: 'Hidden entrant',
          name: 'Hidden entrant',
          discriminator: null,
          url: null,
        }
      : {
          id: entrant.user.id,
          full_name: entrant.user.name,
          name: entrant.user.name,
          discriminator: null,
          url: `/user/${entrant.user.id}`,
          avatar: null,
          pronouns: null,
          flair: '',
          twitch_name: entrant.user.twitch_name ?? null,
          twitch_display_name: entrant.user.twitch_name ?? null,
          twitch_channel:
            entrant.user.twitch_channel !== undefined
              ? entrant.user.twitch_channel
              : entrant.user.twitch_name
                ? `https://www.twitch.tv/${entrant.user.twitch_name}`
                : null,
          can_moderate: false,
        },
    status: { value: entrant.status, verbose_value: STATUS_TEXT[entrant.status] ?? entrant.status, help_text: '' },
    finish_time: entrant.status === 'done' ? (entrant.finishTime ?? null) : null,
    finished_at: entrant.status === 'done' ? '2026-11-21T20:52:13.456Z' : null,
    place: null,
    place_ordinal: null,
    score: 1500,
    score_change: null,
    comment: null,
    stream_live: false,
  }));
  return {
    version: 42,
    name,
    slug,
    status: { value: status, verbose_value: status, help_text: '' },
    url: `/${name}`,
    data_url: `/${name}/data`,
    category: { name: 'Pokémon Red/Blue', short_name: 'PKMN', slug: category, url: `/${category}` },
    goal: spec.goal ?? { name: 'Any% Glitchless', custom: false },
    info: '',
    entrants_count: entrants.length,
    entrants_count_finished: spec.entrants.filter((e) => e.status === 'done').length,
    entrants_count_inactive: spec.entrants.filter((e) => ['dnf', 'dq'].includes(e.status)).length,
    opened_at: '2026-11-21T18:30:00.000Z',
    started_at: ['in_progress', 'finished'].includes(status) ? '2026-11-21T19:00:05.123Z' : null,
    ended_at: status === 'finished' ? '2026-11-21T21:10:00.000Z' : null,
    cancelled_at: status === 'cancelled' ? '2026-11-21T19:10:00.000Z' : null,
    team_race: false,
    recorded: false,
    unlisted: false,
    entrants,
  };
}

/** A valid room answer of 10 MB (its `info` padded), made once: building it per request slowed the first byte. */
const HUGE_BODY = Buffer.from(
  JSON.stringify({ ...roomJson('pkmnredblue/huge', { entrants: [] }), info: 'x'.repeat(10_000_000) }),
);

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

export interface FakeRacetimeOptions {
  /** The clock `readTimes` stamps reads with (a benchmark shares the watcher's accelerated clock). */
  now?: () => number;
}

export async function startFakeRacetime(port = 0, options: FakeRacetimeOptions = {}): Promise<FakeRacetime> {
  const rooms = new Map<string, FakeRoomSpec>();
  const misbehaviours = new Map<string, Misbehaviour>();
  const readTimes = new Map<string, number[]>();
  const redirects = new Map<string, string>();
  const leaderboards = new Map<string, FakeLeaderboardGoal[]>();
  const queries = new Map<string, string>();
  const now = options.now ?? Date.now;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const match = /^\/([^/]+)\/([^/]+)\/(data|log)$/.exec(url.pathname);
    if (req.method !== 'GET' || !match) {
      json(res, 404, { error: 'Not found' });
      return;
    }
    const name = `${match[1] ?? ''}/${match[2] ?? ''}`;
    const spec = rooms.get(name);
    const how = misbehaviours.get(name);
    if (match[3] === 'log') {
      if (!spec || spec.log === null) {
        res.writeHead(spec ? 500 : 404).end();
        return;
      }
      const lines = (spec.log ?? []).map(
        (text, i) => `[2026-11-21 19:${String(10 + i).padStart(2, '0')}:00+00:00] ${text}`,
      );
      res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(lines.join('\n'));
      return;
    }
    readTimes.set(name, [...(readTimes.get(name) ?? []), now()]);
    queries.set(name, url.search);
    const location = redirects.get(name);
    if (location !== undefined) {
      res.writeHead(302, { location }).end();
      return;
    }
    if (how === 'slow') {
      // Answers after 10 s, far beyond the time limit tests give the client; the socket is destroyed at close.
      setTimeout(() => json(res, 200, spec ? roomJson(name, spec) : {}), 10_000).unref();
      return;
    }
    if (how === 'huge' || how === 'huge-chunked') {
      res.writeHead(200, {
        'content-type': 'application/json',
        ...(how === 'huge' ? { 'content-length': String(HUGE_BODY.byteLength) } : {}),
      });
      res.end(HUGE_BODY);
      return;
    }
    if (how === 'html') {
      res
        .writeHead(200, { 'content-type': 'text/html' })
        .end('<!doctype html><title>Maintenance</title><h1>Back soon</h1>');
      return;
    }
    if (how === 'wrong-types') {
      json(res, 200, { name: 42, status: 'finished', entrants: [{ user: null, status: { value: 7 } }], ended_at: {} });
      return;
    }
    if (how === 'server-error') {
      json(res, 503, { error: 'Service unavailable' });
      return;
    }
    const board = match[2] === 'leaderboards' ? leaderboards.get(match[1] ?? '') : undefined;
    if (board) {
      json(res, 200, leaderboardJson(board));
      return;
    }
    if (!spec) {
      json(res, 404, { error: 'Not found' });
      return;
    }
    json(res, 200, roomJson(name, spec));
  });
  // As the real services do, a kept-alive connection outlives a slow test's pause (Node's default is 5 s): a client
  // that reuses it just as the server closes it reads "socket hang up".
  server.keepAliveTimeout = 75_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(bound)}`,
    setRoom: (name, spec) => {
      rooms.set(name, spec);
      misbehaviours.delete(name);
    },
    misbehave: (name, how) => misbehaviours.set(name, how),
    redirect: (name, location) => redirects.set(name, location),
    reads: (name) => readTimes.get(name)?.length ?? 0,
    readTimes: (name) => [...(readTimes.get(name) ?? [])],
    roomsRead: () => [...readTimes.keys()],
    lastQuery: (name) => queries.get(name),
    setLeaderboard: (category, goals) => {
      leaderboards.set(category, goals);
      misbehaviours.delete(`${category}/leaderboards`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
