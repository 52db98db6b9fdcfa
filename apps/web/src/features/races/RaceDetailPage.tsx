import { Anchor, Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { RaceDetail } from '@pokered/core/schemas/races';
import { ordinal } from '@pokered/core/standingsReason';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/http';
import { useRace } from '../../api/racesDetail';
import { useAuth } from '../../auth/useAuth';
import { BracketChip } from '../../components/BracketChip';
import { CountryFlag } from '../../components/CountryFlag';
import { Page } from '../../components/Page';
import { RacerLink } from '../../components/RacerLink';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { commentaryActions, racersOf, restreamOpen } from './commentary';
import { CommentaryButtons } from './components/CommentaryButtons';
import { Countdown } from '../../components/Countdown';
import { ClockSettings } from '../../components/ClockSettings';
import { Commentators } from './components/Commentators';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { RaceStart } from '../../components/RaceStart';
import { PlayedEarly } from './components/PlayedEarly';
import { RacePairs } from './components/RacePairs';
import { RaceRoom } from './components/RaceRoom';
import { RaceCalendarActions } from './components/RaceCalendarActions';
import { RACES_LOAD_ERROR } from './messages';
import { canMoveRace } from './moveRaceForm';
import { raceTimeUrl } from '../../lib/raceTimeLink';
import { useRacetimeBaseUrl } from '../../api/config';
import { resultInSeconds } from './raceSeconds';
import { hasStarted } from '../../lib/raceTime';
import { raceTitle } from '../../lib/raceTitle';
import { useClockFormat } from '../../lib/useClockFormat';
import { useTicking } from '../../lib/useNow';
import { external } from '../../urls';

/** Racers' and admins' forms, with their schemas (zod) and form styles: visitors never download them. */
const MoveRaceForm = lazy(() =>
  import('./components/MoveRaceForm').then((module) => ({ default: module.MoveRaceForm })),
);
const AdminGroupRace = lazy(() =>
  import('./components/AdminGroupRace').then((module) => ({ default: module.AdminGroupRace })),
);
/** Admin only: the racers' restream consent comes from the admin's entries list (rules §38). */
const RestreamConsent = lazy(() =>
  import('./components/RestreamConsent').then((module) => ({ default: module.RestreamConsent })),
);
const EditResultButton = lazy(() =>
  import('./admin/record/EditResultButton').then((module) => ({ default: module.EditResultButton })),
);

/**
 * /races/{id}: one race's participants, start, status, restream and commentators, and its placing (1st, 2nd, 3rd,
 * with the time in seconds or the status), every racer linking to their profile (rules §19).
 */
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
      <ServerErrorAlert
        title={RACES_LOAD_ERROR}
        error={race.error}
        onRetry={() => void race.refetch()}
        retrying={race.isFetching}
      />
    );
  } else {
    content = <RaceDetails race={race.data} />;
  }
  // rules §23: headed by its round and racers, as the tab and the link preview are.
  const title = race.data ? raceTitle(race.data) : 'Race';
  return (
    <Page title={title} documentTitle={title}>
      {content}
    </Page>
  );
}

function RaceDetails({ race }: { race: RaceDetail }) {
  const [clock] = useClockFormat();
  const { user, isAdmin } = useAuth();
  const viewer = user ? { _id: user._id, isAdmin } : null;
  const movable = useTicking((now) => canMoveRace(race, viewer, now));
  const started = useTicking((now) => hasStarted(race.raceDateTime, now));
  // Shown while a restream may still be planned (rules §6), as the card's controls are.
  const consent = useTicking((now) => isAdmin && restreamOpen(race, now));
  // rules §23: the same Commentate / Pull Out as the race's card on Upcoming races.
  const commentate = useTicking((now) => commentaryActions(race, viewer, now).commentate);
  const pullOut = useTicking((now) => commentaryActions(race, viewer, now).pullOut);
  const roomUrl = raceTimeUrl(race.raceTimeId, useRacetimeBaseUrl());
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="xs">
          <PlayedEarly race={race} clock={clock} />
          <Text size="sm">
            <Text span fw={600} size="sm">
              Start:
            </Text>{' '}
            <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
            {race.cancelled || race.completed ? null : (
              <>
                {' '}
                (<Countdown startEpochSeconds={race.raceDateTime} />)
              </>
            )}
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
            {race.bracket ? (
              <Text span size="sm">
                {/* The words say the bracket: the chip is for the eye, as on the racers' names. */}
                <span aria-hidden="true">
                  <BracketChip bracket={race.bracket} />
                </span>{' '}
                {race.bracket} bracket
              </Text>
            ) : null}
          </Group>
          <Commentators race={race} viewerIsAdmin={isAdmin} />
          <CommentaryButtons race={race} actions={{ commentate, pullOut }} />
          {race.restreamPlanned && race.restreamChannel && !race.cancelled ? (
            <Text size="sm">
              <Text span fw={600} size="sm">
                Restream:
              </Text>{' '}
              <Anchor href={external.twitch(race.restreamChannel)} target="_blank" rel="noreferrer" inherit>
                twitch.tv/{race.restreamChannel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Anchor>
            </Text>
          ) : null}
          {consent ? (
            <Suspense fallback={null}>
              <RestreamConsent race={race} />
            </Suspense>
          ) : null}
          {movable ? (
            <Suspense fallback={null}>
              <MoveRaceForm race={race} byAdmin={isAdmin} clock={clock} />
            </Suspense>
          ) : null}
          {isAdmin && !race.completed && !race.cancelled && race.groupId ? (
            <Suspense fallback={null}>
              <AdminGroupRace race={race} />
            </Suspense>
          ) : null}
          {race.completed || race.cancelled ? null : <RaceCalendarActions race={race} />}
          {race.completed && roomUrl ? (
            <Anchor href={roomUrl} target="_blank" rel="noreferrer" size="sm">
              Race page on racetime.gg<span className="visually-hidden"> (opens in a new tab)</span>
            </Anchor>
          ) : null}
          {/* Before the result: the room link, and the form to set it for the racers and admins (rules §16). */}
          {race.completed ? null : <RaceRoom race={race} viewer={viewer} />}
          {isAdmin && race.completed && !race.cancelled ? (
            <Suspense fallback={null}>
              <EditResultButton race={race} />
            </Suspense>
          ) : null}
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
                  <Table.Td>{ordinal(result.place)}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap" component="span">
                      <CountryFlag code={result.racer.country} />
                      <RacerLink
                        discordUsername={result.racer.discordUsername}
                        displayName={result.racer.displayName}
                        bracket={result.racer.currentBracket}
                      />
                    </Group>
                  </Table.Td>
                  <Table.Td ff="monospace">{resultInSeconds(result)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {race.pairs.length > 0 ? <RacePairs pairs={race.pairs} /> : null}
    </Stack>
  );
}
