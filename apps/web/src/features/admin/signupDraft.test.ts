import { DEFAULT_SIGNUP_SETTINGS } from '@pokered/core/signups';
import { describe, expect, it } from 'vitest';
import { readSignupDraft, signupDraftOf } from './signupDraft';

// 2026-12-01 00:00 UTC is 05:45 in Kathmandu (the test zone).
const OPEN = 1_796_083_200;

describe('the sign-up settings fields (rules §38)', () => {
  it('shows each moment as a day and a time in the admin’s zone, and reads them back', () => {
    const draft = signupDraftOf({ ...DEFAULT_SIGNUP_SETTINGS, signupsOpenAt: OPEN, signupCap: 64 });
    expect(draft.moments.signupsOpenAt).toEqual({ date: '2026-12-01', time: '05:45' });
    expect(draft.moments.signupsCloseAt).toEqual({ date: '', time: '' });
    expect(draft.signupCap).toBe(64);
    expect(readSignupDraft(draft)).toEqual({
      settings: { ...DEFAULT_SIGNUP_SETTINGS, signupsOpenAt: OPEN, signupCap: 64 },
      problems: [],
    });
  });

  it('reads an empty cap as no cap and a half-typed moment as a problem', () => {
    const draft = signupDraftOf(DEFAULT_SIGNUP_SETTINGS);
    draft.moments.signupsCloseAt = { date: '2026-12-20', time: '' };
    const read = readSignupDraft(draft);
    expect(read.settings.signupCap).toBeNull();
    expect(read.problems).toEqual(['Sign-ups close: give both a day and a time, or neither.']);
  });

  it('says what the rule refuses: closing before opening', () => {
    const draft = signupDraftOf({ ...DEFAULT_SIGNUP_SETTINGS, signupsOpenAt: OPEN, signupsCloseAt: OPEN - 60 });
    expect(readSignupDraft(draft).problems).toEqual(['Sign-ups must close after they open.']);
  });
});
