import { describe, expect, it } from 'vitest';
import type { AdminEntry } from '@pokered/core/schemas/signups';
import { actionsFor, filterEntries } from './entryActions';

const entry = (overrides: Partial<AdminEntry>): AdminEntry => ({
  userId: 'u1',
  displayName: 'Misty Waters',
  discordUsername: 'misty',
  country: 'US',
  status: 'registered',
  position: null,
  seed: null,
  seedSource: null,
  restreamConsent: 'yes',
  personalBest: null,
  rulesVersion: '2026-11-27',
  reason: null,
  blocked: false,
  enteredAt: 1_790_000_000,
  checkedInAt: null,
  ...overrides,
});

describe('Admin → Entrants actions (rules §38)', () => {
  it('offers what each status allows, then block or unblock', () => {
    expect(actionsFor(entry({}))).toEqual(['withdraw', 'refuse', 'block']);
    expect(actionsFor(entry({ status: 'waitlisted' }))).toEqual(['promote', 'withdraw', 'refuse', 'block']);
    expect(actionsFor(entry({ status: 'missed' }))).toEqual(['readmit', 'withdraw', 'refuse', 'block']);
    expect(actionsFor(entry({ status: 'refused', blocked: true }))).toEqual(['readmit', 'unblock']);
  });

  it('filters by status, blocked accounts and a part of the name or username', () => {
    const list = [
      entry({ userId: 'a' }),
      entry({ userId: 'b', displayName: 'Brock', discordUsername: 'rock', status: 'waitlisted' }),
      entry({ userId: 'c', displayName: 'Gary', discordUsername: 'oak', status: 'refused', blocked: true }),
    ];
    const ids = (filter: Parameters<typeof filterEntries>[1]) => filterEntries(list, filter).map((row) => row.userId);
    expect(ids({ status: 'all', text: '' })).toEqual(['a', 'b', 'c']);
    expect(ids({ status: 'waitlisted', text: '' })).toEqual(['b']);
    expect(ids({ status: 'blocked', text: '' })).toEqual(['c']);
    expect(ids({ status: 'all', text: ' OAK' })).toEqual(['c']);
    expect(ids({ status: 'all', text: 'mist' })).toEqual(['a']);
  });
});
