/**
 * `POST /api/admin/seasons/{year}/seeding` (rules §39): reads racetime.gg's leaderboard of the season's category
 * (at most once a day: one read holds every runner's best time), then computes and publishes every entrant's seed
 * and its source in one transaction, before the Round 1 draft is made. Audited as `season.seeding`.
 */
import { and, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import { parseDurationMs } from '@pokered/core/racetimeImport';
import { draftBeforeSeedingProblem, seedEntrants } from '@pokered/core/signups';
import type { RacetimeClient } from '../../../clients/racetime.ts';
import { RacetimeError } from '../../../clients/racetime.ts';
import type { Db, Tx } from '../../../db/client.ts';
import { lockTournament } from '../../../db/locks.ts';
import { seasons } from '../../../db/seasonSchema.ts';
import { racetimeLeaderboardReads, racetimeLeaderboardTimes, seasonSignups } from '../../../db/signupSchema.ts';
import { badGateway, conflict, gatewayTimeout } from '../../../http/errors.ts';
import { recordAudit } from '../../audit/mutations.ts';
import { readSeasonSettingsOf } from '../../season/queries.ts';
import { markMissedCheckIn } from '../mutations.ts';
import { lockSignupSeason, roundOneDraw } from '../queries.ts';
import { lastSeasonRanks, leaderboardTimes, loadEntrants, seedFacts } from './queries.ts';

export const LEADERBOARD_MAX_AGE_MS = 24 * 3600_000;

/**
 * The category's leaderboard times, read from racetime.gg when the stored ones are a day old or missing. Two admins
 * at once may both read (the claim is the read time); the later write wins, both hold the same day's times.
 */
export async function refreshLeaderboard(db: Db, client: RacetimeClient, category: string, now: Date): Promise<void> {
  const [last] = await db
    .select({ readAt: racetimeLeaderboardReads.readAt })
    .from(racetimeLeaderboardReads)
    .where(eq(racetimeLeaderboardReads.category, category));
  if (last && now.getTime() - last.readAt.getTime() < LEADERBOARD_MAX_AGE_MS) return;
  let answer;
  try {
    answer = await client.readLeaderboards(category);
  } catch (error) {
    if (!(error instanceof RacetimeError)) throw error;
    // No leaderboard for the category: nobody is seeded from racetime.gg (the next source counts).
    if (error.kind === 'not-found') answer = { leaderboards: [] };
    else if (error.kind === 'timeout') throw gatewayTimeout(error.message);
    else throw badGateway(error.message);
  }
  const rows = answer.leaderboards.flatMap((board) =>
    board.rankings.flatMap((ranking) => {
      const ms = ranking.best_time == null ? null : parseDurationMs(ranking.best_time);
      return ms === null ? [] : [{ category, goal: board.goal, racetimeId: ranking.user.id, bestTimeMs: ms }];
    }),
  );
  await db.transaction(async (tx) => {
    await tx.delete(racetimeLeaderboardTimes).where(eq(racetimeLeaderboardTimes.category, category));
    for (let i = 0; i < rows.length; i += 1000)
      await tx
        .insert(racetimeLeaderboardTimes)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing();
    await tx
      .insert(racetimeLeaderboardReads)
      .values({ category, readAt: now })
      .onConflictDoUpdate({ target: racetimeLeaderboardReads.category, set: { readAt: now } });
  });
}

/** Writes each entrant's seed (a sign-up row for an admin-added runner, registered) and clears everyone else's. */
async function writeSeeds(tx: Tx, year: number, seeding: ReturnType<typeof seedEntrants>): Promise<void> {
  const ids = seeding.map((row) => row.userId);
  await tx
    .update(seasonSignups)
    .set({ seed: null, seedSource: null })
    .where(
      and(
        eq(seasonSignups.year, year),
        isNotNull(seasonSignups.seedSource),
        ...(ids.length === 0 ? [] : [notInArray(seasonSignups.userId, ids)]),
      ),
    );
  for (let i = 0; i < seeding.length; i += 1000) {
    const chunk = seeding.slice(i, i + 1000);
    await tx
      .insert(seasonSignups)
      .values(
        chunk.map((row) => ({
          year,
          userId: row.userId,
          status: 'registered' as const,
          seed: row.seed,
          seedSource: row.source,
        })),
      )
      .onConflictDoUpdate({
        target: [seasonSignups.year, seasonSignups.userId],
        set: { seed: sql`excluded.seed`, seedSource: sql`excluded.seed_source` },
      });
  }
}

export async function publishSeeding(
  db: Db,
  client: RacetimeClient,
  actorId: string,
  year: number,
  clock: () => Date,
): Promise<{ seeded: number }> {
  const settings = await readSeasonSettingsOf(db, year, null);
  const check = await db.transaction(async (tx) => {
    await lockSignupSeason(tx, year);
    return roundOneDraw(tx, year);
  });
  if (check.draftMade) throw conflict('The Round 1 draft is made: the seeding is published before it.');
  await refreshLeaderboard(db, client, settings.racetimeCategory, clock());
  const ranks = await lastSeasonRanks(db, year);
  return db.transaction(async (tx) => {
    await lockTournament(tx, 'share');
    await lockSignupSeason(tx, year);
    if ((await roundOneDraw(tx, year)).draftMade)
      throw conflict('The Round 1 draft is made: the seeding is published before it.');
    const entrants = await loadEntrants(tx, year);
    const ids = entrants.flatMap((entrant) => (entrant.racetimeId === null ? [] : [entrant.racetimeId]));
    const times = await leaderboardTimes(tx, settings.racetimeCategory, settings.racetimeGoal, ids);
    const seeding = seedEntrants(seedFacts(entrants, ranks, times));
    await writeSeeds(tx, year, seeding);
    await tx.update(seasons).set({ seedingPublishedAt: new Date() }).where(eq(seasons.year, year));
    await recordAudit(tx, {
      actorId,
      action: 'season.seeding',
      targetType: 'season',
      targetId: String(year),
      before: null,
      after: { seeding: seeding.map(({ userId, seed, source, basis }) => ({ userId, seed, source, basis })) },
    });
    return { seeded: seeding.length };
  });
}

/**
 * What the Round 1 draft takes from the sign-ups, in its own transaction (it holds the tournament row): in a season
 * with sign-ups it waits for the published seeding (409, rules §39); check-in closes, so who did not check in is
 * `missed` and not drawn (rules §38, audited as made by `actorId`); and the published seeding is the draft's order,
 * or null when none is published (a season without sign-ups).
 */
export async function roundOneSeeding(
  tx: Tx,
  year: number,
  actorId: string,
): Promise<{ userId: string; seed: number | null }[] | null> {
  const [season] = await tx
    .select({ published: seasons.seedingPublishedAt, signupsOpenAt: seasons.signupsOpenAt })
    .from(seasons)
    .where(eq(seasons.year, year));
  const problem = draftBeforeSeedingProblem({
    signupsOpenAt: season?.signupsOpenAt ? season.signupsOpenAt.getTime() : null,
    seedingPublished: Boolean(season?.published),
  });
  if (problem !== null) throw conflict(problem);
  await markMissedCheckIn(tx, year, actorId);
  if (!season?.published) return null;
  return tx
    .select({ userId: seasonSignups.userId, seed: seasonSignups.seed })
    .from(seasonSignups)
    .where(and(eq(seasonSignups.year, year), isNotNull(seasonSignups.seedSource)));
}
