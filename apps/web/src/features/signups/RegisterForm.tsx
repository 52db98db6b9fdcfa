import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  List,
  Radio,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { RESTREAM_CONSENTS, type RestreamConsent } from '@pokered/core/schemas/signups';
import { useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { useEnter } from '../../api/entries';
import { RESTREAM_CONSENT_LABEL } from '../../components/entryStatus';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { paths } from '../../urls';
import { EMPTY_DRAFT, enterRequestOf, registerProblems, type RegisterDraft } from './registerForm';

export const ENTER_ERROR = 'Error entering the season.';

const CONSENT_HINT: Record<RestreamConsent, string> = {
  yes: 'Your races may be restreamed with your game audio and voice.',
  no: 'Your races are not restreamed.',
  'clean-audio': 'Restreamed with your game audio only, no voice or music.',
};

export interface RegisterFormProps {
  year: number;
  rulesVersion: string;
  /** The checklist has an unmet item: the form cannot be sent yet (the server would refuse it). */
  blocked: boolean;
}

/** The runner's answers (rules §38): restream consent, the rules accepted, an optional personal best; then enter. */
export function RegisterForm({ year, rulesVersion, blocked }: RegisterFormProps) {
  const [draft, setDraft] = useState<RegisterDraft>(EMPTY_DRAFT);
  const [tried, setTried] = useState(false);
  const enter = useEnter(year);
  const problems = registerProblems(draft);
  const edit = (change: Partial<RegisterDraft>) => {
    setDraft((before) => ({ ...before, ...change }));
    enter.reset();
  };
  const submit = (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    setTried(true);
    if (problems.length === 0 && !blocked) enter.mutate(enterRequestOf(draft));
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="register-form-heading">
      <Stack gap="md" maw={640}>
        <Title order={2} size="h3" id="register-form-heading">
          Your answers
        </Title>
        <Radio.Group
          label="May your races be restreamed?"
          description="Admins see your answer when they plan a restream."
          value={draft.restreamConsent ?? ''}
          onChange={(value) => edit({ restreamConsent: value as RestreamConsent })}
          required
        >
          <Stack gap="xs" mt="xs">
            {RESTREAM_CONSENTS.map((consent) => (
              <Radio
                key={consent}
                value={consent}
                label={RESTREAM_CONSENT_LABEL[consent]}
                description={CONSENT_HINT[consent]}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          checked={draft.rulesAccepted}
          onChange={(event) => edit({ rulesAccepted: event.currentTarget.checked })}
          label={
            <>
              I have read and accept the{' '}
              <Anchor component={Link} to={paths.rules} inherit>
                rules
              </Anchor>{' '}
              (version {rulesVersion})
            </>
          }
        />
        <Fieldset legend="Personal best (optional)">
          <Stack gap="sm">
            <Text size="sm">
              Used for your seed only when you have no rank from last season and no time on racetime.gg&apos;s
              leaderboard; it is shown as unverified.
            </Text>
            <Group gap="sm" align="flex-start" wrap="wrap">
              <TextInput
                label="Time"
                description="H:MM:SS, e.g. 1:52:30"
                value={draft.personalBestTime}
                inputMode="numeric"
                w={180}
                onChange={(event) => edit({ personalBestTime: event.currentTarget.value })}
              />
              <TextInput
                label="Link to the run"
                description="A video or a racetime.gg race"
                type="url"
                value={draft.personalBestUrl}
                style={{ flex: '1 1 14rem' }}
                onChange={(event) => edit({ personalBestUrl: event.currentTarget.value })}
              />
            </Group>
          </Stack>
        </Fieldset>
        {tried && problems.length > 0 ? (
          <Alert color="yellow" variant="light" title="Before you can enter" aria-live="polite">
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        {blocked ? (
          <Text size="sm" fw={600}>
            Do what is left on the list above first; it updates as soon as you come back.
          </Text>
        ) : null}
        <Button type="submit" disabled={blocked} loading={enter.isPending} style={{ alignSelf: 'flex-start' }}>
          Enter the {year} season
        </Button>
        {enter.isError ? (
          <ServerErrorAlert
            title={ENTER_ERROR}
            // A 400 names what is still unmet: the checklist above has been read again and shows it too.
            error={enter.error}
            onRetry={() => submit()}
            retrying={enter.isPending}
          />
        ) : null}
      </Stack>
    </form>
  );
}
