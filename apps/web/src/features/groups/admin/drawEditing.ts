/**
 * The admin draw screen's hand edits (rules §13), as pure functions: swapping two runners between groups,
 * the live check that every drawn runner is placed exactly once (the rule itself is core's editedGroupsProblem,
 * which the server applies on save), the pairings that repeat, and reading a pasted Round 1 order.
 */
import { editedGroupsProblem, type DrawnGroup, type Pairing, type SeededBracket } from '@pokered/core/draw';

/** Where a runner sits: group index (0-based, in draw order) and position in it (0 = pot 1). */
export interface Seat {
  group: number;
  position: number;
}

/** The groups with the runners at `a` and `b` exchanged; unchanged when a seat is empty or both are one group. */
export function swapSeats(groups: readonly DrawnGroup[], a: Seat, b: Seat): DrawnGroup[] {
  const first = groups[a.group]?.members[a.position];
  const second = groups[b.group]?.members[b.position];
  if (first === undefined || second === undefined || a.group === b.group) return [...groups];
  return groups.map((group, index) => {
    if (index !== a.group && index !== b.group) return group;
    const members = [...group.members];
    if (index === a.group) members[a.position] = second;
    if (index === b.group) members[b.position] = first;
    return { ...group, members };
  });
}

export interface PlacementCheck {
  ok: boolean;
  /** The check in words: every runner placed once, or what is wrong. */
  message: string;
}

/** The live check of edited groups against the draft's seeded lists, with display names in the message. */
export function checkPlacement(
  order: readonly SeededBracket[],
  groups: readonly DrawnGroup[],
  nameOf: (id: string) => string,
): PlacementCheck {
  const problem = editedGroupsProblem(order, groups, nameOf);
  if (problem) return { ok: false, message: problem };
  const runners = order.reduce((sum, bracket) => sum + bracket.runners.length, 0);
  return {
    ok: true,
    message: `Every one of the ${String(runners)} drawn runners is placed exactly once, in ${String(groups.length)} groups of 2 or 3 runners of their own bracket.`,
  };
}

/** The pairs of runners in one group who already raced each other (the draw's repeats), group by group. */
export function repeatedPairs(
  groups: readonly DrawnGroup[],
  pastPairings: readonly Pairing[],
): { group: number; pair: [string, string] }[] {
  const raced = new Set(pastPairings.map(([a, b]) => (a < b ? `${a} ${b}` : `${b} ${a}`)));
  const repeats: { group: number; pair: [string, string] }[] = [];
  groups.forEach(({ members }, group) => {
    members.forEach((a, i) => {
      for (const b of members.slice(i + 1))
        if (raced.has(a < b ? `${a} ${b}` : `${b} ${a}`)) repeats.push({ group, pair: [a, b] });
    });
  });
  return repeats;
}

export interface RunnerName {
  _id: string;
  displayName: string;
  discordUsername: string;
}

/**
 * A pasted Round 1 seeding order: one runner a line, by display name or Discord username (any case), best seed
 * first. Blank lines are skipped; unknown names are reported (the server checks that everyone is there once).
 */
export function parseOrder(text: string, runners: readonly RunnerName[]): { ids: string[]; unknown: string[] } {
  const byName = new Map<string, string>();
  for (const runner of runners) {
    byName.set(runner.discordUsername.toLowerCase(), runner._id);
    byName.set(runner.displayName.toLowerCase(), runner._id);
  }
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const line of text.split('\n')) {
    const name = line.trim();
    if (name === '') continue;
    const id = byName.get(name.toLowerCase());
    if (id === undefined) unknown.push(name);
    else ids.push(id);
  }
  return { ids, unknown };
}
