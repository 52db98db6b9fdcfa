/**
 * rules §36: the season picker offers a bounded set of years, so that no season's page grows with the number of
 * seasons on record: the current season, the season shown, and the seasons just before and after it. Every other year
 * is one step away, through the list of every season (/seasons).
 */

/**
 * The picker's years, newest first, each once: the current season, `shown`, and `shown`'s neighbours in `years`
 * (the seasons on record, in any order). `shown` not on record offers the current season and its neighbours.
 */
export function seasonPickerYears(years: readonly number[], currentYear: number, shown: number): number[] {
  const newestFirst = [...new Set(years)].sort((a, b) => b - a);
  const at = newestFirst.indexOf(newestFirst.includes(shown) ? shown : currentYear);
  const picked = new Set<number>([currentYear]);
  for (const index of [at - 1, at, at + 1]) {
    const year = newestFirst[index];
    if (year !== undefined) picked.add(year);
  }
  return [...picked].sort((a, b) => b - a);
}
