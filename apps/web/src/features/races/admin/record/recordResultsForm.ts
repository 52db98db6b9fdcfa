import { nextDnfOrder, validateRecordedResults, type RecordedResult, type ResultStatus } from '@pokered/core/results';
import type { Race } from '@pokered/core/schemas/races';
import { completeRaceRequestFor, type CompleteRaceRequest } from '@pokered/core/schemas/results';
import { wrapRecordField, ZERO_FINISH_TIME, type FinishTime } from '@pokered/core/time';

/** The Record Results form of one race: the racetime.gg id and one line per racer, in racer order. */
export interface RecordForm {
  raceTimeId: string;
  results: RecordedResult[];
}

/** rules §20: every racer starts as Finished with a zero time. */
export function initialRecordForm(racerIds: readonly string[]): RecordForm {
  return {
    raceTimeId: '',
    results: racerIds.map((racer) => ({
      racer,
      status: 'Finished',
      finishTime: { ...ZERO_FINISH_TIME },
      dnfOrder: null,
    })),
  };
}

/**
 * The form of a recorded race, to correct it (rules §6): its race ID, and each racer's status, time and DNF
 * order as stored. A racer without a stored line (none, on a race not yet recorded) starts as a new form does.
 */
export function recordFormFromRace(
  race: Pick<Race, 'raceTimeId' | 'results'>,
  racerIds: readonly string[],
): RecordForm {
  const fresh = initialRecordForm(racerIds);
  const stored = new Map(race.results.map((result) => [result.racer._id, result]));
  return {
    raceTimeId: race.raceTimeId ?? '',
    results: fresh.results.map((line) => {
      const result = stored.get(line.racer);
      return result
        ? { racer: line.racer, status: result.status, finishTime: { ...result.finishTime }, dnfOrder: result.dnfOrder }
        : line;
    }),
  };
}

function updateResult(form: RecordForm, index: number, change: (result: RecordedResult) => RecordedResult): RecordForm {
  return { ...form, results: form.results.map((result, at) => (at === index ? change(result) : result)) };
}

/**
 * rules §20: switching to DNF without an order takes the highest DNF order of the race plus 1
 * (starting at 1); switching away from DNF clears the order.
 */
export function setStatus(form: RecordForm, index: number, status: ResultStatus): RecordForm {
  return updateResult(form, index, (result) => {
    if (status !== 'DNF') return { ...result, status, dnfOrder: null };
    if (result.dnfOrder !== null) return { ...result, status };
    const others = form.results.filter((_, at) => at !== index).map((other) => other.dnfOrder);
    return { ...result, status, dnfOrder: nextDnfOrder(others) };
  });
}

/** rules §20: each time field wraps at its bounds (hours 0-4, minutes/seconds 0-59, ms 0-999). */
export function setTimeField(form: RecordForm, index: number, field: keyof FinishTime, value: number): RecordForm {
  return updateResult(form, index, (result) => ({
    ...result,
    finishTime: { ...result.finishTime, [field]: wrapRecordField(field, value) },
  }));
}

/** A whole time pasted into one of the racer's fields (already wrapped field by field, rules §20). */
export function setFinishTime(form: RecordForm, index: number, finishTime: FinishTime): RecordForm {
  return updateResult(form, index, (result) => ({ ...result, finishTime: { ...finishTime } }));
}

/** The DNF order as typed; null while the input is empty (the form is then not recordable). */
export function setDnfOrder(form: RecordForm, index: number, order: number | null): RecordForm {
  return updateResult(form, index, (result) => ({ ...result, dnfOrder: order }));
}

export function setRaceTimeId(form: RecordForm, raceTimeId: string): RecordForm {
  return { ...form, raceTimeId };
}

/**
 * 'Record Results' is enabled exactly when the server's own schema accepts the form: a race ID after
 * trimming, a non-zero time for every Finished racer, unique DNF orders of 1-3.
 */
export function canRecord(form: RecordForm, racerIds: readonly string[]): boolean {
  return completeRaceRequestFor(racerIds).safeParse(form).success;
}

/** The request to send, with non-Finished racers' times zeroed and the race ID trimmed; null if invalid. */
export function toCompleteRequest(form: RecordForm, racerIds: readonly string[]): CompleteRaceRequest | null {
  if (!canRecord(form, racerIds)) return null;
  const verdict = validateRecordedResults(form, racerIds);
  return verdict.ok ? verdict.normalized : null;
}

/** rules §21: 'Race between A, B, and C recorded successfully!' or 'Race between A and B recorded successfully!'. */
export function recordedMessage(names: readonly string[]): string {
  const list =
    names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')}, and ${names[names.length - 1] ?? ''}`;
  return `Race between ${list} recorded successfully!`;
}

/** rules §21: 'Error completing race {id}: {message}'. */
export function recordErrorMessage(raceId: string, message: string): string {
  return `Error completing race ${raceId}: ${message}`;
}
