import { Alert, Button, Group as Row, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { defaultRacers, leftOutQuestion, membersLeftOut } from '@pokered/core/groupBooking';
import type { Group } from '@pokered/core/schemas/groups';
import type { SubmitRaceRequest } from '@pokered/core/schemas/races';
import { useState, type SubmitEvent } from 'react';
import { checkSubmitRace, EMPTY_SUBMIT_RACE, racerOptions, type SubmitRaceValues } from '../submitRaceForm';

export interface SubmitRaceFormProps {
  group: Group;
  caller: { _id: string; displayName: string };
  onSubmit: (body: SubmitRaceRequest) => void;
  /** A submission is in flight or has succeeded: the form stays locked. */
  locked: boolean;
  pending: boolean;
}

/** Today in the viewer's zone as "YYYY-MM-DD", for the date input's minimum. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Date, time and the three racers of the runner's group (racer 1 is the runner). A group that already has its race
 * sees that race and Move instead (BookedRace).
 */
export function SubmitRaceForm({ group, caller, onSubmit, locked, pending }: SubmitRaceFormProps) {
  // rules §23: the race is the whole group's unless the runner says otherwise.
  const [values, setValues] = useState<SubmitRaceValues>(() => ({
    ...EMPTY_SUBMIT_RACE,
    ...defaultRacers(group.members, caller._id),
  }));
  const [problem, setProblem] = useState<string | null>(null);
  /** A valid booking that leaves members out, waiting for the runner to confirm it (rules §23). */
  const [pendingBooking, setPendingBooking] = useState<{ body: SubmitRaceRequest; question: string } | null>(null);

  const set = (field: keyof SubmitRaceValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(null);
    setPendingBooking(null);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkSubmitRace(values, caller._id);
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    const question = leftOutQuestion(membersLeftOut(group.members, [caller._id, values.racer2, values.racer3]));
    if (question) {
      setPendingBooking({ body: check.body, question });
      return;
    }
    onSubmit(check.body);
  };

  const none = { value: '', label: 'Select a racer', disabled: false };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <fieldset disabled={locked} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              <TextInput
                type="date"
                label="Date"
                required
                min={localToday()}
                value={values.date}
                onChange={(event) => set('date')(event.currentTarget.value)}
              />
              <TextInput
                type="time"
                label="Time"
                required
                value={values.time}
                onChange={(event) => set('time')(event.currentTarget.value)}
              />
            </SimpleGrid>
            <TextInput label="Racer 1" value={caller.displayName} readOnly variant="filled" description="You" />
            <NativeSelect
              label="Racer 2"
              required
              value={values.racer2}
              onChange={(event) => set('racer2')(event.currentTarget.value)}
              data={[none, ...racerOptions(group.members, caller._id, values.racer3)]}
            />
            <NativeSelect
              label="Racer 3"
              description="Optional: leave empty for a two-racer race"
              value={values.racer3}
              onChange={(event) => set('racer3')(event.currentTarget.value)}
              data={[{ ...none, label: 'No third racer' }, ...racerOptions(group.members, caller._id, values.racer2)]}
            />
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            ) : null}
            {pendingBooking ? (
              <Alert color="yellow" variant="light" role="alertdialog" aria-labelledby="left-out-question">
                <Stack gap="xs">
                  <Text id="left-out-question">{pendingBooking.question}</Text>
                  <Row gap="sm">
                    <Button onClick={() => onSubmit(pendingBooking.body)} loading={pending}>
                      Book without them
                    </Button>
                    <Button variant="default" onClick={() => setPendingBooking(null)}>
                      Go back
                    </Button>
                  </Row>
                </Stack>
              </Alert>
            ) : (
              <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
                Submit Race
              </Button>
            )}
          </Stack>
        </fieldset>
      </Stack>
    </form>
  );
}
