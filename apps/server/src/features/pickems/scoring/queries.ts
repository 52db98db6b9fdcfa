/**
 * Pickems scores: every player's points recomputed from scratch with scorePickems, next to what is stored, and the
 * recalibration preview built from them.
 */
import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { scorePickems, type PickemsScore, type RoundPick } from '@pokered/core/pickemsScoring';
import type { RecalibrationChange, RecalibrationPreview } from '@pokered/core/schemas/pickems';
import { compareDisplayNames } from '@pokered/core/standings';
import type { Db } from '../../../db/client.ts';
import { selectRows } from '../../../db/rows.ts';
import { pickems, roundPicks, users } from '../../../db/schema.ts';
import { loadFacts, type LoadedFacts } from '../facts/queries.ts';
import { CURRENT_SEASON, type ResolvedSeason } from '../../../http/season.ts';

/** The players with a round pick in one of `groupIds`: the only ones a change of those groups' winners can move. */
export async function playersWhoPicked(db: Db, groupIds: readonly string[]): Promise<string[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: roundPicks.userId })
    .from(roundPicks)
    .where(inArray(roundPicks.groupId, [...groupIds]));
  return rows.map((row) => row.userId);
}

export interface PlayerScore {
  userId: string;
  displayName: string;
  currentPoints: number;
  currentBreakdown: Record<string, number>;
  score: PickemsScore;
}

const scoringRow = z.object({
  userId: z.string(),
  displayName: z.string(),
  points: z.number(),
  breakdown: z.record(z.string(), z.number()),
  selectedWinner: z.string().nullable(),
  selectedBestTimeRunner: z.string().nullable(),
  bestTimeMs: z.number().nullable(),
  top27: z.array(z.string()),
  top9: z.array(z.string()),
  winningPicks: z.array(z.number()),
});

/** A facts set as a JSON array parameter; null (stage not reached) sends an empty list. */
const idsParam = (ids: ReadonlySet<string> | null): string => JSON.stringify(ids === null ? [] : [...ids]);

/**
 * Every player's points from scratch with scorePickems, next to what is stored now: one query for every player.
 * Only picks that can score leave the database (round picks matching their group's winner, top-27 and top-9 picks
 * in the qualified and semifinal sets); scorePickems still decides what each is worth. That keeps 10,000 players
 * × 100 groups within a second. Winners travel as one JSON parameter and come back as indexes into it.
 */
export async function scoreAllPlayers(db: Db, season: ResolvedSeason = CURRENT_SEASON): Promise<PlayerScore[]> {
  return scorePlayers(db, await loadFacts(db, season));
}

/**
 * scoreAllPlayers for the given facts; with `userIds`, only those players (a recorded result rescoring the
 * players who picked in its group). Call inside a transaction.
 */
export async function scorePlayers(
  db: Db,
  { input, facts, year }: LoadedFacts,
  userIds?: readonly string[],
): Promise<PlayerScore[]> {
  if (userIds !== undefined && userIds.length === 0) return [];
  const onlyPlayers = userIds === undefined ? null : JSON.stringify(userIds);
  const roundOf = new Map(
    input.completedRaces.flatMap((race) => (race.groupKey === null ? [] : [[race.groupKey, race.round] as const])),
  );
  // One RoundPick per winning (group, runner): every player who made that pick shares the object (10,000 players
  // × 30 winning picks would otherwise allocate 300,000 equal objects).
  const winningPicks: RoundPick[] = [...facts.groupWinners].flatMap(([groupKey, winner]) => {
    const round = roundOf.get(groupKey);
    return winner === null || round === undefined ? [] : [{ round, groupKey, runnerId: winner }];
  });
  const winnersParam = JSON.stringify(
    winningPicks.map((pick, idx) => ({ idx, group_id: pick.groupKey, runner_id: pick.runnerId })),
  );
  // For this transaction only: grouping 300,000 winning picks stays in memory instead of spilling to disk, and
  // PostgreSQL's JIT compiler (150 ms of compiling for a query that runs a few hundred) stays out of the way.
  await db.execute(sql`set local work_mem = '64MB'`);
  await db.execute(sql`set local jit = off`);
  const rows = await selectRows(
    db,
    sql`with winners as (
          select * from jsonb_to_recordset(${winnersParam}::jsonb) as w(idx int, group_id uuid, runner_id uuid)
        ), players as (
          select jsonb_array_elements_text(${onlyPlayers}::jsonb)::uuid as user_id
        ), hits as (
          select rp.user_id, array_agg(w.idx) as idxs
          from ${roundPicks} rp join winners w on w.group_id = rp.group_id and w.runner_id = rp.runner_id
          where ${onlyPlayers}::jsonb is null or rp.user_id in (select user_id from players)
          group by rp.user_id
        ), qualified as (
          select jsonb_array_elements_text(${idsParam(facts.qualifiedForPlayoffs)}::jsonb) as id
        ), semifinalists as (
          select jsonb_array_elements_text(${idsParam(facts.reachedSemifinals)}::jsonb) as id
        )
        select p.user_id as "userId", u.display_name as "displayName", p.points, p.breakdown,
          p.selected_winner as "selectedWinner", p.selected_best_time_runner as "selectedBestTimeRunner",
          p.best_time_ms as "bestTimeMs",
          array(select x from jsonb_array_elements_text(p.selected_runners) x where x in (select id from qualified)) as "top27",
          array(select x from jsonb_array_elements_text(p.ultra_selected_runners) x where x in (select id from semifinalists)) as "top9",
          coalesce(h.idxs, '{}') as "winningPicks"
        from ${pickems} p
        join ${users} u on u.id = p.user_id
        left join hits h on h.user_id = p.user_id
        where p.year = ${year}
          and (${onlyPlayers}::jsonb is null or p.user_id in (select user_id from players))`,
    scoringRow,
  );
  return rows.map((row) => ({
    userId: row.userId,
    displayName: row.displayName,
    currentPoints: row.points,
    currentBreakdown: row.breakdown,
    score: scorePickems({
      facts,
      picks: {
        selectedRunners: row.top27,
        ultraSelectedRunners: row.top9,
        selectedWinner: row.selectedWinner,
        selectedBestTimeRunner: row.selectedBestTimeRunner,
        bestTimeGuessMs: row.bestTimeMs,
        roundPicks: row.winningPicks.flatMap((idx) => winningPicks[idx] ?? []),
      },
    }),
  }));
}

/** Stored and computed agree on every source (jsonb does not keep key order, so keys are compared one by one). */
export function sameBreakdown(stored: Record<string, number>, computed: Record<string, number | undefined>): boolean {
  const keys = new Set([...Object.keys(stored), ...Object.keys(computed)]);
  return [...keys].every((key) => (stored[key] ?? 0) === (computed[key] ?? 0));
}

export function hasChanged(player: PlayerScore): boolean {
  return (
    player.currentPoints !== player.score.points || !sameBreakdown(player.currentBreakdown, player.score.breakdown)
  );
}

const toRecalibrationChange = (player: PlayerScore): RecalibrationChange => ({
  userId: player.userId,
  userDisplayName: player.displayName,
  currentPoints: player.currentPoints,
  newPoints: player.score.points,
  pointsDifference: player.score.points - player.currentPoints,
  breakdown: { ...player.score.breakdown },
});

/** POST /api/admin/recalibrate-pickems-preview: what recalibrating would change, changing nothing. */
export async function previewRecalibration(db: Db): Promise<RecalibrationPreview> {
  const players = await db.transaction((tx) => scoreAllPlayers(tx), { accessMode: 'read only' });
  const changes = players
    .filter(hasChanged)
    .map(toRecalibrationChange)
    .sort(
      (a, b) =>
        Math.abs(b.pointsDifference) - Math.abs(a.pointsDifference) ||
        compareDisplayNames(a.userDisplayName, b.userDisplayName),
    );
  return { totalUsers: players.length, usersWithChanges: changes.length, changes };
}
