import { Alert, Anchor, Button, Group, Stack, TextInput } from '@mantine/core';
import { normaliseRoom } from '@pokered/core/racetimeRefs';
import { watchChannels } from '@pokered/core/watchLink';
import type { Race } from '@pokered/core/schemas/races';
import { useState, type SubmitEvent } from 'react';
import { useRacetimeBaseUrl } from '../../../api/config';
import { isApiError } from '../../../api/http';
import { useSetRaceRoom } from '../../../api/racesRoom';
import { ExternalLinkIcon } from '../../../components/icons';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { external } from '../../../urls';
import type { Viewer } from '../commentary';
import { canSetRoom } from '../raceRoom';
import { ROOM_ERROR, ROOM_FORMAT_MESSAGE } from '../messages';
import { raceTimeUrl } from '../../../lib/raceTimeLink';

export interface RaceRoomProps {
  race: Race;
  viewer: Viewer | null;
  /** Names the race for screen readers when several cards share a page ("Ash vs Gary"). */
  raceName?: string;
}

/**
 * The race's racetime.gg room before it is recorded (rules §16): a "Race room" link once it is set, beside it a
 * "Watch" multistream link once the server has read the entrants' Twitch channels from the room, and for its
 * racers and admins an Attach room / Change room form (`POST /api/races/{id}/room`). The pasted text is checked as
 * the server checks it; a refusal is shown in the server's words with a Retry.
 */
export function RaceRoom({ race, viewer, raceName }: RaceRoomProps) {
  const base = useRacetimeBaseUrl();
  const roomUrl = raceTimeUrl(race.raceTimeId, base);
  const editable = canSetRoom(race, viewer);
  const channels = roomUrl ? watchChannels(race) : [];
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetRaceRoom();
  const suffix = raceName ? `: ${raceName}` : '';
  const verb = race.raceTimeId ? 'Change room' : 'Attach room';

  if (!roomUrl && !editable) return null;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    // An empty field removes the room (`room: null`).
    const room = text.trim() === '' ? null : normaliseRoom(text);
    if (room === null && text.trim() !== '') {
      setProblem(ROOM_FORMAT_MESSAGE);
      return;
    }
    save.mutate({ raceId: race._id, room }, { onSuccess: () => setOpen(false) });
  };
  const retry = () => {
    if (save.variables) save.mutate(save.variables, { onSuccess: () => setOpen(false) });
  };

  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        {roomUrl ? (
          <Anchor href={roomUrl} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              Race room
              <ExternalLinkIcon size={14} />
              <span className="visually-hidden">(opens in a new tab)</span>
            </Group>
          </Anchor>
        ) : null}
        {channels.length > 0 ? (
          <Anchor
            href={external.multistream(channels)}
            target="_blank"
            rel="noreferrer"
            size="sm"
            title={`${channels.join(', ')} on multistre.am`}
            aria-label={`Watch ${channels.join(', ')} on multistre.am (opens in a new tab)`}
          >
            <Group gap={4} component="span" wrap="nowrap">
              Watch
              <ExternalLinkIcon size={14} />
            </Group>
          </Anchor>
        ) : null}
        {editable && !open ? (
          <Button
            size="xs"
            variant="light"
            aria-label={`${verb}${suffix}`}
            onClick={() => {
              save.reset();
              setProblem(null);
              setText(race.raceTimeId ?? '');
              setOpen(true);
            }}
          >
            {verb}
          </Button>
        ) : null}
      </Group>
      {open ? (
        <form onSubmit={submit} noValidate aria-label={`${verb}${suffix}`}>
          <Stack gap="xs" maw={480}>
            <TextInput
              label="racetime.gg room"
              description="Paste the room's URL or category/slug. Leave empty and save to remove it."
              placeholder="https://racetime.gg/pkmnredblue/clever-abra-1234"
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setProblem(null);
              }}
              error={problem}
            />
            <Group gap="xs">
              <Button type="submit" size="sm" loading={save.isPending}>
                Save Room
              </Button>
              <Button variant="default" size="sm" onClick={() => setOpen(false)} disabled={save.isPending}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
      {save.isSuccess ? (
        <Alert color="green" variant="light" role="status">
          {save.data.message}
        </Alert>
      ) : null}
      {save.isError ? (
        <Stack gap={4}>
          {isApiError(save.error) && [400, 403, 404, 409].includes(save.error.status) ? (
            <ServerErrorAlert title={save.error.message} />
          ) : (
            <ServerErrorAlert title={ROOM_ERROR} error={save.error} />
          )}
          <Button
            size="xs"
            variant="default"
            onClick={retry}
            loading={save.isPending}
            style={{ alignSelf: 'flex-start' }}
          >
            Retry
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
