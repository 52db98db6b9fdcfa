/**
 * Demo Pickems players: one-off picks made during Round 1, and round picks for the groups whose race had
 * not started when they submitted (rules §10), so every pick is one the site would have accepted.
 */
import { PLAYOFF_CUTOFF } from '@pokered/core/rounds';
import type { pickems, roundPickSubmissions, roundPicks } from '../db/schema.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, type Timeline } from './timeline.ts';
import type { DemoGroup } from './writeRound.ts';

/** Ultra picks (top 9) among the top 27. */
const ULTRA_PICKS = 9;
/**
 * Round picks cover every group whose race has not started when the player submits. The demo's players
 * submit late, when at most this many timed races are still to come, so big sizes stay quick to seed.
 */
const MAX_GROUPS_PER_SUBMISSION = 8;

export interface PickemsRows {
  pickems: (typeof pickems.$inferInsert)[];
  submissions: (typeof roundPickSubmissions.$inferInsert)[];
  picks: (typeof roundPicks.$inferInsert)[];
}

export interface RoundForPicks {
  round: string;
  groups: readonly DemoGroup[];
  /** Start of each group's active race; a group without one is always still open. */
  startOf: ReadonlyMap<string, number>;
  /** How many players submit picks this round. */
  submitters: number;
  /** Earliest / latest submission moment. */
  opens: number;
  closes: number;
  /** Players who leave this round's picks for the visitor to try (ash, oak). */
  skip: ReadonlySet<string>;
}

function oneOffPicks(random: Random, runnerIds: readonly string[], timeline: Timeline) {
  const top27 = random.shuffle(runnerIds).slice(0, PLAYOFF_CUTOFF);
  const top9 = random.shuffle(top27).slice(0, ULTRA_PICKS);
  return {
    selectedRunners: top27,
    ultraSelectedRunners: top9,
    selectedWinner: random.pick(top9),
    selectedBestTimeRunner: random.pick(runnerIds),
    // 1h45m to 2h05m: hours always above zero, as the form requires.
    bestTimeMs: random.int(6_300_000, 7_500_000),
    oneOffSubmittedAt: new Date((timeline.roundOneDraw + random.int(1, 5 * 24) * HOUR) * 1000),
  };
}

/** A submission moment for a player: late enough that only the last few races are still open. */
function submissionMoment(random: Random, round: RoundForPicks): number {
  const starts = round.groups
    .map((g) => round.startOf.get(g.id))
    .filter((start): start is number => start !== undefined && start > round.opens)
    .sort((a, b) => a - b);
  const covered = random.int(1, Math.min(MAX_GROUPS_PER_SUBMISSION, Math.max(1, starts.length)));
  const nextStart = starts[starts.length - covered] ?? round.closes;
  // Just before that race starts (never after the round's picks close).
  return Math.min(round.closes, Math.max(round.opens, nextStart - random.int(1, 10) * 60));
}

export function planPickems(
  random: Random,
  playerIds: readonly string[],
  runnerIds: readonly string[],
  timeline: Timeline,
  rounds: readonly RoundForPicks[],
): PickemsRows {
  const rows: PickemsRows = { pickems: [], submissions: [], picks: [] };
  const canPickTop27 = runnerIds.length >= PLAYOFF_CUTOFF;
  for (const userId of playerIds) {
    rows.pickems.push(canPickTop27 ? { userId, ...oneOffPicks(random, runnerIds, timeline) } : { userId });
  }
  for (const round of rounds) planRoundPicks(random, playerIds, round, rows);
  return rows;
}

/** One round's picks (rules §10), added to `rows`: each submitter picks a winner of every group still open. */
export function planRoundPicks(
  random: Random,
  playerIds: readonly string[],
  round: RoundForPicks,
  rows: Pick<PickemsRows, 'submissions' | 'picks'>,
): void {
  const submitters = random.shuffle(playerIds.filter((id) => !round.skip.has(id))).slice(0, round.submitters);
  for (const userId of submitters) {
    const at = submissionMoment(random, round);
    const open = round.groups.filter((g) => (round.startOf.get(g.id) ?? Number.POSITIVE_INFINITY) > at);
    if (open.length === 0) continue;
    rows.submissions.push({ userId, round: round.round, submittedAt: new Date(at * 1000) });
    for (const group of open)
      rows.picks.push({ userId, groupId: group.id, round: round.round, runnerId: random.pick(group.members) });
  }
}

/** Round 1 picks open at the draw and close with the last race; Round 2's from its draw until now. */
export function pickWindows(timeline: Timeline) {
  return {
    roundOne: { opens: timeline.roundOneDraw + DAY, closes: timeline.roundOneLastRace },
    roundTwo: { opens: timeline.roundTwoDraw + HOUR, closes: timeline.now - HOUR },
  };
}
