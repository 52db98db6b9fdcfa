import '../../styles/table';
import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { useParams } from 'react-router';
import { isApiError } from '../../api/http';
import { useRace } from '../../api/racesDetail';
import { useAuth } from '../../auth/useAuth';
import { CountryFlag } from '../../components/CountryFlag';
import { Page } from '../../components/Page';
import { RacerLink } from '../../components/RacerLink';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { racersOf } from './commentary';
import { ClockSettings } from '../../components/ClockSettings';
import { Commentators } from './components/Commentators';
import { EditResultButton } from './admin/record/EditResultButton';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { RaceStart } from '../../components/RaceStart';
import { MoveRaceForm } from './components/MoveRaceForm';
import { RaceRoom } from './components/RaceRoom';
import { RaceCalendarActions } from './components/RaceCalendarActions';
import { RACES_LOAD_ERROR } from './messages';
import { canMoveRace } from './moveRaceForm';
import { raceTimeUrl } from '../../lib/raceTimeLink';
import { useRacetimeBaseUrl } from '../../api/config';
import { resultInSeconds } from './raceSeconds';
import { hasStarted } from '../../lib/raceTime';
import { useClockFormat } from '../../lib/useClockFormat';
import { useTicking } from '../../lib/useNow';

/** /races/{id}: one race's participants, start, status and results (times in seconds). */
export default function RaceDetailPage() {
  const { id = '' } = useParams();
  const race = useRace(id);

  let content;
  if (race.isPending) {
    content = <LoadingSkeletons label="Loading the race" count={2} />;
  } else if (race.isError) {
    const notFound = isApiError(race.error) && (race.error.status === 404 || race.error.status === 400);
    content = notFound ? (
      <Text>No race found with this id.</Text>
    ) : (
      <ServerErrorAlert title={RACES_LOAD_ERROR} error={race.error} />
    );
  } else {
    content = <RaceDetails race={race.data} />;
  }
  return <Page title="Race Details">{content}</Page>;
}

function RaceDetails({ race }: { race: Race }) {
  const [clock] = useClockFormat();
  const { user, isAdmin } = useAuth();
  const viewer = user ? { _id: user._id, isAdmin } : null;
  const movable = useTicking((now) => canMoveRace(race, viewer, now));
  const started = useTicking((now) => hasStarted(race.raceDateTime, now));
  const roomUrl = raceTimeUrl(race.raceTimeId, useRacetimeBaseUrl());
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="xs">
          <Text size="sm">
            <Text span fw={600} size="sm">
              Race ID:
            </Text>{' '}
            <Text span ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {race._id}
            </Text>
          </Text>
          <Text size="sm">
            <Text span fw={600} size="sm">
              Start:
            </Text>{' '}
            <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
          </Text>
          {/* blue.8: white text on Mantine's default blue fails the contrast check (axe color-contrast). */}
          <Group gap="xs">
            <Badge color={race.completed ? 'green' : started ? 'yellow' : 'blue.8'}>
              {race.completed ? 'Completed' : started ? 'Awaiting results' : 'Upcoming'}
            </Badge>
            {race.cancelled ? <Badge color="dark">Cancelled</Badge> : null}
            <Badge variant="light" color="gray">
              {race.round}
            </Badge>
          </Group>
          <Commentators race={race} viewerIsAdmin={isAdmin} />
          {movable ? <MoveRaceForm race={race} byAdmin={isAdmin} clock={clock} /> : null}
          {race.completed || race.cancelled ? null : <RaceCalendarActions race={race} />}
          {race.completed && roomUrl ? (
            <Anchor href={roomUrl} target="_blank" rel="noreferrer" size="sm">
              Race page on racetime.gg<span className="visually-hidden"> (opens in a new tab)</span>
            </Anchor>
          ) : null}
          {/* Before the result: the room link, and the form to set it for the racers and admins (rules §16). */}
          {race.completed ? null : <RaceRoom race={race} viewer={viewer} />}
          {isAdmin && race.completed && !race.cancelled ? <EditResultButton race={race} /> : null}
        </Stack>
      </Card>
      <ClockSettings />

      <Title order={2} size="h3">
        Participants
      </Title>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {racersOf(race).map((racer) => (
          <Group key={racer._id} gap={6} component="li">
            <CountryFlag code={racer.country} />
            <RacerLink
              discordUsername={racer.discordUsername}
              displayName={racer.displayName}
              bracket={racer.currentBracket}
            />
            <Text span size="sm" c="dimmed">
              @{racer.discordUsername}
            </Text>
          </Group>
        ))}
      </Stack>

      <Title order={2} size="h3">
        Results
      </Title>
      {race.results.length === 0 ? (
        <Text>No results recorded yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Place</Table.Th>
                <Table.Th scope="col">Racer</Table.Th>
                <Table.Th scope="col">Time (seconds)</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {race.results.map((result) => (
                <Table.Tr key={result.racer._id}>
                  <Table.Td>{result.place}</Table.Td>
                  <Table.Td>{result.racer.displayName}</Table.Td>
                  <Table.Td ff="monospace">{resultInSeconds(result)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
