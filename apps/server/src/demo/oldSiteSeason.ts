/**
 * The demo's oldest season as the earlier site stored it (rules §40): its users, groups, races and Pickems in the
 * old collections' shapes, played round by round (Swiss rounds, then 27 → 9 → 3), for the importer to bring in.
 */
import { ObjectId } from 'bson';
import { isSwissRound, PLAYOFF_CUTOFF, ROUNDS, type Round } from '@pokered/core/rounds';
import { computeRunnerFigures, type ScoredRace } from '@pokered/core/scoring';
import { msToFinishTime } from '@pokered/core/time';
import type { users } from '../db/schema.ts';
import type { Random } from './random.ts';
import { demoResults, mishapFor, raceTimeId, splitIntoGroups, type Mishap } from './results.ts';
import { DAY, HOUR } from './timeline.ts';

type UserRow = typeof users.$inferInsert & { id: string };
export type OldDocument = Record<string, unknown>;

export interface OldSiteCast {
  entrants: readonly UserRow[];
  casters: readonly UserRow[];
  players: readonly UserRow[];
}

const ROUND_SPAN = 14 * DAY;

/** Every round's fields: the Swiss rounds all entrants (brackets by points so far), then the top 27, 9 and 3. */
function fieldOf(round: Round, ids: readonly string[], scored: ScoredRace[], winners: readonly string[]) {
  if (isSwissRound(round)) return ids;
  if (round !== 'Quarterfinals') return winners;
  const figures = computeRunnerFigures(scored);
  return [...ids]
    .sort((a, b) => (figures.get(b)?.points ?? 0) - (figures.get(a)?.points ?? 0))
    .slice(0, PLAYOFF_CUTOFF);
}

export function oldSiteSeason(
  random: Random,
  year: number,
  startsAt: number,
  cast: OldSiteCast,
): Record<string, OldDocument[]> {
  let counter = 0x1000;
  const nextId = () => new ObjectId((counter++).toString(16).padStart(24, '0'));
  const idOf = new Map<string, ObjectId>();
  const people = [...cast.entrants, ...cast.casters, ...cast.players];
  for (const person of people) if (!idOf.has(person.id)) idOf.set(person.id, nextId());
  const oid = (id: string) => idOf.get(id) ?? nextId();
  const entrantIds = cast.entrants.map((row) => row.id);
  const groups: OldDocument[] = [];
  const races: OldDocument[] = [];
  const scored: ScoredRace[] = [];
  const roundGroups = new Map<Round, string[][]>();
  let winners: string[] = [];
  for (const [index, round] of ROUNDS.entries()) {
    const field = fieldOf(round, entrantIds, scored, winners);
    const members = splitIntoGroups(random.shuffle(field), isSwissRound(round) ? 1 : 0);
    roundGroups.set(round, members);
    winners = [];
    members.forEach((group, number) => {
      const bracket = isSwissRound(round) ? 'Normal' : 'Playoffs';
      const at = startsAt + index * ROUND_SPAN + 2 * DAY + number * 3 * HOUR;
      groups.push({
        _id: nextId(),
        groupNumber: number + 1,
        members: group.map(oid),
        round,
        bracket,
        raceStartTime: at,
      });
      const mishap: Mishap = mishapFor(number);
      const result = demoResults(random, group, !isSwissRound(round) && mishap === 'nobodyFinished' ? 'none' : mishap);
      if (result.winner) winners.push(result.winner);
      scored.push({
        round,
        bracket,
        results: result.rows.map((row) => ({
          racer: row.racerId,
          status: row.status,
          finishTimeMs: row.finishTimeMs,
          dnfOrder: row.dnfOrder ?? null,
        })),
      });
      const [racer1, racer2, racer3] = group.map(oid);
      races.push({
        _id: nextId(),
        raceTimeId: `https://racetime.gg/${raceTimeId(random)}`,
        racer1,
        racer2,
        ...(racer3 ? { racer3 } : {}),
        raceDateTime: at,
        raceSubmitted: at - DAY,
        round,
        bracket,
        commentators: random
          .shuffle(cast.casters)
          .slice(0, random.int(0, 2))
          .map((row) => oid(row.id)),
        completed: true,
        cancelled: false,
        restreamPlanned: false,
        // The old model's default, set whether or not a restream was planned.
        restreamChannel: 'RedRaceTV',
        // Typed in any order: the importer places them by the rules.
        results: random.shuffle(result.rows).map((row) => ({
          racer: oid(row.racerId),
          status: row.status,
          finishTime: msToFinishTime(row.finishTimeMs),
          dnfOrder: row.dnfOrder ?? null,
        })),
        winner: result.winner === null ? null : oid(result.winner),
      });
    });
  }
  const finalists = new Set(roundGroups.get('Final')?.flat() ?? []);
  const pickOf = (round: Round) =>
    (roundGroups.get(round) ?? []).filter(() => random.next() < 0.5).map((group) => oid(random.pick(group)));
  return {
    users: people
      .filter((person, index) => people.findIndex((other) => other.id === person.id) === index)
      .map((person) => ({
        _id: oid(person.id),
        discordUsername: person.discordUsername,
        displayName: person.displayName,
        role: entrantIds.includes(person.id) ? 'runner' : 'commentator',
        isAdmin: false,
        pronouns: person.pronouns ?? null,
        country: person.country ?? null,
        currentBracket: finalists.has(person.id) ? 'Playoffs' : 'Normal',
        // Added up by the old server at each recording: never trusted, recomputed on import.
        points: 0,
        bestTournamentTimeMilliseconds: 9_000_000,
        photos: [],
      })),
    groups,
    races,
    pickems: cast.players.map((player) => {
      const top27 = random.shuffle(entrantIds).slice(0, PLAYOFF_CUTOFF);
      return {
        _id: nextId(),
        userId: oid(player.id),
        top27: top27.map(oid),
        top9: top27.slice(0, 9).map(oid),
        overallWinner: oid(random.pick(top27)),
        bestTimeWho: oid(random.pick(entrantIds)),
        closestTime: random.int(6_300_000, 7_500_000),
        round1Picks: pickOf('Round 1'),
        round2Picks: pickOf('Round 2'),
        round3Picks: pickOf('Round 3'),
        quarterFinalsPicks: pickOf('Quarterfinals'),
        semiFinalsPicks: pickOf('Semifinals'),
        finalPick: oid(random.pick([...finalists])),
        points: 0,
      };
    }),
    tournaments: [{ _id: nextId(), name: `red${String(year)}`, currentRound: 'Final' }],
  };
}
