import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation, useParams } from 'react-router';
import { useSeasons } from '../../api/seasons';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { Page } from '../../components/Page';
import { PokeballLoader } from '../../components/PokeballLoader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import { CURRENT_SECTION_PATHS, noSeason, sectionOfPath, seasonOfParams } from '../../lib/pageSeason';
import { SeasonBanner } from './SeasonBanner';

export const SEASONS_LOAD_ERROR = 'Error fetching the seasons';

/**
 * `/seasons/{year}/…` (rules §36): a past season's pages, today's components reading that year, under a banner
 * naming the season and its champion. The current season's year goes to today's URL; an unknown year is not found.
 */
export default function SeasonLayout() {
  const params = useParams();
  const { pathname } = useLocation();
  const seasons = useSeasons();
  const year = seasonOfParams(params);

  if (seasons.isPending) return <LoadingSkeletons label="Loading the season" count={1} height={140} />;
  if (seasons.isError)
    return (
      <Page title="Season">
        <ServerErrorAlert title={SEASONS_LOAD_ERROR} error={seasons.error} onRetry={() => void seasons.refetch()} />
      </Page>
    );

  const season = seasons.data.find((candidate) => candidate.year === year);
  if (!season)
    return (
      <Page title="Season not found">
        <ServerErrorAlert title="Season not found" error={new Error(noSeason(params.year ?? ''))} />
        <Text>
          <Anchor component={Link} to={paths.seasons}>
            Every season
          </Anchor>{' '}
          lists the years on record.
        </Text>
      </Page>
    );
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
