/** Round 1 of the demo: every runner drawn into a Normal group, every group raced with a recorded result. */
import { demoResults, mishapFor, raceTimeId, splitIntoGroups } from './results.ts';
import type { Random } from './random.ts';
import { quarterHour, type Timeline } from './timeline.ts';
import { pickCommentators, type DemoGroup, type DemoRace } from './writeRound.ts';

export interface RoundOnePlan {
  groups: DemoGroup[];
  races: DemoRace[];
  /** Start of each group's recorded race, by group id (for Pickems round picks). */
  startOf: Map<string, number>;
}

export function planRoundOne(
  random: Random,
  runnerIds: readonly string[],
  casters: readonly string[],
  timeline: Timeline,
): RoundOnePlan {
  // At least two two-racer groups: some groups are short of a third runner every year.
  const memberLists = splitIntoGroups(random.shuffle(runnerIds), 2);
  const groups: DemoGroup[] = memberLists.map((members, index) => ({
    id: random.uuid(),
    round: 'Round 1',
    groupNumber: index + 1,
    bracket: 'Normal',
    members,
  }));
  const span = timeline.roundOneLastRace - timeline.roundOneFirstRace;
  const races: DemoRace[] = [];
  const startOf = new Map<string, number>();
  // Races happen in a random group order over the round.
  random.shuffle(groups).forEach((group, index) => {
    const start = quarterHour(timeline.roundOneFirstRace + ((index + random.next()) * span) / groups.length);
    startOf.set(group.id, start);
    const [racer1, racer2, racer3] = group.members;
    if (racer1 === undefined || racer2 === undefined) throw new Error('a demo group has fewer than two runners');
    const result = demoResults(random, group.members, mishapFor(index));
    races.push({
      row: {
        id: random.uuid(),
        groupId: group.id,
        round: 'Round 1',
        bracket: 'Normal',
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
  return { groups, races, startOf };
}
