import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { formatDateTime, type DateTimeStyle } from '@pokered/core/dateTime';
import type { Race } from '@pokered/core/schemas/races';
import { useId, useState } from 'react';
import { useUpcomingRaces } from '../../../../api/races';
import { LoadingSkeletons } from '../../../../components/LoadingSkeletons';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import type { ClockFormat } from '../../../../lib/raceTime';
import { useDateTimeStyle } from '../../../../lib/useDateTimeStyle';
import { useTicking } from '../../../../lib/useNow';
import { racersOf } from '../../commentary';
import { PLAYED_EARLY_LOAD_ERROR, playedEarlyCandidates } from './playedEarly';
import { RecordRaceCard } from './RecordRaceCard';

function optionLabel(race: Race, style: DateTimeStyle): string {
  const names = racersOf(race)
    .map((racer) => racer.displayName)
    .join(' vs ');
  return `${formatDateTime(race.raceDateTime, style)} · ${names}`;
}

export interface PlayedEarlyProps {
  readyIds: ReadonlySet<string>;
  clock: ClockFormat;
  onRecorded: (message: string) => void;
}

/** Record Results' second way in: choose a race whose planned start is still ahead, then record it. */
export function PlayedEarly({ readyIds, clock, onRecorded }: PlayedEarlyProps) {
  const headingId = useId();
  const style = { ...useDateTimeStyle(), clock };
  const upcoming = useUpcomingRaces();
  // Minute resolution: the list only needs to drop a race once it starts (it then moves to the list above).
  const nowMs = useTicking((ms) => Math.floor(ms / 60_000) * 60_000);
  const [chosenId, setChosenId] = useState('');

  let content;
  if (upcoming.isPending) {
    content = <LoadingSkeletons label="Loading the round’s upcoming races" count={1} height={40} />;
  } else if (upcoming.isError) {
    content = (
      <ServerErrorAlert
        title={PLAYED_EARLY_LOAD_ERROR}
        error={upcoming.error}
        onRetry={() => void upcoming.refetch()}
      />
    );
  } else {
    const candidates = playedEarlyCandidates(upcoming.data, readyIds, nowMs);
    const chosen = candidates.find((race) => race._id === chosenId);
    content =
      candidates.length === 0 ? (
        <Text size="sm">No other race of this round is scheduled.</Text>
      ) : (
        <>
          <NativeSelect
            label="Race played early"
            description="Only races whose planned start is still in the future are listed here."
            value={chosen ? chosen._id : ''}
            onChange={(event) => setChosenId(event.currentTarget.value)}
            data={[
              { value: '', label: 'Choose a race' },
              ...candidates.map((race) => ({ value: race._id, label: optionLabel(race, style) })),
            ]}
            maw={560}
          />
          {chosen ? (
            <RecordRaceCard
              key={chosen._id}
              race={chosen}
              clock={clock}
              playedEarly
              onRecorded={(message) => {
                setChosenId('');
                onRecorded(message);
              }}
            />
          ) : null}
        </>
      );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} id={headingId}>
        Played early?
      </Title>
      <Text size="sm">
        Groups sometimes race before their planned start. Choose the race to record its result now, with the same form.
      </Text>
      {content}
    </Stack>
  );
}
