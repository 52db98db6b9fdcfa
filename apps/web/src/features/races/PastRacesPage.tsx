import { Text } from '@mantine/core';
import { useCompletedRaces } from '../../api/racesCompleted';
import { useAuth } from '../../auth/useAuth';
import { BracketKey } from '../../components/BracketKey';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { ClockSettings } from '../../components/ClockSettings';
import { LoadingSkeletons } from '../../components/LoadingSkeletons';
import { PastRaceCard } from './components/PastRaceCard';
import { WindowedCards } from '../../components/WindowedCards';
import { RoundFilter } from '../../components/RoundFilter';
import { NO_COMPLETED_RACES, RACES_LOAD_ERROR } from './messages';
import { useClockFormat } from '../../lib/useClockFormat';
import { matchesRound, useRoundFilter } from '../../lib/useRoundFilter';
import { SeasonPicker } from '../../components/SeasonPicker';
import { seasonTitle, usePageSeason } from '../../lib/pageSeason';

/**
 * /races/past and a past season's races (rules §36): completed races, newest first, filtered by round (default: the current round); windowed (rules §32):
 * the newest first, 'Show all' for the rest.
 */
export default function PastRacesPage() {
  const season = usePageSeason();
  const races = useCompletedRaces(season);
  const filter = useRoundFilter(season);
  // A past season is read-only (rules §36): no result editing nor commentator changes.
  const isAdmin = useAuth().isAdmin && season === undefined;
  const [clock] = useClockFormat();
  const round = filter.value;

  let content;
  if (races.isPending || round === undefined) {
    content = <LoadingSkeletons label="Loading past races" />;
  } else if (races.isError) {
    content = <ServerErrorAlert title={RACES_LOAD_ERROR} error={races.error} onRetry={() => void races.refetch()} />;
  } else {
    const shown = races.data.filter((race) => matchesRound(race.round, round));
    content =
      shown.length === 0 ? (
        <Text>{NO_COMPLETED_RACES}</Text>
      ) : (
        <WindowedCards
          total={shown.length}
          noun="races"
          cols={{ base: 1, md: 2 }}
          renderCard={(index, focusRef) => {
            const race = shown[index];
            return race === undefined ? null : (
              <PastRaceCard
                key={race._id}
                race={race}
                clock={clock}
                viewerIsAdmin={isAdmin}
                focused={focusRef !== undefined}
                focusTarget={focusRef}
              />
            );
          }}
        />
      );
  }

  return (
    <Page title="Past Races" documentTitle={seasonTitle('races', season)}>
      <SeasonPicker section="races" />
      <RoundFilter value={round} onChange={filter.setValue} />
      <ClockSettings />
      <BracketKey />
      {content}
    </Page>
  );
}
