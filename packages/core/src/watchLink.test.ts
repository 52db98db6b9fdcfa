import { describe, expect, it } from 'vitest';
import { watchChannels } from './watchLink.ts';

describe('the Watch link (rules §16)', () => {
  it('shows none on a completed or cancelled race', () => {
    const race = { completed: false, cancelled: false, twitchChannels: ['ash_ketchum'] };
    expect(watchChannels(race)).toEqual(['ash_ketchum']);
    expect(watchChannels({ ...race, completed: true })).toEqual([]);
    expect(watchChannels({ ...race, cancelled: true })).toEqual([]);
  });
});
