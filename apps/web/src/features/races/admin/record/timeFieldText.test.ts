import { describe, expect, it } from 'vitest';
import { parsePastedFinishTime, readTimeFieldText, stepTimeField } from './timeFieldText';

describe('readTimeFieldText', () => {
  it('reads what the field shows after typing: 3 typed after the 0 is 3', () => {
    expect(readTimeFieldText('hours', '03', 0)).toBe(3);
    expect(readTimeFieldText('milliseconds', '0345', 0)).toBe(345);
    expect(readTimeFieldText('minutes', ' 42 ', 0)).toBe(42);
  });

  it('wraps past either end, as rules §20 says: 75 minutes is 0, 1500 ms is 0, -1 hours is 4', () => {
    expect(readTimeFieldText('minutes', '75', 7)).toBe(0);
    expect(readTimeFieldText('milliseconds', '1500', 0)).toBe(0);
    expect(readTimeFieldText('hours', '05', 0)).toBe(0);
    expect(readTimeFieldText('hours', '-1', 0)).toBe(4);
    expect(readTimeFieldText('seconds', '59', 0)).toBe(59);
  });

  it('gives 0 for an emptied field and drops fractions', () => {
    expect(readTimeFieldText('seconds', '', 30)).toBe(0);
    expect(readTimeFieldText('seconds', '12.9', 0)).toBe(12);
    expect(readTimeFieldText('seconds', '12,9', 0)).toBe(12);
  });

  it('keeps the current value for text that is not a number, and never gives -0', () => {
    expect(readTimeFieldText('minutes', '1a', 1)).toBe(1);
    expect(readTimeFieldText('minutes', '-', 3)).toBe(3);
    expect(readTimeFieldText('minutes', '1e3', 3)).toBe(3);
    expect(Object.is(readTimeFieldText('minutes', '-0', 3), 0)).toBe(true);
  });
});

describe('stepTimeField', () => {
  it('steps by one and wraps at both ends', () => {
    expect(stepTimeField('minutes', 0, -1)).toBe(59);
    expect(stepTimeField('minutes', 59, 1)).toBe(0);
    expect(stepTimeField('hours', 4, 1)).toBe(0);
    expect(stepTimeField('milliseconds', 998, 1)).toBe(999);
  });
});

describe('parsePastedFinishTime', () => {
  it('reads racetime.gg clock times, hours optional, the fraction a part of a second', () => {
    expect(parsePastedFinishTime('1:50:12.345')).toEqual({ hours: 1, minutes: 50, seconds: 12, milliseconds: 345 });
    expect(parsePastedFinishTime(' 1:50:12 ')).toEqual({ hours: 1, minutes: 50, seconds: 12, milliseconds: 0 });
    expect(parsePastedFinishTime('50:12.345')).toEqual({ hours: 0, minutes: 50, seconds: 12, milliseconds: 345 });
    expect(parsePastedFinishTime('01:05:09.3')).toEqual({ hours: 1, minutes: 5, seconds: 9, milliseconds: 300 });
    expect(parsePastedFinishTime('1:05:09.3459')).toEqual({ hours: 1, minutes: 5, seconds: 9, milliseconds: 345 });
  });

  it('reads the time as Past Races shows it', () => {
    expect(parsePastedFinishTime('1h 52m 03s 120ms')).toEqual({ hours: 1, minutes: 52, seconds: 3, milliseconds: 120 });
    expect(parsePastedFinishTime('52m 3s')).toEqual({ hours: 0, minutes: 52, seconds: 3, milliseconds: 0 });
  });

  it('wraps each part like a typed value', () => {
    expect(parsePastedFinishTime('5:75:12.345')).toEqual({ hours: 0, minutes: 0, seconds: 12, milliseconds: 345 });
  });

  it('is null for a plain number or anything that is not a time', () => {
    for (const text of ['1500', '', '  ', 'abc', '1:2:3:4', '1::2', '1:50:12.', 'h']) {
      expect(parsePastedFinishTime(text)).toBeNull();
    }
  });
});
