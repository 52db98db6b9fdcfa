import { Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useExhibitionRaces } from '../../api/tournamentExhibition';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { ResultList } from '../../components/ResultList';
import { RaceStart } from '../../components/RaceStart';
import { useClockFormat } from '../../lib/useClockFormat';
import { usePageSeason } from '../../lib/pageSeason';

export const EXHIBITION_LOAD_ERROR = 'Error fetching exhibition results';

/** The Exhibition races of the year and their placings (from GET /api/tournament/exhibition). */
export function ExhibitionResults() {
  const races = useExhibitionRaces(usePageSeason());
  const [clock] = useClockFormat();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="exhibition-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="exhibition-title">
          Exhibition Results
        </Title>
        {races.isPending ? (
          <div role="status">
            <span className="visually-hidden">Loading exhibition results</span>
            <Skeleton height={60} />
          </div>
        ) : races.isError ? (
          <ServerErrorAlert title={EXHIBITION_LOAD_ERROR} error={races.error} onRetry={() => void races.refetch()} />
        ) : races.data.length === 0 ? (
          <Text size="sm">No exhibition races have been completed yet.</Text>
        ) : (
          races.data.map((race) => (
            <Stack key={race._id} gap={4}>
              <Text size="sm" fw={600}>
                Exhibition race, <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
              </Text>
              <ResultList results={race.results} />
            </Stack>
          ))
        )}
      </Stack>
    </Card>
  );
}
