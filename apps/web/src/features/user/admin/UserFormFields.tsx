import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { CountrySelect } from './CountrySelect';
import type { AddUserValues, Role } from './addUserForm';

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'runner', label: 'Runner' },
  { value: 'commentator', label: 'Commentator' },
];

export interface UserFormFieldsProps {
  values: AddUserValues;
  set: <K extends keyof AddUserValues>(field: K, value: AddUserValues[K]) => void;
  touch: (field: keyof AddUserValues) => () => void;
  errorFor: (field: keyof AddUserValues) => string | undefined;
  /** Edit User: the username names the user being edited and cannot change. */
  usernameFixed?: boolean;
  racetimeDescription: string;
}

/** The fields of Add User and Edit User (rules §11, §25), in the same order on both. */
export function UserFormFields({
  values,
  set,
  touch,
  errorFor,
  usernameFixed,
  racetimeDescription,
}: UserFormFieldsProps) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Discord Username"
          required={!usernameFixed}
          readOnly={usernameFixed}
          variant={usernameFixed ? 'filled' : 'default'}
          autoComplete="off"
          value={values.discordUsername}
          onChange={(event) => set('discordUsername', event.currentTarget.value)}
          onBlur={touch('discordUsername')}
          error={errorFor('discordUsername')}
        />
        <TextInput
          label="Display Name"
          required
          autoComplete="off"
          value={values.displayName}
          onChange={(event) => set('displayName', event.currentTarget.value)}
          onBlur={touch('displayName')}
          error={errorFor('displayName')}
        />
      </SimpleGrid>
      <TextInput
        label="Pronouns"
        placeholder="they/them, she/her, he/him"
        value={values.pronouns}
        onChange={(event) => set('pronouns', event.currentTarget.value)}
        onBlur={touch('pronouns')}
        error={errorFor('pronouns')}
      />
      <CountrySelect value={values.country} onChange={(code) => set('country', code)} />
      <NativeSelect
        label="Role"
        required
        data={ROLE_OPTIONS}
        value={values.role}
        onChange={(event) => set('role', event.currentTarget.value === 'commentator' ? 'commentator' : 'runner')}
      />
      <TextInput
        label="racetime.gg account"
        description={racetimeDescription}
        placeholder="https://racetime.gg/user/…"
        autoComplete="off"
        value={values.racetime}
        onChange={(event) => set('racetime', event.currentTarget.value)}
        onBlur={touch('racetime')}
        error={errorFor('racetime')}
      />
      <Checkbox
        label="Admin User"
        checked={values.isAdmin}
        onChange={(event) => set('isAdmin', event.currentTarget.checked)}
      />
    </>
  );
}
