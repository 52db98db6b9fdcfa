import { describe, expect, it } from 'vitest';
import { buildRace } from '../../../../test/builders';
import { playedEarlyCandidates } from './playedEarly';

describe('playedEarlyCandidates', () => {
  it('keeps the round’s races that are neither cancelled, completed, started nor already listed as ready', () => {
    const nowMs = 1_800_000_000_000;
    const future = buildRace({ raceDateTime: 1_800_000_600 });
    const started = buildRace({ raceDateTime: 1_800_000_000 });
    const cancelled = buildRace({ raceDateTime: 1_800_000_600, cancelled: true });
    const completed = buildRace({ raceDateTime: 1_800_000_600, completed: true });
    const listedAbove = buildRace({ raceDateTime: 1_800_000_600 });
    expect(
      playedEarlyCandidates([future, started, cancelled, completed, listedAbove], new Set([listedAbove._id]), nowMs),
    ).toEqual([future]);
  });
});
