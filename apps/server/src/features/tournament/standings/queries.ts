/**
 * The standings (rules §9) with each runner's playoff status, and one runner's standings detail (rules §17).
 * The rules are the pure functions of packages/core (standingsTable, qualificationStatuses, standingsReason);
 * this file only reads what they need.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { qualificationStatuses, type QualificationGroup } from '@pokered/core/qualification';
import { placeResults } from '@pokered/core/results';
import { isRound, isSwissRound, ROUNDS, SWISS_ROUNDS, type TournamentStage } from '@pokered/core/rounds';
import { pointsForPlace } from '@pokered/core/scoring';
import type { Standings, StandingsDetail } from '@pokered/core/schemas/tournament';
import { standingsTable } from '@pokered/core/standings';
import { standingsReason } from '@pokered/core/standingsReason';
import { msToFinishTime } from '@pokered/core/time';
import type { Db } from '../../../db/client.ts';
import { groupMembers, groups, raceResults, races } from '../../../db/schema.ts';
import { notFound } from '../../../http/errors.ts';
import { countsForScoring, loadRoundOutcomes } from '../../results/queries.ts';
import { loadRunnerFigures } from '../queries.ts';
import { readSeasonStage } from '../state.ts';
import type { SeasonYear } from '../../../db/currentSeason.ts';
import { CURRENT_SEASON, type ResolvedSeason } from '../../../http/season.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';

const PLAYOFF_ROUNDS = ROUNDS.filter((round) => !isSwissRound(round));

/** The current Swiss round's groups as qualificationStatuses reads them: members, and the completed race if any. */
async function loadSwissGroups(db: Db, stage: TournamentStage, year: SeasonYear): Promise<QualificationGroup[]> {
  if (stage === 'completed' || !isSwissRound(stage)) return [];
  const [roundGroups, members, outcomes] = await Promise.all([
    db
      .select({ id: groups.id, bracket: groups.bracket })
      .from(groups)
      .where(and(eq(groups.year, year), eq(groups.round, stage))),
    db
      .select({ groupId: groupMembers.groupId, userId: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.year, year), eq(groupMembers.round, stage)))
      .orderBy(asc(groupMembers.pot)),
    loadRoundOutcomes(db, stage, year),
  ]);
  const outcomeOf = new Map(outcomes.map((outcome) => [outcome.groupId, outcome]));
  const grouped: QualificationGroup[] = roundGroups.map((group) => {
    const outcome = outcomeOf.get(group.id);
    return {
      bracket: group.bracket,
      members: members.filter((member) => member.groupId === group.id).map((member) => member.userId),
      result: outcome ? { placing: outcome.placing, winner: outcome.winner } : null,
    };
  });
  // A race recorded without a group (never made by the app, possible in imported data) still moves its racers.
  const loose = outcomes.filter(
    (outcome) => outcome.groupId === null || !roundGroups.some((g) => g.id === outcome.groupId),
  );
  return [
    ...grouped,
    ...loose.map((outcome) => ({
      bracket: outcome.bracket,
      members: outcome.placing,
      result: { placing: outcome.placing, winner: outcome.winner },
    })),
  ];
}

/**
 * After Round 3: who took a playoff place, as the Round 3 end decided it (rules §8): runners in Playoffs, and
 * anyone grouped or racing in a playoff round since (a Quarterfinal loser has left Playoffs but did qualify).
 */
async function loadPlayoffRunners(db: Db, stage: TournamentStage, year: SeasonYear): Promise<Set<string>> {
  if (stage !== 'completed' && isSwissRound(stage)) return new Set();
  const [inPlayoffs, grouped, raced] = await Promise.all([
    db
      .select({ id: seasonEntries.userId })
      .from(seasonEntries)
      .where(and(eq(seasonEntries.year, year), eq(seasonEntries.bracket, 'Playoffs'))),
    db
      .select({ id: groupMembers.userId })
      .from(groupMembers)
      .where(and(eq(groupMembers.year, year), inArray(groupMembers.round, PLAYOFF_ROUNDS))),
    db
      .select({ id: raceResults.racerId })
      .from(raceResults)
      .innerJoin(races, eq(races.id, raceResults.raceId))
      .where(and(eq(races.year, year), inArray(races.round, PLAYOFF_ROUNDS), eq(races.cancelled, false))),
  ]);
  return new Set([...inPlayoffs, ...grouped, ...raced].map((row) => row.id));
}

/**
 * GET /api/tournament/standings: every runner ranked by rules §9, each with their rules §17 status. With `only`, the
 * statuses of those runners alone are worked out (the others read 'contending'): what one runner's detail needs.
 */
export async function loadStandings(
  db: Db,
  only?: ReadonlySet<string>,
  season: ResolvedSeason = CURRENT_SEASON,
): Promise<Standings> {
  const { year } = season;
  const [stage, runners] = await Promise.all([readSeasonStage(db, season), loadRunnerFigures(db, year)]);
  const [swissGroups, playoffRunners] = await Promise.all([
    loadSwissGroups(db, stage, year),
    loadPlayoffRunners(db, stage, year),
  ]);
  const statuses = qualificationStatuses({ stage, runners, groups: swissGroups, playoffRunners, only });
  const table = standingsTable(runners);
  return {
    cutoffRank: table.cutoffRank,
    standings: table.standings.map((row) => ({
      ...row,
      status: statuses.get(row._id) ?? (only === undefined ? 'eliminated' : 'contending'),
    })),
  };
}

/** The runner's completed Swiss races, each with its placing and what it gave (rules §7), oldest round first. */
async function loadSwissRaces(db: Db, userId: string, year: SeasonYear): Promise<StandingsDetail['races']> {
  const raced = db.select({ id: raceResults.raceId }).from(raceResults).where(eq(raceResults.racerId, userId));
  const rows = await db
    .select({
      raceId: races.id,
      round: races.round,
      bracket: races.bracket,
      raceDateTime: races.raceDateTime,
      racer: raceResults.racerId,
      status: raceResults.status,
      finishTimeMs: raceResults.finishTimeMs,
      dnfOrder: raceResults.dnfOrder,
    })
    .from(raceResults)
    .innerJoin(races, eq(races.id, raceResults.raceId))
    .where(
      and(countsForScoring, eq(races.year, year), inArray(races.round, [...SWISS_ROUNDS]), inArray(races.id, raced)),
    )
    .orderBy(asc(races.raceDateTime), asc(races.id));
  const byRace = new Map<string, typeof rows>();
  for (const row of rows) byRace.set(row.raceId, [...(byRace.get(row.raceId) ?? []), row]);
  const lines: (StandingsDetail['races'][number] & { order: number })[] = [];
  for (const [raceId, results] of byRace) {
    const first = results[0];
    if (first === undefined || !isRound(first.round)) continue;
    const placed = placeResults(results);
    const index = placed.findIndex((result) => result.racer === userId);
    const own = placed[index];
    if (own === undefined) continue;
    const award = pointsForPlace(first.round, first.bracket, index, placed.length, own.status);
    lines.push({
      order: ROUNDS.indexOf(first.round),
      raceId,
      round: first.round,
      bracket: first.bracket,
      place: index + 1,
      status: own.status,
      finishTime: msToFinishTime(own.status === 'Finished' ? own.finishTimeMs : 0),
      points: award.points,
      bye: award.bye,
    });
  }
  // Stable: races of one round keep their start order.
  return lines.sort((a, b) => a.order - b.order).map(({ order: _order, ...line }) => line);
}

/** GET /api/tournament/standings/{userId}: 404 for an unknown user or someone who is not a runner. */
export async function loadStandingsDetail(
  db: Db,
  userId: string,
  season: ResolvedSeason = CURRENT_SEASON,
): Promise<StandingsDetail> {
  const [runner] = await db
    .select({ id: seasonEntries.userId })
    .from(seasonEntries)
    .where(and(eq(seasonEntries.userId, userId), eq(seasonEntries.year, season.year)));
  if (!runner) throw notFound('No runner with this id.');
  const [standings, swissRaces] = await Promise.all([
    loadStandings(db, new Set([userId]), season),
    loadSwissRaces(db, userId, season.year),
  ]);
  const row = standings.standings.find((candidate) => candidate._id === userId);
  if (!row) throw notFound('No runner with this id.');
  return { row, races: swissRaces, reason: standingsReason(standings.standings, userId) ?? '' };
}
