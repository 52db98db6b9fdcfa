/**
 * A season-bound read of a past season (rules §36): `?season={year}` on the URL, and the year in the query key. The
 * current season (`undefined`) keeps today's URL and key, so every invalidation by prefix still reaches it.
 */
export type PageSeason = number | undefined;

/** `url` with `?season={year}` for a past season; `url` itself for the current one. */
export function inSeason(url: string, season: PageSeason): string {
  return season === undefined ? url : `${url}?season=${String(season)}`;
}

/** What a season adds to a query key: nothing for the current season. */
export function seasonKey(season: PageSeason): [] | [{ season: number }] {
  return season === undefined ? [] : [{ season }];
}
