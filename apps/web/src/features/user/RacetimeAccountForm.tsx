import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { parseRacetimeUserRef } from '@pokered/core/racetimeRefs';
import { useId, useState, type SubmitEvent } from 'react';
import { useRacetimeBaseUrl } from '../../api/config';
import { isApiError } from '../../api/http';
import { useLinkRacetime } from '../../api/userRacetime';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { external } from '../../urls';

export const RACETIME_FORMAT_MESSAGE =
  'Paste your racetime.gg profile URL (https://racetime.gg/user/…) or your racetime.gg user id.';
export const RACETIME_LINK_ERROR = 'Could not save your racetime.gg account. Please try again later.';

/**
 * Settings: link one's racetime.gg account (rules §16) by pasting the profile URL, or unlink it. The account lets
 * the organisers match the player to a race room's entrant without guessing by name. Its own form: it saves on its
 * own, apart from the name, pronouns and country.
 */
export function RacetimeAccountForm({ linked }: { linked: string | null }) {
  const base = useRacetimeBaseUrl();
  const headingId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const link = useLinkRacetime();

  const send = (racetime: string | null) =>
    link.mutate(racetime, {
      onSuccess: () => setText(''),
    });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseRacetimeUserRef(text);
    if (id === null) {
      setProblem(RACETIME_FORMAT_MESSAGE);
      return;
    }
    send(id);
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="sm" maw={480} mt="xl">
        <Title order={2} size="h3" id={headingId}>
          racetime.gg account
        </Title>
        {linked ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">
              Linked:{' '}
              <Anchor href={external.racetimeUser(linked, base)} target="_blank" rel="noreferrer">
                {linked}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Anchor>
            </Text>
            <Button size="xs" variant="default" onClick={() => send(null)} loading={link.isPending}>
              Unlink
            </Button>
          </Group>
        ) : (
          <Text size="sm">Not linked.</Text>
        )}
        <form onSubmit={submit} noValidate aria-labelledby={headingId}>
          <Stack gap="xs">
            <TextInput
              label={linked ? 'Link another racetime.gg account' : 'Your racetime.gg profile URL'}
              description="Lets the organisers match you to your entry in a race room."
              placeholder="https://racetime.gg/user/…"
              autoComplete="off"
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                setProblem(null);
                link.reset();
              }}
              error={problem}
            />
            <div>
              <Button type="submit" loading={link.isPending}>
                Link Account
              </Button>
            </div>
          </Stack>
        </form>
        <div aria-live="polite">
          {link.isSuccess ? <Alert color="green" variant="light" title={link.data.message} /> : null}
          {link.isError ? (
            <Stack gap={4}>
              {isApiError(link.error) && [400, 409].includes(link.error.status) ? (
                <ServerErrorAlert title={link.error.message} />
              ) : (
                <ServerErrorAlert title={RACETIME_LINK_ERROR} error={link.error} />
              )}
              <Button
                size="xs"
                variant="default"
                style={{ alignSelf: 'flex-start' }}
                loading={link.isPending}
                onClick={() => send(link.variables)}
              >
                Retry
              </Button>
            </Stack>
          ) : null}
        </div>
      </Stack>
    </section>
  );
}
