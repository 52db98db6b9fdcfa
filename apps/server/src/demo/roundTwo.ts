/**
 * Round 2 of the demo, drawn by the group draw from the brackets Round 1's end produced: groups whose
 * races are in every state a visitor should see: recorded, awaiting results (ready for the admin),
 * upcoming with commentators, restreamed, moved, cancelled, and not scheduled yet (ash's group among them).
 */
import type { DrawnGroup } from '@pokered/core/draw';
import { demoResults, mishapFor, raceTimeId } from './results.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, quarterHour, type Timeline } from './timeline.ts';
import { pickCommentators, type DemoGroup, type DemoRace } from './writeRound.ts';

export const RESTREAM_CHANNEL = 'pokered_restreams';

type GroupState = 'completed' | 'awaiting' | 'upcoming' | 'none';

export interface RoundTwoPlan {
  groups: DemoGroup[];
  races: DemoRace[];
  /** Start of each group's active race; groups without one are absent. */
  startOf: Map<string, number>;
  /** The race a racer moved a day later (rules §6): written at `from`, then moved through the API's own code. */
  moved: { raceId: string; byRacerId: string; from: number; to: number } | null;
}

export interface RoundTwoPeople {
  ashId: string;
  oakId: string;
  adminId: string;
  casters: readonly string[];
}

/** How many groups are in each state: every state present, most groups recorded or upcoming. */
function stateCounts(others: number): Record<GroupState, number> {
  const awaiting = Math.max(2, Math.round(others * 0.2));
  const upcoming = Math.max(3, Math.round(others * 0.35));
  const none = Math.max(1, Math.round(others * 0.03));
  return { awaiting, upcoming, none, completed: Math.max(1, others - awaiting - upcoming - none) };
}

export function planRoundTwo(
  random: Random,
  drawn: readonly DrawnGroup[],
  people: RoundTwoPeople,
  timeline: Timeline,
): RoundTwoPlan {
  // The groups are the round's draw (./roundTwoDraw.ts), numbered in draw order as a confirmed draw numbers them.
  const groups: DemoGroup[] = drawn.map((g, index) => {
    if (g.bracket !== 'Normal' && g.bracket !== 'Ascension') throw new Error(`a demo group in ${g.bracket}`);
    return { id: random.uuid(), round: 'Round 2', groupNumber: index + 1, bracket: g.bracket, members: g.members };
  });

  const ashGroup = groups.find((g) => g.members.includes(people.ashId));
  const others = random.shuffle(groups.filter((g) => g !== ashGroup));
  // An Ascension group goes first: it is recorded cleanly (mishapFor(0) is 'none'), so the standings show a BYE.
  const firstAscension = others.findIndex((g) => g.bracket === 'Ascension');
  if (firstAscension > 0) others.unshift(...others.splice(firstAscension, 1));
  const counts = stateCounts(others.length);
  const states: GroupState[] = [
    ...Array<GroupState>(counts.completed).fill('completed'),
    ...Array<GroupState>(counts.awaiting).fill('awaiting'),
    ...Array<GroupState>(counts.upcoming).fill('upcoming'),
    ...Array<GroupState>(counts.none).fill('none'),
  ];

  const races: DemoRace[] = [];
  const startOf = new Map<string, number>();
  let upcomingIndex = 0;
  let cancelledPlaced = false;
  let moved: RoundTwoPlan['moved'] = null;
  others.forEach((group, index) => {
    const state = states[index] ?? 'none';
    const [racer1, racer2, racer3] = group.members;
    if (racer1 === undefined || racer2 === undefined) throw new Error('a demo group has fewer than two runners');
    const base = {
      groupId: group.id,
      round: 'Round 2',
      bracket: group.bracket,
      racer1,
      racer2,
      racer3: racer3 ?? null,
      submittedBy: racer1,
    };
    if (state === 'none') {
      // The round's one cancelled race: its group is free to schedule again, and the admin may uncancel it.
      if (!cancelledPlaced) {
        cancelledPlaced = true;
        races.push({
          row: {
            id: random.uuid(),
            ...base,
            raceDateTime: quarterHour(timeline.now + DAY + random.int(0, 12) * HOUR),
            cancelled: true,
          },
          result: null,
          commentators: pickCommentators(random, people.casters),
        });
      }
      return;
    }
    let start: number;
    if (state === 'completed') start = timeline.roundTwoDraw + DAY + random.int(0, 4 * 24) * HOUR;
    else if (state === 'awaiting') start = timeline.now - random.int(1, 20) * HOUR;
    else start = timeline.now + 2 * HOUR + random.int(0, 6 * 24) * HOUR;
    start = quarterHour(start);
    if (state === 'awaiting' && start >= timeline.now) start -= 900;
    startOf.set(group.id, start);
    const result = state === 'completed' ? demoResults(random, group.members, mishapFor(index)) : null;
    let commentators = pickCommentators(random, people.casters);
    const row: DemoRace['row'] = {
      id: random.uuid(),
      ...base,
      raceDateTime: start,
      completed: result !== null,
      raceTimeId: result ? raceTimeId(random) : null,
      winner: result?.winner ?? null,
    };
    if (state === 'upcoming') {
      // The first upcoming race has Professor Oak on the mic; the second is restreamed.
      if (upcomingIndex === 0)
        commentators = [people.oakId, ...people.casters.filter((c) => c !== people.oakId).slice(0, 1)];
      if (upcomingIndex === 1) {
        Object.assign(row, { restreamPlanned: true, restreamChannel: RESTREAM_CHANNEL, restreamer: people.adminId });
        commentators = random.shuffle(people.casters).slice(0, 2);
      }
      // The third was first booked a day earlier, then moved by its second racer.
      if (upcomingIndex === 2) {
        moved = { raceId: row.id, byRacerId: racer2, from: start, to: start + DAY };
        startOf.set(group.id, start + DAY);
      }
      upcomingIndex++;
    }
    races.push({ row, result, commentators });
  });
  return { groups, races, startOf, moved };
}
