import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bracket } from './brackets.ts';
import { planRoundEnd, type RoundEndRace, type RoundEndRunner } from './roundEnd.ts';

const runner = (
  _id: string,
  currentBracket: Bracket | null,
  points = 0,
  bye = false,
  time: number | null = null,
): RoundEndRunner => ({
  _id,
  currentBracket,
  points,
  bye,
  bestTournamentTimeMilliseconds: time,
  displayName: _id,
});

const race = (
  bracket: Bracket | null,
  placing: string[],
  winner: string | null = placing[0] ?? null,
): RoundEndRace => ({ bracket, placing, winner });

const changes = (map: Map<string, Bracket | null>) => Object.fromEntries([...map].sort(([a], [b]) => (a < b ? -1 : 1)));

describe('after Round 1', () => {
  it('moves Normal winners to Ascension and nobody else', () => {
    const plan = planRoundEnd({
      round: 'Round 1',
      races: [race('Normal', ['a', 'b', 'c']), race('Normal', ['d', 'e'])],
      runners: ['a', 'b', 'c', 'd', 'e'].map((id) => runner(id, 'Normal')),
    });
    expect(changes(plan.bracketChanges)).toEqual({ a: 'Ascension', d: 'Ascension' });
    expect(plan.nextStage).toBe('Round 2');
    expect(plan.podium).toBeNull();
  });

  it('moves nobody from a race nobody finished', () => {
    const plan = planRoundEnd({
      round: 'Round 1',
      races: [race('Normal', ['a', 'b', 'c'], null)],
      runners: ['a', 'b', 'c'].map((id) => runner(id, 'Normal')),
    });
    expect(plan.bracketChanges.size).toBe(0);
  });
});

describe('after Round 2', () => {
  const runners = [
    ...['n1', 'n2', 'n3'].map((id) => runner(id, 'Normal')),
    ...['a1', 'a2', 'a3', 'b1', 'b2'].map((id) => runner(id, 'Ascension')),
  ];

  it('climbs Normal winners, sends Ascension winners to Exhibition, drops the last of Ascension', () => {
    const plan = planRoundEnd({
      round: 'Round 2',
      races: [
        race('Normal', ['n1', 'n2', 'n3']),
        race('Ascension', ['a1', 'a2', 'a3']),
        race('Ascension', ['b1', 'b2']),
      ],
      runners,
    });
    expect(changes(plan.bracketChanges)).toEqual({
      n1: 'Ascension',
      a1: 'Exhibition',
      a3: 'Normal',
      b1: 'Exhibition',
      b2: 'Normal',
    });
    expect(plan.nextStage).toBe('Round 3');
  });

  it('still drops the last placed of an Ascension race nobody finished, but promotes nobody', () => {
    const plan = planRoundEnd({ round: 'Round 2', races: [race('Ascension', ['a1', 'a2', 'a3'], null)], runners });
    expect(changes(plan.bracketChanges)).toEqual({ a3: 'Normal' });
  });

  it('leaves a lone unfinished Ascension racer in place', () => {
    const plan = planRoundEnd({ round: 'Round 2', races: [race('Ascension', ['a1'], null)], runners });
    expect(plan.bracketChanges.size).toBe(0);
  });
});

describe('after Round 3', () => {
  it('qualifies BYE holders, Exhibition runners and the standings down to the cut; everyone else leaves', () => {
    // 2 Exhibition runners (BYE from Round 2), 1 new Ascension BYE, 30 others by points.
    const exhibition = [runner('x1', 'Exhibition', 10, true), runner('x2', 'Exhibition', 9, true)];
    const ascension = [runner('w', 'Ascension', 19, true), runner('l', 'Ascension', 25)];
    const others = Array.from({ length: 29 }, (_, i) => runner(`r${String(i).padStart(2, '0')}`, 'Normal', 40 - i));
    const plan = planRoundEnd({
      round: 'Round 3',
      races: [race('Exhibition', ['x1', 'x2']), race('Ascension', ['w', 'l'])],
      runners: [...exhibition, ...ascension, ...others],
    });
    // 3 BYEs rank first (counted within the 27), then 24 places: r00..r22 and l (25 points, beside r15).
    const qualified = [...plan.bracketChanges].filter(([, b]) => b === 'Playoffs').map(([id]) => id);
    expect(qualified).toHaveLength(27);
    expect(qualified).toEqual(expect.arrayContaining(['x1', 'x2', 'w', 'l', 'r00', 'r22']));
    expect(plan.bracketChanges.get('r23')).toBeNull();
    expect(plan.bracketChanges.get('r28')).toBeNull();
    expect(plan.nextStage).toBe('Quarterfinals');
  });

  it('lets every runner tied at the cut in', () => {
    const runners = Array.from({ length: 30 }, (_, i) =>
      runner(`r${String(i).padStart(2, '0')}`, 'Normal', i < 25 ? 50 - i : 10),
    );
    const plan = planRoundEnd({ round: 'Round 3', races: [], runners });
    expect([...plan.bracketChanges.values()].filter((b) => b === 'Playoffs')).toHaveLength(30);
  });

  it('qualifies an Exhibition runner or BYE holder even below the cut (figures lagging, or over 27 BYEs)', () => {
    const strong = Array.from({ length: 27 }, (_, i) => runner(`s${String(i).padStart(2, '0')}`, 'Normal', 50, true));
    const plan = planRoundEnd({
      round: 'Round 3',
      races: [race('Exhibition', ['late', 'x']), race('Ascension', ['fresh', 'loser'])],
      runners: [
        ...strong,
        runner('late', 'Exhibition', 0, true),
        runner('x', 'Normal'),
        runner('fresh', 'Ascension'),
        runner('loser', 'Ascension'),
      ],
    });
    expect(plan.bracketChanges.get('late')).toBe('Playoffs');
    expect(plan.bracketChanges.get('x')).toBe('Playoffs');
    expect(plan.bracketChanges.get('fresh')).toBe('Playoffs');
    expect(plan.bracketChanges.get('loser')).toBeNull();
  });

  it('gives every runner a Playoffs-or-null bracket and qualifies at least min(27, runners)', () => {
    const runnerArb = fc.record({
      points: fc.integer({ min: 0, max: 30 }),
      bye: fc.boolean(),
      currentBracket: fc.constantFrom<Bracket>('Normal', 'Ascension', 'Exhibition'),
    });
    fc.assert(
      fc.property(fc.array(runnerArb, { maxLength: 40 }), (specs) => {
        const runners = specs.map((s, i) => runner(`r${i}`, s.currentBracket, s.points, s.bye));
        const plan = planRoundEnd({ round: 'Round 3', races: [], runners });
        const after = runners.map((r) =>
          plan.bracketChanges.has(r._id) ? plan.bracketChanges.get(r._id) : r.currentBracket,
        );
        expect(after.every((b) => b === 'Playoffs' || b === null)).toBe(true);
        expect(after.filter((b) => b === 'Playoffs').length).toBeGreaterThanOrEqual(Math.min(27, runners.length));
        runners.forEach((r, i) => {
          if (r.bye || r.currentBracket === 'Exhibition') expect(after[i]).toBe('Playoffs');
        });
      }),
    );
  });
});

describe('after the Quarterfinals and Semifinals', () => {
  it.each(['Quarterfinals', 'Semifinals'] as const)('keeps %s winners and eliminates the rest', (round) => {
    const plan = planRoundEnd({
      round,
      races: [race('Playoffs', ['a', 'b', 'c']), race('Playoffs', ['d', 'e']), race('Playoffs', ['f', 'g'], null)],
      runners: [
        ...['a', 'b', 'c', 'd', 'e', 'f', 'g', 'idle'].map((id) => runner(id, 'Playoffs')),
        runner('gone', null),
      ],
    });
    expect(changes(plan.bracketChanges)).toEqual({ b: null, c: null, e: null, f: null, g: null, idle: null });
    expect(plan.nextStage).toBe(round === 'Quarterfinals' ? 'Semifinals' : 'Final');
  });
});

describe('after the Final', () => {
  const finalists = ['g', 's', 'b'].map((id) => runner(id, 'Playoffs'));

  it('completes the tournament with the podium in placing order and no bracket changes', () => {
    const plan = planRoundEnd({ round: 'Final', races: [race('Playoffs', ['g', 's', 'b'])], runners: finalists });
    expect(plan).toEqual({ bracketChanges: new Map(), nextStage: 'completed', podium: ['g', 's', 'b'] });
  });

  it('leaves missing medals null with fewer than three racers, and no podium without a Final', () => {
    expect(planRoundEnd({ round: 'Final', races: [race('Playoffs', ['g', 's'])], runners: finalists }).podium).toEqual([
      'g',
      's',
      null,
    ]);
    expect(planRoundEnd({ round: 'Final', races: [], runners: finalists }).podium).toBeNull();
  });

  it('uses the placing even when nobody finished', () => {
    expect(
      planRoundEnd({ round: 'Final', races: [race('Playoffs', ['g', 's', 'b'], null)], runners: finalists }).podium,
    ).toEqual(['g', 's', 'b']);
  });
});

describe('withdrawn runners (rules §8)', () => {
  const gone = (id: string, bracket: Bracket | null, points = 0, bye = false): RoundEndRunner => ({
    ...runner(id, bracket, points, bye),
    withdrawn: true,
  });

  it('leave their bracket at a Swiss round end, even as a race winner', () => {
    const plan = planRoundEnd({
      round: 'Round 1',
      races: [race('Normal', ['w', 'b'])],
      runners: [gone('w', 'Normal'), runner('b', 'Normal'), gone('idle', 'Normal')],
    });
    expect(changes(plan.bracketChanges)).toEqual({ idle: null, w: null });
  });

  it('never count toward the Round 3 cutoff nor qualify, even with a BYE', () => {
    const active = Array.from({ length: 27 }, (_, i) => runner(`r${String(i).padStart(2, '0')}`, 'Normal', 10));
    const plan = planRoundEnd({
      round: 'Round 3',
      races: [],
      runners: [gone('top', 'Exhibition', 99, true), ...active],
    });
    expect(plan.bracketChanges.get('top')).toBeNull();
    expect(active.every((r) => plan.bracketChanges.get(r._id) === 'Playoffs')).toBe(true);
  });
});
