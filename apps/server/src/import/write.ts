/**
 * Writes a planned import as one completed season, in one transaction (rules §40): all of it or nothing. Placing,
 * winners, points, best times, Pickems points and the hall-of-fame podium are recomputed by the site's own rules
 * from the imported results. Only the year imported is touched: never the current season, never a season this site
 * ran, never sessions.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { placeResults, raceWinner } from '@pokered/core/results';
import type { Db, Tx } from '../db/client.ts';
import { seasonYearOf } from '../db/currentSeason.ts';
import { seasonEntries } from '../db/entrySchema.ts';
import { lockTournament } from '../db/locks.ts';
import {
  draws,
  groupMembers,
  groups,
  hallOfFame,
  hallOfFameLinks,
  pickems,
  raceCommentators,
  raceResults,
  races,
  roundPicks,
  roundPickSubmissions,
  tournament,
} from '../db/schema.ts';
import { seasons } from '../db/seasonSchema.ts';
import { insertChunked } from '../demo/bulk.ts';
import { recordAudit } from '../features/audit/mutations.ts';
import { writeHallOfFame } from '../features/hallOfFame/mutations.ts';
import { recomputeSeasonPickems } from '../features/pickems/mutations.ts';
import { recomputeAllRunnerFigures } from '../features/results/mutations.ts';
import { namedPeople } from './plan.ts';
import type { ImportPlan, PlannedRace } from './planTypes.ts';
import { resolvePeople } from './people.ts';

/** An import the database state refuses (the year is current, or run by the site, or already imported). */
export class ImportRefused extends Error {}

const DAY = 86_400;

/** Every row of an imported season, the season row last (rows reference it). */
async function deleteSeason(tx: Tx, year: number): Promise<void> {
  await tx.delete(roundPicks).where(eq(roundPicks.year, year));
  await tx.delete(roundPickSubmissions).where(eq(roundPickSubmissions.year, year));
  await tx.delete(pickems).where(eq(pickems.year, year));
  await tx.delete(races).where(eq(races.year, year));
  await tx.delete(groups).where(eq(groups.year, year));
  await tx.delete(seasonEntries).where(eq(seasonEntries.year, year));
  await tx.delete(hallOfFameLinks).where(eq(hallOfFameLinks.year, year));
  await tx.delete(hallOfFame).where(eq(hallOfFame.year, year));
  await tx.delete(draws).where(eq(draws.year, year));
  await tx.delete(seasons).where(eq(seasons.year, year));
}

/**
 * Claims `year` for the import, under the tournament row's lock, or throws ImportRefused; with `replace`, deletes
 * the imported season it replaces. `checkOnly` stops before deleting: a dry run asks the same questions.
 */
async function claimYear(tx: Tx, year: number, replace: boolean, checkOnly = false): Promise<boolean> {
  // A database the site never started has no current season to import before: say so rather than fail the lock.
  const [started] = await tx.select({ year: tournament.year }).from(tournament);
  if (!started)
    throw new ImportRefused(
      'This database has no current season yet: start the site on it once (npm start), then import the earlier years.',
    );
  // The tournament row is the lock every season writer takes (src/db/locks.ts): no season starts meanwhile.
  const current = await lockTournament(tx, 'update');
  if (year >= current.year)
    throw new ImportRefused(
      `${String(year)} is not before the current season (${String(current.year)}): only an earlier year can be imported.`,
    );
  const [existing] = await tx.select().from(seasons).where(eq(seasons.year, year)).for('update');
  if (!existing) return false;
  if (existing.source !== 'imported')
    throw new ImportRefused(`Season ${String(year)} was run on this site: an import never replaces it.`);
  if (!replace)
    throw new ImportRefused(`Season ${String(year)} is already imported: run again with --replace to replace it.`);
  if (!checkOnly) await deleteSeason(tx, year);
  return true;
}

/**
 * What the database would refuse of a real run (the year current or later, run by this site, already imported
 * without --replace), asked by a dry run: the same checks as the write, in a transaction that writes nothing.
 */
export async function importRefusal(db: Db, year: number, replace: boolean): Promise<string | null> {
  try {
    await db.transaction((tx) => claimYear(tx, year, replace, true));
    return null;
  } catch (error) {
    if (error instanceof ImportRefused) return error.message;
    throw error;
  }
}

function raceRows(plan: ImportPlan, userOf: (oldId: string) => string, groupOf: Map<string, string>) {
  const raceList: (typeof races.$inferInsert)[] = [];
  const results: (typeof raceResults.$inferInsert)[] = [];
  const commentators: (typeof raceCommentators.$inferInsert)[] = [];
  const idOf = new Map<PlannedRace, string>();
  for (const race of plan.races) {
    const id = randomUUID();
    idOf.set(race, id);
    const placed = placeResults(race.results);
    const [racer1 = '', racer2 = '', racer3] = race.racers.map(userOf);
    const winner = race.completed ? raceWinner(race.results) : null;
    raceList.push({
      id,
      groupId: race.groupKey === null ? null : (groupOf.get(race.groupKey) ?? null),
      year: plan.year,
      round: race.round,
      bracket: race.bracket,
      raceDateTime: race.raceDateTime,
      racer1,
      racer2,
      racer3: racer3 ?? null,
      cancelled: race.cancelled,
      completed: race.completed,
      restreamPlanned: race.restreamPlanned,
      restreamChannel: race.restreamChannel,
      restreamer: race.restreamer === null ? null : userOf(race.restreamer),
      raceTimeId: race.raceTimeId,
      winner: winner === null ? null : userOf(winner),
    });
    if (race.completed)
      placed.forEach((result, index) =>
        results.push({
          raceId: id,
          racerId: userOf(result.racer),
          status: result.status,
          finishTimeMs: result.finishTimeMs,
          dnfOrder: result.dnfOrder,
          place: index + 1,
        }),
      );
    race.commentators.forEach((user) => commentators.push({ raceId: id, userId: userOf(user) }));
  }
  return { raceList, results, commentators };
}

async function writePickems(tx: Tx, plan: ImportPlan, userOf: (oldId: string) => string, groupOf: Map<string, string>) {
  const firstRace = new Map<string, number>();
  for (const race of plan.races) if (!firstRace.has(race.round)) firstRace.set(race.round, race.raceDateTime);
  const start = plan.races[0]?.raceDateTime ?? 0;
  const at = (seconds: number) => new Date(seconds * 1000);
  const records: (typeof pickems.$inferInsert)[] = [];
  const submissions: (typeof roundPickSubmissions.$inferInsert)[] = [];
  const picks: (typeof roundPicks.$inferInsert)[] = [];
  for (const record of plan.pickems) {
    const userId = userOf(record.userId);
    const oneOff = record.selectedRunners.length > 0 || record.selectedWinner !== null;
    records.push({
      userId,
      year: plan.year,
      selectedRunners: record.selectedRunners.map(userOf),
      ultraSelectedRunners: record.ultraSelectedRunners.map(userOf),
      selectedWinner: record.selectedWinner === null ? null : userOf(record.selectedWinner),
      selectedBestTimeRunner: record.selectedBestTimeRunner === null ? null : userOf(record.selectedBestTimeRunner),
      bestTimeMs: record.bestTimeMs,
      // The earlier site kept no submission time: a day before the first race, when its one-off picks closed.
      oneOffSubmittedAt: oneOff ? at(start - DAY) : null,
    });
    const rounds = new Set(record.picks.map((pick) => pick.round));
    for (const round of rounds)
      submissions.push({ userId, year: plan.year, round, submittedAt: at((firstRace.get(round) ?? start) - DAY) });
    for (const pick of record.picks) {
      const groupId = groupOf.get(pick.groupKey);
      if (groupId) picks.push({ userId, groupId, year: plan.year, round: pick.round, runnerId: userOf(pick.runner) });
    }
  }
  await insertChunked(tx, pickems, records);
  await insertChunked(tx, roundPickSubmissions, submissions);
  await insertChunked(tx, roundPicks, picks);
}

export interface ImportOutcome {
  replaced: boolean;
  people: number;
  races: number;
}

/** The whole season in one transaction; an ImportRefused (or any failure) leaves the database as it was. */
export async function writeImport(db: Db, plan: ImportPlan, options: { replace: boolean }): Promise<ImportOutcome> {
  const { year } = plan;
  return db.transaction(async (tx) => {
    const replaced = await claimYear(tx, year, options.replace);
    const first = plan.races[0]?.raceDateTime ?? Date.UTC(year, 8, 15) / 1000;
    const last = plan.races.at(-1)?.raceDateTime ?? first;
    await tx.insert(seasons).values({
      year,
      status: 'completed',
      stage: 'completed',
      source: 'imported',
      createdAt: new Date((first - 7 * DAY) * 1000),
      completedAt: new Date(last * 1000),
    });
    const named = [...namedPeople(plan)].flatMap((id) => plan.people.get(id) ?? []);
    const ids = await resolvePeople(tx, named);
    const userOf = (oldId: string) => ids.get(oldId) ?? '';
    await insertChunked(
      tx,
      seasonEntries,
      [...plan.entrants].map(([oldId, bracket]) => ({ year, userId: userOf(oldId), bracket })),
    );
    const groupOf = new Map(plan.groups.map((group) => [group.key, randomUUID()]));
    await insertChunked(
      tx,
      groups,
      plan.groups.map((group) => ({
        id: groupOf.get(group.key) ?? '',
        year,
        round: group.round,
        groupNumber: group.groupNumber,
        bracket: group.bracket,
      })),
    );
    await insertChunked(
      tx,
      groupMembers,
      plan.groups.flatMap((group) =>
        group.members.map((member, index) => ({
          groupId: groupOf.get(group.key) ?? '',
          userId: userOf(member),
          year,
          round: group.round,
          pot: index + 1,
        })),
      ),
    );
    const rows = raceRows(plan, userOf, groupOf);
    await insertChunked(tx, races, rows.raceList);
    await insertChunked(tx, raceResults, rows.results);
    await insertChunked(tx, raceCommentators, rows.commentators);
    await writePickems(tx, plan, userOf, groupOf);
    const season = { year: seasonYearOf(year), current: false };
    await recomputeAllRunnerFigures(tx, season.year);
    await recomputeSeasonPickems(tx, season);
    await writeImportedHallOfFame(tx, plan, userOf);
    await recordAudit(tx, {
      actorId: null,
      action: 'season.import',
      targetType: 'season',
      targetId: null,
      before: replaced ? { year, replaced: true } : null,
      after: { year, people: named.length, entrants: plan.entrants.size, races: plan.races.length },
    });
    return { replaced, people: named.length, races: plan.races.length };
  });
}

/** The podium of the year's Final by the rules (rules §36); the stored names only when there is no Final to place. */
async function writeImportedHallOfFame(tx: Tx, plan: ImportPlan, userOf: (oldId: string) => string): Promise<void> {
  const final = plan.races.find((race) => race.round === 'Final' && race.completed && !race.cancelled);
  const spotlightVideos = plan.hallOfFame?.spotlightVideos ?? [];
  if (final) {
    const [gold, silver = null, bronze = null] = placeResults(final.results).map((result) => userOf(result.racer));
    if (gold === undefined) return;
    await writeHallOfFame(tx, plan.year, [gold, silver, bronze]);
    await tx.update(hallOfFame).set({ spotlightVideos }).where(eq(hallOfFame.year, plan.year));
    return;
  }
  if (!plan.hallOfFame) return;
  const { names } = plan.hallOfFame;
  await tx.insert(hallOfFame).values({
    year: plan.year,
    gold: { name: names.gold },
    silver: { name: names.silver },
    bronze: { name: names.bronze },
    spotlightVideos,
  });
}
