import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RESULT_STATUSES, type PlacedInput } from './results.ts';
import { headToHead, meetingIn, racesBefore, rivalsOf, type RivalryRace } from './rivalry.ts';
import { ROUNDS } from './rounds.ts';

const finished = (racer: string, finishTimeMs: number): PlacedInput => ({
  racer,
  status: 'Finished',
  finishTimeMs,
  dnfOrder: null,
});
const dnf = (racer: string, dnfOrder: number): PlacedInput => ({ racer, status: 'DNF', finishTimeMs: 0, dnfOrder });
const out = (racer: string, status: 'DNS' | 'DQ'): PlacedInput => ({ racer, status, finishTimeMs: 0, dnfOrder: null });

let nextStart = 1_000;
function race(results: PlacedInput[], raceDateTime = (nextStart += 100)): RivalryRace {
  return { raceId: `race-${raceDateTime}`, year: 2026, round: 'Round 1', raceDateTime, results };
}

describe('meetingIn', () => {
  it('puts the faster finisher ahead, with the gap positive when a was faster', () => {
    const meeting = meetingIn(
      race([finished('red', 6_000), finished('blue', 6_500), finished('x', 7_000)]),
      'red',
      'blue',
    );
    expect(meeting).toMatchObject({ placeA: 1, placeB: 2, gapMs: 500, ahead: 'a' });
  });

  it('puts a finisher ahead of a DNF, with no gap', () => {
    const meeting = meetingIn(race([dnf('red', 1), finished('blue', 6_500)]), 'red', 'blue');
    expect(meeting).toMatchObject({ placeA: 2, placeB: 1, gapMs: null, ahead: 'b' });
  });

  it('separates two DNFs by DNF order and a DNF from a DQ', () => {
    expect(meetingIn(race([dnf('red', 2), dnf('blue', 1)]), 'red', 'blue')?.ahead).toBe('b');
    expect(meetingIn(race([out('red', 'DQ'), dnf('blue', 1)]), 'red', 'blue')?.ahead).toBe('b');
  });

  it('calls equal times and two DQs ties, though the placing still gives them distinct places', () => {
    const equal = meetingIn(race([finished('red', 6_000), finished('blue', 6_000)]), 'red', 'blue');
    expect(equal).toMatchObject({ ahead: 'tie', gapMs: 0 });
    expect(new Set([equal?.placeA, equal?.placeB])).toEqual(new Set([1, 2]));
    expect(meetingIn(race([out('red', 'DQ'), out('blue', 'DQ')]), 'red', 'blue')?.ahead).toBe('tie');
  });

  it('leaves out a race where either is DNS, or one of them did not race', () => {
    expect(meetingIn(race([out('red', 'DNS'), finished('blue', 6_000)]), 'red', 'blue')).toBeNull();
    expect(meetingIn(race([finished('red', 6_000), out('blue', 'DNS')]), 'red', 'blue')).toBeNull();
    expect(meetingIn(race([finished('red', 6_000), finished('x', 6_100)]), 'red', 'blue')).toBeNull();
  });
});

describe('headToHead', () => {
  it('counts the record and lists meetings newest first', () => {
    const races = [
      race([finished('red', 6_000), finished('blue', 6_500)], 100),
      race([finished('red', 7_000), finished('blue', 6_500)], 300),
      race([out('red', 'DQ'), out('blue', 'DQ')], 200),
      race([out('red', 'DNS'), finished('blue', 6_500)], 400),
    ];
    const record = headToHead(races, 'red', 'blue');
    expect(record).toMatchObject({ aAhead: 1, bAhead: 1, ties: 1 });
    expect(record.meetings.map((m) => m.raceDateTime)).toEqual([300, 200, 100]);
  });

  it('orders a later year first whatever the start', () => {
    const old = { ...race([finished('red', 1), finished('blue', 2)], 900), year: 2025 };
    const recent = { ...race([finished('red', 1), finished('blue', 2)], 100), year: 2026 };
    expect(headToHead([old, recent], 'red', 'blue').meetings.map((m) => m.year)).toEqual([2026, 2025]);
  });

  it('takes only races before a start for a race page', () => {
    const races = [race([finished('a', 1), finished('b', 2)], 100), race([finished('a', 3), finished('b', 2)], 200)];
    expect(racesBefore(races, 200).map((r) => r.raceDateTime)).toEqual([100]);
  });
});

describe('rivalsOf', () => {
  it('lists everyone met, most-met first, from the runner side', () => {
    const races = [
      race([finished('red', 1), finished('blue', 2), finished('green', 3)]),
      race([finished('red', 5), finished('blue', 2)]),
      race([out('red', 'DNS'), finished('green', 2)]),
      race([finished('blue', 1), finished('green', 2)]),
    ];
    expect(rivalsOf(races, 'red')).toEqual([
      { rivalId: 'blue', meetings: 2, ahead: 1, behind: 1, ties: 0 },
      { rivalId: 'green', meetings: 1, ahead: 1, behind: 0, ties: 0 },
    ]);
  });
});

const racerArb = fc.constantFrom('a', 'b', 'c');
const resultArb = (racer: string) =>
  fc.record({
    racer: fc.constant(racer),
    status: fc.constantFrom(...RESULT_STATUSES),
    finishTimeMs: fc.integer({ min: 1, max: 5 }),
    dnfOrder: fc.integer({ min: 1, max: 3 }),
  });
const raceArb: fc.Arbitrary<RivalryRace> = fc
  .record({
    racers: fc.uniqueArray(racerArb, { minLength: 2, maxLength: 3 }),
    raceDateTime: fc.integer({ min: 0, max: 50 }),
    round: fc.constantFrom(...ROUNDS),
  })
  .chain(({ racers, raceDateTime, round }) =>
    fc.tuple(...racers.map(resultArb)).map((results) => ({
      raceId: '',
      year: 2026,
      round,
      raceDateTime,
      results: results.map((r) => ({ ...r, finishTimeMs: r.status === 'Finished' ? r.finishTimeMs : 0 })),
    })),
  );
// Race ids are unique, as stored races' are.
const racesArb = fc
  .array(raceArb, { maxLength: 8 })
  .map((races) => races.map((race, index) => ({ ...race, raceId: `r${index}` })));

describe('headToHead properties (rules §30)', () => {
  it('is antisymmetric: swapping a and b swaps the counts and places and negates the gaps', () => {
    fc.assert(
      fc.property(racesArb, (races) => {
        const ab = headToHead(races, 'a', 'b');
        const ba = headToHead(races, 'b', 'a');
        expect([ba.aAhead, ba.bAhead, ba.ties]).toEqual([ab.bAhead, ab.aAhead, ab.ties]);
        expect(ba.meetings.map((m) => [m.raceId, m.placeB, m.placeA, m.gapMs === null ? null : -m.gapMs || 0])).toEqual(
          ab.meetings.map((m) => [m.raceId, m.placeA, m.placeB, m.gapMs]),
        );
      }),
    );
  });

  it('never counts a race where either is DNS', () => {
    fc.assert(
      fc.property(racesArb, (races) => {
        const counted = new Set(headToHead(races, 'a', 'b').meetings.map((m) => m.raceId));
        for (const race of races) {
          if (race.results.some((r) => (r.racer === 'a' || r.racer === 'b') && r.status === 'DNS'))
            expect(counted.has(race.raceId)).toBe(false);
        }
      }),
    );
  });

  it('adds up: ahead + behind + ties is the number of meetings', () => {
    fc.assert(
      fc.property(racesArb, (races) => {
        const record = headToHead(races, 'a', 'b');
        expect(record.aAhead + record.bAhead + record.ties).toBe(record.meetings.length);
      }),
    );
  });
});
