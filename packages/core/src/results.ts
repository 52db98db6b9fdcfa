import { finishTimeToMs, isFinishTimeInBounds, isZeroTime, ZERO_FINISH_TIME, type FinishTime } from './time.ts';

export const RESULT_STATUSES = ['Finished', 'DNF', 'DNS', 'DQ'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

export function isResultStatus(value: unknown): value is ResultStatus {
  return typeof value === 'string' && (RESULT_STATUSES as readonly string[]).includes(value);
}

/** The least a result needs to be placed. */
export interface PlacedInput {
  racer: string;
  status: ResultStatus;
  finishTimeMs: number;
  dnfOrder: number | null;
}

/** Placing groups in order (rules §7): finishers, then DNFs, then DNS, then DQ. */
const STATUS_RANK: Record<ResultStatus, number> = { Finished: 0, DNF: 1, DNS: 2, DQ: 3 };

function compareRacerIds(a: string, b: string): number {
  // Code-unit order, not locale order: the same answer in every browser and server.
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * rules §7's order between two results, without the racer-id tie-break: 0 when the rules cannot separate them
 * (equal times, two DNS, two DQ). Head-to-head records (rules §30) count those as ties.
 */
export function compareByRules(a: PlacedInput, b: PlacedInput): number {
  const byStatus = STATUS_RANK[a.status] - STATUS_RANK[b.status];
  if (byStatus !== 0) return byStatus;
  if (a.status === 'Finished') return a.finishTimeMs - b.finishTimeMs;
  if (a.status === 'DNF') {
    // A DNF without an order (never stored once validated) goes after ordered DNFs.
    const byOrder = (a.dnfOrder ?? Number.POSITIVE_INFINITY) - (b.dnfOrder ?? Number.POSITIVE_INFINITY);
    if (!Number.isNaN(byOrder)) return byOrder;
  }
  return 0;
}

function comparePlacing(a: PlacedInput, b: PlacedInput): number {
  // Equal times, or two DNS/DQ: racer id keeps the order the same whatever order results arrived in.
  return compareByRules(a, b) || compareRacerIds(a.racer, b.racer);
}

/** Results in placing order (rules §7). Returns a new array; the input is untouched. */
export function placeResults<T extends PlacedInput>(results: readonly T[]): T[] {
  return [...results].sort(comparePlacing);
}

/** The first placed racer if they finished; a race where nobody finished has no winner. */
export function raceWinner(results: readonly PlacedInput[]): string | null {
  const first = placeResults(results)[0];
  return first?.status === 'Finished' ? first.racer : null;
}

/** rules §20: a racer switched to DNF gets the highest existing DNF order plus 1, starting at 1. */
export function nextDnfOrder(existingOrders: readonly (number | null)[]): number {
  let highest = 0;
  for (const order of existingOrders) {
    if (order !== null && order > highest) highest = order;
  }
  return highest + 1;
}

/** One line of the Record Results form / `POST /races/{id}/complete` body. */
export interface RecordedResult {
  racer: string;
  status: ResultStatus;
  finishTime: FinishTime;
  dnfOrder: number | null;
}

export interface RecordedResultsInput {
  raceTimeId: string;
  results: readonly RecordedResult[];
}

export type RecordedResultsValidation =
  { ok: true; normalized: { raceTimeId: string; results: RecordedResult[] } } | { ok: false; error: string };

const MIN_DNF_ORDER = 1;
const MAX_DNF_ORDER = 3;

/** The first rule broken, as a sentence a person can act on; null when every result is acceptable. */
function firstResultsError(input: RecordedResultsInput, racerIds: readonly string[]): string | null {
  if (input.raceTimeId.trim() === '') return 'The race time ID is required.';
  const expected = new Set(racerIds);
  const seen = new Set<string>();
  for (const result of input.results) {
    if (!expected.has(result.racer)) return 'A result was given for someone who is not a racer of this race.';
    if (seen.has(result.racer)) return 'Each racer can have only one result.';
    seen.add(result.racer);
  }
  if (seen.size !== expected.size) return 'Every racer of the race needs a result.';

  const dnfOrders = new Set<number>();
  for (const result of input.results) {
    if (!isResultStatus(result.status)) return 'A result status must be Finished, DNF, DNS or DQ.';
    if (result.status === 'Finished') {
      if (!isFinishTimeInBounds(result.finishTime)) {
        return 'A finish time must be within 4 hours, 59 minutes, 59 seconds and 999 milliseconds, in whole numbers.';
      }
      if (isZeroTime(result.finishTime)) return 'Every finished racer needs a time above zero.';
    }
    if (result.status === 'DNF') {
      const order = result.dnfOrder;
      if (order === null || !Number.isInteger(order) || order < MIN_DNF_ORDER || order > MAX_DNF_ORDER) {
        return `Every DNF racer needs a DNF order from ${MIN_DNF_ORDER} to ${MAX_DNF_ORDER}.`;
      }
      if (dnfOrders.has(order)) return 'DNF orders must all be different.';
      dnfOrders.add(order);
    }
  }
  return null;
}

/**
 * rules §20 and rules §6 for a recorded race, shared by the form (to enable the button) and the server
 * (to refuse bad input). Normalization is what gets stored: only Finished keeps a time and only DNF
 * keeps an order, so a stale value left in a hidden input can never change placing or points.
 */
export function validateRecordedResults(
  input: RecordedResultsInput,
  racerIds: readonly string[],
): RecordedResultsValidation {
  const error = firstResultsError(input, racerIds);
  if (error !== null) return { ok: false, error };
  return {
    ok: true,
    normalized: {
      raceTimeId: input.raceTimeId.trim(),
      results: input.results.map((result) => ({
        racer: result.racer,
        status: result.status,
        finishTime: result.status === 'Finished' ? { ...result.finishTime } : { ...ZERO_FINISH_TIME },
        dnfOrder: result.status === 'DNF' ? result.dnfOrder : null,
      })),
    },
  };
}

/** Recorded result → placing input, so stored results can be placed and scored. */
export function toPlacedInput(result: RecordedResult): PlacedInput {
  return {
    racer: result.racer,
    status: result.status,
    finishTimeMs: finishTimeToMs(result.finishTime),
    dnfOrder: result.dnfOrder,
  };
}
