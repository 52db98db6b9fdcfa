import { describe, expect, it } from 'vitest';
import { formFromImport } from './racetimeImport';

const zero = { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 };

describe('formFromImport (rules §16)', () => {
  it('takes the Race ID and every racer line from the import, in the form racer order', () => {
    const current = {
      raceTimeId: '',
      results: [
        { racer: 'a', status: 'Finished' as const, finishTime: zero, dnfOrder: null },
        { racer: 'b', status: 'Finished' as const, finishTime: zero, dnfOrder: null },
      ],
    };
    const form = formFromImport(
      {
        raceTimeId: 'pkmnredblue/room-1',
        results: [
          { racer: 'b', status: 'DNF', finishTime: zero, dnfOrder: 1 },
          { racer: 'a', status: 'Finished', finishTime: { ...zero, hours: 1, milliseconds: 5 }, dnfOrder: null },
        ],
      },
      current,
    );
    expect(form).toEqual({
      raceTimeId: 'pkmnredblue/room-1',
      results: [
        { racer: 'a', status: 'Finished', finishTime: { ...zero, hours: 1, milliseconds: 5 }, dnfOrder: null },
        { racer: 'b', status: 'DNF', finishTime: zero, dnfOrder: 1 },
      ],
    });
  });
});
