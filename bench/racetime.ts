/**
 * The racetime.gg import preview (rules §16) against the fake racetime.gg on loopback: a server on the demo data
 * (PGlite) previews a finished three-entrant room with DNFs and a forfeit log, one request at a time. The site's own
 * time is the preview's time minus what reading the room and its log straight from the fake takes. Target: under
 * 50 ms (median).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { createRacetimeClient, type RacetimeClient } from '../apps/server/src/clients/racetime.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { races, users } from '../apps/server/src/db/schema.ts';
import { readTournament } from '../apps/server/src/features/tournament/state.ts';
import { RACETIME_WATCH_INTERVAL_MS, watchOnce } from '../apps/server/src/jobs/racetimeWatch.ts';
import { startFakeRacetime } from '../apps/server/test/support/fakeRacetime.ts';
import { median } from './api.ts';
import { adminWriteHeaders, seedDatabase, serve } from './servers.ts';

const ROOM = 'pkmnredblue/bench-abra-0001';

export interface RacetimeFigures {
  runs: number;
  previewMedianMs: number;
  previewP90Ms: number;
  fakeReadMedianMs: number;
  siteOwnMedianMs: number;
}

interface RaceRef {
  _id: string;
  racer1: { displayName: string };
  racer2: { displayName: string };
  racer3: { displayName: string } | null;
}

const timed = async (work: () => Promise<Response>) => {
  const started = performance.now();
  const response = await work();
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${String(response.status)} ${text.slice(0, 200)}`);
  return ms;
};

export async function benchRacetime(port: number, runs = 50): Promise<RacetimeFigures> {
  const fake = await startFakeRacetime();
  const database = await seedDatabase('pglite', undefined);
  try {
    const server = await serve(database, port, [], { RACETIME_BASE_URL: fake.baseUrl });
    try {
      const races = (await (await fetch(`${server.url}/api/races/completed`)).json()) as RaceRef[];
      const race = races.find((candidate) => candidate.racer3 !== null);
      if (!race?.racer3) throw new Error('the demo has no three-racer race');
      const [a, b, c] = [race.racer1, race.racer2, race.racer3].map((racer) => racer.displayName);
      fake.setRoom(ROOM, {
        entrants: [
          { user: { id: 'benchA0001', name: a ?? '' }, status: 'done', finishTime: 'P0DT01H52M13.456789S' },
          { user: { id: 'benchB0001', name: b ?? '' }, status: 'dnf' },
          { user: { id: 'benchC0001', name: c ?? '' }, status: 'dnf' },
        ],
        log: [`${b ?? ''} has forfeited from the race.`, `${c ?? ''} has forfeited from the race.`],
      });
      const preview = () =>
        fetch(`${server.url}/api/admin/races/${race._id}/racetime-preview`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...adminWriteHeaders(server.adminSid) },
          body: JSON.stringify({ room: ROOM }),
        });
      const direct = async () => {
        await (await fetch(`${fake.baseUrl}/${ROOM}/data`)).text();
        return fetch(`${fake.baseUrl}/${ROOM}/log`);
      };
      for (let i = 0; i < 5; i++) await timed(preview); // warm-up
      const previewMs: number[] = [];
      const fakeMs: number[] = [];
      for (let i = 0; i < runs; i++) {
        previewMs.push(await timed(preview));
        fakeMs.push(await timed(direct));
      }
      const round = (value: number) => Math.round(value * 10) / 10;
      const sorted = [...previewMs].sort((x, y) => x - y);
      return {
        runs,
        previewMedianMs: round(median(previewMs)),
        previewP90Ms: round(sorted[Math.floor(runs * 0.9)] ?? NaN),
        fakeReadMedianMs: round(median(fakeMs)),
        siteOwnMedianMs: round(median(previewMs) - median(fakeMs)),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
    await fake.close();
  }
}

// ---- The watcher (rules §16): no room read twice within a minute, 300 races due, two processes on one database ----

export interface WatchFigures {
  races: number;
  processes: number;
  /** Simulated minutes the watchers ran (the clock runs `speed` times faster than the wall clock). */
  simulatedMinutes: number;
  speed: number;
  wallSeconds: number;
  /** The rule: at most 1 read of a room within any 60 s window (by the watchers' clock). */
  maxReadsPerRoomPer60s: number;
  minSecondsBetweenReadsOfARoom: number;
  totalReads: number;
  roomsRead: number;
  /** Reads each process made: both take part. */
  readsByProcess: number[];
}

/** The most reads of one room that fall in any half-open 60 s window [t, t + 60 s). */
export function maxReadsInAMinute(times: readonly number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  let most = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while ((sorted[j] ?? Infinity) < (sorted[i] ?? 0) + 60_000) j++;
    most = Math.max(most, j - i);
  }
  return most;
}

/**
 * 300 races that started an hour ago, each with its room and no result, on one PostgreSQL database with the demo
 * data; two watchers (each its own connection pool and client, as two server processes have: the watcher's own
 * `watchOnce`, looking every 20 s of the clock) share an accelerated clock (`speed`× the wall clock: the 20 s interval and the one-minute claim pass `speed` times
 * faster) and read rooms from the fake racetime.gg, which stamps every read with that clock.
 */
export async function benchRacetimeWatch(raceCount = 300, simulatedMinutes = 6, speed = 10): Promise<WatchFigures> {
  const start = Date.now();
  const simStart = new Date('2026-11-21T20:00:00.000Z').getTime();
  const now = () => simStart + (Date.now() - start) * speed;
  const fake = await startFakeRacetime(0, { now });
  const database = await seedDatabase('postgres', undefined);
  const processes: { database: Database; client: RacetimeClient }[] = [];
  const clock = () => new Date(now());
  try {
    const setup = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'unused' });
    try {
      const runners = await setup.db.select({ id: users.id }).from(users).limit(3);
      const [a, b, c] = runners;
      if (!a || !b || !c) throw new Error('the demo has fewer than three users');
      const { stage } = await readTournament(setup.db);
      const startedAt = Math.floor(simStart / 1000) - 3600;
      const rows = Array.from({ length: raceCount }, (_, i) => ({
        round: stage === 'completed' ? 'Final' : stage,
        raceDateTime: startedAt,
        racer1: a.id,
        racer2: b.id,
        racer3: c.id,
        raceTimeId: `pkmnredblue/bench-watch-${String(i).padStart(4, '0')}`,
      }));
      await setup.db.insert(races).values(rows);
      for (const [i, row] of rows.entries())
        fake.setRoom(row.raceTimeId, {
          status: 'in_progress',
          entrants: [
            {
              user: { id: `benchA${String(i)}`, name: 'A', twitch_name: `bench_a_${String(i)}` },
              status: 'in_progress',
            },
            {
              user: { id: `benchB${String(i)}`, name: 'B', twitch_name: `bench_b_${String(i)}` },
              status: 'in_progress',
            },
          ],
        });
    } finally {
      await setup.close();
    }
    const intervalMs = RACETIME_WATCH_INTERVAL_MS / speed;
    // Two "processes": each its own connection pool and racetime.gg client, looking every `intervalMs` as the timer
    // of src/jobs/racetimeWatch.ts does (never two looks at once in one process), counting what it read.
    for (let i = 0; i < 2; i++)
      processes.push({
        database: await openDatabase({ databaseUrl: database.databaseUrl, dataDir: 'unused' }),
        client: createRacetimeClient({ baseUrl: fake.baseUrl, userAgent: `pokered-bench-${String(i)}` }),
      });
    const wallStart = performance.now();
    const end = now() + simulatedMinutes * 60_000;
    const readsByProcess = await Promise.all(
      processes.map(async ({ database: { db }, client }, index) => {
        let reads = 0;
        // Started apart, as two processes would be.
        await sleep((index * intervalMs) / 2);
        while (now() < end) {
          const looked = performance.now();
          reads += (await watchOnce(db, client, clock, undefined)).read.length;
          await sleep(Math.max(0, intervalMs - (performance.now() - looked)));
        }
        return reads;
      }),
    );
    const wallSeconds = (performance.now() - wallStart) / 1000;

    let maxReads = 0;
    let minGap = Infinity;
    let total = 0;
    for (const room of fake.roomsRead()) {
      const times = fake.readTimes(room);
      total += times.length;
      maxReads = Math.max(maxReads, maxReadsInAMinute(times));
      for (let i = 1; i < times.length; i++) minGap = Math.min(minGap, (times[i] ?? 0) - (times[i - 1] ?? 0));
    }
    return {
      races: raceCount,
      processes: 2,
      simulatedMinutes,
      speed,
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      maxReadsPerRoomPer60s: maxReads,
      minSecondsBetweenReadsOfARoom: Math.round(minGap / 100) / 10,
      totalReads: total,
      roomsRead: fake.roomsRead().length,
      readsByProcess,
    };
  } finally {
    for (const { database: opened } of processes) await opened.close();
    await database.drop();
    await fake.close();
  }
}
