/** Turns the stats answer into the bars the page draws, in a stable, meaningful order. */
import { BRACKET_COLORS, BRACKETS } from '@pokered/core/brackets';
import { countryName } from '@pokered/core/countries';
import { ROUNDS } from '@pokered/core/rounds';
import type { StatsResponse } from '@pokered/core/schemas/stats';
import { formatHms } from '@pokered/core/time';

export interface PlainBar {
  key: string;
  label: string;
  value: number;
  text: string;
  color?: { light: string; dark: string };
}

/** Rounds in playing order; rounds without a finished time are left out. */
export function roundBars(stats: StatsResponse): PlainBar[] {
  return ROUNDS.flatMap((round) => {
    const ms = stats.averageTimePerRound[round];
    return ms === undefined ? [] : [{ key: round, label: round, value: ms, text: formatHms(ms) }];
  });
}

/** Brackets in their fixed order, each bar in the bracket's colour. */
export function bracketBars(stats: StatsResponse): PlainBar[] {
  return BRACKETS.flatMap((bracket) => {
    const ms = stats.averageTimePerBracket[bracket];
    const { light, dark, label } = BRACKET_COLORS[bracket];
    return ms === undefined ? [] : [{ key: bracket, label, value: ms, text: formatHms(ms), color: { light, dark } }];
  });
}

export function commentatorBars(stats: StatsResponse): PlainBar[] {
  return stats.mostActiveCommentators.map((row, index) => ({
    key: `${row.displayName}-${String(index)}`,
    label: row.displayName,
    value: row.commentatedRaces,
    text: String(row.commentatedRaces),
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
    text: String(row.count),
  }));
}
