import { Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useStandings } from '../../api/standings';
import { BracketKey } from '../../components/BracketKey';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { BestTimePanel } from './BestTimePanel';
import { ExhibitionResults } from './ExhibitionResults';
import { StandingsTable } from './StandingsTable';
import { paths } from '../../urls';
import { SeasonPicker } from '../../components/SeasonPicker';
import { seasonTitle, usePageSeason } from '../../lib/pageSeason';

export const STANDINGS_LOAD_ERROR = 'Error fetching standings';
export const NO_RUNNERS = 'No runners available';

/** /standings and a past season's (rules §36): best time, exhibition results, the bracket key and the ranked table of runners. */
export default function StandingsPage() {
  const season = usePageSeason();
  const standings = useStandings(season);
  const title = { title: 'Standings', documentTitle: seasonTitle('standings', season) };

  if (standings.isError) {
    return (
      <Page {...title}>
        <ServerErrorAlert
          title={STANDINGS_LOAD_ERROR}
          error={standings.error}
          onRetry={() => void standings.refetch()}
        />
      </Page>
    );
  }

  return (
    <Page {...title}>
      <SeasonPicker section="standings" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {standings.isPending ? (
          <Skeleton height={130} radius="md" />
        ) : (
          <BestTimePanel rows={standings.data.standings} />
        )}
        <ExhibitionResults />
      </SimpleGrid>
      <Text size="sm">
        <Anchor component={Link} to={season === undefined ? paths.bracket : paths.seasonPage(season, 'bracket')}>
          Playoff bracket
        </Anchor>
        : the Quarterfinals to the champion, once drawn. Open a runner's row for their races and why they rank there.
      </Text>
      <BracketKey />
      {standings.isPending ? (
        <div role="status">
          <span className="visually-hidden">Loading standings</span>
          <Stack gap="xs">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={32} />
            ))}
          </Stack>
        </div>
      ) : standings.data.standings.length === 0 ? (
        <Text>{NO_RUNNERS}</Text>
      ) : (
        <StandingsTable rows={standings.data.standings} cutoffRank={standings.data.cutoffRank} />
      )}
    </Page>
  );
}
