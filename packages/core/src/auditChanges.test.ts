import { describe, expect, it } from 'vitest';
import { changedFields } from './auditChanges.ts';

describe('changedFields (rules §26)', () => {
  it('keeps only what changed, on both sides', () => {
    expect(
      changedFields(
        { id: 'r', raceDateTime: 1, sequence: 0, racers: ['a'], at: new Date(5) },
        { id: 'r', raceDateTime: 2, sequence: 1, racers: ['a'], at: new Date(5) },
      ),
    ).toEqual({ before: { raceDateTime: 1, sequence: 0 }, after: { raceDateTime: 2, sequence: 1 } });
  });

  it('names a field present on one side only as null on the other', () => {
    expect(changedFields({}, { room: 'x/y' })).toEqual({ before: { room: null }, after: { room: 'x/y' } });
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({ before: {}, after: {} });
  });
});
