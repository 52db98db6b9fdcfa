import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, enterRequestOf, parseRunTime, registerProblems } from './registerForm';

describe('the register form (rules §38)', () => {
  it('reads a run time as H:MM:SS with optional milliseconds', () => {
    expect(parseRunTime('1:52:30')).toBe(6_750_000);
    expect(parseRunTime(' 1:52:30.5 ')).toBe(6_750_500);
    expect(parseRunTime('0:59:59.999')).toBe(3_599_999);
    expect(parseRunTime('1:60:00')).toBeNull();
    expect(parseRunTime('1h52')).toBeNull();
    expect(parseRunTime('')).toBeNull();
  });

  it('asks for the restream answer and the rules, and a readable personal best', () => {
    expect(registerProblems(EMPTY_DRAFT)).toEqual([
      'Answer whether your races may be restreamed.',
      'Accept the rules.',
    ]);
    const answered = { ...EMPTY_DRAFT, restreamConsent: 'clean-audio' as const, rulesAccepted: true };
    expect(registerProblems(answered)).toEqual([]);
    expect(registerProblems({ ...answered, personalBestTime: '1:52' })).toEqual([
      'Write your personal best as H:MM:SS, e.g. 1:52:30.',
    ]);
    expect(registerProblems({ ...answered, personalBestTime: '0:00:30' })).toEqual([
      'Your personal best must be between a minute and a day.',
    ]);
    expect(registerProblems({ ...answered, personalBestUrl: 'https://example.test/run' })).toEqual([
      'Give the time of the run you link to, or leave the link empty.',
    ]);
    expect(registerProblems({ ...answered, personalBestTime: '1:52:30', personalBestUrl: 'example.test' })).toEqual([
      'The link to your run must start with http:// or https://.',
    ]);
  });

  it('sends the personal best only when one is given', () => {
    const answered = { ...EMPTY_DRAFT, restreamConsent: 'yes' as const, rulesAccepted: true };
    expect(enterRequestOf(answered)).toEqual({ restreamConsent: 'yes', rulesAccepted: true, personalBest: null });
    expect(enterRequestOf({ ...answered, personalBestTime: '1:52:30', personalBestUrl: ' https://x.test/r ' })).toEqual(
      {
        restreamConsent: 'yes',
        rulesAccepted: true,
        personalBest: { timeMs: 6_750_000, url: 'https://x.test/r' },
      },
    );
  });
});
