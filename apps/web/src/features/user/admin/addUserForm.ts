import { COUNTRY_OPTIONS } from '@pokered/core/countries';
import { addUserRequest } from '@pokered/core/schemas/users';
import type { z } from 'zod';

export type Role = 'runner' | 'commentator';

/** The Add User inputs as typed. `country` '' means no country (stored as null). */
export interface AddUserValues {
  discordUsername: string;
  displayName: string;
  pronouns: string;
  country: string;
  role: Role;
  isAdmin: boolean;
  /** A racetime.gg user URL or id; '' leaves the user's link as it is (rules §16). */
  racetime: string;
}

export const EMPTY_ADD_USER: AddUserValues = {
  discordUsername: '',
  displayName: '',
  pronouns: '',
  country: '',
  role: 'runner',
  isAdmin: false,
  racetime: '',
};

export const NO_COUNTRY_LABEL = 'No country selected';
/** The select's value for "no country" (a select option cannot be an empty string reliably). */
export const NO_COUNTRY_VALUE = 'none';

/**
 * The country choices: 'No country selected' first (stored as null, which is also what
 * 'Non-Representing' means, so that entry of the country table is folded into it), then every country.
 */
export const ADD_USER_COUNTRY_OPTIONS: readonly { value: string; label: string }[] = [
  { value: NO_COUNTRY_VALUE, label: NO_COUNTRY_LABEL },
  ...COUNTRY_OPTIONS.filter((option) => option.value !== ''),
];

export type AddUserParse =
  | { ok: true; body: z.output<typeof addUserRequest> }
  | { ok: false; errors: Partial<Record<keyof AddUserValues, string>> };

/** The server's schema applied to the form: field errors, or the body to send. */
export function parseAddUser(values: AddUserValues): AddUserParse {
  // An empty racetime.gg field is left out of the body, which keeps the user's link as it is (rules §16).
  const parsed = addUserRequest.safeParse({
    ...values,
    racetime: values.racetime.trim() === '' ? undefined : values.racetime,
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Partial<Record<keyof AddUserValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in values && !(field in errors)) {
      errors[field as keyof AddUserValues] = issue.message;
    }
  }
  return { ok: false, errors };
}
