/** Turns the stats answer into the bars the page draws, in a stable, meaningful order. */
import { BRACKET_COLORS, BRACKETS, type Bracket } from '@pokered/core/brackets';
import { countryName } from '@pokered/core/countries';
import { ROUNDS } from '@pokered/core/rounds';
import type { StatsResponse } from '@pokered/core/schemas/stats';
import { gapsToFastest } from '@pokered/core/statsFigures';
import { formatHms } from '@pokered/core/time';

export interface PlainBar {
  key: string;
  label: string;
  value: number;
  texts: string[];
  note?: string;
  color?: { light: string; dark: string };
}

/** The word the fastest time's bar and gap cell show. */
export const FASTEST = 'fastest';

/** "+00:01:40" behind the fastest (HH:MM:SS, the stats page's format), or 'fastest' for the fastest itself. */
export function gapText(gapMs: number): string {
  return gapMs <= 0 ? FASTEST : `+${formatHms(gapMs)}`;
}

interface NamedTime<K extends string> {
  key: K;
  label: string;
  ms: number;
  color?: { light: string; dark: string };
}

/**
 * Times drawn as their gap to the fastest: the shortest bar (none at all, labelled 'fastest') is the fastest, and
 * each row reads the time itself (HH:MM:SS) and how far it is behind.
 */
export function timeGapBars<K extends string>(times: readonly NamedTime<K>[]): (PlainBar & { key: K })[] {
  const gaps = gapsToFastest(times.map((time) => time.ms));
  return times.map((time, index) => {
    const gap = gaps[index] ?? 0;
    return {
      key: time.key,
      label: time.label,
      value: gap,
      texts: [formatHms(time.ms), gapText(gap)],
      ...(gap === 0 ? { note: FASTEST } : {}),
      ...(time.color ? { color: time.color } : {}),
    };
  });
}

/** Best times, fastest first as the server sends them, labelled '1. Ash'. */
export function bestTimeBars(stats: StatsResponse): PlainBar[] {
  return timeGapBars(
    stats.topTimes.map((row, index) => ({
      key: row.racer._id,
      label: `${String(index + 1)}. ${row.racer.displayName}`,
      ms: row.bestTime,
    })),
  );
}

/** Rounds in playing order; rounds without a finished time are left out. */
export function roundBars(stats: StatsResponse): PlainBar[] {
  return timeGapBars(
    ROUNDS.flatMap((round) => {
      const ms = stats.averageTimePerRound[round];
      return ms === undefined ? [] : [{ key: round, label: round, ms }];
    }),
  );
}

/** Brackets in their fixed order, each bar in the bracket's colour (the page adds the bracket's letter chip). */
export function bracketBars(stats: StatsResponse): (PlainBar & { key: Bracket })[] {
  return timeGapBars(
    BRACKETS.flatMap((bracket) => {
      const ms = stats.averageTimePerBracket[bracket];
      const { light, dark, label } = BRACKET_COLORS[bracket];
      return ms === undefined ? [] : [{ key: bracket, label, ms, color: { light, dark } }];
    }),
  );
}

export function commentatorBars(stats: StatsResponse): PlainBar[] {
  return stats.mostActiveCommentators.map((row, index) => ({
    key: `${row.displayName}-${String(index)}`,
    label: row.displayName,
    value: row.commentatedRaces,
    texts: [String(row.commentatedRaces)],
  }));
}

/** Runners without a country are 'Non-Representing', as in the country table. */
export function countryLabel(code: string | null): string {
  return countryName(code ?? '') ?? code ?? 'Non-Representing';
}

export function countryBars(stats: StatsResponse): PlainBar[] {
  return stats.countryStats.map((row) => ({
    key: row.country ?? '',
    label: countryLabel(row.country),
    value: row.count,
    texts: [String(row.count)],
  }));
}
