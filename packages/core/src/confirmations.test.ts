import { describe, expect, it } from 'vitest';
import { discordNotice, pullOutTellsDiscord } from './confirmations.ts';

const HOUR = 3600;

describe('pullOutTellsDiscord', () => {
  it('is true from 24 h before the start on, and false earlier', () => {
    const start = 1_000_000;
    expect(pullOutTellsDiscord(start, start - 24 * HOUR)).toBe(true);
    expect(pullOutTellsDiscord(start, start - HOUR)).toBe(true);
    expect(pullOutTellsDiscord(start, start - 24 * HOUR - 1)).toBe(false);
  });
});

describe('discordNotice', () => {
  it('says cancelling announces and uncancelling, withdrawing and reinstating do not (rules §15)', () => {
    expect(discordNotice('cancel')).toMatch(/announcements channel is told/);
    expect(discordNotice('uncancel')).toMatch(/^Discord is not told/);
    expect(discordNotice('withdraw')).toBe('Discord is not told.');
    expect(discordNotice('reinstate')).toBe('Discord is not told.');
  });

  it('says a pull-out is posted only within 24 h of the race', () => {
    expect(discordNotice('pull-out', true)).toMatch(/commentary channel is told/);
    expect(discordNotice('pull-out', false)).toMatch(/^Discord is not told now/);
  });
});
