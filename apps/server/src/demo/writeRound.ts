/** Writes one round of demo groups and races with bulk inserts. */
import type { Bracket } from '@pokered/core/brackets';
import type { Tx } from '../db/client.ts';
import { groupMembers, groups, raceCommentators, raceResults, races } from '../db/schema.ts';
import { insertChunked } from './bulk.ts';
import type { DemoRaceResult } from './results.ts';

export interface DemoGroup {
  id: string;
  round: string;
  groupNumber: number;
  bracket: Bracket;
  /** In pot order. */
  members: string[];
}

export interface DemoRace {
  row: typeof races.$inferInsert & { id: string };
  result: DemoRaceResult | null;
  commentators: string[];
}

export async function writeRound(
  tx: Tx,
  demoGroups: readonly DemoGroup[],
  demoRaces: readonly DemoRace[],
  now: number,
): Promise<void> {
  await insertChunked(
    tx,
    groups,
    demoGroups.map((g) => ({ id: g.id, round: g.round, groupNumber: g.groupNumber, bracket: g.bracket })),
  );
  await insertChunked(
    tx,
    groupMembers,
    demoGroups.flatMap((g) =>
      g.members.map((userId, index) => ({ groupId: g.id, userId, round: g.round, pot: index + 1 })),
    ),
  );
  await insertChunked(
    tx,
    races,
    demoRaces.map((race) => race.row),
  );
  await insertChunked(
    tx,
    raceResults,
    demoRaces.flatMap((race) => (race.result ? race.result.rows.map((row) => ({ ...row, raceId: race.row.id })) : [])),
  );
  // Sign-up order is kept by created_at: one second apart, two days before the race (or an hour ago).
  await insertChunked(
    tx,
    raceCommentators,
    demoRaces.flatMap((race) =>
      race.commentators.map((userId, index) => ({
        raceId: race.row.id,
        userId,
        createdAt: new Date((Math.min(race.row.raceDateTime - 2 * 86_400, now - 3600) + index) * 1000),
      })),
    ),
  );
}

/** 0, 1 or 2 commentators from `casters`, none of them racing. */
export function pickCommentators(
  random: { next(): number; shuffle<T>(items: readonly T[]): T[] },
  casters: readonly string[],
): string[] {
  const roll = random.next();
  const count = roll < 0.3 ? 0 : roll < 0.75 ? 1 : 2;
  return random.shuffle(casters).slice(0, count);
}
