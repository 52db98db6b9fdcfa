import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIGNUP_SETTINGS,
  canCheckIn,
  canSelfWithdraw,
  checkInOpen,
  draftBeforeSeedingProblem,
  entryChecklist,
  fitsUnderCap,
  seedEntrants,
  seededDraftOrder,
  signupPhase,
  signupSettingsProblems,
  unmetItems,
} from './signups.ts';

const window = { ...DEFAULT_SIGNUP_SETTINGS, signupsOpenAt: 100, signupsCloseAt: 200 };

describe('sign-up settings (rules §38)', () => {
  it('accepts the defaults and a window that closes after it opens', () => {
    expect(signupSettingsProblems(DEFAULT_SIGNUP_SETTINGS)).toEqual([]);
    expect(signupSettingsProblems({ ...window, checkInOpensAt: 150 })).toEqual([]);
  });
  it('refuses a close before or at the opening, a close without an opening, a check-in before the opening', () => {
    expect(signupSettingsProblems({ ...window, signupsCloseAt: 100 })).toEqual([
      'Sign-ups must close after they open.',
    ]);
    expect(signupSettingsProblems({ ...window, signupsOpenAt: null })).toHaveLength(1);
    expect(signupSettingsProblems({ ...window, checkInOpensAt: 99 })).toEqual([
      'Check-in must not open before sign-ups open.',
    ]);
    expect(signupSettingsProblems({ ...DEFAULT_SIGNUP_SETTINGS, checkInOpensAt: 5 })).toHaveLength(1);
  });
  it('places now in the window: closed from the closing second on', () => {
    expect(signupPhase(DEFAULT_SIGNUP_SETTINGS, 150)).toBe('not-open');
    expect(signupPhase(window, 99)).toBe('not-open');
    expect(signupPhase(window, 100)).toBe('open');
    expect(signupPhase(window, 199)).toBe('open');
    expect(signupPhase(window, 200)).toBe('closed');
    expect(signupPhase({ ...window, signupsCloseAt: null }, 10_000)).toBe('open');
  });
  it('opens check-in at its time until the Round 1 draft is made', () => {
    const settings = { ...window, checkInOpensAt: 150 };
    expect(checkInOpen(settings, 149, false)).toBe(false);
    expect(checkInOpen(settings, 150, false)).toBe(true);
    expect(checkInOpen(settings, 150, true)).toBe(false);
    expect(checkInOpen(window, 1000, false)).toBe(false);
    expect(canCheckIn('registered', true)).toBe(true);
    expect(canCheckIn('waitlisted', true)).toBe(false);
    expect(canCheckIn('registered', false)).toBe(false);
    expect(canCheckIn('missed', true)).toBe(true);
    expect(canCheckIn('checked-in', true)).toBe(false);
  });
  it('fits an entry under the cap while fewer are entered', () => {
    expect(fitsUnderCap(null, 10_000)).toBe(true);
    expect(fitsUnderCap(2, 1)).toBe(true);
    expect(fitsUnderCap(2, 2)).toBe(false);
  });
  it('lets a runner withdraw until the Round 1 draw is confirmed', () => {
    expect(canSelfWithdraw('registered', false)).toBe(true);
    expect(canSelfWithdraw('waitlisted', false)).toBe(true);
    expect(canSelfWithdraw('registered', true)).toBe(false);
    expect(canSelfWithdraw('withdrawn', false)).toBe(false);
    expect(canSelfWithdraw('refused', false)).toBe(false);
  });
});

describe('the entry checklist (rules §38)', () => {
  it('names what is unmet; a block is not something the runner fixes', () => {
    const lines = entryChecklist({ requireRacetime: true, racetimeLinked: false, country: null, blocked: true });
    expect(lines.map((l) => [l.key, l.met])).toEqual([
      ['racetime', false],
      ['country', false],
      ['not-blocked', false],
    ]);
    expect(unmetItems(lines)).toEqual(['racetime', 'country']);
  });
  it('leaves racetime.gg out when the season does not require it', () => {
    const lines = entryChecklist({ requireRacetime: false, racetimeLinked: false, country: 'DE', blocked: false });
    expect(lines.map((l) => l.key)).toEqual(['country', 'not-blocked']);
    expect(unmetItems(lines)).toEqual([]);
  });
});

describe('seeding (rules §39)', () => {
  const facts = (userId: string, rank: number | null, racetime: number | null, claimed: number | null) => ({
    userId,
    lastSeasonRank: rank,
    racetimeBestMs: racetime,
    claimedBestMs: claimed,
  });
  it('takes the best source each runner has, in tiers, then leaves the rest unseeded', () => {
    const seeding = seedEntrants([
      facts('e', null, null, null),
      facts('d', null, null, 7_000_000),
      facts('c', null, 6_500_000, 6_000_000),
      facts('b', 3, 6_000_000, null),
      facts('a', 1, null, null),
      facts('f', null, 6_400_000, null),
    ]);
    expect(seeding.map((s) => [s.userId, s.seed, s.source])).toEqual([
      ['a', 1, 'last-season'],
      ['b', 2, 'last-season'],
      ['f', 3, 'racetime'],
      ['c', 4, 'racetime'],
      ['d', 5, 'claimed'],
      ['e', null, 'none'],
    ]);
  });
  it('breaks ties by user id, so the list is a function of its inputs', () => {
    const one = seedEntrants([facts('y', null, 5, null), facts('x', null, 5, null)]);
    const two = seedEntrants([facts('x', null, 5, null), facts('y', null, 5, null)]);
    expect(one).toEqual(two);
    expect(one.map((s) => s.userId)).toEqual(['x', 'y']);
  });
  it('orders the draft by seed, then the unseeded by the shuffle, keeping only those drawn', () => {
    const seeding = [
      { userId: 'b', seed: 2 },
      { userId: 'a', seed: 1 },
      { userId: 'gone', seed: 3 },
      { userId: 'n1', seed: null },
    ];
    const order = seededDraftOrder(seeding, ['n2', 'b', 'a', 'n1'], (ids) => [...ids].reverse());
    expect(order).toEqual(['a', 'b', 'n1', 'n2']);
  });
});

describe('the Round 1 draft and the seeding (rules §39)', () => {
  it('waits for the published seeding only in a season with sign-ups', () => {
    expect(draftBeforeSeedingProblem({ signupsOpenAt: 100, seedingPublished: false })).toBe(
      'Publish the seeding first: Round 1 is drawn in its order (rules §39).',
    );
    expect(draftBeforeSeedingProblem({ signupsOpenAt: 100, seedingPublished: true })).toBeNull();
    expect(draftBeforeSeedingProblem({ signupsOpenAt: null, seedingPublished: false })).toBeNull();
  });
});
