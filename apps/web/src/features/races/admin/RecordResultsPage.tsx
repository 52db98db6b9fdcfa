import { Stack, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useReadyToCompleteRaces } from '../../../api/racesReadyToComplete';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { ClockSettings } from '../../../components/ClockSettings';
import { LoadingSkeletons } from '../../../components/LoadingSkeletons';
import { useClockFormat } from '../../../lib/useClockFormat';
import { PlayedEarly } from './record/PlayedEarly';
import { RecordRaceCard } from './record/RecordRaceCard';
import { DoneNotice } from '../../../components/DoneNotice';

export const NO_RACES_TO_COMPLETE = 'No races ready to complete';
export const READY_LOAD_ERROR = 'Error fetching the races ready for completion';

/**
 * /admin/races/record: races that have started and await their result first, then any other race of the round,
 * played before its planned start (rules §6).
 */
export default function RecordResultsPage() {
  const races = useReadyToCompleteRaces();
  const [clock] = useClockFormat();
  const [recorded, setRecorded] = useState<string | null>(null);
  const loadError = races.error;
  const readyIds = useMemo(() => new Set((races.data ?? []).map((race) => race._id)), [races.data]);

  useEffect(() => {
    // rules §21: a failure to load this list is logged, and shown with a Retry.
    if (loadError) console.error('Loading races ready for completion failed', loadError);
  }, [loadError]);

  return (
    <Page title="Races Ready for Completion" headingLevel={2}>
      <ClockSettings />
      <DoneNotice message={recorded} onClose={() => setRecorded(null)} />
      {races.isPending ? (
        <LoadingSkeletons label="Loading races ready for completion" height={260} />
      ) : races.isError ? (
        <ServerErrorAlert title={READY_LOAD_ERROR} error={races.error} onRetry={() => void races.refetch()} />
      ) : races.data.length > 0 ? (
        <Stack gap="md">
          {races.data.map((race) => (
            <RecordRaceCard
              key={race._id}
              race={race}
              clock={clock}
              onRecorded={setRecorded}
              racetimeReady={race.racetimeReady}
            />
          ))}
        </Stack>
      ) : (
        <Text>{NO_RACES_TO_COMPLETE}</Text>
      )}
      {races.isPending ? null : <PlayedEarly readyIds={readyIds} clock={clock} onRecorded={setRecorded} />}
    </Page>
  );
}
