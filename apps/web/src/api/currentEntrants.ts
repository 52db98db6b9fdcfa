import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SeasonEntrant } from '@pokered/core/schemas/seasons';
import { api } from '../urls';
import { http } from './http';
import { getSeasonSettings } from './seasonSettings';
import { seasonPath } from './signup';

/** The current season's entrants with their year: /entrants names the season it lists. */
export interface CurrentEntrants {
  year: number;
  entrants: SeasonEntrant[];
}

/**
 * GET /api/seasons/{year}/entrants of the current season (public), the year read from the season's settings: both
 * answers are shared and cached by the server, and /entrants's URL carries no year to declare its data by.
 */
export function currentEntrantsQueryOptions() {
  return queryOptions({
    queryKey: ['seasons', 'current', 'entrants'] as const,
    queryFn: async ({ signal }): Promise<CurrentEntrants> => {
      const { year } = await getSeasonSettings(signal);
      const entrants = await http.get<SeasonEntrant[]>(seasonPath(api.seasons, year, 'entrants'), { signal });
      return { year, entrants };
    },
  });
}

export function useCurrentEntrants() {
  return useQuery(currentEntrantsQueryOptions());
}
