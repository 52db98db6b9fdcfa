/**
 * One demo result entered wrong and then corrected (rules §6): the race is recorded through the real
 * completeRace twice, first with the two fastest finishers' times swapped (an easy slip when copying from
 * racetime.gg), then with the true result. The audit log keeps the earlier result, and every stored figure
 * ends as the true result gives it, so the demo's standings are those of a race recorded right the first time.
 */
import type { CompleteRaceData } from '@pokered/core/schemas/results';
import { msToFinishTime } from '@pokered/core/time';
import type { Db } from '../db/client.ts';
import { completeRace } from '../features/results/mutations.ts';
import type { SessionUser } from '../http/types.ts';
import type { DemoRace } from './writeRound.ts';

type ResultRow = NonNullable<DemoRace['result']>['rows'][number];

/** The first recorded race with two finishers (the first completed Round 2 race in a small demo). */
export function pickCorrectedRace(races: readonly DemoRace[]): DemoRace | null {
  return races.find((race) => (race.result?.rows.filter((row) => row.status === 'Finished').length ?? 0) >= 2) ?? null;
}

/** The race as it stands before its result is recorded: the seed writes it so, then records it below. */
export function unrecorded(race: DemoRace): DemoRace {
  return { ...race, row: { ...race.row, completed: false, raceTimeId: null, winner: null }, result: null };
}

function requestOf(rows: readonly ResultRow[], raceTimeId: string): CompleteRaceData {
  return {
    raceTimeId,
    results: rows.map((row) => ({
      racer: row.racerId,
      status: row.status,
      finishTime: msToFinishTime(row.finishTimeMs),
      dnfOrder: row.dnfOrder ?? null,
    })),
  };
}

/** The slip: the two fastest finishers' times swapped, so the runner-up is recorded as the winner. */
export function swappedTopTimes(rows: readonly ResultRow[]): ResultRow[] {
  const [first, second] = rows.filter((row) => row.status === 'Finished');
  if (!first || !second) throw new Error('a corrected demo race needs two finishers');
  return rows.map((row) => {
    if (row === first) return { ...row, finishTimeMs: second.finishTimeMs };
    if (row === second) return { ...row, finishTimeMs: first.finishTimeMs };
    return row;
  });
}

export async function recordWithCorrection(db: Db, race: DemoRace, admin: SessionUser): Promise<void> {
  const { result } = race;
  const raceTimeId = race.row.raceTimeId;
  if (!result || !raceTimeId) throw new Error('a corrected demo race needs its true result');
  await completeRace(db, { raceId: race.row.id, admin, request: requestOf(swappedTopTimes(result.rows), raceTimeId) });
  await completeRace(db, { raceId: race.row.id, admin, request: requestOf(result.rows, raceTimeId) });
}
