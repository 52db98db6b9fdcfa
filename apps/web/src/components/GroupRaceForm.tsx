import { Alert, Button, Group as Row, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { membersLeftOut, namesInWords } from '@pokered/core/groupBooking';
import type { UserRef } from '@pokered/core/schemas/common';
import { adminGroupRaceProblem } from '@pokered/core/schemas/groupRace';
import { useState, type SubmitEvent } from 'react';
import { useGroupRace } from '../api/adminGroupRace';
import { localDateTimeToEpochSeconds } from '../lib/raceTime';
import { ServerErrorAlert } from './ServerErrorAlert';

export interface GroupRaceFormProps {
  groupId: string;
  groupNumber: number;
  /** The group's members in pot order: the racers to choose from. */
  members: readonly UserRef[];
  /** The group's active race, to move or fix; absent to book one. */
  race?: { raceDateTime: number; racerIds: readonly string[] } | null;
}

type Values = { date: string; time: string; racers: [string, string, string] };

/** "2025-09-20" and "18:30" of an epoch-seconds instant, in the viewer's zone (what date and time inputs hold). */
function localInputs(epochSeconds: number): { date: string; time: string } {
  const at = new Date(epochSeconds * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    date: `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

function initialValues(members: readonly UserRef[], race: GroupRaceFormProps['race']): Values {
  const ids = race ? race.racerIds : members.map((member) => member._id);
  const when = race ? localInputs(race.raceDateTime) : { date: '', time: '' };
  return { ...when, racers: [ids[0] ?? '', ids[1] ?? '', ids[2] ?? ''] };
}

/**
 * An admin books, moves or fixes a group's race (rules §23): start and racers (the whole group by default), saying
 * who a booking leaves out before it is sent. `POST /api/admin/groups/{id}/race`; the server's refusal in its words.
 */
export function GroupRaceForm({ groupId, groupNumber, members, race = null }: GroupRaceFormProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(() => initialValues(members, race));
  const [problem, setProblem] = useState<string | null>(null);
  const book = useGroupRace();
  const action = race ? 'Fix race' : 'Book race';
  const leftOut = membersLeftOut(members, values.racers);

  const setRacer = (slot: 0 | 1 | 2) => (value: string) => {
    setValues((current) => {
      const racers: Values['racers'] = [...current.racers];
      racers[slot] = value;
      return { ...current, racers };
    });
    setProblem(null);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const [racer1, racer2, racer3] = values.racers;
    const body = {
      racer1: racer1 || undefined,
      racer2: racer2 || undefined,
      racer3: racer3 || undefined,
      raceDateTime: localDateTimeToEpochSeconds(values.date, values.time),
    };
    const found = adminGroupRaceProblem(body, Math.floor(Date.now() / 1000), race?.raceDateTime ?? null);
    if (found) {
      setProblem(found);
      return;
    }
    book.mutate({ groupId, body }, { onSuccess: () => setOpen(false) });
  };

  if (!open) {
    return (
      <Stack gap="xs">
        <Button
          size="xs"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
          aria-label={`${action} of group ${String(groupNumber)}`}
          onClick={() => {
            book.reset();
            setValues(initialValues(members, race));
            setOpen(true);
          }}
        >
          {action}
        </Button>
        {book.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {book.data.message}
          </Alert>
        ) : null}
      </Stack>
    );
  }

  const options = [
    { value: '', label: 'No racer' },
    ...members.map((member) => ({ value: member._id, label: member.displayName })),
  ];
  return (
    <form onSubmit={submit} noValidate aria-label={`${action} of group ${String(groupNumber)}`}>
      <Stack gap="sm" maw={480}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            type="date"
            label="Date"
            required
            value={values.date}
            onChange={(event) => {
              const date = event.currentTarget.value;
              setValues((current) => ({ ...current, date }));
            }}
          />
          <TextInput
            type="time"
            label="Time"
            required
            value={values.time}
            onChange={(event) => {
              const time = event.currentTarget.value;
              setValues((current) => ({ ...current, time }));
            }}
          />
        </SimpleGrid>
        {([0, 1, 2] as const).map((slot) => (
          <NativeSelect
            key={slot}
            label={`Racer ${String(slot + 1)}`}
            required={slot < 2}
            value={values.racers[slot]}
            onChange={(event) => setRacer(slot)(event.currentTarget.value)}
            data={options}
          />
        ))}
        <Text size="sm" role="status">
          {leftOut.length === 0
            ? 'The whole group races.'
            : `Left out: ${namesInWords(leftOut.map((member) => member.displayName))}. They will be told on their home page.`}
        </Text>
        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        ) : null}
        {book.isError ? <ServerErrorAlert title={book.error.message} /> : null}
        <Row gap="xs">
          <Button type="submit" loading={book.isPending}>
            {race ? 'Save race' : 'Book race'}
          </Button>
          <Button variant="default" onClick={() => setOpen(false)} disabled={book.isPending}>
            Cancel
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
