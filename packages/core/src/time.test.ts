import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finishTimeToMs,
  formatFinishTime,
  formatHms,
  formatTime,
  isFinishTimeInBounds,
  isValidBestTimeGuess,
  isZeroTime,
  MISSING_BEST_TIME_MS,
  msToFinishTime,
  wrapBestTimeGuessField,
  wrapRecordField,
  type FinishTime,
} from './time.ts';

const inBoundsTime = fc.record({
  hours: fc.integer({ min: 0, max: 4 }),
  minutes: fc.integer({ min: 0, max: 59 }),
  seconds: fc.integer({ min: 0, max: 59 }),
  milliseconds: fc.integer({ min: 0, max: 999 }),
});

describe('finishTimeToMs / msToFinishTime', () => {
  it('converts a known time', () => {
    expect(finishTimeToMs({ hours: 1, minutes: 52, seconds: 3, milliseconds: 120 })).toBe(6_723_120);
    expect(msToFinishTime(6_723_120)).toEqual({ hours: 1, minutes: 52, seconds: 3, milliseconds: 120 });
  });

  it('round-trips every in-bounds time', () => {
    fc.assert(
      fc.property(inBoundsTime, (ft) => {
        expect(msToFinishTime(finishTimeToMs(ft))).toEqual(ft);
      }),
    );
  });

  it('round-trips every whole, non-negative duration', () => {
    fc.assert(
      fc.property(fc.nat(), (ms) => {
        expect(finishTimeToMs(msToFinishTime(ms))).toBe(ms);
      }),
    );
  });

  it('floors fractions and turns negative or non-finite input into zero', () => {
    expect(msToFinishTime(1_999.9)).toEqual({ hours: 0, minutes: 0, seconds: 1, milliseconds: 999 });
    expect(msToFinishTime(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0, milliseconds: 0 });
    expect(msToFinishTime(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0, milliseconds: 0 });
  });

  it('the missing best time is 2.5 hours', () => {
    expect(msToFinishTime(MISSING_BEST_TIME_MS)).toEqual({ hours: 2, minutes: 30, seconds: 0, milliseconds: 0 });
  });
});

describe('formatting', () => {
  it('formats HH:MM:SS with padding and drops milliseconds', () => {
    expect(formatHms(6_723_999)).toBe('01:52:03');
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(MISSING_BEST_TIME_MS)).toBe('02:30:00');
  });

  it('formats a time as H:MM:SS.mmm, the one format of finish times', () => {
    expect(formatTime(6_068_069)).toBe('1:41:08.069');
    expect(formatTime(6_894_251)).toBe('1:54:54.251');
    expect(formatTime(0)).toBe('0:00:00.000');
    expect(formatTime(5_007)).toBe('0:00:05.007');
    expect(formatTime(18_000_000)).toBe('5:00:00.000');
    expect(formatTime(1_999.9)).toBe('0:00:01.999');
    expect(formatTime(-5)).toBe('0:00:00.000');
    expect(formatTime(Number.NaN)).toBe('0:00:00.000');
  });

  it('formats a stored finish time the same way', () => {
    expect(formatFinishTime({ hours: 1, minutes: 52, seconds: 3, milliseconds: 120 })).toBe('1:52:03.120');
    expect(formatFinishTime({ hours: 0, minutes: 5, seconds: 0, milliseconds: 7 })).toBe('0:05:00.007');
  });

  it('is HH:MM:SS without the leading zero, plus milliseconds (a duration: no time zone)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5 * 3_600_000 }), (ms) => {
        expect(formatTime(ms)).toMatch(/^\d:[0-5]\d:[0-5]\d\.\d{3}$/);
        expect(formatTime(ms).slice(0, -4)).toBe(formatHms(ms).replace(/^0/, ''));
      }),
    );
  });
});

describe('wrapRecordField', () => {
  it.each([
    ['hours', -1, 4],
    ['hours', 5, 0],
    ['hours', 3, 3],
    ['minutes', -1, 59],
    ['minutes', 60, 0],
    ['minutes', 75, 0],
    ['seconds', -1, 59],
    ['seconds', 60, 0],
    ['milliseconds', -1, 999],
    ['milliseconds', 1000, 0],
    ['milliseconds', 500, 500],
  ] as const)('%s %d becomes %d', (field, value, expected) => {
    expect(wrapRecordField(field, value)).toBe(expected);
  });

  it('treats an empty input (NaN) as 0 and truncates fractions', () => {
    expect(wrapRecordField('minutes', Number.NaN)).toBe(0);
    expect(wrapRecordField('seconds', 12.7)).toBe(12);
  });

  it('always yields an in-bounds field and is idempotent', () => {
    const field = fc.constantFrom('hours', 'minutes', 'seconds', 'milliseconds' as const);
    fc.assert(
      fc.property(field, fc.integer({ min: -5000, max: 5000 }), (f, v) => {
        const once = wrapRecordField(f, v);
        expect(wrapRecordField(f, once)).toBe(once);
        const ft: FinishTime = { hours: 0, minutes: 0, seconds: 0, milliseconds: 0, [f]: once };
        expect(isFinishTimeInBounds(ft)).toBe(true);
      }),
    );
  });
});

describe('wrapBestTimeGuessField', () => {
  it('wraps hours within 0-2', () => {
    expect(wrapBestTimeGuessField('hours', -1)).toBe(2);
    expect(wrapBestTimeGuessField('hours', 3)).toBe(0);
    expect(wrapBestTimeGuessField('hours', 2)).toBe(2);
  });

  it('wraps the other fields like a recorded time', () => {
    expect(wrapBestTimeGuessField('minutes', -1)).toBe(59);
    expect(wrapBestTimeGuessField('milliseconds', 1000)).toBe(0);
  });
});

describe('bounds and zero', () => {
  it('accepts in-bounds integers', () => {
    fc.assert(
      fc.property(inBoundsTime, (ft) => {
        expect(isFinishTimeInBounds(ft)).toBe(true);
      }),
    );
  });

  it('refuses out-of-range and fractional fields', () => {
    expect(isFinishTimeInBounds({ hours: 5, minutes: 0, seconds: 0, milliseconds: 0 })).toBe(false);
    expect(isFinishTimeInBounds({ hours: 0, minutes: 60, seconds: 0, milliseconds: 0 })).toBe(false);
    expect(isFinishTimeInBounds({ hours: 0, minutes: 0, seconds: -1, milliseconds: 0 })).toBe(false);
    expect(isFinishTimeInBounds({ hours: 0, minutes: 0, seconds: 0, milliseconds: 1.5 })).toBe(false);
  });

  it('a best-time guess needs hours 1-2', () => {
    expect(isValidBestTimeGuess({ hours: 1, minutes: 50, seconds: 0, milliseconds: 0 })).toBe(true);
    expect(isValidBestTimeGuess({ hours: 0, minutes: 50, seconds: 0, milliseconds: 0 })).toBe(false);
    expect(isValidBestTimeGuess({ hours: 3, minutes: 0, seconds: 0, milliseconds: 0 })).toBe(false);
  });

  it('detects a zero time', () => {
    expect(isZeroTime({ hours: 0, minutes: 0, seconds: 0, milliseconds: 0 })).toBe(true);
    expect(isZeroTime({ hours: 0, minutes: 0, seconds: 0, milliseconds: 1 })).toBe(false);
  });
});
