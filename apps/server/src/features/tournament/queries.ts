/** Reads of the tournament: round progress (rules §4) and standings (rules §9). */
import { and, eq, sql } from 'drizzle-orm';
import type { Round, TournamentStage } from '@pokered/core/rounds';
import { cutoffRank, rankStandings } from '@pokered/core/standings';
import type { Standings, TournamentRound } from '@pokered/core/schemas/tournament';
import type { Db } from '../../db/client.ts';
import { groups, races, users } from '../../db/schema.ts';
import { countsForScoring } from '../results/queries.ts';
import { readTournament } from './state.ts';

/** The round pages show: the one being played, or the Final once the tournament is completed. */
export function displayedRound(stage: TournamentStage): Round {
  return stage === 'completed' ? 'Final' : stage;
}

/** GET /api/tournament/round, counted over the current round's non-cancelled races at `nowSeconds`. */
export async function loadRoundInfo(db: Db, nowSeconds: number): Promise<TournamentRound> {
  const { stage } = await readTournament(db);
  const round = displayedRound(stage);
  const [counts] = await db
    .select({
      upcoming: sql<number>`(count(*) filter (where not ${races.completed} and ${races.raceDateTime} > ${nowSeconds}))::int`,
      awaiting: sql<number>`(count(*) filter (where not ${races.completed} and ${races.raceDateTime} <= ${nowSeconds}))::int`,
      completed: sql<number>`(count(*) filter (where ${races.completed}))::int`,
    })
    .from(races)
    .where(and(eq(races.round, round), eq(races.cancelled, false)));
  const [groupCount] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(groups)
    .where(eq(groups.round, round));
  return {
    currentRound: round,
    upcomingRaces: counts?.upcoming ?? 0,
    awaitingResults: counts?.awaiting ?? 0,
    completedRaces: counts?.completed ?? 0,
    totalRacesExpected: groupCount?.n ?? 0,
    completed: stage === 'completed',
  };
}

/** Every runner with the stored figures the standings rank (always equal to computeRunnerFigures). */
export async function loadRunnerFigures(db: Db) {
  const rows = await db
    .select({
      _id: users.id,
      discordUsername: users.discordUsername,
      displayName: users.displayName,
      country: users.country,
      points: users.points,
      bestTournamentTimeMilliseconds: users.bestTimeMs,
      currentBracket: users.currentBracket,
      bye: users.bye,
    })
    .from(users)
    .where(eq(users.role, 'runner'));
  return rows;
}

/** GET /api/tournament/standings: every runner, ranked by rules §9. */
export async function loadStandings(db: Db): Promise<Standings> {
  const ranked = rankStandings(await loadRunnerFigures(db));
  return { cutoffRank: cutoffRank(ranked), standings: ranked };
}

/** The completed Exhibition races of the year: the standings page's exhibition results. */
export const exhibitionRacesWhere = and(countsForScoring, eq(races.bracket, 'Exhibition'));
