import { Alert, Button, Checkbox, NativeSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useAddUser } from '../../../api/adminAddUser';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { UnbindDiscordForm } from './UnbindDiscordForm';
import {
  ADD_USER_COUNTRY_OPTIONS,
  EMPTY_ADD_USER,
  NO_COUNTRY_VALUE,
  parseAddUser,
  type AddUserValues,
  type Role,
} from './addUserForm';

export const ADD_USER_ERROR = 'Error adding user. Please try again.';

const ROLE_OPTIONS: { value: Role; label: string }[] = [
  { value: 'runner', label: 'Runner' },
  { value: 'commentator', label: 'Commentator' },
];

/** /admin/users/add: add a runner or commentator before they first log in (or update one). */
export default function AddUserPage() {
  const [values, setValues] = useState<AddUserValues>(EMPTY_ADD_USER);
  const [touched, setTouched] = useState<Partial<Record<keyof AddUserValues, boolean>>>({});
  const addUser = useAddUser();
  const parsed = parseAddUser(values);
  const errorFor = (field: keyof AddUserValues) => (!parsed.ok && touched[field] ? parsed.errors[field] : undefined);

  const set = <K extends keyof AddUserValues>(field: K, value: AddUserValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    addUser.reset();
  };
  const touch = (field: keyof AddUserValues) => () => setTouched((current) => ({ ...current, [field]: true }));

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.ok) return;
    addUser.mutate(parsed.body, {
      onSuccess: () => {
        setValues(EMPTY_ADD_USER);
        setTouched({});
      },
    });
  };

  return (
    <Page title="Add User" headingLevel={2}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={560}>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="Discord Username"
              required
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
          <Select
            label="Country"
            data={ADD_USER_COUNTRY_OPTIONS}
            value={values.country || NO_COUNTRY_VALUE}
            onChange={(value) => set('country', value === null || value === NO_COUNTRY_VALUE ? '' : value)}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No country found"
            comboboxProps={{ withinPortal: true }}
          />
          <NativeSelect
            label="Role"
            required
            data={ROLE_OPTIONS}
            value={values.role}
            onChange={(event) => set('role', event.currentTarget.value === 'commentator' ? 'commentator' : 'runner')}
          />
          <TextInput
            label="racetime.gg account"
            description="Optional: their racetime.gg profile URL or user id. Left empty, a linked account stays as it is."
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
          <Button type="submit" disabled={!parsed.ok} loading={addUser.isPending} style={{ alignSelf: 'flex-start' }}>
            Add User
          </Button>
          {addUser.isSuccess ? (
            <Alert color="green" variant="light" role="status">
              {addUser.data.message}
            </Alert>
          ) : null}
          {addUser.isError ? <ServerErrorAlert title={ADD_USER_ERROR} error={addUser.error} /> : null}
        </Stack>
      </form>
      <UnbindDiscordForm />
    </Page>
  );
}
