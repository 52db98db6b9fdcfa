/** A player's picks as GET /api/pickems[/{userId}] shows them, with each pick marked correct or not. */
import { and, asc, eq } from 'drizzle-orm';
import { isOpenForPicks } from '@pokered/core/pickemsRoundPicks';
import { scorePickems, type TournamentFacts } from '@pokered/core/pickemsScoring';
import { isRound, ROUNDS, type Round } from '@pokered/core/rounds';
import type { UserRef } from '@pokered/core/schemas/common';
import {
  ROUND_PICK_FIELDS,
  type PickedRunner,
  type PickemsView,
  type RoundPickView,
} from '@pokered/core/schemas/pickems';
import type { Db } from '../../../db/client.ts';
import { anyUuid } from '../../../db/rows.ts';
import { perDataVersion } from '../../../db/dataVersion.ts';
import { groups, pickems, races, roundPickSubmissions, roundPicks, users } from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { loadTournamentFacts } from '../facts/queries.ts';
import { currentEntryOfUser, currentSeasonYear } from '../../../db/currentSeason.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';

const nowEpochSeconds = (): number => Math.floor(Date.now() / 1000);

/**
 * The facts for the read-only views (a player's picks, a profile), kept per data version: they come from every
 * completed result of the year, which each view read again before. Never used by a write (see perDataVersion).
 */
const factsForViews = perDataVersion(loadTournamentFacts);

const userRefColumns = {
  _id: users.id,
  displayName: users.displayName,
  discordUsername: users.discordUsername,
  country: users.country,
  currentBracket: seasonEntries.bracket,
};

async function userRefs(db: Db, ids: readonly string[]): Promise<Map<string, UserRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(userRefColumns)
    .from(users)
    .leftJoin(seasonEntries, currentEntryOfUser)
    .where(anyUuid(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row._id, row]));
}

interface StoredRoundPick {
  round: Round;
  pick: RoundPickView;
}

/** The user's round picks of the current season, with each group's race. */
function roundPickRowsOf(db: Db, userId: string) {
  return db
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
    .leftJoin(seasonEntries, currentEntryOfUser)
    .leftJoin(races, and(eq(races.groupId, groups.id), eq(races.cancelled, false)))
    .where(and(eq(roundPicks.userId, userId), eq(roundPicks.year, currentSeasonYear)))
    .orderBy(asc(groups.groupNumber));
}

/** The user's round picks, hiding from other viewers the groups whose race has not started. */
function visibleRoundPicks(
  rows: Awaited<ReturnType<typeof roundPickRowsOf>>,
  viewerIsOwner: boolean,
  facts: TournamentFacts,
): StoredRoundPick[] {
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
  const [[user], view] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
    readPickemsViewOf(db, userId, viewer),
  ]);
  if (!user) throw notFound('No user found with that id.');
  return view;
}

/**
 * The Pickems view of a user known to exist (a profile's). The reads after the record run side by side: a profile
 * waits for the longest chain of round trips among its parts (issue 26's budget).
 */
export async function readPickemsViewOf(db: Db, userId: string, viewer: { id: string | null }): Promise<PickemsView> {
  const [record] = await db
    .select()
    .from(pickems)
    .where(and(eq(pickems.userId, userId), eq(pickems.year, currentSeasonYear)));
  if (!record) return emptyView(userId);
  const [facts, roundPickRows, submitted, refs] = await Promise.all([
    factsForViews(db),
    roundPickRowsOf(db, userId),
    db
      .select({ round: roundPickSubmissions.round })
      .from(roundPickSubmissions)
      .where(and(eq(roundPickSubmissions.userId, userId), eq(roundPickSubmissions.year, currentSeasonYear))),
    userRefs(db, [
      ...record.selectedRunners,
      ...record.ultraSelectedRunners,
      ...(record.selectedWinner === null ? [] : [record.selectedWinner]),
      ...(record.selectedBestTimeRunner === null ? [] : [record.selectedBestTimeRunner]),
    ]),
  ]);
  const roundPickList = visibleRoundPicks(roundPickRows, viewer.id === userId, facts);
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
