/**
 * An earlier season of the demo, played whole by the rules the site plays by (rules §8, §13, §34): each round is
 * drawn by the group draw from the standings the previous round's end left, every group races once with a result
 * the Record Results rule accepts, and the real endRound ends it (figures recomputed, brackets moved, the cut at 27,
 * 27 → 9 → 3, the Final's podium written to the hall of fame, Pickems scored). Nothing here writes a figure.
 */
import { isSwissRound, ROUNDS, type Round } from '@pokered/core/rounds';
import type { Db } from '../db/client.ts';
import { pickems, roundPicks, roundPickSubmissions } from '../db/schema.ts';
import { endRound } from '../features/tournament/mutations.ts';
import { insertChunked } from './bulk.ts';
import { drawRound } from './drawRound.ts';
import { planPickems, planRoundPicks, type PickemsRows, type RoundForPicks } from './pickems.ts';
import type { Random } from './random.ts';
import { demoResults, mishapFor, raceTimeId, type Mishap } from './results.ts';
import { DAY, HOUR, quarterHour, type Timeline } from './timeline.ts';
import { pickCommentators, writeRound, type DemoGroup, type DemoRace } from './writeRound.ts';

/** A round every two weeks: drawn on its first day, raced from the second day to the twelfth. */
export const ROUND_SPAN = 14 * DAY;
const RACING_FROM = 2 * DAY;
const RACING_SPAN = 10 * DAY;

export interface PastSeasonCast {
  adminId: string;
  /** The season's entrants, already entered (rules §34). */
  entrants: readonly string[];
  casters: readonly string[];
  /** Pickems players of the season. */
  players: readonly string[];
}

/** A playoff race always has a winner: a race nobody finished would send all its racers out (rules §8). */
function mishapOf(round: Round, index: number): Mishap {
  const mishap = mishapFor(index);
  return !isSwissRound(round) && mishap === 'nobodyFinished' ? 'none' : mishap;
}

/** Every group of the round races once, in a random order over the round's racing days, and is recorded. */
function raceRound(
  random: Random,
  round: Round,
  groups: readonly DemoGroup[],
  from: number,
  casters: readonly string[],
) {
  const races: DemoRace[] = [];
  const startOf = new Map<string, number>();
  random.shuffle(groups).forEach((group, index) => {
    const start = quarterHour(from + ((index + random.next()) * RACING_SPAN) / groups.length);
    startOf.set(group.id, start);
    const [racer1, racer2, racer3] = group.members;
    if (racer1 === undefined || racer2 === undefined) throw new Error('a demo group has fewer than two runners');
    const result = demoResults(random, group.members, mishapOf(round, index));
    races.push({
      row: {
        id: random.uuid(),
        groupId: group.id,
        round,
        bracket: group.bracket,
        raceDateTime: start,
        racer1,
        racer2,
        racer3: racer3 ?? null,
        submittedBy: racer1,
        completed: true,
        raceTimeId: raceTimeId(random),
        winner: result.winner,
      },
      result,
      commentators: pickCommentators(random, casters),
    });
  });
  return { races, startOf };
}

/**
 * Plays the current season (the tournament row's year, `year`) from Round 1 to the Final, Round 1 drawn at
 * `startsAt`; `now` is the demo's present (commentator sign-ups are dated before it).
 */
export async function playPastSeason(
  db: Db,
  random: Random,
  options: { year: number; startsAt: number; now: number; cast: PastSeasonCast },
): Promise<void> {
  const { cast, year, startsAt } = options;
  for (const [index, round] of ROUNDS.entries()) {
    const drawnAt = startsAt + index * ROUND_SPAN;
    const draw = await drawRound(db, random, { round, year, adminId: cast.adminId, drawnAt });
    const groups: DemoGroup[] = draw.groups.map((group, number) => ({
      id: random.uuid(),
      round,
      groupNumber: number + 1,
      bracket: group.bracket,
      members: group.members,
    }));
    const { races, startOf } = raceRound(random, round, groups, drawnAt + RACING_FROM, cast.casters);
    const lastRace = Math.max(...startOf.values());
    const picksRound: RoundForPicks = {
      round,
      groups,
      startOf,
      submitters: Math.round(cast.players.length / 2),
      opens: drawnAt + HOUR,
      closes: lastRace,
      skip: new Set(),
    };
    // One-off picks are made in Round 1 (rules §10); round picks in every round, before the races they pick.
    const picks: PickemsRows =
      round === 'Round 1'
        ? planPickems(random, cast.players, cast.entrants, roundOneTimeline(drawnAt, lastRace), [picksRound])
        : { pickems: [], submissions: [], picks: [] };
    if (round !== 'Round 1') planRoundPicks(random, cast.players, picksRound, picks);
    await db.transaction(async (tx) => {
      await writeRound(tx, groups, races, options.now);
      await insertChunked(tx, pickems, picks.pickems);
      await insertChunked(tx, roundPickSubmissions, picks.submissions);
      await insertChunked(tx, roundPicks, picks.picks);
    });
    await endRound(db, cast.adminId);
  }
}

/** The moments of a past Round 1 the one-off picks are dated by (./pickems.ts). */
function roundOneTimeline(drawnAt: number, lastRace: number): Timeline {
  return {
    now: lastRace,
    roundOneDraw: drawnAt,
    roundOneFirstRace: drawnAt + RACING_FROM,
    roundOneLastRace: lastRace,
    roundTwoDraw: drawnAt + ROUND_SPAN,
  };
}
