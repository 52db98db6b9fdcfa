import { Alert, Anchor, Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { normaliseRoom } from '@pokered/core/racetimeRefs';
import type { Race } from '@pokered/core/schemas/races';
import { useId, useState } from 'react';
import { isApiError } from '../../../../api/http';
import { useRacetimePreview } from '../../../../api/racetimePreview';
import { ServerErrorAlert } from '../../../../components/ServerErrorAlert';
import { ROOM_FORMAT_MESSAGE } from '../../messages';
import { matchSentence, type ImportedRequest } from './racetimeImport';

export const IMPORT_ERROR = 'Could not read the racetime.gg room. Please try again later.';

export interface RacetimeImportProps {
  race: Pick<Race, '_id' | 'raceTimeId'>;
  /** Fills the form with the room's result; nothing is stored until the admin records it (rules §16). */
  onImported: (request: ImportedRequest) => void;
}

/**
 * One-paste import (rules §16): paste the room URL or `category/slug`, press Import; the server reads the room and
 * answers a prefilled result, which fills the form. Shows how each racer was matched and every warning; a room that
 * has not finished, cannot be read or is not this race's answers in the server's words, with a Retry.
 */
export function RacetimeImport({ race, onImported }: RacetimeImportProps) {
  const [room, setRoom] = useState(race.raceTimeId ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useRacetimePreview();
  const fieldId = useId();

  const read = (name: string) =>
    preview.mutate({ raceId: race._id, room: name }, { onSuccess: (answer) => onImported(answer.request) });

  const importRoom = () => {
    const name = normaliseRoom(room);
    if (name === null) {
      setProblem(ROOM_FORMAT_MESSAGE);
      return;
    }
    read(name);
  };

  return (
    // Not a <form>: it sits inside the Record Results form, and Enter there must not import.
    <Stack gap="xs">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          id={fieldId}
          label="Import from racetime.gg"
          description="Paste the room's URL or category/slug, then check the filled-in result below."
          placeholder="https://racetime.gg/pkmnredblue/clever-abra-1234"
          autoComplete="off"
          value={room}
          onChange={(event) => {
            setRoom(event.currentTarget.value);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            importRoom();
          }}
          error={problem}
          style={{ flex: '1 1 16rem' }}
        />
        <Button variant="light" onClick={importRoom} loading={preview.isPending}>
          Import
        </Button>
      </Group>
      <div aria-live="polite">
        {preview.isPending ? <Text size="sm">Reading the room on racetime.gg…</Text> : null}
        {preview.isSuccess ? (
          <Alert color="blue" variant="light">
            <Stack gap={6}>
              <Text size="sm" fw={700}>
                Filled in from{' '}
                <Anchor href={preview.data.room.url} target="_blank" rel="noreferrer" inherit>
                  {preview.data.room.name}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </Anchor>
                . Nothing is recorded until you press Record Results.
              </Text>
              <Text size="sm" fw={600}>
                Matches
              </Text>
              <List size="sm" spacing={2} aria-label="Matches">
                {preview.data.matches.map((match) => (
                  <List.Item key={match.racer._id}>{matchSentence(match)}</List.Item>
                ))}
              </List>
              {preview.data.warnings.length > 0 ? (
                <>
                  <Text size="sm" fw={600}>
                    Check before recording
                  </Text>
                  <List size="sm" spacing={2} aria-label="Warnings">
                    {preview.data.warnings.map((warning, index) => (
                      <List.Item key={index}>{warning}</List.Item>
                    ))}
                  </List>
                </>
              ) : (
                <Text size="sm">No warnings.</Text>
              )}
            </Stack>
          </Alert>
        ) : null}
        {preview.isError ? (
          <Stack gap={4}>
            {isApiError(preview.error) && [400, 404, 409, 502, 504].includes(preview.error.status) ? (
              <ServerErrorAlert title={preview.error.message} />
            ) : (
              <ServerErrorAlert title={IMPORT_ERROR} error={preview.error} />
            )}
            <Button
              size="xs"
              variant="default"
              style={{ alignSelf: 'flex-start' }}
              loading={preview.isPending}
              onClick={() => read(preview.variables.room)}
            >
              Retry
            </Button>
          </Stack>
        ) : null}
      </div>
    </Stack>
  );
}
