import { describe, expect, it } from 'vitest';
import {
  canRecord,
  initialRecordForm,
  recordedMessage,
  recordErrorMessage,
  recordFormFromRace,
  setDnfOrder,
  setFinishTime,
  setRaceTimeId,
  setStatus,
  setTimeField,
  toCompleteRequest,
  type RecordForm,
} from './recordResultsForm';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const RACERS = [A, B, C];

function timed(form: RecordForm, index: number, minutes: number): RecordForm {
  return setTimeField(setTimeField(form, index, 'hours', 1), index, 'minutes', minutes);
}

/** Every racer Finished with a distinct non-zero time and a race ID: recordable. */
function complete(): RecordForm {
  return setRaceTimeId(timed(timed(timed(initialRecordForm(RACERS), 0, 50), 1, 52), 2, 55), 'pkmnredblue/abra-1');
}

describe('initial form', () => {
  it('starts every racer as Finished with a zero time and no DNF order', () => {
    const form = initialRecordForm(RACERS);
    expect(form.raceTimeId).toBe('');
    expect(form.results).toEqual(
      RACERS.map((racer) => ({
        racer,
        status: 'Finished',
        finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
        dnfOrder: null,
      })),
    );
  });
});

describe('status changes', () => {
  it('gives the first DNF order 1 and the next one the highest plus 1', () => {
    let form = setStatus(initialRecordForm(RACERS), 1, 'DNF');
    expect(form.results[1]?.dnfOrder).toBe(1);
    form = setStatus(form, 2, 'DNF');
    expect(form.results[2]?.dnfOrder).toBe(2);
    form = setStatus(form, 0, 'DNF');
    expect(form.results[0]?.dnfOrder).toBe(3);
  });

  it('counts from the highest order, not the number of DNFs', () => {
    let form = setStatus(initialRecordForm(RACERS), 0, 'DNF');
    form = setDnfOrder(form, 0, 3);
    form = setStatus(form, 1, 'DNF');
    expect(form.results[1]?.dnfOrder).toBe(4);
    // 4 is outside 1-3: the admin has to correct it before recording.
    expect(canRecord(setRaceTimeId(form, 'x'), RACERS)).toBe(false);
  });

  it('clears the DNF order when the status moves away from DNF', () => {
    let form = setStatus(initialRecordForm(RACERS), 1, 'DNF');
    form = setStatus(form, 1, 'DNS');
    expect(form.results[1]).toMatchObject({ status: 'DNS', dnfOrder: null });
    form = setStatus(form, 1, 'DNF');
    expect(form.results[1]?.dnfOrder).toBe(1);
  });

  it('keeps an order a DNF racer already has when DNF is chosen again', () => {
    let form = setStatus(initialRecordForm(RACERS), 1, 'DNF');
    form = setDnfOrder(form, 1, 2);
    form = setStatus(form, 1, 'DNF');
    expect(form.results[1]?.dnfOrder).toBe(2);
  });

  it('leaves the other racers untouched', () => {
    const before = timed(initialRecordForm(RACERS), 0, 50);
    const after = setStatus(before, 2, 'DQ');
    expect(after.results[0]).toEqual(before.results[0]);
    expect(after.results[1]).toEqual(before.results[1]);
    expect(before.results[2]?.status).toBe('Finished');
  });
});

describe('time fields wrap at their bounds', () => {
  const form = initialRecordForm(RACERS);
  const value = (next: RecordForm, field: 'hours' | 'minutes' | 'seconds' | 'milliseconds') =>
    next.results[0]?.finishTime[field];

  it('wraps hours 0-4', () => {
    expect(value(setTimeField(form, 0, 'hours', -1), 'hours')).toBe(4);
    expect(value(setTimeField(form, 0, 'hours', 5), 'hours')).toBe(0);
    expect(value(setTimeField(form, 0, 'hours', 3), 'hours')).toBe(3);
  });

  it('wraps minutes and seconds 0-59', () => {
    expect(value(setTimeField(form, 0, 'minutes', -1), 'minutes')).toBe(59);
    expect(value(setTimeField(form, 0, 'minutes', 60), 'minutes')).toBe(0);
    expect(value(setTimeField(form, 0, 'seconds', -1), 'seconds')).toBe(59);
    expect(value(setTimeField(form, 0, 'seconds', 60), 'seconds')).toBe(0);
  });

  it('wraps milliseconds 0-999', () => {
    expect(value(setTimeField(form, 0, 'milliseconds', -1), 'milliseconds')).toBe(999);
    expect(value(setTimeField(form, 0, 'milliseconds', 1000), 'milliseconds')).toBe(0);
  });

  it('reads a cleared field as 0', () => {
    expect(value(setTimeField(setTimeField(form, 0, 'minutes', 12), 0, 'minutes', Number.NaN), 'minutes')).toBe(0);
  });
});

describe('Record Results is enabled only when the result is acceptable', () => {
  it('accepts a complete form', () => {
    expect(canRecord(complete(), RACERS)).toBe(true);
  });

  it('needs a race ID that is not blank after trimming', () => {
    expect(canRecord(setRaceTimeId(complete(), ''), RACERS)).toBe(false);
    expect(canRecord(setRaceTimeId(complete(), '   '), RACERS)).toBe(false);
  });

  it('needs a non-zero time for every Finished racer', () => {
    const zeroed = setTimeField(setTimeField(complete(), 1, 'hours', 0), 1, 'minutes', 0);
    expect(canRecord(zeroed, RACERS)).toBe(false);
    // The same racer as DNS needs no time.
    expect(canRecord(setStatus(zeroed, 1, 'DNS'), RACERS)).toBe(true);
  });

  it('accepts a single millisecond as a time', () => {
    const form = setRaceTimeId(setTimeField(setTimeField(complete(), 2, 'hours', 0), 2, 'minutes', 0), 'room');
    expect(canRecord(setTimeField(form, 2, 'milliseconds', 1), RACERS)).toBe(true);
  });

  it('needs unique DNF orders above 0', () => {
    let form = setStatus(setStatus(complete(), 1, 'DNF'), 2, 'DNF');
    expect(canRecord(form, RACERS)).toBe(true);
    form = setDnfOrder(form, 2, 1);
    expect(canRecord(form, RACERS)).toBe(false);
    form = setDnfOrder(form, 2, 0);
    expect(canRecord(form, RACERS)).toBe(false);
    form = setDnfOrder(form, 2, null);
    expect(canRecord(form, RACERS)).toBe(false);
    form = setDnfOrder(form, 2, 3);
    expect(canRecord(form, RACERS)).toBe(true);
  });

  it('needs a line for every racer of the race', () => {
    expect(canRecord(complete(), [A, B])).toBe(false);
    expect(canRecord(complete(), [...RACERS, '44444444-4444-4444-8444-444444444444'])).toBe(false);
  });
});

describe('the request', () => {
  it('zeroes the time of racers who did not finish and trims the race ID', () => {
    let form = setRaceTimeId(complete(), '  pkmnredblue/abra-1 ');
    form = setStatus(form, 1, 'DQ');
    form = setStatus(form, 2, 'DNF');
    const body = toCompleteRequest(form, RACERS);
    expect(body).toEqual({
      raceTimeId: 'pkmnredblue/abra-1',
      results: [
        {
          racer: A,
          status: 'Finished',
          finishTime: { hours: 1, minutes: 50, seconds: 0, milliseconds: 0 },
          dnfOrder: null,
        },
        { racer: B, status: 'DQ', finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 }, dnfOrder: null },
        { racer: C, status: 'DNF', finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 }, dnfOrder: 1 },
      ],
    });
  });

  it('is not built from an invalid form', () => {
    expect(toCompleteRequest(initialRecordForm(RACERS), RACERS)).toBeNull();
  });
});

describe('messages', () => {
  it('names three racers with a serial comma and two with "and"', () => {
    expect(recordedMessage(['Ash', 'Gary', 'Misty'])).toBe('Race between Ash, Gary, and Misty recorded successfully!');
    expect(recordedMessage(['Ash', 'Gary'])).toBe('Race between Ash and Gary recorded successfully!');
  });

  it('names the race in a failure', () => {
    expect(recordErrorMessage('race-9', 'The race was cancelled.')).toBe(
      'Error completing race race-9: The race was cancelled.',
    );
  });
});

describe('correcting a recorded race', () => {
  const ref = (id: string, displayName: string) => ({
    _id: id,
    displayName,
    discordUsername: displayName.toLowerCase(),
    country: null,
    currentBracket: null,
  });
  const zero = { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 };

  it('starts from the stored result, in racer order whatever the placing order', () => {
    const form = recordFormFromRace(
      {
        raceTimeId: 'pkmnred/brave-abra-1234',
        results: [
          {
            racer: ref(C, 'Misty'),
            status: 'Finished',
            finishTime: { ...zero, hours: 1, minutes: 50 },
            dnfOrder: null,
            place: 1,
          },
          { racer: ref(A, 'Ash'), status: 'DNF', finishTime: zero, dnfOrder: 1, place: 2 },
          { racer: ref(B, 'Gary'), status: 'DQ', finishTime: zero, dnfOrder: null, place: 3 },
        ],
      },
      RACERS,
    );
    expect(form).toEqual({
      raceTimeId: 'pkmnred/brave-abra-1234',
      results: [
        { racer: A, status: 'DNF', finishTime: zero, dnfOrder: 1 },
        { racer: B, status: 'DQ', finishTime: zero, dnfOrder: null },
        { racer: C, status: 'Finished', finishTime: { ...zero, hours: 1, minutes: 50 }, dnfOrder: null },
      ],
    });
    expect(canRecord(form, RACERS)).toBe(true);
  });

  it('starts like a new form for a race without a stored result', () => {
    expect(recordFormFromRace({ raceTimeId: null, results: [] }, RACERS)).toEqual(initialRecordForm(RACERS));
  });

  it('takes a whole pasted time for one racer only', () => {
    const time = { hours: 1, minutes: 50, seconds: 12, milliseconds: 345 };
    const form = setFinishTime(initialRecordForm(RACERS), 1, time);
    expect(form.results.map((result) => result.finishTime)).toEqual([zero, time, zero]);
  });
});
