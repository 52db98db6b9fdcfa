/** The Settings form's rules: the same core schemas the server validates with. */
import { countryRequest, displayNameRequest, pronounsRequest } from '@pokered/core/schemas/users';
import type { SettingsValues } from '../../api/settings';

export type SettingsErrors = Partial<Record<keyof SettingsValues, string>>;

/** The form state: text inputs and a select, where '' means "no country". */
export interface SettingsFormState {
  displayName: string;
  pronouns: string;
  country: string;
}

export function initialSettings(
  profile: { displayName: string; pronouns: string | null; country: string | null } | undefined,
): SettingsFormState {
  return {
    displayName: profile?.displayName ?? '',
    pronouns: profile?.pronouns ?? '',
    country: profile?.country ?? '',
  };
}

/** An empty display name is allowed here: it is simply not sent (rules §20), so the name stays as it is. */
export function validateSettings(state: SettingsFormState): SettingsErrors {
  const errors: SettingsErrors = {};
  if (state.displayName.trim() !== '') {
    const name = displayNameRequest.safeParse({ displayName: state.displayName });
    if (!name.success) errors.displayName = name.error.issues[0]?.message ?? 'Invalid display name.';
  }
  const pronouns = pronounsRequest.safeParse({ pronouns: state.pronouns });
  if (!pronouns.success) errors.pronouns = pronouns.error.issues[0]?.message ?? 'Invalid pronouns.';
  const country = countryRequest.safeParse({ country: state.country === '' ? null : state.country });
  if (!country.success) errors.country = country.error.issues[0]?.message ?? 'Unknown country.';
  return errors;
}

/** What is sent: pronouns default to '', an unset country is null. */
export function toSettingsValues(state: SettingsFormState): SettingsValues {
  return {
    displayName: state.displayName,
    pronouns: state.pronouns,
    country: state.country === '' ? null : state.country,
  };
}
