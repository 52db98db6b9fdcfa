/** Pickems reads: the facts of the tournament, every player's score, the picks views, leaderboard and stats. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { isBracket } from '@pokered/core/brackets';
import { derivePickemsFacts, type FactsRace, type PickemsFactsInput } from '@pokered/core/pickemsFacts';
import { isOpenForPicks } from '@pokered/core/pickemsRoundPicks';
import { scorePickems, type PickemsScore, type RoundPick, type TournamentFacts } from '@pokered/core/pickemsScoring';
import { isResultStatus } from '@pokered/core/results';
import { isRound, ROUNDS, type Round } from '@pokered/core/rounds';
import type { UserRef } from '@pokered/core/schemas/common';
import { compareDisplayNames } from '@pokered/core/standings';
import {
  ROUND_PICK_FIELDS,
  TOP_PICKS_COUNT,
  ULTRA_PICKS_COUNT,
  type FavoriteGroup,
  type LeaderboardEntry,
  type PickCount,
  type PickedRunner,
  type PickemsStats,
  type PickemsView,
  type RecalibrationChange,
  type RecalibrationPreview,
  type RoundPickView,
} from '@pokered/core/schemas/pickems';
import type { Db } from '../../db/client.ts';
import { perDataVersion } from '../../db/dataVersion.ts';
import {
  groupMembers,
  groups,
  pickems,
  raceResults,
  races,
  roundPickSubmissions,
  roundPicks,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { readTournament } from '../tournament/state.ts';

/** Raw SQL answers come back as `{rows}` on both drivers; each is checked against a schema before use. */
async function selectRows<T extends z.ZodType>(db: Db, query: SQL, row: T): Promise<z.infer<T>[]> {
  return z.object({ rows: z.array(row) }).parse(await db.execute(query)).rows;
}

const nowEpochSeconds = (): number => Math.floor(Date.now() / 1000);

const PLAYOFF_ROUNDS: Round[] = ['Quarterfinals', 'Semifinals', 'Final'];

async function completedRaces(db: Db): Promise<FactsRace[]> {
  const rows = await db
    .select({
      raceId: races.id,
      groupId: races.groupId,
      round: races.round,
      bracket: races.bracket,
      racer: raceResults.racerId,
      status: raceResults.status,
      finishTimeMs: raceResults.finishTimeMs,
      dnfOrder: raceResults.dnfOrder,
    })
    .from(races)
    .innerJoin(raceResults, eq(raceResults.raceId, races.id))
    .where(and(eq(races.completed, true), eq(races.cancelled, false)));
  const byRace = new Map<string, FactsRace & { results: FactsRace['results'][number][] }>();
  for (const row of rows) {
    if (!isRound(row.round) || !isResultStatus(row.status)) continue;
    const race = byRace.get(row.raceId) ?? {
      groupKey: row.groupId,
      round: row.round,
      bracket: row.bracket,
      results: [],
    };
    race.results.push({ racer: row.racer, status: row.status, finishTimeMs: row.finishTimeMs, dnfOrder: row.dnfOrder });
    byRace.set(row.raceId, race);
  }
  return [...byRace.values()];
}

/** What the facts are derived from, as stored. */
async function loadFactsInput(db: Db): Promise<PickemsFactsInput> {
  const { stage } = await readTournament(db);
  // One query after the other: inside a transaction PGlite runs a single query at a time anyway.
  const raceList = await completedRaces(db);
  const members = await db
    .select({ round: groupMembers.round, runnerId: groupMembers.userId })
    .from(groupMembers)
    .where(inArray(groupMembers.round, PLAYOFF_ROUNDS));
  const playoffs = await db.select({ id: users.id }).from(users).where(eq(users.currentBracket, 'Playoffs'));
  // Guesses only matter once the tournament is completed; skipping them keeps earlier recomputes cheap.
  const guesses = stage === 'completed' ? await db.select({ guess: pickems.bestTimeMs }).from(pickems) : [];
  return {
    stage,
    completedRaces: raceList,
    playoffGroupMembers: members.flatMap((member) =>
      isRound(member.round) ? [{ round: member.round, runnerId: member.runnerId }] : [],
    ),
    playoffsBracket: playoffs.map((row) => row.id),
    bestTimeGuesses: guesses.map((row) => row.guess),
  };
}

/** rules §10 facts, from the stored results, brackets and stage (pickemsFacts.ts decides what they mean). */
export async function loadTournamentFacts(db: Db): Promise<TournamentFacts> {
  return derivePickemsFacts(await loadFactsInput(db));
}

/**
 * The facts for the read-only views (a player's picks, a profile), kept per data version: they come from every
 * completed result of the year, which each view read again before. Never used by a write (see perDataVersion).
 */
const factsForViews = perDataVersion(loadTournamentFacts);

/** The facts together with what they were derived from (scoring needs each winning group's round). */
export interface LoadedFacts {
  input: PickemsFactsInput;
  facts: TournamentFacts;
}

export async function loadFacts(db: Db): Promise<LoadedFacts> {
  const input = await loadFactsInput(db);
  return { input, facts: derivePickemsFacts(input) };
}

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
export async function scoreAllPlayers(db: Db): Promise<PlayerScore[]> {
  return scorePlayers(db, await loadFacts(db));
}

/**
 * scoreAllPlayers for the given facts; with `userIds`, only those players (a recorded result rescoring the
 * players who picked in its group). Call inside a transaction.
 */
export async function scorePlayers(
  db: Db,
  { input, facts }: LoadedFacts,
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
        where ${onlyPlayers}::jsonb is null or p.user_id in (select user_id from players)`,
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

// ---------------------------------------------------------------------------------------------------------------
// Picks views

const userRefColumns = {
  _id: users.id,
  displayName: users.displayName,
  discordUsername: users.discordUsername,
  country: users.country,
  currentBracket: users.currentBracket,
};

async function userRefs(db: Db, ids: readonly string[]): Promise<Map<string, UserRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(userRefColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row._id, row]));
}

interface StoredRoundPick {
  round: Round;
  pick: RoundPickView;
}

/** The user's round picks, hiding from other viewers the groups whose race has not started. */
async function visibleRoundPicks(
  db: Db,
  userId: string,
  viewerIsOwner: boolean,
  facts: TournamentFacts,
): Promise<StoredRoundPick[]> {
  const rows = await db
    .select({
      ...userRefColumns,
      groupId: groups.id,
      groupNumber: groups.groupNumber,
      round: groups.round,
      raceDateTime: races.raceDateTime,
      completed: races.completed,
    })
    .from(roundPicks)
    .innerJoin(groups, eq(groups.id, roundPicks.groupId))
    .innerJoin(users, eq(users.id, roundPicks.runnerId))
    .leftJoin(races, and(eq(races.groupId, groups.id), eq(races.cancelled, false)))
    .where(eq(roundPicks.userId, userId))
    .orderBy(asc(groups.groupNumber));
  const now = nowEpochSeconds();
  const picks: StoredRoundPick[] = [];
  for (const row of rows) {
    if (!isRound(row.round)) continue;
    const race =
      row.raceDateTime === null ? null : { raceDateTime: row.raceDateTime, completed: row.completed ?? false };
    if (!viewerIsOwner && isOpenForPicks(race, now)) continue;
    const { raceDateTime: _time, completed: _completed, round, ...pick } = row;
    picks.push({ round, pick: { ...pick, correct: facts.groupWinners.get(row.groupId) === row._id } });
  }
  return picks;
}

function emptyView(userId: string): PickemsView {
  return {
    userId,
    hasRecord: false,
    hasOneOff: false,
    overallWinner: null,
    bestTimeWho: null,
    closestTime: null,
    closestTimeCorrect: false,
    top27: [],
    top9: [],
    round1Picks: [],
    round2Picks: [],
    round3Picks: [],
    quarterFinalsPicks: [],
    semiFinalsPicks: [],
    finalPick: null,
    points: 0,
    breakdown: {},
    submittedRounds: [],
  };
}

/**
 * GET /api/pickems[/{userId}]: rules §10 "presented as". A user without any picks gets an empty view (not 404),
 * so the pages need no special case; an id that is no user at all answers 404.
 */
export async function readPickemsView(db: Db, userId: string, viewer: { id: string | null }): Promise<PickemsView> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('No user found with that id.');
  const [record] = await db.select().from(pickems).where(eq(pickems.userId, userId));
  if (!record) return emptyView(userId);
  const facts = await factsForViews(db);
  const roundPickList = await visibleRoundPicks(db, userId, viewer.id === userId, facts);
  const submitted = await db
    .select({ round: roundPickSubmissions.round })
    .from(roundPickSubmissions)
    .where(eq(roundPickSubmissions.userId, userId));
  const refs = await userRefs(db, [
    ...record.selectedRunners,
    ...record.ultraSelectedRunners,
    ...(record.selectedWinner === null ? [] : [record.selectedWinner]),
    ...(record.selectedBestTimeRunner === null ? [] : [record.selectedBestTimeRunner]),
  ]);
  const picked = (id: string | null, correct: (id: string) => boolean): PickedRunner | null => {
    const ref = id === null ? undefined : refs.get(id);
    return ref === undefined ? null : { ...ref, correct: correct(ref._id) };
  };
  const list = (ids: readonly string[], set: ReadonlySet<string> | null): PickedRunner[] =>
    ids.flatMap((id) => picked(id, (x) => set?.has(x) ?? false) ?? []);
  // The stored breakdown is what scorePickems gave; the single one-off picks are correct when they scored.
  const scored = scorePickems({
    facts,
    picks: {
      selectedRunners: [],
      ultraSelectedRunners: [],
      selectedWinner: record.selectedWinner,
      selectedBestTimeRunner: record.selectedBestTimeRunner,
      bestTimeGuessMs: record.bestTimeMs,
      roundPicks: [],
    },
  }).breakdown;
  const view: PickemsView = {
    ...emptyView(userId),
    hasRecord: true,
    hasOneOff: record.oneOffSubmittedAt !== null,
    overallWinner: picked(record.selectedWinner, () => scored['Overall winner'] !== undefined),
    bestTimeWho: picked(record.selectedBestTimeRunner, () => scored['Best time runner'] !== undefined),
    closestTime: record.bestTimeMs,
    closestTimeCorrect: scored['Closest time'] !== undefined,
    top27: list(record.selectedRunners, facts.qualifiedForPlayoffs),
    top9: list(record.ultraSelectedRunners, facts.reachedSemifinals),
    points: record.points,
    breakdown: record.breakdown,
    submittedRounds: ROUNDS.filter((round) => submitted.some((row) => row.round === round)),
  };
  for (const { round, pick } of roundPickList) {
    const field = ROUND_PICK_FIELDS[round];
    if (field === 'finalPick') view.finalPick = pick;
    else view[field].push(pick);
  }
  return view;
}

// ---------------------------------------------------------------------------------------------------------------
// Leaderboard and stats

/** Points descending; equal points share a rank (1, 1, 3); equal ranks listed by display name. */
export async function leaderboard(db: Db): Promise<LeaderboardEntry[]> {
  const rows = await db
    .select({
      _id: users.id,
      displayName: users.displayName,
      discordUsername: users.discordUsername,
      points: pickems.points,
      rank: sql<number>`(rank() over (order by ${pickems.points} desc))::int`.mapWith(Number),
    })
    .from(pickems)
    .innerJoin(users, eq(users.id, pickems.userId))
    .orderBy(sql`${pickems.points} desc`, sql`lower(${users.displayName})`, asc(users.displayName), asc(users.id));
  return rows.map(({ points, rank, ...user }) => ({ userId: user, points, rank }));
}

/** How many entries each stats list keeps: the 27 and 9 lists show a full crowd pick, the others a top 10. */
const STATS_LIMITS = { top27: TOP_PICKS_COUNT, top9: ULTRA_PICKS_COUNT } as const;
const DEFAULT_STATS_LIMIT = 10;

const pickCountRow = z.object({
  kind: z.string(),
  _id: z.string(),
  displayName: z.string(),
  discordUsername: z.string(),
  country: z.string().nullable(),
  currentBracket: z.string().nullable(),
  count: z.number(),
});

/** GET /api/pickems/stats/all: counted in one grouped query, each list cut to its top entries. */
export async function pickemsStats(db: Db): Promise<PickemsStats> {
  const rows = await selectRows(
    db,
    sql`with picks(kind, runner_id) as (
          select 'winner'::text, selected_winner from ${pickems} where selected_winner is not null
          union all select 'bestTime', selected_best_time_runner from ${pickems} where selected_best_time_runner is not null
          union all select 'top27', e.value::uuid from ${pickems}, jsonb_array_elements_text(selected_runners) as e(value)
          union all select 'top9', e.value::uuid from ${pickems}, jsonb_array_elements_text(ultra_selected_runners) as e(value)
          union all select round, runner_id from ${roundPicks}
        ), counted as (
          select kind, runner_id, count(*)::int as count from picks group by kind, runner_id
        ), ranked as (
          select c.kind, c.count, u.id, u.display_name, u.discord_username, u.country, u.current_bracket,
                 row_number() over (partition by c.kind order by c.count desc, lower(u.display_name), u.id) as position
          from counted c join ${users} u on u.id = c.runner_id
        )
        select kind, id as "_id", display_name as "displayName", discord_username as "discordUsername", country,
               current_bracket as "currentBracket", count
        from ranked
        where position <= case kind when 'top27' then ${STATS_LIMITS.top27}::int when 'top9' then ${STATS_LIMITS.top9}::int else ${DEFAULT_STATS_LIMIT}::int end
        order by kind, position`,
    pickCountRow,
  );
  const lists = new Map<string, PickCount[]>();
  for (const { kind, currentBracket, ...rest } of rows) {
    const entry: PickCount = { ...rest, currentBracket: isBracket(currentBracket) ? currentBracket : null };
    lists.set(kind, [...(lists.get(kind) ?? []), entry]);
  }
  const of = (kind: string): PickCount[] => lists.get(kind) ?? [];
  return {
    topOverallWinners: of('winner'),
    topBestTimePicks: of('bestTime'),
    top27Picks: of('top27'),
    top9Picks: of('top9'),
    topPicksByRound: {
      round1Picks: of('Round 1'),
      round2Picks: of('Round 2'),
      round3Picks: of('Round 3'),
      quarterFinalsPicks: of('Quarterfinals'),
      semiFinalsPicks: of('Semifinals'),
      finalPick: of('Final'),
    },
  };
}

/** GET /api/pickems/stats/favorites: per group with picks, the member(s) picked most, ties kept. */
export async function favorites(db: Db): Promise<FavoriteGroup[]> {
  const rows = await selectRows(
    db,
    sql`with counted as (
          select group_id, runner_id, count(*)::int as total from ${roundPicks} group by group_id, runner_id
        ), ranked as (
          select counted.*, rank() over (partition by group_id order by total desc) as position from counted
        )
        select g.round, g.group_number as "groupNumber", r.runner_id as "userId", r.total as "totalCount"
        from ranked r join ${groups} g on g.id = r.group_id
        where r.position = 1
        order by g.group_number, r.runner_id`,
    z.object({ round: z.string(), groupNumber: z.number(), userId: z.string(), totalCount: z.number() }),
  );
  const byGroup = new Map<string, FavoriteGroup>();
  for (const row of rows) {
    if (!isRound(row.round)) continue;
    const key = `${row.round}#${String(row.groupNumber)}`;
    const group = byGroup.get(key) ?? { round: row.round, groupNumber: row.groupNumber, favorite: [] };
    group.favorite.push({ userId: row.userId, totalCount: row.totalCount });
    byGroup.set(key, group);
  }
  return [...byGroup.values()].sort(
    (a, b) => ROUNDS.indexOf(a.round) - ROUNDS.indexOf(b.round) || a.groupNumber - b.groupNumber,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Reads the mutations need

export interface OpenGroup {
  groupId: string;
  memberIds: string[];
}

/** The current round's groups with their members and whether their race has started. */
export async function roundGroups(db: Db, round: Round): Promise<(OpenGroup & { open: boolean })[]> {
  const rows = await db
    .select({
      groupId: groups.id,
      memberId: groupMembers.userId,
      raceDateTime: races.raceDateTime,
      completed: races.completed,
    })
    .from(groups)
    .innerJoin(groupMembers, eq(groupMembers.groupId, groups.id))
    .leftJoin(races, and(eq(races.groupId, groups.id), eq(races.cancelled, false)))
    .where(eq(groups.round, round));
  const now = nowEpochSeconds();
  const byGroup = new Map<string, OpenGroup & { open: boolean }>();
  for (const row of rows) {
    const race =
      row.raceDateTime === null ? null : { raceDateTime: row.raceDateTime, completed: row.completed ?? false };
    const group = byGroup.get(row.groupId) ?? { groupId: row.groupId, memberIds: [], open: isOpenForPicks(race, now) };
    group.memberIds.push(row.memberId);
    byGroup.set(row.groupId, group);
  }
  return [...byGroup.values()];
}

/** How many of `ids` are runners. */
export async function countRunners(db: Db, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.role, 'runner')));
  return rows.length;
}
