import { describe, expect, it } from 'vitest';
import { cleanOutsideText, importRoom, parseDurationMs, type ImportRacer } from './racetimeImport.ts';
import type { RacetimeEntrant, RacetimeRoom } from './schemas/racetime.ts';

const entrant = (
  id: string,
  name: string,
  status: string,
  finish_time: string | null = null,
  twitch_name: string | null = null,
): RacetimeEntrant => ({
  user: { id, name, full_name: name, twitch_name, twitch_display_name: twitch_name },
  status: { value: status },
  finish_time,
  place: null,
});

const room = (entrants: RacetimeEntrant[], overrides: Partial<RacetimeRoom> = {}): RacetimeRoom => ({
  name: 'pkmnredblue/clever-abra-1234',
  status: { value: 'finished' },
  goal: { name: 'Any% Glitchless', custom: false },
  started_at: '2026-11-21T19:00:00.000Z',
  ended_at: '2026-11-21T21:00:00.000Z',
  entrants,
  ...overrides,
});

const ash: ImportRacer = { id: 'r-ash', displayName: 'Ash', discordUsername: 'ash_k', racetimeId: 'AshRT0001' };
const misty: ImportRacer = { id: 'r-misty', displayName: 'Misty', discordUsername: 'misty', racetimeId: null };
const brock: ImportRacer = { id: 'r-brock', displayName: 'Brock', discordUsername: 'brock_h', racetimeId: null };

describe('parseDurationMs', () => {
  it('reads racetime.gg finish times, rounded to the millisecond', () => {
    expect(parseDurationMs('P0DT01H52M13.456789S')).toBe(((1 * 60 + 52) * 60 + 13) * 1000 + 457);
    expect(parseDurationMs('P0DT01H52M13S')).toBe(((1 * 60 + 52) * 60 + 13) * 1000);
    expect(parseDurationMs('P0DT00H00M00.0004S')).toBe(0);
    expect(parseDurationMs('P1DT00H00M00S')).toBe(24 * 3600 * 1000);
    expect(parseDurationMs('PT5M')).toBe(300_000);
  });
  it('refuses what is not a duration', () => {
    for (const text of ['', 'P', 'P0DT', '01:52:13', 'P0DT01H52M13.S', 'P-1D', 'xP0DT01H'])
      expect(parseDurationMs(text), text).toBeNull();
  });
});

describe('cleanOutsideText', () => {
  it('drops control characters and direction overrides and caps the length', () => {
    expect(cleanOutsideText('Ash\u0000\u202e\n Ketchum ')).toBe('Ash Ketchum');
    expect(cleanOutsideText('x'.repeat(500))).toHaveLength(64);
    expect(cleanOutsideText('🏳️‍🌈'.repeat(100))).toBe('🏳️‍🌈'.repeat(64));
  });
});

describe('importRoom (rules §16)', () => {
  it('maps done, dnf and dq, linked first then by name, times to the ms', () => {
    const imported = importRoom(
      room([
        entrant('AshRT0001', 'SomeoneElse', 'done', 'P0DT01H52M13.456789S'),
        entrant('MistyRT01', 'MISTY', 'dnf'),
        entrant('BrockRT01', 'rocky', 'dq', null, 'Brock_H'),
      ]),
      [ash, misty, brock],
      null,
    );
    expect(imported.anyRacerFound).toBe(true);
    expect(imported.results).toEqual([
      {
        racer: 'r-ash',
        status: 'Finished',
        finishTime: { hours: 1, minutes: 52, seconds: 13, milliseconds: 457 },
        dnfOrder: null,
      },
      {
        racer: 'r-misty',
        status: 'DNF',
        finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
        dnfOrder: 1,
      },
      {
        racer: 'r-brock',
        status: 'DQ',
        finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
        dnfOrder: null,
      },
    ]);
    expect(imported.matches.map((m) => [m.racer.id, m.entrant?.id, m.by])).toEqual([
      ['r-ash', 'AshRT0001', 'linked'],
      ['r-misty', 'MistyRT01', 'name'],
      ['r-brock', 'BrockRT01', 'name'],
    ]);
    expect(imported.warnings.filter((w) => w.includes('by name only'))).toHaveLength(2);
    expect(imported.warnings.some((w) => w.includes('chat log could not be read'))).toBe(true);
  });

  it('marks DNS a racer with no entrant or who declined or was not ready, and warns', () => {
    const imported = importRoom(
      room([
        entrant('AshRT0001', 'Ash', 'declined'),
        entrant('x1', 'Misty', 'not_ready'),
        entrant('x2', 'Gary', 'done', 'P0DT01H00M00S'),
      ]),
      [ash, misty, brock],
      '',
    );
    expect(imported.results.map((r) => r.status)).toEqual(['DNS', 'DNS', 'DNS']);
    expect(imported.warnings).toEqual(
      expect.arrayContaining([
        'Brock was not found in the room: marked DNS.',
        'Gary is in the room but is not a racer of this race: left out.',
      ]),
    );
  });

  it('suggests DNF orders from the log: last to forfeit first, un-forfeit cancels', () => {
    const log = [
      '[2026-11-21 19:10:00+00:00] Brock has forfeited from the race.',
      '[2026-11-21 19:20:00+00:00] Misty has forfeited from the race.',
      '[2026-11-21 19:21:00+00:00] Brock has un-forfeited from the race.',
      '[2026-11-21 19:40:00+00:00] Brock has forfeited from the race.',
    ].join('\n');
    const imported = importRoom(
      room([
        entrant('AshRT0001', 'Ash', 'done', 'P0DT01H00M00S'),
        entrant('m', 'Misty', 'dnf'),
        entrant('b', 'Brock', 'dnf'),
      ]),
      [ash, misty, brock],
      log,
    );
    expect(imported.results.map((r) => [r.racer, r.dnfOrder])).toEqual([
      ['r-ash', null],
      ['r-misty', 2],
      ['r-brock', 1],
    ]);
    expect(imported.warnings.some((w) => w.startsWith('DNF orders are a suggestion'))).toBe(true);
    expect(imported.warnings.some((w) => w.includes('is a guess'))).toBe(false);
  });

  it('guesses after the logged ones when the log misses a forfeit, and says so', () => {
    const log = '[2026-11-21 19:10:00+00:00] Brock has forfeited from the race.';
    const imported = importRoom(
      room([entrant('m', 'Misty', 'dnf'), entrant('b', 'Brock', 'dnf')]),
      [misty, brock],
      log,
    );
    expect(imported.results.map((r) => [r.racer, r.dnfOrder])).toEqual([
      ['r-misty', 2],
      ['r-brock', 1],
    ]);
    expect(imported.warnings).toContain('The chat log does not show when Misty forfeited: their DNF order is a guess.');
  });

  it('never matches by a name two racers share or that two entrants share', () => {
    const twinA: ImportRacer = { id: 'a', displayName: 'Red', discordUsername: 'red_a', racetimeId: null };
    const twinB: ImportRacer = { id: 'b', displayName: 'Red', discordUsername: 'red_b', racetimeId: null };
    const imported = importRoom(room([entrant('e1', 'red', 'done', 'P0DT01H00M00S')]), [twinA, twinB], null);
    expect(imported.matches.map((m) => m.by)).toEqual(['none', 'none']);
    expect(imported.anyRacerFound).toBe(false);
    const two = importRoom(
      room([entrant('e1', 'Misty', 'done', 'P0DT01H00M00S'), entrant('e2', 'misty', 'dnf')]),
      [misty],
      null,
    );
    expect(two.matches[0]?.by).toBe('none');
  });

  it('does not offer a time a result cannot hold, nor an unreadable one', () => {
    const imported = importRoom(
      room([entrant('AshRT0001', 'Ash', 'done', 'P0DT05H00M00S'), entrant('m', 'Misty', 'done', 'garbage')]),
      [ash, misty],
      null,
    );
    expect(imported.results.map((r) => r.finishTime.hours)).toEqual([0, 0]);
    expect(imported.warnings).toEqual(
      expect.arrayContaining([
        "Ash's time (5:00:00.000) is longer than a result can hold: enter it by hand.",
        'Misty is done in the room but has no readable time: enter it by hand.',
      ]),
    );
  });

  it('warns about an unusual goal or category, and not about the usual one', () => {
    const usual = importRoom(room([entrant('AshRT0001', 'Ash', 'done', 'P0DT01H00M00S')]), [ash], null);
    expect(usual.warnings.some((w) => w.includes('unusual'))).toBe(false);
    const custom = importRoom(
      room([entrant('AshRT0001', 'Ash', 'done', 'P0DT01H00M00S')], { goal: { name: 'Beat Brock', custom: true } }),
      [ash],
      null,
    );
    expect(custom.warnings.some((w) => w.includes('unusual') && w.includes('custom goal'))).toBe(true);
    const elsewhere = importRoom(
      room([entrant('AshRT0001', 'Ash', 'done', 'P0DT01H00M00S')], { name: 'oot/odd-link-0042' }),
      [ash],
      null,
    );
    expect(elsewhere.warnings.some((w) => w.includes('unusual'))).toBe(true);
  });

  it("expects the season's category and goal when its settings name them (rules §33)", () => {
    const finished = [entrant('AshRT0001', 'Ash', 'done', 'P0DT01H00M00S')];
    const unusual = (imported: { warnings: string[] }) => imported.warnings.some((w) => w.includes('unusual'));
    const glitchless = { category: 'pkmnredblue', goal: 'any% glitchless' };
    expect(unusual(importRoom(room(finished), [ash], null, glitchless))).toBe(false);
    const otherGoal = room(finished, { goal: { name: 'Catch em all', custom: false } });
    expect(unusual(importRoom(otherGoal, [ash], null, glitchless))).toBe(true);
    expect(unusual(importRoom(otherGoal, [ash], null, { category: 'pkmnredblue', goal: null }))).toBe(false);
    const oot = room(finished, { name: 'oot/odd-link-0042' });
    expect(unusual(importRoom(oot, [ash], null, { category: 'oot', goal: null }))).toBe(false);
  });

  it('names at most three entrants who are not racers, then counts the rest', () => {
    const crowd = Array.from({ length: 1000 }, (_, i) =>
      entrant(`c${String(i)}`, `Fan${String(i)}`, 'done', 'P0DT01H00M00S'),
    );
    const imported = importRoom(room([entrant('AshRT0001', 'Ash', 'done', 'P0DT01H00M00S'), ...crowd]), [ash], null);
    expect(imported.warnings.filter((w) => w.includes('left out'))).toEqual([
      'Fan0, Fan1, Fan2 and 997 more are in the room but are not racers of this race: left out.',
    ]);
  });

  it('shows entrant names without control characters', () => {
    const imported = importRoom(room([entrant('e\u0000', 'Gar\u202ey\n', 'done', 'P0DT01H00M00S')]), [ash], null);
    expect(imported.warnings).toContain('Gary is in the room but is not a racer of this race: left out.');
  });
});
