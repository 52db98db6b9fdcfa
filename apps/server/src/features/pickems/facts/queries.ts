/** Pickems facts (rules §10): what the tournament has decided so far, read from the stored results and brackets. */
import { and, eq, inArray } from 'drizzle-orm';
import { derivePickemsFacts, type FactsRace, type PickemsFactsInput } from '@pokered/core/pickemsFacts';
import type { TournamentFacts } from '@pokered/core/pickemsScoring';
import { isResultStatus } from '@pokered/core/results';
import { isRound, type Round } from '@pokered/core/rounds';
import type { Db } from '../../../db/client.ts';
import { groupMembers, pickems, raceResults, races } from '../../../db/schema.ts';
import { readSeasonStage } from '../../tournament/state.ts';
import type { SeasonYear } from '../../../db/currentSeason.ts';
import { CURRENT_SEASON, type ResolvedSeason } from '../../../http/season.ts';
import { seasonEntries } from '../../../db/entrySchema.ts';

const PLAYOFF_ROUNDS: Round[] = ['Quarterfinals', 'Semifinals', 'Final'];

async function completedRaces(db: Db, year: SeasonYear): Promise<FactsRace[]> {
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
    .where(and(eq(races.year, year), eq(races.completed, true), eq(races.cancelled, false)));
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
async function loadFactsInput(db: Db, season: ResolvedSeason): Promise<PickemsFactsInput> {
  const { year } = season;
  const stage = await readSeasonStage(db, season);
  // One query after the other: inside a transaction PGlite runs a single query at a time anyway.
  const raceList = await completedRaces(db, year);
  const members = await db
    .select({ round: groupMembers.round, runnerId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.year, year), inArray(groupMembers.round, PLAYOFF_ROUNDS)));
  const playoffs = await db
    .select({ id: seasonEntries.userId })
    .from(seasonEntries)
    .where(and(eq(seasonEntries.year, year), eq(seasonEntries.bracket, 'Playoffs')));
  // Guesses only matter once the tournament is completed; skipping them keeps earlier recomputes cheap.
  const guesses =
    stage === 'completed'
      ? await db.select({ guess: pickems.bestTimeMs }).from(pickems).where(eq(pickems.year, year))
      : [];
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

/** rules §10 facts of a season, from its stored results, brackets and stage (pickemsFacts.ts decides what they mean). */
export async function loadTournamentFacts(db: Db, season: ResolvedSeason = CURRENT_SEASON): Promise<TournamentFacts> {
  return derivePickemsFacts(await loadFactsInput(db, season));
}

/** The facts together with what they were derived from (scoring needs each winning group's round). */
export interface LoadedFacts {
  input: PickemsFactsInput;
  facts: TournamentFacts;
  /** The season they are of: its players are the ones scored on them. */
  year: SeasonYear;
}

export async function loadFacts(db: Db, season: ResolvedSeason = CURRENT_SEASON): Promise<LoadedFacts> {
  const input = await loadFactsInput(db, season);
  return { input, facts: derivePickemsFacts(input), year: season.year };
}
