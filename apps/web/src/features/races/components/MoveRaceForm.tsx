import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { useId, useState, type SubmitEvent } from 'react';
import { isApiError } from '../../../api/http';
import { useRescheduleRace } from '../../../api/racesReschedule';
import { RaceStart } from '../../../components/RaceStart';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import type { ClockFormat } from '../../../lib/raceTime';
import { useTicking } from '../../../lib/useNow';
import { checkMoveRace } from '../moveRaceCheck';
import { localInputsOf, type MoveRaceValues } from '../moveRaceForm';
import { MOVE_ERROR } from '../messages';

export interface MoveRaceFormProps {
  race: Race;
  /** Admins may also move a started race that has no result (rules §6). */
  byAdmin: boolean;
  clock: ClockFormat;
  /** Names the race for screen readers when several Move buttons share a page ("Ash vs Gary"). */
  raceName?: string;
}

/**
 * The Move action (rules §6): a button that opens a date and time form, checked as the server checks it, then
 * `POST /api/races/{id}/reschedule`. A refusal is shown in the server's words with a Retry.
 */
export function MoveRaceForm({ race, byAdmin, clock, raceName }: MoveRaceFormProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<MoveRaceValues>(() => localInputsOf(race.raceDateTime));
  const [problem, setProblem] = useState<string | null>(null);
  const move = useRescheduleRace();
  const formId = useId();
  const today = useTicking((now) => localInputsOf(now / 1000).date);
  const suffix = raceName ? `: ${raceName}` : '';

  const set = (field: keyof MoveRaceValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkMoveRace(values, race, byAdmin, Date.now());
    if (!check.ok) {
      setProblem(check.message);
      return;
    }
    move.mutate({ raceId: race._id, body: check.body }, { onSuccess: () => setOpen(false) });
  };

  const retry = () => {
    if (move.variables) move.mutate(move.variables, { onSuccess: () => setOpen(false) });
  };

  return (
    <Stack gap="xs">
      {open ? (
        <form onSubmit={submit} noValidate aria-label={`Move race${suffix}`} id={formId}>
          <Stack gap="sm" maw={480}>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <TextInput
                type="date"
                label="New date"
                required
                min={today}
                value={values.date}
                onChange={(event) => set('date')(event.currentTarget.value)}
              />
              <TextInput
                type="time"
                label="New time"
                required
                value={values.time}
                onChange={(event) => set('time')(event.currentTarget.value)}
              />
            </SimpleGrid>
            <Text size="xs" c="dimmed">
              Agree the new time with the other racers first. Times are in your own time zone.
            </Text>
            {problem ? (
              <Alert color="red" variant="light" role="alert">
                {problem}
              </Alert>
            ) : null}
            <Group gap="xs">
              <Button type="submit" loading={move.isPending}>
                Move Race
              </Button>
              <Button
                variant="default"
                onClick={() => {
                  setOpen(false);
                  setProblem(null);
                }}
                disabled={move.isPending}
              >
                Keep Current Time
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Group gap="xs">
          <Button
            size="sm"
            variant="light"
            aria-label={`Move${suffix}`}
            onClick={() => {
              move.reset();
              setValues(localInputsOf(race.raceDateTime));
              setOpen(true);
            }}
          >
            Move
          </Button>
        </Group>
      )}
      {move.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {move.data.message} New start: <RaceStart epochSeconds={move.data.race.raceDateTime} clock={clock} />
        </Alert>
      ) : null}
      {move.isError ? (
        <Stack gap={4}>
          <MoveFailure error={move.error} />
          <Button
            size="xs"
            variant="default"
            onClick={retry}
            loading={move.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Retry
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A refusal the racer can act on (409 the race's state, 400 the time) in the server's words; else the page's sentence. */
function MoveFailure({ error }: { error: unknown }) {
  if (isApiError(error) && (error.status === 409 || error.status === 400 || error.status === 403)) {
    return <ServerErrorAlert title={error.message} />;
  }
  return <ServerErrorAlert title={MOVE_ERROR} error={error} />;
}
