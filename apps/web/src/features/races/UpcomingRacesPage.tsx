import { Stack, Text, Title } from '@mantine/core';
import { WindowedCards } from '../../components/WindowedCards';
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
import { racersOf, type Viewer } from './commentary';
import { upcomingSections } from './upcomingSections';
import { SeasonPicker } from '../../components/SeasonPicker';

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
      <SeasonPicker section="races" />
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

/** The viewer's own races (as a racer), drawn with their neighbours in a windowed list (rules §32). */
function ownRaces(races: readonly Race[], viewer: Viewer | null): number[] {
  if (!viewer) return [];
  return races.flatMap((race, index) => (racersOf(race).some((racer) => racer._id === viewer._id) ? [index] : []));
}

/** A section's race cards, windowed (rules §32): a long round draws its first cards and 'Show all races'. */
function RaceCards({
  races,
  viewer,
  clock,
  headingLevel,
}: Omit<RaceSectionsProps, 'passedStart' | 'races'> & {
  races: readonly Race[];
  headingLevel?: 3;
}) {
  return (
    <WindowedCards
      total={races.length}
      anchors={ownRaces(races, viewer)}
      noun="races"
      cols={{ base: 1 }}
      renderCard={(index, focusRef) => {
        const race = races[index];
        return race === undefined ? null : (
          <UpcomingRaceCard
            key={race._id}
            race={race}
            viewer={viewer}
            clock={clock}
            headingLevel={headingLevel}
            focused={focusRef !== undefined}
            focusTarget={focusRef}
          />
        );
      }}
    />
  );
}

function RaceSections({ races, passedStart, viewer, clock }: RaceSectionsProps) {
  const { upcoming, awaiting } = upcomingSections(races, passedStart * 1000);
  return (
    <>
      {upcoming.length === 0 ? (
        <Text>{NO_UPCOMING_RACES}</Text>
      ) : (
        <RaceCards races={upcoming} viewer={viewer} clock={clock} />
      )}
      {awaiting.length > 0 ? (
        <Stack gap="md" component="section" aria-labelledby="awaiting-results">
          <Title order={2} size="h3" id="awaiting-results">
            Awaiting results
          </Title>
          <Text size="sm">These races have started; their results appear under Past races once recorded.</Text>
          <RaceCards races={awaiting} viewer={viewer} clock={clock} headingLevel={3} />
        </Stack>
      ) : null}
    </>
  );
}
