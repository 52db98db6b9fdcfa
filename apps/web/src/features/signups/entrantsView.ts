import type { EntryStatus } from '@pokered/core/schemas/signups';
import type { SeasonEntrant } from '@pokered/core/schemas/seasons';

/** Where each status sits in the list: those in first, then the waitlist, then those out. */
const STATUS_ORDER: Record<EntryStatus, number> = {
  'checked-in': 0,
  registered: 0,
  waitlisted: 1,
  missed: 2,
  withdrawn: 3,
  refused: 4,
};

/**
 * /entrants's order (rules §39): the seeded runners by seed, then the rest by status (in, waitlisted, out) and
 * name, so the published seeding reads top to bottom.
 */
export function orderEntrants(entrants: readonly SeasonEntrant[]): SeasonEntrant[] {
  return [...entrants].sort(
    (a, b) =>
      (a.seed ?? Infinity) - (b.seed ?? Infinity) ||
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      a.displayName.localeCompare(b.displayName, 'en'),
  );
}

/** "12 registered · 3 checked in · 2 waitlisted": each status present, counted, in the list's order. */
export function statusCounts(entrants: readonly SeasonEntrant[]): { status: EntryStatus; count: number }[] {
  const counts = new Map<EntryStatus, number>();
  for (const entrant of entrants) counts.set(entrant.status, (counts.get(entrant.status) ?? 0) + 1);
  return (['registered', 'checked-in', 'waitlisted', 'missed', 'withdrawn', 'refused'] as const)
    .filter((status) => counts.has(status))
    .map((status) => ({ status, count: counts.get(status) ?? 0 }));
}
