/** Reads of recorded results, shaped for the pure scoring and round-end rules of packages/core. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Bracket } from '@pokered/core/brackets';
import type { PlacedInput, ResultStatus } from '@pokered/core/results';
import { isRound, type Round } from '@pokered/core/rounds';
import type { ScoredRace } from '@pokered/core/scoring';
import type { Db } from '../../db/client.ts';
import { raceResults, races } from '../../db/schema.ts';
import { currentSeasonYear, type SeasonYear } from '../../db/currentSeason.ts';

/** A completed, non-cancelled race: the only kind whose results count (rules §7). */
export const countsForScoring = and(eq(races.completed, true), eq(races.cancelled, false));

interface ResultRow {
  raceId: string;
  round: string;
  bracket: Bracket | null;
  racer: string;
  status: ResultStatus;
  finishTimeMs: number;
  dnfOrder: number | null;
}

function groupByRace(rows: readonly ResultRow[]): ScoredRace[] {
  const byRace = new Map<string, { round: Round; bracket: Bracket | null; results: PlacedInput[] }>();
  for (const row of rows) {
    // Stored rounds are always valid names; a row that is not cannot score, whatever it holds.
    if (!isRound(row.round)) continue;
    let race = byRace.get(row.raceId);
    if (!race) {
      race = { round: row.round, bracket: row.bracket, results: [] };
      byRace.set(row.raceId, race);
    }
    race.results.push({ racer: row.racer, status: row.status, finishTimeMs: row.finishTimeMs, dnfOrder: row.dnfOrder });
  }
  return [...byRace.values()];
}

const resultColumns = {
  raceId: races.id,
  round: races.round,
  bracket: races.bracket,
  racer: raceResults.racerId,
  status: raceResults.status,
  finishTimeMs: raceResults.finishTimeMs,
  dnfOrder: raceResults.dnfOrder,
};

/**
 * Every completed race of the year with all its results, or, given `racerIds`, only the races one of
 * them raced in (still with every racer's result: placing needs the whole race).
 */
export async function loadScoredRaces(
  db: Db,
  racerIds?: readonly string[],
  year: SeasonYear = currentSeasonYear,
): Promise<ScoredRace[]> {
  if (racerIds !== undefined && racerIds.length === 0) return [];
  const racedBy =
    racerIds === undefined
      ? undefined
      : inArray(
          races.id,
          db
            .select({ id: raceResults.raceId })
            .from(raceResults)
            .where(inArray(raceResults.racerId, [...racerIds])),
        );
  const rows = await db
    .select(resultColumns)
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .where(and(countsForScoring, eq(races.year, year), racedBy));
  return groupByRace(rows);
}

/** A completed race of one round as the round-end rules need it. */
export interface RoundRaceOutcome {
  raceId: string;
  groupId: string | null;
  bracket: Bracket | null;
  winner: string | null;
  /** Racer ids in placing order. */
  placing: string[];
}

/** The completed, non-cancelled races of `round` of a season, each with its racers in stored placing order. */
export async function loadRoundOutcomes(
  db: Db,
  round: Round,
  year: SeasonYear = currentSeasonYear,
): Promise<RoundRaceOutcome[]> {
  const rows = await db
    .select({
      raceId: races.id,
      groupId: races.groupId,
      bracket: races.bracket,
      winner: races.winner,
      racer: raceResults.racerId,
    })
    .from(races)
    .innerJoin(raceResults, eq(raceResults.raceId, races.id))
    .where(and(countsForScoring, eq(races.year, year), eq(races.round, round)))
    .orderBy(asc(races.id), asc(raceResults.place));
  const byRace = new Map<string, RoundRaceOutcome>();
  for (const row of rows) {
    const outcome = byRace.get(row.raceId) ?? {
      raceId: row.raceId,
      groupId: row.groupId,
      bracket: row.bracket,
      winner: row.winner,
      placing: [],
    };
    outcome.placing.push(row.racer);
    byRace.set(row.raceId, outcome);
  }
  return [...byRace.values()];
}

/** The stored result lines of one race in placing order (the audit log keeps them as `before`). */
export async function loadStoredResults(db: Db, raceId: string) {
  return db
    .select({
      racer: raceResults.racerId,
      status: raceResults.status,
      finishTimeMs: raceResults.finishTimeMs,
      dnfOrder: raceResults.dnfOrder,
      place: raceResults.place,
    })
    .from(raceResults)
    .where(eq(raceResults.raceId, raceId))
    .orderBy(asc(raceResults.place));
}
