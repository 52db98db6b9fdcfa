import { Anchor, Button, Group, Text, TextInput } from '@mantine/core';
import { restreamRequest, type Race } from '@pokered/core/schemas/races';
import { useState, type SubmitEvent } from 'react';
import { useCancelRestream, useRestream } from '../../../api/racesRestream';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { external } from '../../../urls';
import { CANCEL_RESTREAM_ERROR, RESTREAM_ERROR } from '../messages';
import { RestreamConsent } from './RestreamConsent';

/**
 * Admin only: plan a restream on a Twitch channel, or cancel it. While a restream is planned the
 * channel is locked (shown, not editable) until the restream is cancelled. Each racer's restream consent is shown
 * first: the issue asks that admins see it when they plan a restream (rules §38).
 */
export function RestreamControls({ race, label }: { race: Race; label: string }) {
  const [channel, setChannel] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const restream = useRestream();
  const cancelRestream = useCancelRestream();
  const planned = race.restreamPlanned;
  const busy = restream.isPending || cancelRestream.isPending;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = restreamRequest.safeParse({ restreamChannel: channel });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Enter a Twitch channel.');
      return;
    }
    setInvalid(null);
    cancelRestream.reset();
    restream.mutate({ raceId: race._id, body: parsed.data }, { onSuccess: () => setChannel('') });
  };

  const cancel = () => {
    restream.reset();
    cancelRestream.mutate(race._id);
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      {planned && race.restreamChannel ? (
        <Text size="sm" mb={4}>
          Restream planned on{' '}
          <Anchor href={external.twitch(race.restreamChannel)} target="_blank" rel="noreferrer" inherit>
            twitch.tv/{race.restreamChannel}
          </Anchor>
          {race.restreamer ? ` by ${race.restreamer.displayName}` : ''}
        </Text>
      ) : null}
      <RestreamConsent race={race} />
      <Group gap="xs" align="flex-start" wrap="wrap" mt={4}>
        <TextInput
          aria-label="Restream channel"
          placeholder="Twitch Channel ID"
          value={planned ? (race.restreamChannel ?? '') : channel}
          onChange={(event) => {
            setChannel(event.currentTarget.value);
            setInvalid(null);
          }}
          disabled={planned || busy}
          error={invalid}
          maw={240}
          style={{ flex: '1 1 10rem' }}
        />
        <Button type="submit" disabled={planned || channel.trim() === ''} loading={restream.isPending}>
          Restream
        </Button>
        <Button variant="default" onClick={cancel} disabled={!planned} loading={cancelRestream.isPending}>
          Cancel
        </Button>
      </Group>
      {restream.isError ? <ServerErrorAlert title={RESTREAM_ERROR} error={restream.error} /> : null}
      {cancelRestream.isError ? <ServerErrorAlert title={CANCEL_RESTREAM_ERROR} error={cancelRestream.error} /> : null}
    </form>
  );
}
