import { describe, expect, it } from 'vitest';
import { resultInSeconds } from './raceSeconds';

describe('resultInSeconds', () => {
  it('shows the seconds the specification asks for with the site time format beside them', () => {
    const finishTime = { hours: 1, minutes: 54, seconds: 54, milliseconds: 251 };
    expect(resultInSeconds({ status: 'Finished', finishTime })).toBe('6894.251 s (1:54:54.251)');
  });

  it('reads any other status as its name', () => {
    const finishTime = { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 };
    expect(resultInSeconds({ status: 'DNF', finishTime })).toBe('DNF');
  });
});
