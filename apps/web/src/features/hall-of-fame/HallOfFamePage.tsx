import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { PastResult } from '@pokered/core/schemas/stats';
import { usePastResults } from '../../api/pastResults';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { YouTubeEmbed } from './YouTubeEmbed';

const PODIUM = [
  { medal: 'gold', emoji: '🥇', label: 'Gold' },
  { medal: 'silver', emoji: '🥈', label: 'Silver' },
  { medal: 'bronze', emoji: '🥉', label: 'Bronze' },
] as const;

function YearCard({ result }: { result: PastResult }) {
  const year = String(result.tournamentYear);
  const headingId = `hall-of-fame-${year}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId} mb="sm">
        {year}
      </Title>
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {PODIUM.map(({ medal, emoji, label }) => (
          <li key={medal}>
            <Text size="lg">
              <span aria-hidden="true">{emoji}</span> <strong>{label}:</strong>{' '}
              {result[medal].name.trim() || 'Not awarded'}
            </Text>
          </li>
        ))}
      </ul>
      {result.spotlightVideos.length > 0 && (
        <>
          <Title order={3} size="h4" mt="lg" mb="sm">
            Spotlight Videos
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {result.spotlightVideos.map((url, index) => (
              <YouTubeEmbed key={url} url={url} title={`${year} spotlight video ${String(index + 1)}`} />
            ))}
          </SimpleGrid>
        </>
      )}
    </Card>
  );
}

/** /hall-of-fame: every past year's podium and spotlight videos, newest first. */
export default function HallOfFamePage() {
  const results = usePastResults();
  return (
    <Page title="Hall of Fame">
      {results.isPending ? (
        <Stack gap="lg" aria-busy="true" aria-label="Loading past results">
          <Skeleton height={160} />
          <Skeleton height={160} />
        </Stack>
      ) : results.isError ? (
        <ServerErrorAlert
          title="Error fetching past results"
          error={results.error}
          onRetry={() => void results.refetch()}
        />
      ) : results.data.length === 0 ? (
        <Stack gap={4}>
          <Text fw={700}>No past results available</Text>
          <Text>Check back later for tournament history!</Text>
        </Stack>
      ) : (
        <Stack gap="lg">
          {results.data.map((result) => (
            <YearCard key={result.tournamentYear} result={result} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
