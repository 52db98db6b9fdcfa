/**
 * The group draw of one bracket (rules §13), on seed positions: runner i is the i-th of the bracket's seeded
 * list. See draw.ts and docs/draw.md for the algorithm in words; this file is its exact implementation.
 *
 * With g = ceil(n / 3) groups and m = n - 2g pot-3 runners, group j (0-based) is headed by runner j (pot 1).
 * The draw fills "slots" in this order: slot j < g puts a pot-2 runner (positions g..2g-1) in group j; slot
 * g + j (j < m) puts a pot-3 runner (positions 2g..n-1) in group j. The cost of an assignment is its number of
 * repeats: pairs of runners of one group who already raced each other.
 */
import type { DrawStream } from './drawRandom.ts';

/** Search steps allowed to find the fewest repeats possible before the draw starts. */
export const TARGET_SEARCH_STEPS = 200_000;
/** Search steps allowed, per candidate, to show the draw can still finish with that fewest number. */
export const CANDIDATE_SEARCH_STEPS = 20_000;

export interface BracketShape {
  n: number;
  /** Number of groups, ceil(n / 3). */
  g: number;
  /** Number of pot-3 runners, n - 2g (0 to g). */
  m: number;
}

export function bracketShape(n: number): BracketShape {
  const g = Math.ceil(n / 3);
  return { n, g, m: Math.max(0, n - 2 * g) };
}

/** Whether runners at seed positions a and b already raced each other. */
export type Raced = (a: number, b: number) => boolean;

const NONE = -1;

class BracketDraw {
  readonly slots: number;
  /** The prefix drawn so far: assignment[slot] = seed position, NONE where not drawn yet. */
  readonly assignment: Int32Array;
  readonly taken: Uint8Array;
  /** Search steps left to the running complete(). */
  stepsLeft = 0;

  constructor(
    readonly shape: BracketShape,
    private readonly raced: Raced,
  ) {
    this.slots = shape.g + shape.m;
    this.assignment = new Int32Array(this.slots).fill(NONE);
    this.taken = new Uint8Array(shape.n);
  }

  groupOf(slot: number): number {
    return slot < this.shape.g ? slot : slot - this.shape.g;
  }

  /** Seed positions of the pot that fills `slot`: [first, end). */
  potOf(slot: number): [number, number] {
    const { g, n } = this.shape;
    return slot < g ? [g, 2 * g] : [2 * g, n];
  }

  /** Repeats that putting `runner` in `slot` adds to the members drawn before it (pot 1, and pot 2 for slot ≥ g). */
  addedRepeats(slot: number, runner: number, assignment: Int32Array): number {
    const group = this.groupOf(slot);
    let repeats = this.raced(group, runner) ? 1 : 0;
    if (slot >= this.shape.g) {
      const second = assignment[group] ?? NONE;
      if (second !== NONE && this.raced(second, runner)) repeats += 1;
    }
    return repeats;
  }

  /** Repeats inside group `group` of a full assignment. */
  groupRepeats(group: number, full: Int32Array): number {
    const second = full[group] ?? NONE;
    let repeats = this.raced(group, second) ? 1 : 0;
    if (group < this.shape.m) {
      const third = full[this.shape.g + group] ?? NONE;
      if (this.raced(group, third)) repeats += 1;
      if (this.raced(second, third)) repeats += 1;
    }
    return repeats;
  }

  totalRepeats(full: Int32Array): number {
    let total = 0;
    for (let group = 0; group < this.shape.g; group++) total += this.groupRepeats(group, full);
    return total;
  }

  /**
   * Completes the prefix from `slot` on with at most `allowance` more repeats, within `steps` search steps:
   * depth first, slots in order, each slot trying the candidates adding 0 repeats first (by seed position),
   * then those adding 1, and so on. Answers the full assignment, or null (none, or out of steps).
   */
  complete(slot: number, allowance: number, steps: number): Int32Array | null {
    this.stepsLeft = steps;
    return this.search(slot, allowance) ? Int32Array.from(this.assignment) : null;
  }

  private search(slot: number, allowance: number): boolean {
    if (slot === this.slots) return true;
    if (this.stepsLeft-- <= 0) return false;
    const [first, end] = this.potOf(slot);
    for (let level = 0; level <= Math.min(allowance, 2); level++) {
      for (let runner = first; runner < end; runner++) {
        if (this.taken[runner] || this.addedRepeats(slot, runner, this.assignment) !== level) continue;
        this.place(slot, runner);
        const done = this.search(slot + 1, allowance - level);
        if (done) return true;
        this.unplace(slot, runner);
        if (this.stepsLeft <= 0) return false;
      }
    }
    return false;
  }

  place(slot: number, runner: number): void {
    this.assignment[slot] = runner;
    this.taken[runner] = 1;
  }

  unplace(slot: number, runner: number): void {
    this.assignment[slot] = NONE;
    this.taken[runner] = 0;
  }

  /** After complete(): the slots from `slot` on are filled; empty them again so the prefix is as it was. */
  clearFrom(slot: number): void {
    for (let s = slot; s < this.slots; s++) {
      const runner = this.assignment[s] ?? NONE;
      if (runner !== NONE) this.unplace(s, runner);
    }
  }
}

/**
 * The fewest repeats possible and an assignment that has them: the greedy draw (each slot takes the first
 * candidate by seed position among those adding the fewest repeats), then, if it has repeats, a search for
 * an assignment with 0 repeats, then 1, and so on below the greedy count, within TARGET_SEARCH_STEPS in all.
 */
function fewestRepeats(draw: BracketDraw): { target: number; witness: Int32Array } {
  let witness = draw.complete(0, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
  draw.clearFrom(0);
  if (!witness) throw new Error('the greedy draw always completes');
  let target = draw.totalRepeats(witness);
  let steps = TARGET_SEARCH_STEPS;
  for (let allowance = 0; allowance < target && steps > 0; allowance++) {
    const found = draw.complete(0, allowance, steps);
    steps = Math.max(0, draw.stepsLeft);
    draw.clearFrom(0);
    if (found) {
      witness = found;
      target = draw.totalRepeats(found);
    }
  }
  return { target, witness };
}

/**
 * Draws one bracket: answers, for each slot in order, the seed position drawn into it. `stream` is the
 * bracket's random stream. Each slot lists the remaining runners of its pot by seed position, picks
 * list[uniform(length)], and keeps the pick if the draw can still finish with the fewest repeats possible
 * (the target); otherwise it strikes the pick from the list and picks again.
 */
export function drawBracketSlots(shape: BracketShape, raced: Raced, stream: DrawStream): Int32Array {
  const draw = new BracketDraw(shape, raced);
  if (draw.slots === 0) return draw.assignment;
  const { target, witness } = fewestRepeats(draw);
  // A full assignment that extends the prefix drawn so far and has at most `target` repeats.
  const known = { slots: witness, repeats: draw.totalRepeats(witness) };
  let repeatsSoFar = 0;
  for (let slot = 0; slot < draw.slots; slot++) {
    const [first, end] = draw.potOf(slot);
    const candidates: number[] = [];
    for (let runner = first; runner < end; runner++) if (!draw.taken[runner]) candidates.push(runner);
    for (;;) {
      const index = stream.uniform(candidates.length);
      const runner = candidates[index] as number;
      if (keeps(draw, known, slot, runner, target, repeatsSoFar)) {
        repeatsSoFar += draw.addedRepeats(slot, runner, draw.assignment);
        draw.place(slot, runner);
        break;
      }
      candidates.splice(index, 1);
    }
  }
  return draw.assignment;
}

/**
 * Whether the prefix with `runner` in `slot` can be finished with at most `target` repeats in all (false also
 * when the search runs out of steps). `known` is such a finish for the prefix itself, updated to one for the
 * longer prefix when the answer is yes: the pick it already has is kept as is; otherwise swapping the pick
 * with the slot `known` gave it is tried first (cheap), then a search.
 */
function keeps(
  draw: BracketDraw,
  known: { slots: Int32Array; repeats: number },
  slot: number,
  runner: number,
  target: number,
  repeatsSoFar: number,
): boolean {
  const full = known.slots;
  if (full[slot] === runner) return true;
  const added = draw.addedRepeats(slot, runner, draw.assignment);
  if (repeatsSoFar + added > target) return false;
  const other = full.indexOf(runner, slot + 1);
  const displaced = full[slot] ?? NONE;
  const groups = [draw.groupOf(slot), draw.groupOf(other)] as const;
  const before = draw.groupRepeats(groups[0], full) + draw.groupRepeats(groups[1], full);
  full[slot] = runner;
  full[other] = displaced;
  const after = draw.groupRepeats(groups[0], full) + draw.groupRepeats(groups[1], full);
  if (known.repeats - before + after <= target) {
    known.repeats += after - before;
    return true;
  }
  full[slot] = displaced;
  full[other] = runner;
  draw.place(slot, runner);
  const found = draw.complete(slot + 1, target - repeatsSoFar - added, CANDIDATE_SEARCH_STEPS);
  draw.clearFrom(slot);
  if (!found) return false;
  known.slots = found;
  known.repeats = draw.totalRepeats(found);
  return true;
}
