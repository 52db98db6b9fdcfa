import { Alert, Button, Fieldset, Group, List, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import type { SignupSettings } from '@pokered/core/schemas/signups';
import { seasonSettingsProblems, type SeasonSettings } from '@pokered/core/seasonSettings';
import { useState, type SubmitEvent } from 'react';
import { useSaveSeasonSettings, type SeasonSettingsAnswer } from '../../api/seasonSettings';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { readSignupDraft, signupDraftOf, type SignupDraft } from './signupDraft';
import { SignupFields } from './SignupFields';

export const SAVE_ERROR = "Error saving the season's settings. Please try again.";
const MAX_SHARES = 10;

/** The form's state: a share's percentage may be empty while it is being typed (it counts as 0). */
type Draft = Omit<SeasonSettings, 'prizeSplit'> & { prizeSplit: { label: string; percent: number | '' }[] };

function draftOf({ year: _year, ...settings }: SeasonSettingsAnswer): Draft {
  return settings;
}

/** What is sent: spaces around a text trimmed (never while typing, which would eat the space between two words). */
function settingsOf(draft: Draft): SeasonSettings {
  return {
    schedule: draft.schedule,
    prizePoolUrl: draft.prizePoolUrl?.trim() || null,
    prizeSplit: draft.prizeSplit.map((share) => ({ label: share.label.trim(), percent: share.percent || 0 })),
    racetimeCategory: draft.racetimeCategory.trim(),
    racetimeGoal: draft.racetimeGoal?.trim() || null,
  };
}

/**
 * The settings an admin edits (rules §33): a day range per round, the prize pool, the racetime.gg room; and the
 * sign-up window, cap and racetime.gg requirement (rules §38), saved in the same PATCH.
 */
export function SeasonSettingsForm({ data, signup }: { data: SeasonSettingsAnswer; signup: SignupSettings }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(data));
  const [signupDraft, setSignupDraft] = useState<SignupDraft>(() => signupDraftOf(signup));
  const save = useSaveSeasonSettings(data.year);
  const settings = settingsOf(draft);
  const signupRead = readSignupDraft(signupDraft);
  const problems = [...seasonSettingsProblems(settings), ...signupRead.problems];
  const total = settings.prizeSplit.reduce((sum, share) => sum + share.percent, 0);
  const edit = (change: Partial<Draft>) => {
    setDraft((before) => ({ ...before, ...change }));
    save.reset();
  };
  const submit = (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (problems.length > 0) return;
    save.mutate(
      { ...settings, ...signupRead.settings },
      {
        onSuccess: (answer) => {
          setDraft(draftOf(answer.settings));
          setSignupDraft(signupDraftOf(answer.signup));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={640}>
        <Fieldset legend="Estimated schedule">
          <Stack gap="sm">
            {draft.schedule.map((entry, index) => (
              <Group key={entry.round} gap="sm" align="flex-end" wrap="wrap">
                <Text fw={700} w={120}>
                  {entry.round}
                </Text>
                {(['from', 'to'] as const).map((end) => (
                  <TextInput
                    key={end}
                    type="date"
                    label={`${entry.round} ${end === 'from' ? 'starts' : 'ends'}`}
                    value={entry[end]}
                    required
                    onChange={(event) =>
                      edit({
                        schedule: draft.schedule.map((row, at) =>
                          at === index ? { ...row, [end]: event.currentTarget.value } : row,
                        ),
                      })
                    }
                  />
                ))}
              </Group>
            ))}
          </Stack>
        </Fieldset>

        <Fieldset legend="Prize pool">
          <Stack gap="sm">
            <TextInput
              label="Prize pool page"
              description="An http(s) link shown in the navigation and on Info; leave empty for none."
              value={draft.prizePoolUrl ?? ''}
              onChange={(event) => edit({ prizePoolUrl: event.currentTarget.value })}
            />
            {draft.prizeSplit.map((share, index) => (
              <Group key={index} gap="sm" align="flex-end" wrap="wrap">
                <TextInput
                  label={`Prize ${String(index + 1)}`}
                  value={share.label}
                  maxLength={80}
                  required
                  style={{ flex: '1 1 12rem' }}
                  onChange={(event) =>
                    edit({
                      prizeSplit: draft.prizeSplit.map((row, at) =>
                        at === index ? { ...row, label: event.currentTarget.value } : row,
                      ),
                    })
                  }
                />
                <NumberInput
                  label={`Prize ${String(index + 1)} share (%)`}
                  value={share.percent}
                  min={0}
                  max={100}
                  allowDecimal={false}
                  w={150}
                  onChange={(value) =>
                    edit({
                      prizeSplit: draft.prizeSplit.map((row, at) =>
                        at === index ? { ...row, percent: typeof value === 'number' ? value : '' } : row,
                      ),
                    })
                  }
                />
                <Button
                  variant="default"
                  disabled={draft.prizeSplit.length === 1}
                  aria-label={`Remove prize ${String(index + 1)}${share.label ? ` (${share.label})` : ''}`}
                  onClick={() => edit({ prizeSplit: draft.prizeSplit.filter((_, at) => at !== index) })}
                >
                  Remove
                </Button>
              </Group>
            ))}
            <Group gap="sm">
              <Button
                variant="default"
                disabled={draft.prizeSplit.length >= MAX_SHARES}
                onClick={() => edit({ prizeSplit: [...draft.prizeSplit, { label: '', percent: '' }] })}
              >
                Add a prize
              </Button>
              <Text size="sm" aria-live="polite">
                Shares add up to {total}% (must be 100%).
              </Text>
            </Group>
          </Stack>
        </Fieldset>

        <Fieldset legend="racetime.gg rooms">
          <Stack gap="sm">
            <TextInput
              label="Category"
              description="The category slug of the tournament's rooms, as in racetime.gg/pkmnredblue."
              value={draft.racetimeCategory}
              required
              onChange={(event) => edit({ racetimeCategory: event.currentTarget.value })}
            />
            <TextInput
              label="Goal"
              description="The goal's name as racetime.gg shows it; leave empty to accept any goal that is not custom."
              value={draft.racetimeGoal ?? ''}
              maxLength={200}
              onChange={(event) => edit({ racetimeGoal: event.currentTarget.value })}
            />
          </Stack>
        </Fieldset>

        <SignupFields
          draft={signupDraft}
          onChange={(next) => {
            setSignupDraft(next);
            save.reset();
          }}
        />

        {problems.length > 0 ? (
          <Alert color="yellow" variant="light" title="Before you can save" aria-live="polite">
            <List size="sm">
              {problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
        <Button
          type="submit"
          disabled={problems.length > 0}
          loading={save.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Save settings
        </Button>
        {save.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {save.data.message}
          </Alert>
        ) : null}
        {save.isError ? (
          <Stack gap={4}>
            <ServerErrorAlert title={SAVE_ERROR} error={save.error} />
            <Button size="xs" variant="default" onClick={() => submit()} style={{ alignSelf: 'flex-start' }}>
              Retry
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}
