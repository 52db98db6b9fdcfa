import {
  oneOffPicksRequest,
  TOP_PICKS_COUNT,
  ULTRA_PICKS_COUNT,
  type OneOffPicksRequest,
} from '@pokered/core/schemas/pickems';
import { wrapBestTimeGuessField, type FinishTime } from '@pokered/core/time';

/** The one-off form as typed: '' is an empty slot. */
export interface OneOffValues {
  selectedRunners: string[];
  ultraSelectedRunners: string[];
  selectedWinner: string;
  selectedBestTimeRunner: string;
  bestTime: FinishTime;
}

export type RunnerList = 'selectedRunners' | 'ultraSelectedRunners';

export function emptyOneOff(): OneOffValues {
  return {
    selectedRunners: Array.from({ length: TOP_PICKS_COUNT }, () => ''),
    ultraSelectedRunners: Array.from({ length: ULTRA_PICKS_COUNT }, () => ''),
    selectedWinner: '',
    selectedBestTimeRunner: '',
    bestTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
  };
}

/** Runners already chosen in the other slots of the same list: their options are disabled in this slot. */
export function takenElsewhere(slots: readonly string[], index: number): Set<string> {
  return new Set(slots.filter((id, other) => other !== index && id !== ''));
}

export function setSlot(values: OneOffValues, list: RunnerList, index: number, id: string): OneOffValues {
  const slots = values[list].map((current, other) => (other === index ? id : current));
  return { ...values, [list]: slots };
}

/** rules §20: a best-time input wraps (hours 0-2, minutes/seconds 0-59, ms 0-999); an emptied input is 0. */
export function setBestTimeField(values: OneOffValues, field: keyof FinishTime, raw: number | string): OneOffValues {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  return { ...values, bestTime: { ...values.bestTime, [field]: wrapBestTimeGuessField(field, value) } };
}

const filled = (slots: readonly string[]): number => slots.filter((id) => id !== '').length;

/** What still keeps the form from being sent, in the order of the form; empty when it can be sent. */
export function oneOffProblems(values: OneOffValues): string[] {
  const problems: string[] = [];
  const top = filled(values.selectedRunners);
  const ultra = filled(values.ultraSelectedRunners);
  if (top < TOP_PICKS_COUNT) problems.push(`Fill all ${TOP_PICKS_COUNT} top-27 slots (${top} filled).`);
  if (new Set(values.selectedRunners.filter((id) => id !== '')).size !== top) {
    problems.push('A runner appears twice in the top 27.');
  }
  if (ultra < ULTRA_PICKS_COUNT) problems.push(`Fill all ${ULTRA_PICKS_COUNT} top-9 slots (${ultra} filled).`);
  if (new Set(values.ultraSelectedRunners.filter((id) => id !== '')).size !== ultra) {
    problems.push('A runner appears twice in the top 9.');
  }
  if (values.selectedWinner === '') problems.push('Choose the overall winner.');
  if (values.selectedBestTimeRunner === '') problems.push('Choose who gets the best tournament time.');
  if (values.bestTime.hours <= 0) problems.push('The best time guess needs at least 1 hour.');
  return problems;
}

export type OneOffCheck = { ok: true; body: OneOffPicksRequest } | { ok: false; problems: string[] };

/** The form's own checks, then the server's schema itself: the button is enabled only when both agree. */
export function checkOneOff(values: OneOffValues): OneOffCheck {
  const problems = oneOffProblems(values);
  if (problems.length > 0) return { ok: false, problems };
  const parsed = oneOffPicksRequest.safeParse(values);
  if (!parsed.success) return { ok: false, problems: parsed.error.issues.map((issue) => issue.message) };
  return { ok: true, body: parsed.data };
}
