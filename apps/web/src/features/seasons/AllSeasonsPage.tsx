import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePastResults } from '../../api/pastResults';
import { useSeasons } from '../../api/seasons';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import { EarlierYearCard, SeasonCard } from './SeasonCards';

export const SEASONS_ERROR = 'Error fetching the seasons';
export const PAST_RESULTS_ERROR = 'Error fetching the years before the site';

/**
 * /seasons (rules §36): every season of the site, newest first, with its champion, podium, runners and best time
 * and a link to its pages; then the years before the site, from the hall of fame's records.
 */
export default function AllSeasonsPage() {
  const seasons = useSeasons();
  const results = usePastResults();
  const seasonYears = new Set(seasons.data?.map((season) => season.year));
  const currentYear = seasons.data?.find((season) => season.current)?.year;
  const podiumOf = (year: number) => results.data?.find((result) => result.tournamentYear === year);
  const earlier = seasons.isSuccess
    ? (results.data ?? []).filter((result) => !seasonYears.has(result.tournamentYear))
    : [];

  return (
    <Page title="Seasons">
      <Text>
        Every tournament on record, newest first. A past season's pages are kept as it ended; the{' '}
        <Anchor component={Link} to={paths.hallOfFame}>
          Hall of Fame
        </Anchor>{' '}
        has the spotlight videos.
      </Text>
      {seasons.isPending ? <LoadingSkeletons label="Loading the seasons" count={2} height={160} /> : null}
      {seasons.isError ? (
        <ServerErrorAlert title={SEASONS_ERROR} error={seasons.error} onRetry={() => void seasons.refetch()} />
      ) : null}
      {seasons.isSuccess && results.isPending ? (
        <LoadingSkeletons label="Loading the years before the site" count={1} height={100} />
      ) : null}
      {results.isError ? (
        <ServerErrorAlert title={PAST_RESULTS_ERROR} error={results.error} onRetry={() => void results.refetch()} />
      ) : null}
      {seasons.isSuccess ? (
        <Stack gap="lg">
          {seasons.data.map((season) => (
            <SeasonCard key={season.year} season={season} podium={podiumOf(season.year)} currentYear={currentYear} />
          ))}
        </Stack>
      ) : null}
      {earlier.length > 0 ? (
        <section aria-labelledby="seasons-before-the-site">
          <Title order={2} id="seasons-before-the-site" mb="xs">
            Before the site
          </Title>
          <Text mb="sm">The tournaments run before this site kept their podium only.</Text>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
            {earlier.map((result) => (
              <EarlierYearCard key={result.tournamentYear} result={result} />
            ))}
          </SimpleGrid>
        </section>
      ) : null}
    </Page>
  );
}
