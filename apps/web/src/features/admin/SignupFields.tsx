import { Checkbox, Fieldset, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { SIGNUP_MOMENTS, type SignupDraft } from './signupDraft';

export interface SignupFieldsProps {
  draft: SignupDraft;
  onChange: (draft: SignupDraft) => void;
}

/**
 * The season's sign-up settings (rules §38) in the season settings form: when sign-ups open and close, when
 * check-in opens (each a day and a time in the admin's zone, both empty for not set), the cap, and whether a linked
 * racetime.gg account is required.
 */
export function SignupFields({ draft, onChange }: SignupFieldsProps) {
  return (
    <Fieldset legend="Sign-ups">
      <Stack gap="sm">
        <Text size="sm">
          Times are in your time zone. Leave a day and its time empty for not set: with no opening time, sign-ups stay
          closed. Check-in closes when the Round 1 draft is made.
        </Text>
        {SIGNUP_MOMENTS.map(({ key, label }) => (
          <Group key={key} gap="sm" align="flex-end" wrap="wrap">
            {(['date', 'time'] as const).map((part) => (
              <TextInput
                key={part}
                type={part}
                label={`${label} (${part === 'date' ? 'day' : 'time'})`}
                value={draft.moments[key][part]}
                onChange={(event) =>
                  onChange({
                    ...draft,
                    moments: { ...draft.moments, [key]: { ...draft.moments[key], [part]: event.currentTarget.value } },
                  })
                }
              />
            ))}
          </Group>
        ))}
        <NumberInput
          label="Cap"
          description="How many runners may register; later entries join the waitlist. Empty for no cap."
          value={draft.signupCap}
          min={1}
          allowDecimal={false}
          allowNegative={false}
          w={260}
          onChange={(value) => onChange({ ...draft, signupCap: typeof value === 'number' ? value : '' })}
        />
        <Checkbox
          label="A linked racetime.gg account is required to enter"
          description="Result imports and the race watcher need it."
          checked={draft.requireRacetime}
          onChange={(event) => onChange({ ...draft, requireRacetime: event.currentTarget.checked })}
        />
      </Stack>
    </Fieldset>
  );
}
