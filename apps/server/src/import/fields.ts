/**
 * Reading the earlier site's fields whatever form a dump gave them (rules §40): an ObjectId or its hex string, a
 * number or a Long or a Date, and the defaults its models filled in.
 */
import { BSON } from 'bson';
import type { RawDocument } from './readDump.ts';

/** An ObjectId (or its hex string, as a hand edit leaves it) as 24 hex characters; null for anything else. */
export function idOf(value: unknown): string | null {
  if (value instanceof BSON.ObjectId) return value.toHexString();
  if (typeof value === 'string' && /^[0-9a-fA-F]{24}$/.test(value)) return value.toLowerCase();
  // A one-element array where one id was expected (finalPick was cast from it).
  if (Array.isArray(value) && value.length === 1) return idOf(value[0]);
  return null;
}

/** The ids of an array field; an entry that is no id is reported by the caller through `bad`. */
export function idsOf(value: unknown): { ids: string[]; bad: number } {
  if (value === null || value === undefined) return { ids: [], bad: 0 };
  const list = Array.isArray(value) ? value : [value];
  const ids: string[] = [];
  let bad = 0;
  for (const item of list) {
    const id = idOf(item);
    if (id === null) bad++;
    else ids.push(id);
  }
  return { ids, bad };
}

/** A number in any of the forms a dump holds it (double, Int32, Long, Decimal128, a numeric string). */
export function numberOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof BSON.Long) return value.toNumber();
  if (value instanceof BSON.Int32 || value instanceof BSON.Double) return value.valueOf();
  if (value instanceof BSON.Decimal128) return Number(value.toString());
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** Epoch seconds from epoch seconds (the old models' own unit), or from a date. */
export function secondsOf(value: unknown): number | null {
  if (value instanceof Date) return Math.floor(value.getTime() / 1000);
  const n = numberOf(value);
  if (n === null) return null;
  // A value in milliseconds (a hand edit) is told apart by its size: seconds reach 1e12 in the year 33658.
  return Math.floor(n > 1e12 ? n / 1000 : n);
}

export function textOf(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function boolOf(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

export function hexId(doc: RawDocument): string | null {
  return idOf(doc._id);
}

/** The year of an epoch-seconds moment, in UTC: the tournament runs September to November. */
export function yearOfSeconds(seconds: number): number {
  return new Date(seconds * 1000).getUTCFullYear();
}
