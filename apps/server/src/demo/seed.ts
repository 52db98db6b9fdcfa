/**
 * The demo tournament loaded by `npm start` on an empty non-production database (never in production): two
 * earlier seasons played to their Finals (./history.ts), then the current season mid-way, Round 1 raced and
 * ended, Round 2 under way. It is built from the real rules: results pass
 * validateRecordedResults, Round 1 is ended by the real endRound, and every stored figure (points, best
 * times, BYEs, Pickems points) comes from the same recompute functions the API uses.
 *
 * `size` scales it for the benchmarks: 1 = 100 runners, 300 races, 500 Pickems players; 10 = 1,000 runners,
 * 3,000 races, 10,000 Pickems players.
 */
import { count, eq, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import { pickems, races, racetimeRoomChannels, roundPicks, roundPickSubmissions, users } from '../db/schema.ts';
import { recomputeAllPickems } from '../features/pickems/mutations.ts';
import { rescheduleRace } from '../features/races/mutations.ts';
import { linkRacetime, setRaceRoom } from '../features/racetime/mutations.ts';
import { recomputeAllRunnerFigures } from '../features/results/mutations.ts';
import { endRound } from '../features/tournament/mutations.ts';
import type { SessionUser } from '../http/types.ts';
import { insertChunked } from './bulk.ts';
import { planCancelledAttempts } from './cancelledAttempts.ts';
import { pickCorrectedRace, recordWithCorrection, unrecorded } from './correction.ts';
import { buildPeople, type DemoPeople } from './people.ts';
import { pickWindows, planPickems } from './pickems.ts';
import { createRandom } from './random.ts';
import { planRoundOne } from './roundOne.ts';
import { planRoundTwo } from './roundTwo.ts';
import { enterThroughSignups } from './signups.ts';
import { drawRound, writeDemoDraw } from './drawRound.ts';
import { timelineFor } from './timeline.ts';
import { writeRound } from './writeRound.ts';
import {
  IMPORTED_SEASONS,
  linkHistoricPlaces,
  openFirstSeason,
  PAST_SEASONS,
  planHistory,
  playHistory,
} from './history.ts';

export interface SeedOptions {
  year: number;
  /** Benchmark scale (1 = 100 runners, 300 races, 500 Pickems players). Omitted: the small demo. */
  size?: number;
  /** Number of runners, overriding the size's. */
  runners?: number;
  /** Number of commentators besides the demo accounts. */
  commentators?: number;
  seed?: number;
  /** "Now" in epoch seconds, so tests can seed a fixed moment. */
  nowSeconds?: number;
}

export interface SeedSummary {
  runners: number;
  races: number;
  pickemsPlayers: number;
}

/** The Discord username of the demo runner whose race is booked and has its room (the dev login lists it). */
export const DEMO_RACER = 'racer';

/** Players who made Round 2 picks, at most (each covers every race still to come). */
const ROUND_TWO_PICKERS = 60;

/**
 * Pickems players per size: 1 → 500 and 10 → 10,000, the benchmark's figures (size^log10(20) between
 * and beyond them: Pickems draws a bigger crowd than the field of runners grows).
 */
function playersForSize(size: number): number {
  return Math.round(500 * size ** Math.log10(20));
}

/** The small demo shown by `npm start`. */
const SMALL_DEMO = { runners: 45, commentators: 8, players: 60 };

function sizesFor(options: SeedOptions) {
  const { size } = options;
  return {
    runners: options.runners ?? (size === undefined ? SMALL_DEMO.runners : Math.round(100 * size)),
    commentators:
      options.commentators ?? (size === undefined ? SMALL_DEMO.commentators : Math.max(8, Math.round(8 * size))),
    players: size === undefined ? SMALL_DEMO.players : playersForSize(size),
    /** Total races to reach with cancelled earlier attempts; 0 = only the season's own races. */
    races: size === undefined ? 0 : Math.round(300 * size),
  };
}

/** Pickems players: the demo accounts but ash (left for the visitor), casters, every other runner, then fans. */
function playersOf(people: DemoPeople, wanted: number): string[] {
  const pool = [
    people.oakId,
    people.adminId,
    ...people.casterIds.filter((id) => id !== people.oakId),
    ...people.runnerIds.slice(1).filter((_, index) => index % 2 === 0),
    ...people.fanIds,
  ];
  return pool.slice(0, wanted);
}

function fansNeeded(runners: number, commentators: number, players: number): number {
  const others = 2 + commentators + Math.ceil((runners - 1) / 2);
  return Math.max(0, players - others);
}

/** A demo person as a logged-in user, to act through the same mutations as the API (audited alike). */
function sessionOf(people: DemoPeople, userId: string): SessionUser {
  const row = people.rows.find((r) => r.id === userId);
  if (!row) throw new Error(`the demo has no person ${userId}`);
  return {
    id: row.id,
    discordUsername: row.discordUsername,
    displayName: row.displayName,
    globalName: null,
    avatarUrl: null,
    role: people.runnerIds.includes(row.id) ? 'runner' : 'commentator',
    isAdmin: row.id === people.adminId,
  };
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const random = createRandom(options.seed ?? 151);
  const timeline = timelineFor(options.nowSeconds ?? Math.floor(Date.now() / 1000));
  const sizes = sizesFor(options);
  const people = buildPeople(random, {
    runners: sizes.runners,
    casters: sizes.commentators,
    fans: fansNeeded(sizes.runners, sizes.commentators, sizes.players),
  });
  // The small demo has two earlier seasons, played whole before the current one starts (./history.ts); the
  // benchmark sizes measure one season. Its own generator: the current season is the same with or without them.
  const history = options.size === undefined ? planHistory(createRandom((options.seed ?? 151) + 1), people) : null;
  const firstYear = history ? options.year - PAST_SEASONS : options.year;
  // The oldest seasons are imported (rules §40): only an earlier year than the current one can be.
  await openFirstSeason(db, history ? firstYear + IMPORTED_SEASONS : firstYear);

  await db.transaction(async (tx) => {
    await insertChunked(tx, users, [...people.rows, ...(history?.formerRows ?? [])]);
  });
  if (history) {
    await playHistory(db, createRandom((options.seed ?? 151) + 2), {
      year: options.year,
      now: timeline.now,
      adminId: people.adminId,
      casterIds: people.casterIds,
      history,
      rows: [...people.rows, ...history.formerRows],
    });
  }
  // Every runner entered the season through sign-ups (rules §38) and was seeded (rules §39); its own generator, so
  // the rest of the demo is the same with or without them.
  await enterThroughSignups(db, createRandom((options.seed ?? 151) + 3), {
    year: options.year,
    runnerIds: people.runnerIds,
    fanIds: people.fanIds,
    timeline,
  });
  // Round 1: drawn, raced and recorded...
  const roundOne = planRoundOne(random, people.runnerIds, people.casterIds, timeline);
  await db.transaction(async (tx) => {
    await writeRound(tx, roundOne.groups, roundOne.races, timeline.now);
  });
  const red = people.rows.find((row) => people.runnerIds.includes(row.id) && row.displayName === 'Red')?.id;
  await linkHistoricPlaces(db, firstYear, red ?? people.ashId);
  // ...and ended by the admin, through the real round end: figures recomputed, Normal winners to Ascension.
  await endRound(db, people.adminId);

  // Round 2: the group draw (rules §13) of the standings Round 1's end produced, stored confirmed.
  const roundTwoDraw = await drawRound(db, random, {
    round: 'Round 2',
    year: options.year,
    adminId: people.adminId,
    drawnAt: timeline.roundTwoDraw,
  });
  const roundTwo = planRoundTwo(
    random,
    roundTwoDraw.groups,
    { ashId: people.ashId, oakId: people.oakId, adminId: people.adminId, casters: people.casterIds },
    timeline,
  );
  const natural = roundOne.races.length + roundTwo.races.length;
  const attempts = planCancelledAttempts(random, roundOne.groups, roundOne.startOf, Math.max(0, sizes.races - natural));
  const windows = pickWindows(timeline);
  const players = playersOf(people, sizes.players);
  const picks = planPickems(random, players, people.runnerIds, timeline, [
    {
      round: 'Round 1',
      groups: roundOne.groups,
      startOf: roundOne.startOf,
      submitters: Math.round(players.length / 2),
      ...windows.roundOne,
      skip: new Set(),
    },
    // Round 2 picks cover every upcoming race, so a bounded number of players make them; ash and oak
    // leave theirs for a visitor to make.
    {
      round: 'Round 2',
      groups: roundTwo.groups,
      startOf: roundTwo.startOf,
      submitters: Math.min(ROUND_TWO_PICKERS, Math.round(players.length * 0.4)),
      ...windows.roundTwo,
      skip: new Set([people.ashId, people.oakId]),
    },
  ]);

  // One Round 2 result is recorded after the bulk load, wrongly then corrected, through the API's own code.
  const corrected = pickCorrectedRace(roundTwo.races);
  const roundTwoRaces = roundTwo.races.map((race) => (race === corrected ? unrecorded(race) : race));
  await db.transaction(async (tx) => {
    await writeRound(tx, roundTwo.groups, roundTwoRaces, timeline.now);
    await writeDemoDraw(tx, roundTwoDraw);
    await writeRound(tx, [], attempts, timeline.now);
    await insertChunked(tx, pickems, picks.pickems);
    await insertChunked(tx, roundPickSubmissions, picks.submissions);
    await insertChunked(tx, roundPicks, picks.picks);
    // The same recomputes a recorded result triggers: stored figures and Pickems points equal the rules.
    await recomputeAllRunnerFigures(tx);
    await recomputeAllPickems(tx);
  });

  if (roundTwo.moved) {
    // The mover is the development login's "runner with a race" (rules §19, the personal home): a fixed username.
    await db.update(users).set({ discordUsername: DEMO_RACER }).where(eq(users.id, roundTwo.moved.byRacerId));
    const moverRow = people.rows.find((row) => row.id === roundTwo.moved?.byRacerId);
    if (moverRow) moverRow.discordUsername = DEMO_RACER;
    const mover = sessionOf(people, roundTwo.moved.byRacerId);
    await rescheduleRace(db, roundTwo.moved.raceId, mover, roundTwo.moved.to, timeline.now);
    // The same racer links their racetime.gg account and attaches the race's room (rules §16), as on the site.
    await linkRacetime(db, mover.id, 'DemoMover2026');
    await setRaceRoom(db, roundTwo.moved.raceId, mover, 'pkmnredblue/moved-demo-race');
    // As the watcher stores them once it reads the room: the entrants' Twitch channels give the race its "Watch" link.
    await db
      .insert(racetimeRoomChannels)
      .values({ room: 'pkmnredblue/moved-demo-race', channels: ['demomover2026', 'pokered_demo_rival'] });
  }
  if (corrected) await recordWithCorrection(db, corrected, sessionOf(people, people.adminId));

  // A bulk load leaves the planner with empty-table statistics until autovacuum gets to it (a minute or more):
  // plans chosen meanwhile hash-join whole tables (a profile's round picks took 30 ms instead of 0.2 ms at 10×).
  await db.execute(sql`analyze`);

  const [raceCount] = await db.select({ n: count() }).from(races);
  return { runners: people.runnerIds.length, races: raceCount?.n ?? 0, pickemsPlayers: players.length };
}

/** Any constant: the advisory lock under which a server process checks for emptiness and seeds. */
const DEMO_SEED_LOCK_KEY = 7_242_002;

/**
 * What a starting server calls: several processes may start at once on one empty PostgreSQL database, and
 * without the lock both would find it empty and seed it (the second crashing on the first one's rows).
 * Under the lock the second one waits, then finds the demo there and leaves it.
 */
export async function seedDemoOnce(database: Database, options: SeedOptions): Promise<boolean> {
  return database.exclusively(DEMO_SEED_LOCK_KEY, () => seedDemoIfEmpty(database.db, options));
}

export async function seedDemoIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}
