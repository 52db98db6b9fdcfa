/**
 * The racetime.gg watcher (rules §16, RACETIME_WATCH=on; docs/decisions/009-racetime-client.md): on a timer it reads
 * the rooms of races that started and have no result, and marks those whose room finished as "results ready to
 * import" (GET /api/races/ready-to-complete shows `racetimeReady`). It stops reading a room once its race is
 * recorded or cancelled, or the room finished or was cancelled.
 *
 * At most one read a minute per room, whatever the number of server processes on one PostgreSQL: before reading, a
 * process claims the room with a conditional upsert of its last-read time (claimRoom), only the process whose claim
 * wins reads it, and the time moves to when the read ended (readRoomOnce). A failed read waits a minute like any other.
 */
import type { FastifyInstance } from 'fastify';
import type { RacetimeClient } from '../clients/racetime.ts';
import type { Db } from '../db/client.ts';
import { readRoomOnce, type RoomReadOptions } from '../features/racetime/mutations.ts';
import { roomsDue } from '../features/racetime/queries.ts';
import { registerPeriodicJob } from './periodic.ts';

/** How often the watcher looks for due rooms (each room is still read at most once a minute). */
export const RACETIME_WATCH_INTERVAL_MS = 20_000;

export interface RacetimeWatchOptions {
  intervalMs?: number;
  /** The clock (tests move it instead of waiting). */
  now?: () => Date;
}

export interface WatchTick {
  /** The rooms this process read. */
  read: string[];
  /** Of those, the ones racetime.gg says finished. */
  finished: string[];
}

export interface RacetimeWatch {
  readonly running: boolean;
  /** One look at the due rooms, as the timer does it (tests call it directly). */
  tick(): Promise<WatchTick>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The racetime.gg watcher; absent unless the app was built with RACETIME_WATCH=on. */
    racetimeWatch?: RacetimeWatch;
  }
}

/**
 * One look: claim each due room, read the ones this process won, record what they say (the status, and the
 * entrants' Twitch channels for the race's "Watch" link). The clock is read per room, so a long look (300 rooms)
 * claims each room at the time it is read.
 */
export async function watchOnce(db: Db, client: RacetimeClient, clock: () => Date, log: RoomReadOptions['log']) {
  const tick: WatchTick = { read: [], finished: [] };
  for (const name of await roomsDue(db, clock())) {
    const read = await readRoomOnce(db, client, name, clock, { recordStatus: true, log });
    if (!read.claimed) continue;
    tick.read.push(name);
    if (read.data?.status.value === 'finished') tick.finished.push(name);
  }
  return tick;
}

export function registerRacetimeWatch(
  app: FastifyInstance,
  db: Db,
  client: RacetimeClient,
  options: RacetimeWatchOptions = {},
): void {
  const now = options.now ?? (() => new Date());
  const job = registerPeriodicJob(app, {
    name: 'racetime watch',
    intervalMs: options.intervalMs ?? RACETIME_WATCH_INTERVAL_MS,
    run: async () => {
      await watchOnce(db, client, now, app.log);
    },
  });
  app.decorate('racetimeWatch', {
    get running() {
      return job.running;
    },
    tick: () => watchOnce(db, client, now, app.log),
  });
}
