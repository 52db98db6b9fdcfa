import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { useMemo, useState, type ReactNode, type SubmitEvent } from 'react';
import { errorMessage } from '../../../../api/http';
import { useCompleteRace } from '../../../../api/racesComplete';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { racersOf } from '../../commentary';
import { RacerResultFields } from './RacerResultFields';
import { RacetimeImport } from './RacetimeImport';
import { formFromImport } from './racetimeImport';
import {
  canRecord,
  initialRecordForm,
  recordedMessage,
  recordErrorMessage,
  recordFormFromRace,
  setDnfOrder,
  setFinishTime,
  setRaceTimeId,
  setStatus,
  setTimeField,
  toCompleteRequest,
} from './recordResultsForm';

export interface RecordResultFormProps {
  race: Race;
  /** 'record' starts blank (rules §20); 'correct' starts from the stored result (rules §6). */
  mode: 'record' | 'correct';
  /** Called with the success sentence once the result is stored (the race data then reloads). */
  onRecorded: (message: string) => void;
  /** Shown beside the submit button (the correction dialog's Cancel). */
  extraAction?: ReactNode;
}

/**
 * The one form that records a race's result, used for a race awaiting its result, a race played early and a
 * correction: all three POST /api/races/{id}/complete (rules §6).
 */
export function RecordResultForm({ race, mode, onRecorded, extraAction }: RecordResultFormProps) {
  const racers = useMemo(() => racersOf(race), [race]);
  const racerIds = useMemo(() => racers.map((racer) => racer._id), [racers]);
  const startingForm = () => (mode === 'correct' ? recordFormFromRace(race, racerIds) : initialRecordForm(racerIds));
  const [form, setForm] = useState(startingForm);
  // Clear / Undo changes also drop the import's summary, which would otherwise describe a form no longer shown.
  const [importKey, setImportKey] = useState(0);
  const complete = useCompleteRace();
  const ready = canRecord(form, racerIds);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = toCompleteRequest(form, racerIds);
    if (!body) return;
    // mutateAsync, not mutate's onSuccess: the mutation settles only once the race lists have reloaded, and by
    // then this form may be gone (the recorded race leaves the list), which would silently drop the callback.
    complete
      .mutateAsync({ raceId: race._id, body })
      .then(() => onRecorded(recordedMessage(racers.map((racer) => racer.displayName))))
      // The failure is shown from the mutation's state (complete.isError) below.
      .catch(() => undefined);
  };

  const reset = () => {
    setForm(startingForm());
    setImportKey((key) => key + 1);
    complete.reset();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {/* rules §16: the room's result fills the form; the admin checks it and records it as usual. */}
        <RacetimeImport
          key={importKey}
          race={race}
          onImported={(request) => {
            setForm((current) => formFromImport(request, current));
            complete.reset();
          }}
        />
        {form.results.map((result, index) => (
          <RacerResultFields
            key={result.racer}
            racerName={racers[index]?.displayName ?? result.racer}
            result={result}
            onStatus={(status) => setForm((current) => setStatus(current, index, status))}
            onTimeField={(field, value) => setForm((current) => setTimeField(current, index, field, value))}
            onFinishTime={(finishTime) => setForm((current) => setFinishTime(current, index, finishTime))}
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
            {mode === 'correct' ? 'Save corrected result' : 'Record Results'}
          </Button>
          <Button variant="default" onClick={reset} disabled={complete.isPending}>
            {mode === 'correct' ? 'Undo changes' : 'Clear'}
          </Button>
          {extraAction}
        </Group>
      </Stack>
    </form>
  );
}
