import { describe, expect, it } from 'vitest';
import { gapInWords, placesInWords, recordInNumbers, recordInWords } from './rivalryWording';

describe('rivalry wording (rules §30)', () => {
  it('says a record in numbers and in words', () => {
    expect(recordInNumbers({ ahead: 3, behind: 1, ties: 0 })).toBe('3 ahead · 1 behind · 0 tied');
    expect(recordInWords('Red', 'Blue', { ahead: 3, behind: 1, ties: 0 })).toBe(
      'Red placed ahead of Blue 3 times and behind 1 time, with 0 ties, in 4 meetings.',
    );
    expect(recordInWords('Red', 'Blue', { ahead: 0, behind: 0, ties: 1 })).toBe(
      'Red placed ahead of Blue 0 times and behind 0 times, with 1 tie, in 1 meeting.',
    );
    expect(recordInWords('Red', 'Blue', { ahead: 0, behind: 0, ties: 0 })).toBe(
      'Red and Blue have not met in a completed race yet.',
    );
  });

  it('says who was faster, from either side', () => {
    expect(gapInWords('Red', 'Blue', 300_000)).toBe('Red faster by 0:05:00.000');
    expect(gapInWords('Red', 'Blue', -1_500)).toBe('Blue faster by 0:00:01.500');
    expect(gapInWords('Red', 'Blue', 0)).toBe('Same time.');
    expect(gapInWords('Red', 'Blue', null)).toBe('No time gap: not both finished.');
    expect(placesInWords('Red', 1, 'Blue', 3)).toBe('Red 1st, Blue 3rd');
  });
});
