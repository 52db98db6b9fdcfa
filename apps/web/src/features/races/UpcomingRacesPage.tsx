import { Stack, Text, Title } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { useUpcomingRaces } from '../../api/races';
import { useAuth } from '../../auth/useAuth';
import { BracketKey } from '../../components/BracketKey';
import { CalendarFeedLinks } from '../../components/CalendarFeedLinks';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { ClockSettings } from '../../components/ClockSettings';
import { UpcomingRaceCard } from './components/UpcomingRaceCard';
import { NO_UPCOMING_RACES, RACES_LOAD_ERROR } from './messages';
import { hasStarted, type ClockFormat } from '../../lib/raceTime';
import { useClockFormat } from '../../lib/useClockFormat';
import { useTicking } from '../../lib/useNow';
import type { Viewer } from './commentary';
import { upcomingSections } from './upcomingSections';

/**
 * /races/upcoming: the current round's races still to start, soonest first, then those that started and await their
 * result ("Awaiting results", rules §4, §19).
 */
export default function UpcomingRacesPage() {
  const races = useUpcomingRaces();
  const { user, isAdmin } = useAuth();
  const [clock] = useClockFormat();
  const viewer = user ? { _id: user._id, isAdmin } : null;
  // The latest start already passed: a race moves to "Awaiting results" the second it starts, and the page
  // re-renders only then.
  const passedStart = useTicking((now) => latestPassedStart(races.data ?? [], now));

  return (
    <Page title="Upcoming Races">
      <ClockSettings />
      <CalendarFeedLinks />
      <BracketKey />
      {races.isPending ? (
        <LoadingSkeletons label="Loading upcoming races" height={150} />
      ) : races.isError ? (
        <ServerErrorAlert title={RACES_LOAD_ERROR} error={races.error} onRetry={() => void races.refetch()} />
      ) : (
        <RaceSections races={races.data} passedStart={passedStart} viewer={viewer} clock={clock} />
      )}
    </Page>
  );
}

function latestPassedStart(races: readonly Race[], nowMs: number): number {
  let latest = 0;
  for (const race of races) if (hasStarted(race.raceDateTime, nowMs)) latest = Math.max(latest, race.raceDateTime);
  return latest;
}

interface RaceSectionsProps {
  races: readonly Race[];
  /** Epoch seconds: every race starting at or before it has started. */
  passedStart: number;
  viewer: Viewer | null;
  clock: ClockFormat;
}

function RaceSections({ races, passedStart, viewer, clock }: RaceSectionsProps) {
  const { upcoming, awaiting } = upcomingSections(races, passedStart * 1000);
  return (
    <>
      {upcoming.length === 0 ? (
        <Text>{NO_UPCOMING_RACES}</Text>
      ) : (
        <Stack gap="md">
          {upcoming.map((race) => (
            <UpcomingRaceCard key={race._id} race={race} viewer={viewer} clock={clock} />
          ))}
        </Stack>
      )}
      {awaiting.length > 0 ? (
        <Stack gap="md" component="section" aria-labelledby="awaiting-results">
          <Title order={2} size="h3" id="awaiting-results">
            Awaiting results
          </Title>
          <Text size="sm">These races have started; their results appear under Past races once recorded.</Text>
          {awaiting.map((race) => (
            <UpcomingRaceCard key={race._id} race={race} viewer={viewer} clock={clock} headingLevel={3} />
          ))}
        </Stack>
      ) : null}
    </>
  );
}
