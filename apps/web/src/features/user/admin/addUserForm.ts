import { COUNTRY_OPTIONS } from '@pokered/core/countries';
import { addUserRequest, type AdminUser } from '@pokered/core/schemas/users';
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

/**
 * The country choices: every country. No country (the empty field, stored as null) is also what 'Non-Representing'
 * means, so that entry of the country table is left out.
 */
export const ADD_USER_COUNTRY_OPTIONS: readonly { value: string; label: string }[] = COUNTRY_OPTIONS.filter(
  (option) => option.value !== '',
);

/** The Edit User form's values, from the stored user (rules §25). */
export function userFormValues(user: AdminUser): AddUserValues {
  return {
    discordUsername: user.discordUsername,
    displayName: user.displayName,
    pronouns: user.pronouns ?? '',
    country: user.country ?? '',
    role: user.role,
    isAdmin: user.isAdmin,
    racetime: user.racetime ?? '',
  };
}

export type AddUserParse =
  | { ok: true; body: z.output<typeof addUserRequest> }
  | { ok: false; errors: Partial<Record<keyof AddUserValues, string>> };

/**
 * The server's schema applied to the form: field errors, or the body to send. An empty racetime.gg field is left
 * out of Add User's body (rules §16); in Edit User, which shows the linked account, emptying it unlinks (null).
 */
export function parseAddUser(values: AddUserValues, emptyRacetime: 'keep' | 'unlink' = 'keep'): AddUserParse {
  const noRacetime = emptyRacetime === 'keep' ? undefined : null;
  const parsed = addUserRequest.safeParse({
    ...values,
    racetime: values.racetime.trim() === '' ? noRacetime : values.racetime,
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
