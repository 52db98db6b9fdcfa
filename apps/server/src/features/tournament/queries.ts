/** Reads of the tournament: round progress (rules §4) and standings (rules §9). */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { groupRaceState } from '@pokered/core/raceSchedule';
import { findUngroupedRunners, roundEndRefusal } from '@pokered/core/roundChecklist';
import type { Round, TournamentStage } from '@pokered/core/rounds';
import type { UserRef } from '@pokered/core/schemas/common';
import type { RoundChecklist, TournamentRound } from '@pokered/core/schemas/tournament';
import { readAll } from '../../db/rows.ts';
import type { Db } from '../../db/client.ts';
import { groupMembers, groups, races, users } from '../../db/schema.ts';
import { userRefColumns } from '../users/queries.ts';
import { countsForScoring } from '../results/queries.ts';
import { readSeasonStage, readTournament } from './state.ts';
import { CURRENT_SEASON, type ResolvedSeason } from '../../http/season.ts';
import { currentEntryOfUser, currentSeasonYear, entryOfUserIn, type SeasonYear } from '../../db/currentSeason.ts';
import { seasonEntries } from '../../db/entrySchema.ts';

/** The round pages show: the one being played, or the Final once the tournament is completed. */
export function displayedRound(stage: TournamentStage): Round {
  return stage === 'completed' ? 'Final' : stage;
}

/** GET /api/tournament/round, counted over the current round's non-cancelled races at `nowSeconds`. */
export async function loadRoundInfo(
  db: Db,
  nowSeconds: number,
  season: ResolvedSeason = CURRENT_SEASON,
): Promise<TournamentRound> {
  const stage = await readSeasonStage(db, season);
  const round = displayedRound(stage);
  const [counts] = await db
    .select({
      upcoming: sql<number>`(count(*) filter (where not ${races.completed} and ${races.raceDateTime} > ${nowSeconds}))::int`,
      awaiting: sql<number>`(count(*) filter (where not ${races.completed} and ${races.raceDateTime} <= ${nowSeconds}))::int`,
      completed: sql<number>`(count(*) filter (where ${races.completed}))::int`,
    })
    .from(races)
    .where(and(eq(races.year, season.year), eq(races.round, round), eq(races.cancelled, false)));
  const [groupCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groups)
    .where(and(eq(groups.year, season.year), eq(groups.round, round)));
  return {
    currentRound: round,
    upcomingRaces: counts?.upcoming ?? 0,
    awaitingResults: counts?.awaiting ?? 0,
    completedRaces: counts?.completed ?? 0,
    totalRacesExpected: groupCount?.n ?? 0,
    completed: stage === 'completed',
  };
}

/**
 * Every runner of a season (the current one unless named) with the stored figures the standings rank (always equal
 * to computeRunnerFigures over the season's results, rules §7, §34).
 */
export async function loadRunnerFigures(db: Db, year: SeasonYear = currentSeasonYear) {
  const rows = await db
    .select({
      _id: users.id,
      discordUsername: users.discordUsername,
      displayName: users.displayName,
      country: users.country,
      points: seasonEntries.points,
      bestTournamentTimeMilliseconds: seasonEntries.bestTimeMs,
      currentBracket: seasonEntries.bracket,
      bye: seasonEntries.bye,
      withdrawn: seasonEntries.withdrawn,
    })
    .from(users)
    .innerJoin(seasonEntries, entryOfUserIn(year));
  return rows;
}

/**
 * The round checklist (rules §8) of `round` at `nowSeconds`: each group with its active race's state, the active
 * runners left out of every group, and the refusal end-round would give now (null when it may end). End-round
 * reads it inside its own transaction, under the tournament row lock, so the screen and the refusal agree.
 */
export async function loadRoundReadiness(
  db: Db,
  round: Round,
  nowSeconds: number,
): Promise<{ checklist: Omit<RoundChecklist, 'canEnd'>; refusal: string | null }> {
  // Four reads at once, each by the round (indexed) rather than by long lists of ids, and the members with their
  // user columns joined: the checklist at 10x stays one round trip's worth of work (bench: under 50 ms). End Round
  // reads them in its transaction, one after another (readAll).
  const [roundGroups, memberRows, roundRaces, runners] = await readAll(db, [
    () =>
      db
        .select({ id: groups.id, groupNumber: groups.groupNumber, bracket: groups.bracket })
        .from(groups)
        .where(and(eq(groups.year, currentSeasonYear), eq(groups.round, round)))
        .orderBy(asc(groups.groupNumber)),
    () =>
      db
        .select({ groupId: groupMembers.groupId, ...userRefColumns })
        .from(groupMembers)
        .innerJoin(users, eq(users.id, groupMembers.userId))
        .leftJoin(seasonEntries, currentEntryOfUser)
        .where(and(eq(groupMembers.year, currentSeasonYear), eq(groupMembers.round, round)))
        .orderBy(asc(groupMembers.pot)),
    () =>
      db
        .select({
          groupId: races.groupId,
          id: races.id,
          raceDateTime: races.raceDateTime,
          completed: races.completed,
        })
        .from(races)
        .where(
          and(
            eq(races.year, currentSeasonYear),
            eq(races.round, round),
            eq(races.cancelled, false),
            isNotNull(races.groupId),
          ),
        ),
    () =>
      db
        .select({
          _id: users.id,
          displayName: users.displayName,
          currentBracket: seasonEntries.bracket,
          withdrawn: seasonEntries.withdrawn,
        })
        .from(users)
        .innerJoin(seasonEntries, currentEntryOfUser)
        .orderBy(asc(users.displayName)),
  ] as const);
  const membersOf = new Map<string, UserRef[]>();
  for (const { groupId, ...ref } of memberRows) membersOf.set(groupId, [...(membersOf.get(groupId) ?? []), ref]);
  const raceOf = new Map(roundRaces.map((race) => [race.groupId, race]));
  const checklistGroups = roundGroups.map((group) => {
    const race = raceOf.get(group.id) ?? null;
    return {
      _id: group.id,
      groupNumber: group.groupNumber,
      bracket: group.bracket,
      members: membersOf.get(group.id) ?? [],
      state: groupRaceState(race, nowSeconds),
      raceId: race?.id ?? null,
    };
  });
  const grouped = new Set(memberRows.map((row) => row._id));
  const ungroupedRunners = findUngroupedRunners(round, runners, grouped).map(({ withdrawn: _w, ...runner }) => runner);
  const refusal = roundEndRefusal({
    round,
    groupCount: checklistGroups.length,
    completedGroupCount: checklistGroups.filter((group) => group.state === 'completed').length,
    ungrouped: ungroupedRunners,
  });
  return { checklist: { currentRound: round, groups: checklistGroups, ungroupedRunners }, refusal };
}

/** GET /api/admin/round-checklist. Once the tournament is completed there is nothing left to end. */
export async function loadRoundChecklist(db: Db, nowSeconds: number): Promise<RoundChecklist> {
  const { stage } = await readTournament(db);
  const { checklist, refusal } = await loadRoundReadiness(db, displayedRound(stage), nowSeconds);
  return { ...checklist, canEnd: stage !== 'completed' && refusal === null };
}

/** The completed Exhibition races of the year: the standings page's exhibition results. */
export const exhibitionRacesOf = (year: SeasonYear) =>
  and(countsForScoring, eq(races.year, year), eq(races.bracket, 'Exhibition'));
