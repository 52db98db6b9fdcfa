/** Pickems writes: one-off picks, round picks, and the stored points rewritten from scorePickems. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { finishTimeToMs } from '@pokered/core/time';
import { NO_OPEN_GROUPS_ERROR, validateRoundPicks } from '@pokered/core/pickemsRoundPicks';
import type { OneOffPicksRequest, RoundPicksRequest } from '@pokered/core/schemas/pickems';
import type { Db, Tx } from '../../db/client.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { pickems, roundPickSubmissions, roundPicks } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/errors.ts';
import { recordAudit } from '../audit/mutations.ts';
import { readTournament } from '../tournament/state.ts';
import type { TournamentFacts } from '@pokered/core/pickemsScoring';
import { loadFacts, loadTournamentFacts } from './facts/queries.ts';
import { countRunners, roundGroups } from './queries.ts';
import { hasChanged, playersWhoPicked, scoreAllPlayers, scorePlayers, type PlayerScore } from './scoring/queries.ts';
import { currentSeasonYear, type SeasonYear } from '../../db/currentSeason.ts';
import type { ResolvedSeason } from '../../http/season.ts';

export const ALREADY_SUBMITTED_ROUND = 'You have already submitted your picks for this round';
export const ALREADY_SUBMITTED_ONE_OFF = 'You have already submitted your one-off Pickems. They cannot be changed.';
export const ONE_OFF_ONLY_IN_ROUND_1 = 'One-off Pickems can only be submitted during Round 1.';
export const PICKS_MUST_BE_RUNNERS = 'Every pick must be a runner.';
export const TOURNAMENT_OVER = 'The tournament is over: there are no more picks to make.';

/**
 * Serialises Pickems recomputes with round-pick submissions, across server processes: a recompute then always
 * sees every pick committed before it, and a submission always sees the races recorded before it.
 * (A transaction-scoped advisory lock: released at commit or rollback.)
 */
const PICKEMS_LOCK_KEY = 7_026_110;
async function lockPickems(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PICKEMS_LOCK_KEY})`);
}

/** rules §10: one-off picks, only during Round 1, once. */
export async function submitOneOffPicks(db: Db, userId: string, body: OneOffPicksRequest): Promise<void> {
  await db.transaction(async (tx) => {
    const { stage } = await readTournament(tx);
    if (stage !== 'Round 1') throw conflict(ONE_OFF_ONLY_IN_ROUND_1);
    const ids = new Set([
      ...body.selectedRunners,
      ...body.ultraSelectedRunners,
      body.selectedWinner,
      body.selectedBestTimeRunner,
    ]);
    if ((await countRunners(tx, [...ids])) !== ids.size) throw badRequest(PICKS_MUST_BE_RUNNERS);
    const oneOff = {
      selectedRunners: body.selectedRunners,
      ultraSelectedRunners: body.ultraSelectedRunners,
      selectedWinner: body.selectedWinner,
      selectedBestTimeRunner: body.selectedBestTimeRunner,
      bestTimeMs: finishTimeToMs(body.bestTime),
      oneOffSubmittedAt: new Date(),
    };
    // One statement decides "once only" even under concurrency: a record made by round picks gets the one-off
    // picks added, a record that already has them is left alone and nothing comes back.
    const written = await tx
      .insert(pickems)
      .values({ userId, ...oneOff })
      .onConflictDoUpdate({
        target: [pickems.userId, pickems.year],
        set: oneOff,
        setWhere: isNull(pickems.oneOffSubmittedAt),
      })
      .returning({ userId: pickems.userId });
    if (written.length === 0) throw conflict(ALREADY_SUBMITTED_ONE_OFF);
    // Nothing to recompute: one-off picks score only after Round 3 ends, and submissions close after Round 1.
  });
}

/** rules §10: one winner per group of the current round whose race has not started, once per round. */
export async function submitRoundPicks(db: Db, userId: string, body: RoundPicksRequest): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPickems(tx);
    const { stage } = await readTournament(tx);
    if (stage === 'completed') throw conflict(TOURNAMENT_OVER);
    const [already] = await tx
      .select({ round: roundPickSubmissions.round })
      .from(roundPickSubmissions)
      .where(
        and(
          eq(roundPickSubmissions.userId, userId),
          eq(roundPickSubmissions.year, currentSeasonYear),
          eq(roundPickSubmissions.round, stage),
        ),
      );
    if (already) throw conflict(ALREADY_SUBMITTED_ROUND);
    const openGroups = (await roundGroups(tx, stage)).filter((group) => group.open);
    const verdict = validateRoundPicks(openGroups, body.selectedWinners);
    if (!verdict.ok) throw verdict.error === NO_OPEN_GROUPS_ERROR ? conflict(verdict.error) : badRequest(verdict.error);
    await tx.insert(pickems).values({ userId }).onConflictDoNothing();
    try {
      await tx.insert(roundPickSubmissions).values({ userId, round: stage });
    } catch (error) {
      // The primary key refuses a second pick set sent at the same instant by another process.
      if (uniqueViolation(error) !== null) throw conflict(ALREADY_SUBMITTED_ROUND);
      throw error;
    }
    await tx.insert(roundPicks).values(verdict.picks.map((pick) => ({ userId, round: stage, ...pick })));
    // The picked groups have no result yet, so stored points stay what scorePickems gives: no recompute needed.
  });
}

export interface RecomputeSummary {
  totalUsers: number;
  changed: PlayerScore[];
}

/** Writes the changed players' points and breakdowns in one statement. */
async function storeScores(tx: Tx, changed: readonly PlayerScore[], year: SeasonYear): Promise<void> {
  if (changed.length === 0) return;
  const table = JSON.stringify(
    changed.map((player) => ({
      user_id: player.userId,
      points: player.score.points,
      breakdown: player.score.breakdown,
    })),
  );
  await tx.execute(sql`
    update ${pickems} set points = v.points, breakdown = v.breakdown
    from jsonb_to_recordset(${table}::jsonb) as v(user_id uuid, points int, breakdown jsonb)
    where ${pickems.userId} = v.user_id and ${pickems.year} = ${year}`);
}

/**
 * Rewrites every player's stored Pickems points from packages/core/pickemsScoring.ts, writing only the rows that
 * change. Called, inside their transaction, after results are recorded and after a round ends (call it after the
 * stage and brackets are updated: the facts are read from them).
 */
export async function recomputeAllPickems(tx: Tx): Promise<RecomputeSummary> {
  await lockPickems(tx);
  const players = await scoreAllPlayers(tx);
  const changed = players.filter(hasChanged);
  await storeScores(tx, changed, currentSeasonYear);
  return { totalUsers: players.length, changed };
}

/** Every player's stored points of a past season (an import, rules §40): scored from that season's own facts. */
export async function recomputeSeasonPickems(tx: Tx, season: ResolvedSeason): Promise<void> {
  await lockPickems(tx);
  const players = await scoreAllPlayers(tx, season);
  await storeScores(tx, players.filter(hasChanged), season.year);
}

const sameSet = (a: ReadonlySet<string> | null, b: ReadonlySet<string> | null): boolean =>
  a === null || b === null ? a === b : a.size === b.size && [...a].every((id) => b.has(id));

function sameCompletedFacts(a: TournamentFacts['completed'], b: TournamentFacts['completed']): boolean {
  if (a === null || b === null) return a === b;
  return (
    a.winner === b.winner &&
    a.bestTimeMs === b.bestTimeMs &&
    a.closestGuessDistanceMs === b.closestGuessDistanceMs &&
    sameSet(a.bestTimeRunners, b.bestTimeRunners)
  );
}

/**
 * Which players `after` can score differently from `before`: 'everyone' when a fact every player can score on
 * changed (qualified, semifinalists, the completed tournament's facts), else the groups whose winner changed
 * (a player's round picks score only on their own groups' winners).
 */
export function groupsToRescore(before: TournamentFacts, after: TournamentFacts): 'everyone' | Set<string> {
  if (
    !sameSet(before.qualifiedForPlayoffs, after.qualifiedForPlayoffs) ||
    !sameSet(before.reachedSemifinals, after.reachedSemifinals) ||
    !sameCompletedFacts(before.completed, after.completed)
  )
    return 'everyone';
  const groups = new Set<string>();
  for (const key of new Set([...before.groupWinners.keys(), ...after.groupWinners.keys()])) {
    if ((before.groupWinners.get(key) ?? null) !== (after.groupWinners.get(key) ?? null)) groups.add(key);
  }
  return groups;
}

/**
 * Before a race result is written, inside its transaction: takes the Pickems lock (so no other recompute or round
 * pick submission interleaves until commit) and reads the facts as they stand, for recomputePickemsAfterResult.
 */
export async function pickemsFactsBeforeResult(tx: Tx, season: ResolvedSeason): Promise<TournamentFacts> {
  await lockPickems(tx);
  return loadTournamentFacts(tx, season);
}

/**
 * After a race result was written (or corrected): rewrites the points of exactly the players the new facts can
 * change, so stored points stay equal to scorePickems without rescoring 10,000 players for one race. Usually only
 * the race's group winner moves, and only the players who picked in that group are rescored; a change to a fact
 * every player can score on (e.g. correcting the Final once the tournament is completed) rescores everyone.
 */
export async function recomputePickemsAfterResult(
  tx: Tx,
  before: TournamentFacts,
  season: ResolvedSeason,
): Promise<{ changed: PlayerScore[] }> {
  await lockPickems(tx);
  const loaded = await loadFacts(tx, season);
  const groups = groupsToRescore(before, loaded.facts);
  const players =
    groups === 'everyone'
      ? await scorePlayers(tx, loaded)
      : await scorePlayers(tx, loaded, await playersWhoPicked(tx, [...groups]));
  const changed = players.filter(hasChanged);
  await storeScores(tx, changed, loaded.year);
  return { changed };
}

/** POST /api/admin/recalibrate-pickems: recompute and store, audited with every change made. */
export async function recalibratePickems(
  db: Db,
  actorId: string,
): Promise<{ totalUsers: number; usersWithChanges: number }> {
  return db.transaction(async (tx) => {
    const { totalUsers, changed } = await recomputeAllPickems(tx);
    await recordAudit(tx, {
      actorId,
      action: 'pickems.recalibrate',
      targetType: 'pickems',
      targetId: null,
      before: changed.map((player) => ({
        userId: player.userId,
        points: player.currentPoints,
        breakdown: player.currentBreakdown,
      })),
      after: changed.map((player) => ({
        userId: player.userId,
        points: player.score.points,
        breakdown: player.score.breakdown,
      })),
    });
    return { totalUsers, usersWithChanges: changed.length };
  });
}
