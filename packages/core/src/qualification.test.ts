import { describe, expect, it } from 'vitest';
import type { Bracket } from './brackets.ts';
import { qualificationStatuses, type QualificationGroup, type QualificationRunner } from './qualification.ts';
import type { TournamentStage } from './rounds.ts';

const runner = (
  _id: string,
  points: number,
  currentBracket: Bracket | null = 'Normal',
  extra: Partial<QualificationRunner> = {},
): QualificationRunner => ({
  _id,
  points,
  bestTournamentTimeMilliseconds: null,
  bye: false,
  currentBracket,
  withdrawn: false,
  ...extra,
});

const statuses = (
  stage: TournamentStage,
  runners: QualificationRunner[],
  groups: QualificationGroup[] = [],
  cutoff?: number,
  playoffRunners: string[] = [],
) =>
  Object.fromEntries(
    qualificationStatuses({ stage, runners, groups, playoffRunners: new Set(playoffRunners), cutoff }),
  );

/** `count` runners of `points` each, in a bracket, with ids prefix0, prefix1, … */
const field = (prefix: string, count: number, points: number, bracket: Bracket | null = 'Normal') =>
  Array.from({ length: count }, (_, i) => runner(`${prefix}${String(i)}`, points, bracket));

describe('qualificationStatuses after Round 3', () => {
  it('reads the playoff places the Round 3 end gave; a withdrawn runner is eliminated', () => {
    const result = statuses(
      'Semifinals',
      [
        runner('in', 0, 'Playoffs'),
        runner('out', 30, null),
        runner('lostQuarter', 20, null),
        runner('gone', 25, 'Playoffs', { withdrawn: true }),
      ],
      [],
      27,
      ['in', 'lostQuarter', 'gone'],
    );
    expect(result).toEqual({ in: 'qualified', out: 'eliminated', lostQuarter: 'qualified', gone: 'eliminated' });
  });
});

describe('qualificationStatuses in the Swiss rounds', () => {
  it('eliminates nobody still racing in Round 1: a win leads to an Ascension race and its BYE', () => {
    const result = statuses('Round 1', [...field('n', 40, 0), runner('gone', 0, 'Normal', { withdrawn: true })]);
    expect(result['n0']).toBe('contending');
    expect(result['gone']).toBe('eliminated');
  });

  it('qualifies a BYE holder and an Exhibition runner, whatever their points', () => {
    const result = statuses('Round 3', [
      ...field('top', 40, 30),
      runner('bye', 0, 'Exhibition', { bye: true }),
      runner('exhibition', 0, 'Exhibition'),
    ]);
    expect(result['bye']).toBe('qualified');
    expect(result['exhibition']).toBe('qualified');
  });

  it('in Round 3, eliminates a Normal runner whom a win cannot lift to the cut, and keeps an Ascension racer in', () => {
    const result = statuses('Round 3', [
      ...field('top', 27, 25),
      runner('normal', 14),
      runner('ascension', 0, 'Ascension'),
      runner('close', 15),
    ]);
    // 14 + 10 = 24 < 25 for 27 others: out. 15 + 10 = 25 and a fastest time ties nobody ahead: still in it.
    expect(result['normal']).toBe('eliminated');
    expect(result['ascension']).toBe('contending');
    expect(result['close']).toBe('contending');
  });

  it('qualifies a runner whom not enough others can pass, even if they score nothing more', () => {
    const result = statuses('Round 3', [...field('low', 30, 0), ...field('high', 20, 40), runner('me', 20)]);
    // The 30 low runners reach at most 10 (Normal) in Round 3; only the 20 high ones are ahead of 20 points.
    expect(result['me']).toBe('qualified');
    expect(result['low0']).toBe('contending');
  });

  it('counts the racers of one Round 3 race together: only one of them can win it', () => {
    const runners = [runner('me', 10), runner('y', 1), runner('z', 1), runner('w', 0)];
    const groups: QualificationGroup[] = [
      { bracket: 'Normal', members: ['y', 'z'], result: null },
      { bracket: 'Normal', members: ['me', 'w'], result: { placing: ['me', 'w'], winner: 'me' } },
    ];
    // Alone, y and z can each reach 11; in their race only one gets 10, so at most one passes `me`.
    expect(statuses('Round 3', runners, groups, 2)['me']).toBe('qualified');
    expect(statuses('Round 3', runners, groups, 1)['me']).toBe('contending');
  });

  it('follows the Round 2 end: an Ascension racer placed last drops to Normal and can no longer win a BYE', () => {
    const runners = [
      ...field('top', 3, 40),
      runner('dropped', 0, 'Ascension'),
      runner('winner', 0, 'Ascension'),
      runner('mid', 0, 'Ascension'),
    ];
    const groups: QualificationGroup[] = [
      {
        bracket: 'Ascension',
        members: ['winner', 'mid', 'dropped'],
        result: { placing: ['winner', 'mid', 'dropped'], winner: 'winner' },
      },
    ];
    const result = statuses('Round 2', runners, groups, 3);
    expect(result['dropped']).toBe('eliminated');
    expect(result['mid']).toBe('contending');
    expect(result['winner']).toBe('qualified');
  });

  it('works out only the runners asked for, with the same answer', () => {
    const runners = [...field('low', 30, 0), ...field('high', 20, 40), runner('me', 20)];
    const all = qualificationStatuses({ stage: 'Round 3', runners, groups: [], playoffRunners: new Set() });
    const one = qualificationStatuses({
      stage: 'Round 3',
      runners,
      groups: [],
      playoffRunners: new Set(),
      only: new Set(['me', 'low3']),
    });
    expect(Object.fromEntries(one)).toEqual({ me: all.get('me'), low3: all.get('low3') });
  });
});
