/**
 * Recording race results (rules §6) and the stored figures derived from them (rules §7).
 * Points, best times and BYEs are never incremented: after every recording they are recomputed from
 * all completed results with packages/core/scoring.ts, so a correction can never count twice.
 */
import { playedAtOnRecording } from '@pokered/core/playedEarly';
import { and, asc, eq, inArray, or, isNotNull, ne, sql } from 'drizzle-orm';
import { placeResults, raceWinner, toPlacedInput, validateRecordedResults } from '@pokered/core/results';
import { computeRunnerFigures, EMPTY_FIGURES, type RunnerFigures } from '@pokered/core/scoring';
import type { CompleteRaceData, CompleteRaceResponse } from '@pokered/core/schemas/results';
import type { Db, Tx } from '../../db/client.ts';
import { lockTournament } from '../../db/locks.ts';
import { raceResults, races, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/types.ts';
import { recordAudit } from '../audit/mutations.ts';
import { notifyResult } from '../notifications/mutations.ts';
import { pickemsFactsBeforeResult, recomputePickemsAfterResult } from '../pickems/mutations.ts';
import { findRaceById, viewerOf } from '../races/queries.ts';
import { loadScoredRaces, loadStoredResults } from './queries.ts';
import { currentSeasonYear, seasonYearOf, type SeasonYear } from '../../db/currentSeason.ts';
import { CURRENT_SEASON, requireOpenSeason } from '../../http/season.ts';
import { finalPodium } from '@pokered/core/roundEnd';
import { writeHallOfFame } from '../hallOfFame/mutations.ts';
import { storeFinalRanks } from './finalRanks/mutations.ts';
import { seasonEntries } from '../../db/entrySchema.ts';

export const RACE_NOT_FOUND = 'Race not found.';
export const CANCELLED_RACE = 'This race is cancelled: uncancel it before recording results.';

/** Rows per UPDATE … FROM (VALUES …): 4 parameters each stays far below PostgreSQL's 65,535. */
const FIGURES_CHUNK = 2_000;

/** Overwrites the stored figures of the given runners' entries in a season (rules §34) in bulk. */
async function writeFigures(
  tx: Tx,
  figures: readonly (readonly [string, RunnerFigures])[],
  year: SeasonYear,
): Promise<void> {
  for (let start = 0; start < figures.length; start += FIGURES_CHUNK) {
    const rows = figures
      .slice(start, start + FIGURES_CHUNK)
      .map(
        ([id, f]) =>
          sql`(${id}::uuid, ${f.points}::integer, ${f.bestTournamentTimeMilliseconds}::integer, ${f.bye}::boolean)`,
      );
    await tx.execute(sql`
      update season_entries as e set points = v.points, best_time_ms = v.best, bye = v.bye
      from (values ${sql.join(rows, sql`, `)}) as v(id, points, best, bye)
      where e.user_id = v.id and e.year = ${year}`);
  }
}

/**
 * Recomputes and stores the figures of `runnerIds` from every completed race they raced in.
 * A runner's figures depend only on their own results, so the racers of a recorded race are enough.
 * Call with the runners' rows locked (see completeRace) so two recordings cannot interleave.
 */
export async function recomputeRunnerFigures(
  tx: Tx,
  runnerIds: readonly string[],
  year: SeasonYear = currentSeasonYear,
): Promise<void> {
  if (runnerIds.length === 0) return;
  const figures = computeRunnerFigures(await loadScoredRaces(tx, runnerIds, year));
  await writeFigures(
    tx,
    runnerIds.map((id) => [id, figures.get(id) ?? EMPTY_FIGURES] as const),
    year,
  );
  // A correction in a completed season moves its final places (rules §37).
  await storeFinalRanks(tx, year);
}

/** Recomputes every entrant's stored figures in a season from all its completed races (round end, demo data). */
export async function recomputeAllRunnerFigures(tx: Tx, year: SeasonYear = currentSeasonYear): Promise<void> {
  const figures = computeRunnerFigures(await loadScoredRaces(tx, undefined, year));
  // Anyone holding figures without a counted result (e.g. their only race was cancelled) goes back to zero.
  await tx
    .update(seasonEntries)
    .set({ points: EMPTY_FIGURES.points, bestTimeMs: null, bye: false })
    .where(
      and(
        eq(seasonEntries.year, year),
        or(ne(seasonEntries.points, 0), isNotNull(seasonEntries.bestTimeMs), eq(seasonEntries.bye, true)),
      ),
    );
  await writeFigures(tx, [...figures.entries()], year);
  await storeFinalRanks(tx, year);
}

function joinNames(names: readonly string[]): string {
  if (names.length <= 2) return names.join(' and ');
  return `${names.slice(0, -1).join(', ')}, and ${names.at(-1) ?? ''}`;
}

export interface CompleteRaceInput {
  raceId: string;
  admin: SessionUser;
  request: CompleteRaceData;
  /** The clock, epoch seconds: the demo records at its own "now" (rules §23 keeps when an early race was played). */
  now?: number;
}

/**
 * POST /api/races/{id}/complete. Stores the result (replacing an earlier one: a correction), then
 * recomputes the racers' figures and the Pickems scores the result can change, all in one transaction.
 */
export async function completeRace(db: Db, input: CompleteRaceInput): Promise<CompleteRaceResponse> {
  return db.transaction(async (tx) => {
    // Shared lock: recordings run side by side, but never while a round is being ended.
    const state = await lockTournament(tx, 'share');
    const [race] = await tx.select().from(races).where(eq(races.id, input.raceId)).for('update');
    if (!race) throw notFound(RACE_NOT_FOUND);
    // rules §36: a completed season takes an admin's correction of a recorded race, nothing new.
    const seasonStatus = await requireOpenSeason(tx, race.year, { correction: race.completed });
    const season = race.year === state.year ? CURRENT_SEASON : { year: seasonYearOf(race.year), current: false };
    if (race.cancelled) throw conflict(CANCELLED_RACE);

    const racerIds = [race.racer1, race.racer2, race.racer3].filter((id): id is string => id !== null);
    const verdict = validateRecordedResults(input.request, racerIds);
    if (!verdict.ok) throw badRequest(verdict.error);
    const { raceTimeId, results } = verdict.normalized;

    // Lock the racers in a fixed order: their figures are read and rewritten below, and another
    // recording touching the same runner (a correction of an earlier round) must wait, not interleave.
    const racers = await tx
      .select({ id: users.id, displayName: users.displayName })
      .from(users)
      .where(inArray(users.id, racerIds))
      .orderBy(asc(users.id))
      .for('update');
    const nameOf = new Map(racers.map((r) => [r.id, r.displayName]));

    const before = race.completed
      ? { raceTimeId: race.raceTimeId, winner: race.winner, results: await loadStoredResults(tx, race.id) }
      : null;

    const placed = placeResults(results.map(toPlacedInput));
    const winner = raceWinner(placed);
    const pickemsBefore = await pickemsFactsBeforeResult(tx, season);
    await tx.delete(raceResults).where(eq(raceResults.raceId, race.id));
    await tx.insert(raceResults).values(
      placed.map((result, index) => ({
        raceId: race.id,
        racerId: result.racer,
        status: result.status,
        finishTimeMs: result.finishTimeMs,
        dnfOrder: result.dnfOrder,
        place: index + 1,
      })),
    );
    const playedAt = playedAtOnRecording(race, input.now ?? Math.floor(Date.now() / 1000));
    await tx.update(races).set({ completed: true, raceTimeId, winner, playedAt }).where(eq(races.id, race.id));

    await notifyResult(tx, race.id, race.completed);
    await recomputeRunnerFigures(tx, racerIds, season.year);
    await recomputePickemsAfterResult(tx, pickemsBefore, season);
    // A completed season's Final corrected: its hall-of-fame entry follows the new placing (rules §36).
    if (seasonStatus === 'completed' && race.round === 'Final') {
      const podium = finalPodium([{ bracket: race.bracket, placing: placed.map((result) => result.racer), winner }]);
      if (podium !== null) await writeHallOfFame(tx, race.year, podium);
    }
    await recordAudit(tx, {
      actorId: input.admin.id,
      action: race.completed ? 'race.correct-results' : 'race.complete',
      targetType: 'race',
      targetId: race.id,
      before,
      after: {
        raceTimeId,
        winner,
        results: placed.map((result, index) => ({ ...result, place: index + 1 })),
      },
    });
    const names = racerIds.map((id) => nameOf.get(id) ?? 'Unknown racer');
    const recorded = await findRaceById(tx, race.id, viewerOf(input.admin));
    if (!recorded) throw new Error(`race ${race.id} vanished inside its own transaction`);
    return { message: `Race between ${joinNames(names)} recorded successfully!`, race: recorded };
  });
}
