import {
  oneOffPicksRequest,
  TOP_PICKS_COUNT,
  ULTRA_PICKS_COUNT,
  type OneOffPicksRequest,
} from '@pokered/core/schemas/pickems';
import { wrapBestTimeGuessField, type FinishTime } from '@pokered/core/time';

/** The one-off picks as made so far: the lists in click order, '' for "nobody yet" in the single picks. */
export interface OneOffValues {
  selectedRunners: string[];
  ultraSelectedRunners: string[];
  selectedWinner: string;
  selectedBestTimeRunner: string;
  bestTime: FinishTime;
}

/** Where a click on a runner card puts the runner: one of the two lists or one of the two single picks. */
export type PickTarget = 'selectedRunners' | 'ultraSelectedRunners' | 'selectedWinner' | 'selectedBestTimeRunner';

export interface PickTargetInfo {
  target: PickTarget;
  /** The control's label, e.g. 'Top 27'. */
  label: string;
  /** What it means, e.g. '10 points for each runner who qualifies for the playoffs.' */
  description: string;
  capacity: number;
}

/** rules §10: the targets in the order of the form, with their sizes and points. */
export const PICK_TARGETS: readonly PickTargetInfo[] = [
  {
    target: 'selectedRunners',
    label: 'Top 27',
    description: '10 points for each runner who qualifies for the playoffs.',
    capacity: TOP_PICKS_COUNT,
  },
  {
    target: 'ultraSelectedRunners',
    label: 'Top 9',
    description: '20 points for each runner who reaches the Semifinals.',
    capacity: ULTRA_PICKS_COUNT,
  },
  { target: 'selectedWinner', label: 'Winner', description: '100 points for the overall winner.', capacity: 1 },
  {
    target: 'selectedBestTimeRunner',
    label: 'Best time',
    description: '50 points for the runner with the best tournament time.',
    capacity: 1,
  },
];

export function pickTargetInfo(target: PickTarget): PickTargetInfo {
  const info = PICK_TARGETS.find((candidate) => candidate.target === target);
  if (!info) throw new Error(`unknown pick target ${target}`);
  return info;
}

export function emptyOneOff(): OneOffValues {
  return {
    selectedRunners: [],
    ultraSelectedRunners: [],
    selectedWinner: '',
    selectedBestTimeRunner: '',
    bestTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
  };
}

/** The runner ids picked for a target (0 or 1 for a single pick). */
export function picksOf(values: OneOffValues, target: PickTarget): readonly string[] {
  if (target === 'selectedRunners' || target === 'ultraSelectedRunners') return values[target];
  return values[target] === '' ? [] : [values[target]];
}

export function isPicked(values: OneOffValues, target: PickTarget, id: string): boolean {
  return picksOf(values, target).includes(id);
}

/** A list that holds its full count: a runner not in it cannot be added until one is removed. */
export function isFull(values: OneOffValues, target: PickTarget): boolean {
  const info = pickTargetInfo(target);
  return info.capacity > 1 && picksOf(values, target).length >= info.capacity;
}

/**
 * A click on a runner card. In a list (rules §10: the 27 and the 9 each distinct) it removes a picked runner and
 * adds one not picked while the list has room; a full list stays as it is. A single pick takes the clicked runner,
 * and a second click on them clears it. The lists are independent: a top-9 pick need not be in the top 27.
 */
export function togglePick(values: OneOffValues, target: PickTarget, id: string): OneOffValues {
  if (target === 'selectedWinner' || target === 'selectedBestTimeRunner') {
    return { ...values, [target]: values[target] === id ? '' : id };
  }
  const list = values[target];
  if (list.includes(id)) return { ...values, [target]: list.filter((other) => other !== id) };
  if (isFull(values, target)) return values;
  return { ...values, [target]: [...list, id] };
}

/** The targets a runner is picked in, in the order of the form. */
export function targetsOf(values: OneOffValues, id: string): PickTarget[] {
  return PICK_TARGETS.map((info) => info.target).filter((target) => isPicked(values, target, id));
}

/** rules §20: a best-time input wraps (hours 0-2, minutes/seconds 0-59, ms 0-999); an emptied input is 0. */
export function setBestTimeField(values: OneOffValues, field: keyof FinishTime, raw: number | string): OneOffValues {
  const value = typeof raw === 'number' ? raw : raw.trim() === '' ? Number.NaN : Number(raw);
  return { ...values, bestTime: { ...values.bestTime, [field]: wrapBestTimeGuessField(field, value) } };
}

/** Case and accent blind, so 'flo' finds 'Flö'. */
const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');

/** The runners whose display name or Discord username contains the search text; all of them for an empty search. */
export function filterRunners<T extends { displayName: string; discordUsername: string }>(
  runners: readonly T[],
  query: string,
): T[] {
  const needle = fold(query.trim());
  if (needle === '') return [...runners];
  return runners.filter(
    (runner) => fold(runner.displayName).includes(needle) || fold(runner.discordUsername).includes(needle),
  );
}

const distinct = (ids: readonly string[]): boolean => new Set(ids).size === ids.length;

/** What still keeps the form from being sent, in the order of the form; empty when it can be sent. */
export function oneOffProblems(values: OneOffValues): string[] {
  const problems: string[] = [];
  const top = values.selectedRunners.length;
  const ultra = values.ultraSelectedRunners.length;
  if (top !== TOP_PICKS_COUNT)
    problems.push(`Pick ${String(TOP_PICKS_COUNT)} runners for the top 27 (${String(top)} picked).`);
  if (!distinct(values.selectedRunners)) problems.push('A runner appears twice in the top 27.');
  if (ultra !== ULTRA_PICKS_COUNT)
    problems.push(`Pick ${String(ULTRA_PICKS_COUNT)} runners for the top 9 (${String(ultra)} picked).`);
  if (!distinct(values.ultraSelectedRunners)) problems.push('A runner appears twice in the top 9.');
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
