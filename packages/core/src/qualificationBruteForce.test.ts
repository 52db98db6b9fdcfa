/**
 * The proof of qualification.ts on small seasons: every completion of the remaining Swiss races is played out
 * (every grouping of the runners still to be grouped, every placing, status and finish time), rounds are ended by
 * planRoundEnd itself (with a small cut), and the statuses must never be wrong: `qualified` only when every
 * completion qualifies the runner, `eliminated` only when none does. `eliminated` is exact everywhere, and
 * `qualified` is exact in Round 3 once every runner still racing has a group.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bracket } from './brackets.ts';
import {
  qualificationStatuses,
  type QualificationGroup,
  type QualificationInput,
  type QualificationRunner,
} from './qualification.ts';
import { FASTEST_NEW_TIME_MS, raceMoves, REMAINING_STATUSES, type RemainingStatus } from './qualificationRace.ts';
import { planRoundEnd } from './roundEnd.ts';
import { SWISS_ROUNDS, type SwissRound } from './rounds.ts';
import { pointsForPlace } from './scoring.ts';

interface Figures {
  points: number;
  bye: boolean;
  time: number | null;
  bracket: Bracket | null;
  /** The bracket the current round's end gives (undefined: stays). */
  next: Bracket | null | undefined;
  /** Qualified by a Round 3 race itself (Ascension winner, Exhibition racer). */
  raceQualified: boolean;
}
type World = ReadonlyMap<string, Figures>;

const serialise = (world: World) => JSON.stringify([...world.entries()]);
function dedupe(worlds: readonly World[]): World[] {
  return [...new Map(worlds.map((world) => [serialise(world), world])).values()];
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

/** Every status sequence along a placing, with repetition; the race checks the rules §7 order itself. */
function statusTuples(size: number): RemainingStatus[][] {
  if (size === 0) return [[]];
  return statusTuples(size - 1).flatMap((tuple) => REMAINING_STATUSES.map((status) => [...tuple, status]));
}
const ORDER: Record<RemainingStatus, number> = { Finished: 0, DNF: 1, DNS: 2 };

/** Every way one race can end, applied to `world`: placing, statuses, and each finisher's time (fastest or slow). */
function playRace(world: World, round: SwissRound, bracket: Bracket | null, racers: readonly string[]): World[] {
  const worlds: World[] = [];
  for (const placing of permutations(racers)) {
    for (const statuses of statusTuples(racers.length)) {
      if (statuses.some((status, i) => i > 0 && ORDER[status] < ORDER[statuses[i - 1] ?? 'Finished'])) continue;
      const winner = statuses[0] === 'Finished' ? (placing[0] ?? null) : null;
      const moves = raceMoves(round, bracket, { placing, winner });
      const finishers = placing.filter((_, i) => statuses[i] === 'Finished');
      for (let mask = 0; mask < 1 << finishers.length; mask += 1) {
        const next = new Map(world);
        placing.forEach((id, i) => {
          const figures = world.get(id);
          if (figures === undefined) return;
          const award = pointsForPlace(round, bracket, i, placing.length, statuses[i] ?? 'DNS');
          const fast = (mask >> finishers.indexOf(id)) & 1 && finishers.includes(id);
          const move = moves.get(id);
          next.set(id, {
            ...figures,
            points: figures.points + award.points,
            bye: figures.bye || award.bye,
            time: fast ? FASTEST_NEW_TIME_MS : figures.time,
            next: round === 'Round 3' ? figures.next : move === undefined ? figures.next : move,
            raceQualified: figures.raceQualified || (round === 'Round 3' && move === 'Playoffs'),
          });
        });
        worlds.push(next);
      }
    }
  }
  return worlds;
}

/** Every way to split `ids` into groups of 1 to 3 (a lone runner races alone). */
function groupings(ids: readonly string[]): string[][][] {
  const [first, ...rest] = ids;
  if (first === undefined) return [[]];
  const result: string[][][] = [];
  // {first} with rest[i], and with rest[i] and rest[j] (j > i); j === rest.length stands for no third member.
  for (let i = 0; i < rest.length; i += 1) {
    for (let j = i + 1; j <= rest.length; j += 1) {
      const mates = rest.filter((_, k) => k === i || k === j);
      for (const tail of groupings(rest.filter((id) => !mates.includes(id)))) result.push([[first, ...mates], ...tail]);
    }
  }
  for (const tail of groupings(rest)) result.push([[first], ...tail]);
  return result;
}

const RACING: readonly (Bracket | null)[] = ['Normal', 'Ascension', 'Exhibition'];

/** Plays the free runners of one round: every grouping within each bracket, every result. */
function playFree(world: World, round: SwissRound, free: readonly string[]): World[] {
  let worlds: World[] = [world];
  for (const bracket of RACING) {
    const ids = free.filter((id) => world.get(id)?.bracket === bracket);
    const after: World[] = [];
    for (const current of worlds) {
      for (const grouping of groupings(ids)) {
        let played: World[] = [current];
        for (const group of grouping) played = dedupe(played.flatMap((w) => playRace(w, round, bracket, group)));
        after.push(...played);
      }
    }
    worlds = dedupe(after);
  }
  return worlds;
}

/** The end of Round 1 or 2: the moves of the round's races; a withdrawn runner leaves their bracket. */
function endSwissRound(world: World, input: QualificationInput): World {
  const withdrawn = new Set(input.runners.filter((runner) => runner.withdrawn).map((runner) => runner._id));
  const after = (id: string, f: Figures) => (withdrawn.has(id) ? null : f.next === undefined ? f.bracket : f.next);
  return new Map([...world].map(([id, f]) => [id, { ...f, bracket: after(id, f), next: undefined }]));
}

/** Who qualifies in `world` at the end of Round 3, by planRoundEnd with the test's small cut. */
function qualifiedIn(world: World, input: QualificationInput): Set<string> {
  const runners = input.runners.map((runner) => {
    const figures = world.get(runner._id);
    return {
      _id: runner._id,
      displayName: runner._id,
      withdrawn: runner.withdrawn,
      points: figures?.points ?? 0,
      bye: figures?.bye ?? false,
      bestTournamentTimeMilliseconds: figures?.time ?? null,
      currentBracket: figures?.bracket ?? null,
    };
  });
  const plan = planRoundEnd({ round: 'Round 3', races: [], runners, cutoff: input.cutoff });
  const qualified = new Set<string>();
  for (const runner of runners) {
    const bracket = plan.bracketChanges.has(runner._id) ? plan.bracketChanges.get(runner._id) : runner.currentBracket;
    const byRace = world.get(runner._id)?.raceQualified === true;
    if (!runner.withdrawn && (bracket === 'Playoffs' || byRace)) qualified.add(runner._id);
  }
  return qualified;
}

/** For each runner: does every completion qualify them, and does any? */
function enumerate(input: QualificationInput): Map<string, { always: boolean; ever: boolean }> {
  const round = input.stage as SwissRound;
  const start = (r: QualificationRunner): Figures => ({
    ...{ points: r.points, bye: r.bye, time: r.bestTournamentTimeMilliseconds, bracket: r.currentBracket },
    ...{ next: undefined, raceQualified: false },
  });
  let worlds: World[] = [new Map(input.runners.map((runner) => [runner._id, start(runner)]))];
  const grouped = new Set(input.groups.flatMap((group) => [...group.members, ...(group.result?.placing ?? [])]));
  for (const group of input.groups) {
    if (group.result === null) {
      worlds = dedupe(worlds.flatMap((world) => playRace(world, round, group.bracket, group.members)));
      continue;
    }
    const moves = raceMoves(round, group.bracket, group.result);
    worlds = worlds.map((world) => {
      const next = new Map(world);
      for (const [id, move] of moves) {
        const figures = world.get(id);
        if (figures === undefined) continue;
        next.set(
          id,
          round === 'Round 3'
            ? { ...figures, raceQualified: figures.raceQualified || move === 'Playoffs' }
            : { ...figures, next: move },
        );
      }
      return next;
    });
  }
  const active = input.runners.filter((runner) => !runner.withdrawn);
  const free = active.filter((runner) => !grouped.has(runner._id)).map((runner) => runner._id);
  worlds = dedupe(worlds.flatMap((world) => playFree(world, round, free)));
  for (const later of SWISS_ROUNDS.slice(SWISS_ROUNDS.indexOf(round) + 1)) {
    const everyone = active.map((runner) => runner._id);
    worlds = dedupe(worlds.map((world) => endSwissRound(world, input)));
    worlds = dedupe(worlds.flatMap((world) => playFree(world, later, everyone)));
  }
  const verdict = new Map(input.runners.map((runner) => [runner._id, { always: true, ever: false }]));
  for (const world of worlds) {
    const qualified = qualifiedIn(world, input);
    for (const [id, entry] of verdict) {
      entry.always &&= qualified.has(id);
      entry.ever ||= qualified.has(id);
    }
  }
  return verdict;
}

const ids = ['a', 'b', 'c', 'd', 'e'];
const BRACKETS_BY_STAGE: Record<SwissRound, (Bracket | null)[]> = {
  'Round 1': ['Normal', 'Normal', 'Normal', null],
  'Round 2': ['Normal', 'Ascension', 'Ascension', null],
  'Round 3': ['Normal', 'Ascension', 'Exhibition', null],
};

const FIGURES_NONE = { points: 0, bye: false, time: null, withdrawn: false, bracketPick: 0 };

const seasonArbitrary = (stages: readonly SwissRound[], maxRunners: number, allGrouped: boolean) =>
  fc
    .record({
      stage: fc.constantFrom(...stages),
      count: fc.integer({ min: 2, max: maxRunners }),
      cutoff: fc.integer({ min: 1, max: 3 }),
      figures: fc.array(
        fc.record({
          points: fc.constantFrom(0, 1, 6, 9, 10, 16, 20),
          bye: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
          time: fc.constantFrom(null, 1, 5_000, 7_000),
          withdrawn: fc.constantFrom(false, false, false, true),
          bracketPick: fc.nat(3),
        }),
        { minLength: 5, maxLength: 5 },
      ),
      order: fc.shuffledSubarray(ids, { minLength: 5, maxLength: 5 }),
      groupSizes: fc.array(fc.constantFrom(2, 3), { minLength: 3, maxLength: 3 }),
      groupCount: fc.nat(3),
      completed: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
      finished: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    })
    .map((draw): QualificationInput => {
      const runners = ids.slice(0, draw.count).map((_id, i): QualificationRunner => {
        const { points, bye, time, withdrawn, bracketPick } = draw.figures[i] ?? FIGURES_NONE;
        const currentBracket = BRACKETS_BY_STAGE[draw.stage][bracketPick] ?? null;
        return { _id, points, bye, bestTournamentTimeMilliseconds: time, withdrawn, currentBracket };
      });
      const racing = draw.order.filter((id) =>
        runners.some((r) => r._id === id && RACING.includes(r.currentBracket) && (!r.withdrawn || id === 'a')),
      );
      const groups: QualificationGroup[] = [];
      let at = 0;
      const count = allGrouped ? 3 : draw.groupCount;
      for (let g = 0; g < count && at < racing.length; g += 1) {
        const size = Math.min(draw.groupSizes[g] ?? 2, racing.length - at);
        const members = racing.slice(at, at + size);
        at += size;
        if (members.length < 2 && !allGrouped) break;
        const bracket = runners.find((r) => r._id === members[0])?.currentBracket ?? null;
        const done = !allGrouped && draw.completed[g] === true;
        const winner = draw.finished[g] === true ? (members[0] ?? null) : null;
        groups.push({ bracket, members, result: done ? { placing: members, winner } : null });
      }
      return { stage: draw.stage, runners, groups, playoffRunners: new Set(), cutoff: draw.cutoff };
    });

function checkAgainstBruteForce(input: QualificationInput, exactQualified: boolean) {
  const statuses = qualificationStatuses(input);
  const truth = enumerate(input);
  for (const runner of input.runners) {
    const status = statuses.get(runner._id);
    const { always, ever } = truth.get(runner._id) ?? { always: false, ever: false };
    const where = `${runner._id} in ${JSON.stringify({ ...input, playoffRunners: [] })}`;
    if (status === 'qualified') expect(always, where).toBe(true);
    if (status === 'eliminated') expect(ever, where).toBe(false);
    if (!ever) expect(status, where).toBe('eliminated');
    if (exactQualified && always) expect(status, where).toBe('qualified');
  }
}

describe('qualificationStatuses against every completion of small seasons', () => {
  it('is never wrong in Round 3, and eliminated is exact', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(seasonArbitrary(['Round 3'], 5, false), (input) => checkAgainstBruteForce(input, false)),
      { numRuns: 150 },
    );
  });

  it('is never wrong from Round 2 on small seasons, and eliminated is exact', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(seasonArbitrary(['Round 2'], 4, false), (input) => checkAgainstBruteForce(input, false)),
      { numRuns: 40 },
    );
  });

  it('is never wrong from Round 1 on small seasons, and eliminated is exact', { timeout: 120_000 }, () => {
    fc.assert(
      fc.property(seasonArbitrary(['Round 1'], 3, false), (input) => checkAgainstBruteForce(input, false)),
      { numRuns: 6 },
    );
  });

  it('is exact in Round 3 once every runner still racing has a group', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(seasonArbitrary(['Round 3'], 5, true), (input) => checkAgainstBruteForce(input, true)),
      { numRuns: 200 },
    );
  });
});
