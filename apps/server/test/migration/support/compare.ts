/**
 * Where an answer first differs from the recorded one, in a line a person can read: a page is one 60 KB line, and a
 * full diff of it (or of a profile's JSON) would bury the difference.
 */
import { isDeepStrictEqual } from 'node:util';
import type { RecordedAnswer } from './answers.ts';

const CONTEXT = 120;

function firstPathDifference(expected: unknown, actual: unknown, path: string): string | null {
  if (isDeepStrictEqual(expected, actual)) return null;
  if (typeof expected === 'string' && typeof actual === 'string') {
    let at = 0;
    while (at < expected.length && expected[at] === actual[at]) at += 1;
    const from = Math.max(0, at - CONTEXT);
    return `${path || 'body'} at character ${String(at)}:\n  was …${expected.slice(from, at + CONTEXT)}…\n  now …${actual.slice(from, at + CONTEXT)}…`;
  }
  if (typeof expected === 'object' && typeof actual === 'object' && expected !== null && actual !== null) {
    const was = expected as Record<string, unknown>;
    const now = actual as Record<string, unknown>;
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const inner = firstPathDifference(was[key], now[key], `${path}.${key}`);
      if (inner !== null) return inner;
    }
  }
  const show = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value).slice(0, 2 * CONTEXT));
  return `${path || 'body'}: was ${show(expected)}, now ${show(actual)}`;
}

/** Null when the answer is the recorded one, else who asked what and the first difference. */
export function differenceOf(expected: RecordedAnswer, actual: RecordedAnswer | undefined): string | null {
  const who = `${expected.as ?? 'anonymous'} GET ${expected.url}`;
  if (actual === undefined) return `${who}: not asked`;
  if (actual.status !== expected.status) return `${who}: status ${String(expected.status)} → ${String(actual.status)}`;
  if (actual.kind !== expected.kind) return `${who}: ${expected.kind} → ${actual.kind}`;
  const difference = firstPathDifference(expected.body, actual.body, '');
  return difference === null ? null : `${who}: ${difference}`;
}
