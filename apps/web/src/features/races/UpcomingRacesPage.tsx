import { Stack, Text } from '@mantine/core';
import { useUpcomingRaces } from '../../api/races';
import { useAuth } from '../../auth/useAuth';
import { BracketKey } from '../../components/BracketKey';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { ClockSettings } from '../../components/ClockSettings';
import { UpcomingRaceCard } from './components/UpcomingRaceCard';
import { NO_UPCOMING_RACES, RACES_LOAD_ERROR } from './messages';
import { useClockFormat } from '../../lib/useClockFormat';

/** /races/upcoming: the current round's scheduled races, soonest first. */
export default function UpcomingRacesPage() {
  const races = useUpcomingRaces();
  const { user, isAdmin } = useAuth();
  const [clock] = useClockFormat();
  const viewer = user ? { _id: user._id, isAdmin } : null;

  return (
    <Page title="Upcoming Races">
      <ClockSettings />
      <BracketKey />
      {races.isPending ? (
        <LoadingSkeletons label="Loading upcoming races" height={150} />
      ) : races.isError ? (
        <ServerErrorAlert title={RACES_LOAD_ERROR} error={races.error} />
      ) : races.data.length === 0 ? (
        <Text>{NO_UPCOMING_RACES}</Text>
      ) : (
        <Stack gap="md">
          {races.data.map((race) => (
            <UpcomingRaceCard key={race._id} race={race} viewer={viewer} clock={clock} />
          ))}
        </Stack>
      )}
    </Page>
  );
}
