import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isApiError } from '../../api/http';
import { seasonPickerQueryOptions } from '../../api/seasons';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { Page } from '../../components/Page';
import { PokeballLoader } from '../../components/PokeballLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import { CURRENT_SECTION_PATHS, noSeason, sectionOfPath, seasonOfParams } from '../../lib/pageSeason';
import { SeasonBanner } from './SeasonBanner';

export const SEASONS_LOAD_ERROR = 'Error fetching the season';

function SeasonNotFound({ year }: { year: string }) {
  return (
    <Page title="Season not found">
      <ServerErrorAlert title="Season not found" error={new Error(noSeason(year))} />
      <Text>
        <Anchor component={Link} to={paths.seasons}>
          Every season
        </Anchor>{' '}
        lists the years on record.
      </Text>
    </Page>
  );
}

/**
 * `/seasons/{year}/…` (rules §36): a past season's pages, today's components reading that year, under a banner
 * naming the season and its champion. The current season's year goes to today's URL; an unknown year is not found.
 */
export default function SeasonLayout() {
  const params = useParams();
  const { pathname } = useLocation();
  const year = seasonOfParams(params);
  const notFound = <SeasonNotFound year={params.year ?? ''} />;
  // The picker's answer for the year carries the season's summary: the page does not carry every season (rules §36).
  const picker = useQuery(seasonPickerQueryOptions(year));

  if (year === undefined) return notFound;
  if (picker.isPending) return <LoadingSkeletons label="Loading the season" count={1} height={140} />;
  if (picker.isError) {
    // 404 'No season {year}.': a year that is no season.
    if (isApiError(picker.error) && picker.error.status === 404) return notFound;
    return (
      <Page title="Season">
        <ServerErrorAlert title={SEASONS_LOAD_ERROR} error={picker.error} onRetry={() => void picker.refetch()} />
      </Page>
    );
  }

  const { season } = picker.data;
  if (!season) return notFound;
  // `/seasons/{year}` alone opens the season's standings (a redirect here, not in the route table: the shell stays small).
  const section = sectionOfPath(pathname);
  if (season.current || section === undefined)
    return (
      <Navigate
        to={season.current ? CURRENT_SECTION_PATHS[section ?? 'standings'] : paths.seasonPage(season.year, 'standings')}
        replace
      />
    );

  return (
    <Stack gap="lg">
      <SeasonBanner season={season} />
      {/* The Pickems pages' headings are h2s under the section's h1, as today (without its dashboard). */}
      {section.startsWith('pickems') ? <Title order={1}>Pickems</Title> : null}
      <Suspense fallback={<PokeballLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
