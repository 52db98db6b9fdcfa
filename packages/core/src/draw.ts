/**
 * The group draw (rules §13): a deterministic function of (seeded lists, seed, earlier pairings), so anyone
 * can recompute a confirmed draw from what GET /api/draws/{id} publishes. docs/draw.md walks through it.
 *
 * For each bracket, in the order given (Normal, Ascension, Exhibition; or Playoffs):
 * 1. The bracket's seeded list of n runners (n = 1 is refused: a group needs 2) is cut into pots, in order:
 *    pot 1 = the first g = ceil(n/3), pot 2 = the next g, pot 3 = the remaining m = n - 2g.
 * 2. Group j (1..g) is headed by pot 1's j-th runner. Groups 1..m will get 3 runners, the last g - m get 2.
 * 3. The fewest repeats possible, T, is found first: a repeat is a pair of runners of one group who already
 *    raced each other this year (earlier pairings; none are given for playoff rounds). T is almost always 0.
 * 4. Slots are then filled in this order: pot 2 into groups 1..g, then pot 3 into groups 1..m. For each slot,
 *    list the pot's runners not drawn yet, in seeded order; take list[uniform(length)] from the bracket's
 *    stream (drawRandom.ts: SHA-256 of "<seed>:<bracket>:<k>"). Keep it if the draw can still be finished with
 *    T repeats in all; otherwise strike it from the list and take again from the shorter list.
 * 5. Repeats are counted over the finished groups (drawRandom.ts and drawEngine.ts hold the exact steps).
 * When T is 0 (the usual case), step 4 keeps a pick unless its group already holds someone they raced, or
 * taking it would leave no way to finish without a repeat.
 */
import type { Bracket } from './brackets.ts';
import { DrawStream } from './drawRandom.ts';
import { bracketShape, drawBracketSlots } from './drawEngine.ts';

/** One bracket's seeded list: the runners' ids, best seed first. */
export interface SeededBracket {
  bracket: Bracket;
  runners: string[];
}

/** A drawn group: its bracket and its members in pot order (pot 1 first). */
export interface DrawnGroup {
  bracket: Bracket;
  members: string[];
}

/** Two runners who already raced each other this year (in any order). */
export type Pairing = readonly [string, string];

export interface DrawResult {
  groups: DrawnGroup[];
  repeats: number;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/** The pots of a seeded list (step 1): the first ceil(n/3), the next ceil(n/3), the rest. */
export function potsOf<T>(runners: readonly T[]): [T[], T[], T[]] {
  const { g } = bracketShape(runners.length);
  return [runners.slice(0, g), runners.slice(g, 2 * g), runners.slice(2 * g)];
}

/** Why these seeded lists cannot be drawn (a runner listed twice, a bracket of one runner), or null. */
export function drawProblem(
  order: readonly SeededBracket[],
  nameOf: (id: string) => string = (id) => id,
): string | null {
  const seen = new Set<string>();
  const brackets = new Set<Bracket>();
  for (const { bracket, runners } of order) {
    if (brackets.has(bracket)) return `The ${bracket} bracket is listed twice.`;
    brackets.add(bracket);
    for (const id of runners) {
      if (seen.has(id)) return `${nameOf(id)} is listed twice.`;
      seen.add(id);
    }
    const [lone] = runners;
    if (runners.length === 1 && lone !== undefined)
      return `The ${bracket} bracket has only one runner (${nameOf(lone)}): a group needs at least 2.`;
  }
  return null;
}

/** Repeats among `groups`: pairs of members of one group found in `pairings`. */
export function countRepeats(groups: readonly { members: readonly string[] }[], pairings: readonly Pairing[]): number {
  const raced = new Set(pairings.map(([a, b]) => pairKey(a, b)));
  let repeats = 0;
  for (const { members } of groups)
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++)
        if (raced.has(pairKey(members[i] as string, members[j] as string))) repeats += 1;
  return repeats;
}

/** raced[a * n + b] = 1 when the runners at seed positions a and b already raced each other. */
function racedMatrix(runners: readonly string[], pairings: readonly Pairing[]): Uint8Array {
  const n = runners.length;
  const position = new Map(runners.map((id, index) => [id, index]));
  const raced = new Uint8Array(n * n);
  for (const [a, b] of pairings) {
    const i = position.get(a);
    const j = position.get(b);
    if (i === undefined || j === undefined || i === j) continue;
    raced[i * n + j] = 1;
    raced[j * n + i] = 1;
  }
  return raced;
}

/** The draw of every bracket of `order` from `seed`, avoiding the repeats of `pairings` where possible. */
export function drawGroups(seed: string, order: readonly SeededBracket[], pairings: readonly Pairing[]): DrawResult {
  const problem = drawProblem(order);
  if (problem) throw new Error(problem);
  const groups: DrawnGroup[] = [];
  for (const { bracket, runners } of order) {
    const shape = bracketShape(runners.length);
    const idAt = (position: number) => runners[position] as string;
    const raced = racedMatrix(runners, pairings);
    const n = runners.length;
    const slots = drawBracketSlots(
      shape,
      (a, b) => a >= 0 && b >= 0 && raced[a * n + b] === 1,
      new DrawStream(seed, bracket),
    );
    for (let j = 0; j < shape.g; j++) {
      const members = [idAt(j), idAt(slots[j] as number)];
      if (j < shape.m) members.push(idAt(slots[shape.g + j] as number));
      groups.push({ bracket, members });
    }
  }
  return { groups, repeats: countRepeats(groups, pairings) };
}

/**
 * Why hand-edited groups cannot replace a draft's (rules §13: every drawn runner exactly once), or null.
 * Also refused: a group of fewer than 2 or more than 3, and a runner placed in another bracket's group.
 */
export function editedGroupsProblem(
  order: readonly SeededBracket[],
  groups: readonly DrawnGroup[],
  nameOf: (id: string) => string = (id) => id,
): string | null {
  const bracketOf = new Map<string, Bracket>();
  for (const { bracket, runners } of order) for (const id of runners) bracketOf.set(id, bracket);
  const placed = new Set<string>();
  for (const [index, group] of groups.entries()) {
    const label = `Group ${String(index + 1)}`;
    if (group.members.length < 2 || group.members.length > 3)
      return `${label} has ${String(group.members.length)} runners: a group needs 2 or 3.`;
    for (const id of group.members) {
      const bracket = bracketOf.get(id);
      if (bracket === undefined) return `${label}: ${nameOf(id)} is not drawn in this round.`;
      if (placed.has(id)) return `${nameOf(id)} is placed twice: every runner must be in exactly one group.`;
      if (bracket !== group.bracket)
        return `${label} is in the ${group.bracket} bracket, but ${nameOf(id)} is in the ${bracket} bracket.`;
      placed.add(id);
    }
  }
  const missing = [...bracketOf.keys()].find((id) => !placed.has(id));
  if (missing !== undefined) return `${nameOf(missing)} is in no group: every runner must be in exactly one group.`;
  return null;
}
