/** Earlier, cancelled attempts of Round 1 races: groups reschedule, and the cancelled rows stay. */
import type { Random } from './random.ts';
import { DAY, HOUR, quarterHour } from './timeline.ts';
import type { DemoGroup, DemoRace } from './writeRound.ts';

export function planCancelledAttempts(
  random: Random,
  groups: readonly DemoGroup[],
  startOf: ReadonlyMap<string, number>,
  count: number,
): DemoRace[] {
  const races: DemoRace[] = [];
  for (let k = 0; k < count && groups.length > 0; k++) {
    const group = groups[k % groups.length];
    const [racer1, racer2, racer3] = group?.members ?? [];
    if (!group || racer1 === undefined || racer2 === undefined) continue;
    const finalStart = startOf.get(group.id) ?? 0;
    // Each earlier attempt half a day before the next one.
    const attempt = 1 + Math.floor(k / groups.length);
    races.push({
      row: {
        id: random.uuid(),
        groupId: group.id,
        round: group.round,
        bracket: group.bracket,
        raceDateTime: quarterHour(finalStart - attempt * (DAY / 2) - random.int(0, 6) * HOUR),
        racer1,
        racer2,
        racer3: racer3 ?? null,
        submittedBy: racer1,
        cancelled: true,
      },
      result: null,
      commentators: [],
    });
  }
  return races;
}
