/**
 * rules §17: one sentence on why a runner ranks where they do against the runners next to them, by the keys of
 * rules §9 (BYE, points, best time). The runner just above and the one just below are the nearest rows with
 * another rank; rows sharing the runner's rank are named as a tie.
 */
import { formatTime } from './time.ts';

export interface ReasonRow {
  _id: string;
  displayName: string;
  points: number;
  bestTournamentTimeMilliseconds: number | null;
  bye: boolean;
  /** null for a withdrawn runner (rules §9). */
  rank: number | null;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 101st. */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${String(n)}th`;
  const suffix = ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${String(n)}${suffix}`;
}

/** "1:48:02.120" (`formatTime`), or "no finish" for a runner without a Finished race. */
export function formatBestTime(ms: number | null): string {
  return ms === null ? 'no finish' : formatTime(ms);
}

const points = (n: number): string => `${String(n)} point${n === 1 ? '' : 's'}`;
const who = (row: ReasonRow): string => `${ordinal(row.rank ?? 0)} (${row.displayName})`;
const times = (a: ReasonRow, b: ReasonRow): string =>
  `${formatBestTime(a.bestTournamentTimeMilliseconds)} vs ${formatBestTime(b.bestTournamentTimeMilliseconds)}`;

/** Why `row` is ahead of `below` (the next rank down). */
function aheadOf(row: ReasonRow, below: ReasonRow): string {
  if (row.bye !== below.bye) return `ahead of ${who(below)}, who holds no BYE`;
  if (row.points !== below.points) return `${points(row.points - below.points)} more than ${who(below)}`;
  return `level on points with ${who(below)} but with the faster best time (${times(row, below)})`;
}

/** Why `row` is behind `above` (the next rank up). */
function behind(row: ReasonRow, above: ReasonRow): string {
  if (row.bye !== above.bye) return `behind ${who(above)}, who holds a BYE`;
  if (row.points !== above.points) return `${points(above.points - row.points)} fewer than ${who(above)}`;
  return `level on points with ${who(above)}, who has the faster best time (${times(above, row)})`;
}

function names(rows: readonly ReasonRow[]): string {
  const list = rows.map((row) => row.displayName);
  return list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1] ?? ''}`;
}

/**
 * The sentence for `id` in `rows` (the standings in their rules §9 order, withdrawn runners last with rank null).
 * Returns null when `id` is not in the standings.
 */
export function standingsReason(rows: readonly ReasonRow[], id: string): string | null {
  const row = rows.find((candidate) => candidate._id === id);
  if (row === undefined) return null;
  if (row.rank === null) {
    return 'Withdrawn: listed after the ranked runners, unranked, and not counted for the playoff cut.';
  }
  const ranked = rows.filter((candidate) => candidate.rank !== null);
  const tied = ranked.filter((candidate) => candidate.rank === row.rank && candidate._id !== id);
  const above = ranked.filter((candidate) => (candidate.rank ?? 0) < (row.rank ?? 0)).at(-1);
  const below = ranked.find((candidate) => (candidate.rank ?? 0) > (row.rank ?? 0));
  const own = row.bye ? `holds a BYE, ${points(row.points)}` : points(row.points);
  const head =
    tied.length === 0
      ? `Ranked ${ordinal(row.rank)}: ${own}`
      : `Ranked ${ordinal(row.rank)}, tied with ${names(tied)} (same BYE, points and best time, listed by name): ${own}`;
  const parts = [below === undefined ? null : aheadOf(row, below), above === undefined ? null : behind(row, above)];
  const said = parts.filter((part): part is string => part !== null);
  if (said.length === 0) return `${head}; the only rank in the standings.`;
  const [first, second] = said;
  return second === undefined ? `${head}, ${first ?? ''}.` : `${head}, ${first ?? ''}; ${second}.`;
}
