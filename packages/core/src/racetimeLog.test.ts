import { describe, expect, it } from 'vitest';
import { forfeitEvents, suggestDnfOrders } from './racetimeLog.ts';

const line = (time: string, text: string) => `[2026-11-21 ${time}+00:00] ${text}`;

describe('forfeitEvents', () => {
  it('reads forfeit and un-forfeit lines in order and ignores the rest', () => {
    const log = [
      line('19:00:00', 'Race starting in 15 seconds!'),
      line('19:30:00', 'Ash has forfeited from the race.'),
      line('19:31:00', 'Misty: gg'),
      line('19:32:00', 'Ash has un-forfeited from the race.'),
      line('19:40:00', 'Brock Harrison has forfeited from the race.'),
      'not a log line has forfeited from the race.',
    ].join('\r\n');
    expect(forfeitEvents(log)).toEqual([
      { name: 'Ash', kind: 'forfeit' },
      { name: 'Ash', kind: 'unforfeit' },
      { name: 'Brock Harrison', kind: 'forfeit' },
    ]);
  });
});

describe('suggestDnfOrders (rules §16)', () => {
  const names = (key: string) => [key];

  it('gives DNF order 1 to whoever forfeited last', () => {
    const events = forfeitEvents(
      [
        line('19:30:00', 'Ash has forfeited from the race.'),
        line('19:50:00', 'Misty has forfeited from the race.'),
      ].join('\n'),
    );
    expect(suggestDnfOrders(events, ['Ash', 'Misty'], names)).toEqual(
      new Map([
        ['Misty', 1],
        ['Ash', 2],
      ]),
    );
  });

  it('lets an un-forfeit cancel the earlier forfeit, and a later forfeit count from its own line', () => {
    const events = forfeitEvents(
      [
        line('19:10:00', 'Misty has forfeited from the race.'),
        line('19:20:00', 'Ash has forfeited from the race.'),
        line('19:21:00', 'misty has un-forfeited from the race.'),
        line('19:50:00', 'Misty has forfeited from the race.'),
      ].join('\n'),
    );
    expect(suggestDnfOrders(events, ['Ash', 'Misty'], names)).toEqual(
      new Map([
        ['Misty', 1],
        ['Ash', 2],
      ]),
    );
  });

  it('leaves out DNFs the log does not show, and names it cannot tell apart', () => {
    const events = forfeitEvents(line('19:10:00', 'Ash has forfeited from the race.'));
    expect(suggestDnfOrders(events, ['Misty'], names)).toEqual(new Map());
    const twins = suggestDnfOrders(events, ['a', 'b'], () => ['Ash']);
    expect(twins).toEqual(new Map());
  });

  it('drops a forfeit that was un-forfeited for good', () => {
    const events = forfeitEvents(
      [
        line('19:10:00', 'Ash has forfeited from the race.'),
        line('19:11:00', 'Ash has un-forfeited from the race.'),
      ].join('\n'),
    );
    expect(suggestDnfOrders(events, ['Ash'], names).size).toBe(0);
  });
});
