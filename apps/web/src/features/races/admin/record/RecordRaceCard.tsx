import '../../../../styles/forms';
import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { useId, useMemo, useState, type SubmitEvent } from 'react';
import { errorMessage } from '../../../../api/http';
import { useCompleteRace } from '../../../../api/racesComplete';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { racersOf } from '../../commentary';
import { RaceStart } from '../../../../components/RaceStart';
import type { ClockFormat } from '../../../../lib/raceTime';
import { RacerResultFields } from './RacerResultFields';
import {
  canRecord,
  initialRecordForm,
  recordedMessage,
  recordErrorMessage,
  setDnfOrder,
  setRaceTimeId,
  setStatus,
  setTimeField,
  toCompleteRequest,
} from './recordResultsForm';

export interface RecordRaceCardProps {
  race: Race;
  clock: ClockFormat;
  /** Called with the success sentence once the result is stored (the list then reloads). */
  onRecorded: (message: string) => void;
}

/** The Record Results form of one race that has started and awaits its result. */
export function RecordRaceCard({ race, clock, onRecorded }: RecordRaceCardProps) {
  const titleId = useId();
  const racers = useMemo(() => racersOf(race), [race]);
  const racerIds = useMemo(() => racers.map((racer) => racer._id), [racers]);
  const [form, setForm] = useState(() => initialRecordForm(racerIds));
  const complete = useCompleteRace();
  const ready = canRecord(form, racerIds);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = toCompleteRequest(form, racerIds);
    if (!body) return;
    complete.mutate(
      { raceId: race._id, body },
      { onSuccess: () => onRecorded(recordedMessage(racers.map((racer) => racer.displayName))) },
    );
  };

  const clear = () => {
    setForm(initialRecordForm(racerIds));
    complete.reset();
  };

  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId} maw={860}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <div>
            <Title order={3} size="h4" id={titleId}>
              <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
            </Title>
            <Text size="sm" c="dimmed">
              {race.round} · {racers.map((racer) => racer.displayName).join(' vs ')}
            </Text>
          </div>
          {form.results.map((result, index) => (
            <RacerResultFields
              key={result.racer}
              racerName={racers[index]?.displayName ?? result.racer}
              result={result}
              onStatus={(status) => setForm((current) => setStatus(current, index, status))}
              onTimeField={(field, value) => setForm((current) => setTimeField(current, index, field, value))}
              onDnfOrder={(order) => setForm((current) => setDnfOrder(current, index, order))}
            />
          ))}
          <TextInput
            label="Race ID"
            placeholder="Enter Race ID"
            description="The racetime.gg room, e.g. pkmnredblue/clever-abra-1234"
            value={form.raceTimeId}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setForm((current) => setRaceTimeId(current, value));
            }}
          />
          {complete.isError ? (
            <ServerErrorAlert title={recordErrorMessage(race._id, errorMessage(complete.error))} />
          ) : null}
          <Group gap="xs">
            <Button type="submit" disabled={!ready} loading={complete.isPending}>
              Record Results
            </Button>
            <Button variant="default" onClick={clear} disabled={complete.isPending}>
              Clear
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
