import { describe, expect, it } from 'vitest';
import { notificationFactsSchema, type RaceFacts } from './notificationFacts.ts';

const race: RaceFacts = { raceId: 'r-1', round: 'Round 2', racers: ['Ash', 'Gary_Oak'], raceDateTime: 1_800_000_000 };

describe('notificationFactsSchema (a stored row, read back)', () => {
  it('takes every kind of facts the queue stores', () => {
    expect(notificationFactsSchema.safeParse({ event: 'race-moved', race, previous: 1 }).success).toBe(true);
    expect(notificationFactsSchema.safeParse({ event: 'test', channel: 'results' }).success).toBe(true);
  });

  it('refuses facts of an unknown event, of a missing field or of a wrong type', () => {
    expect(notificationFactsSchema.safeParse({ event: 'race-exploded', race }).success).toBe(false);
    expect(notificationFactsSchema.safeParse({ event: 'race-moved', race }).success).toBe(false);
    expect(notificationFactsSchema.safeParse({ event: 'test', channel: 'general' }).success).toBe(false);
    expect(
      notificationFactsSchema.safeParse({ event: 'race-scheduled', race: { ...race, racers: 'Ash' } }).success,
    ).toBe(false);
  });
});
