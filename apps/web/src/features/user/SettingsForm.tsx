import { COUNTRY_OPTIONS } from '@pokered/core/countries';
import { Alert, Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type SyntheticEvent } from 'react';
import type { SettingsValues } from '../../api/settings';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { toSettingsValues, validateSettings, type SettingsErrors, type SettingsFormState } from './settingsForm';

export const SAVED_MESSAGE = 'Changes saved successfully';
export const NOT_SAVED_MESSAGE = 'Error! Changes not saved. Try again later.';

/** The table's '' (Non-Representing) is stored as null, so it is the same choice as 'No country selected'. */
const COUNTRY_SELECT_DATA = [
  { value: '', label: 'No country selected' },
  ...COUNTRY_OPTIONS.filter((option) => option.value !== '').map((option) => ({
    value: option.value,
    label: option.label,
  })),
];

export interface SettingsFormProps {
  initial: SettingsFormState;
  /** Saves all three settings (rejects on the first failure). */
  onSave: (values: SettingsValues) => Promise<void>;
}

type Outcome = { kind: 'saved' } | { kind: 'failed'; error: unknown } | null;

export function SettingsForm({ initial, onSave }: SettingsFormProps) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const update = (field: keyof SettingsFormState) => (value: string) => {
    setState((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setOutcome(null);
  };

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSettings(state);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    setOutcome(null);
    try {
      await onSave(toSettingsValues(state));
      setOutcome({ kind: 'saved' });
    } catch (error) {
      // The spec's sentence, with the server's own one (e.g. which value it refused) under it.
      setOutcome({ kind: 'failed', error });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput
          label="Display name"
          description="Shown everywhere on the site. Leave empty to keep your current name."
          value={state.displayName}
          onChange={(event) => update('displayName')(event.currentTarget.value)}
          error={errors.displayName}
          maxLength={64}
          autoComplete="nickname"
        />
        <TextInput
          label="Pronouns"
          placeholder="e.g. they/them, she/her, he/him"
          value={state.pronouns}
          onChange={(event) => update('pronouns')(event.currentTarget.value)}
          error={errors.pronouns}
          maxLength={40}
        />
        <NativeSelect
          label="Country"
          data={COUNTRY_SELECT_DATA}
          value={state.country}
          onChange={(event) => update('country')(event.currentTarget.value)}
          error={errors.country}
        />
        <div>
          <Button type="submit" loading={saving}>
            Save Changes
          </Button>
        </div>
        <div aria-live="polite">
          {outcome?.kind === 'saved' && <Alert color="green" variant="light" title={SAVED_MESSAGE} />}
          {outcome?.kind === 'failed' && <ServerErrorAlert title={NOT_SAVED_MESSAGE} error={outcome.error} />}
        </div>
      </Stack>
    </form>
  );
}
