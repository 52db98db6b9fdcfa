import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { HeadToHead } from '@pokered/core/schemas/rivalry';
import { Link } from 'react-router';
import { isApiError } from '../../api/http';
import { useHeadToHead } from '../../api/h2h';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { gapInWords, placesInWords, recordInWords } from '../../lib/rivalryWording';
import { paths } from '../../urls';

export const H2H_LOAD_ERROR = 'Error fetching the head-to-head record.';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function Record({ record }: { record: HeadToHead }) {
  const [aName, bName] = [record.a.displayName, record.b.displayName];
  return (
    <Stack gap="md" component="section" aria-labelledby="h2h-record-heading">
      <Title order={2} size="h3" id="h2h-record-heading">
        {aName} vs {bName}
      </Title>
      <Text>{recordInWords(aName, bName, { ahead: record.aAhead, behind: record.bAhead, ties: record.ties })}</Text>
      <SimpleGrid cols={3} spacing="xs" maw={480}>
        <Count label={`${aName} ahead`} value={record.aAhead} />
        <Count label={`${bName} ahead`} value={record.bAhead} />
        <Count label="Tied" value={record.ties} />
      </SimpleGrid>
      {record.meetings.length > 0 ? (
        <>
          <Title order={3} size="h4">
            Meetings, newest first
          </Title>
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {record.meetings.map((meeting) => (
              <Text key={meeting.raceId} component="li" size="sm">
                <Anchor component={Link} to={paths.races.detail(meeting.raceId)} fw={600} inherit>
                  {String(meeting.year)} {meeting.round}
                </Anchor>
                : {placesInWords(aName, meeting.placeA, bName, meeting.placeB)}.{' '}
                {gapInWords(aName, bName, meeting.gapMs)}
              </Text>
            ))}
          </Stack>
        </>
      ) : null}
    </Stack>
  );
}

/** The record of two chosen runners, with progress while it loads and Retry on an error (rules §21). */
export function HeadToHeadRecord({ a, b }: { a: string; b: string }) {
  const record = useHeadToHead(a, b, true);
  if (record.isPending) return <LoadingSkeletons label="Loading the head-to-head record" count={2} />;
  if (record.isError) {
    // An unknown or malformed runner in a shared link: the server's sentence says which.
    if (isApiError(record.error) && (record.error.status === 404 || record.error.status === 400))
      return <Text role="alert">{record.error.message} Choose two runners above.</Text>;
    return (
      <ServerErrorAlert
        title={H2H_LOAD_ERROR}
        error={record.error}
        onRetry={() => void record.refetch()}
        retrying={record.isFetching}
      />
    );
  }
  return <Record record={record.data} />;
}
