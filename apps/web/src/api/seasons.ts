import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SeasonEntrant, SeasonPicker, SeasonSummary } from '@pokered/core/schemas/seasons';
import { inSeason, seasonKey, type PageSeason } from './seasonQuery';
import { api } from '../urls';
import { http } from './http';

/** The seasons (rules §34): every year with its status and headline figures, and a season's runners. */
export type { SeasonEntrant, SeasonSummary };

export const seasonsQueryKey = ['seasons'] as const;

/**
 * A season's runners under a seasons path (urls.ts names the two bases): kept out of the URL map, which every page
 * loads, since only Admin → Runners asks for them.
 */
const entrantsOf = (seasons: string, year: number) => `${seasons}/${String(year)}/entrants`;

export function seasonsQueryOptions() {
  return queryOptions({
    queryKey: seasonsQueryKey,
    queryFn: ({ signal }): Promise<SeasonSummary[]> => http.get(api.seasons, { signal }),
  });
}

/**
 * GET /api/seasons/picker?season={year} (public): the years the season picker offers on that season's pages (rules
 * §36), a few whatever the number of seasons, so the pages that embed them do not grow with it.
 */
export function seasonPickerQueryOptions(season: PageSeason) {
  return queryOptions({
    queryKey: [...seasonsQueryKey, 'picker', ...seasonKey(season)],
    queryFn: ({ signal }): Promise<SeasonPicker> => http.get(inSeason(api.seasonPicker, season), { signal }),
  });
}

/** GET /api/seasons (public): newest first. */
export function useSeasons() {
  return useQuery(seasonsQueryOptions());
}

/** GET /api/seasons/{year}/entrants (public). */
export function getSeasonEntrants(year: number): Promise<SeasonEntrant[]> {
  return http.get(entrantsOf(api.seasons, year));
}

/**
 * POST /api/admin/seasons {year} (admin) → 201 {message, season}. A new season changes what every page shows, so
 * every cached answer is read again.
 */
export function useStartSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (year: number): Promise<{ message: string; season: SeasonSummary }> =>
      http.post(api.admin.seasons, { year }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** POST /api/admin/seasons/{year}/entrants {userIds} (admin) → {message, added}: the runners lists change. */
export function useAddSeasonEntrants(year: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userIds: readonly string[]): Promise<{ message: string; added: number }> =>
      http.post(entrantsOf(api.admin.seasons, year), { userIds }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
