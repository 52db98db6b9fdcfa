import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import type { SubmitEvent } from 'react';
import { Link } from 'react-router';
import { useAddUser } from '../../../api/adminAddUser';
import { ApiError } from '../../../api/http';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { paths } from '../../../urls';
import { UnbindDiscordForm } from './UnbindDiscordForm';
import { UserFormFields } from './UserFormFields';
import { EMPTY_ADD_USER } from './addUserForm';
import { useUserForm } from './useUserForm';

export const ADD_USER_ERROR = 'Error adding user. Please try again.';

/** /admin/users/add: add a runner or commentator before they first log in. A taken username links to Edit User. */
export default function AddUserPage() {
  const addUser = useAddUser();
  const form = useUserForm(EMPTY_ADD_USER, 'keep', () => addUser.reset());
  const { parsed } = form;
  // rules §25: a taken username is never overwritten; the answer names the user, and the page links to their edit.
  const takenError = addUser.error instanceof ApiError && addUser.error.status === 409 ? addUser.error : null;
  const taken = takenError && addUser.variables ? { ...addUser.variables, message: takenError.message } : null;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!parsed.ok) return;
    addUser.mutate(parsed.body, { onSuccess: () => form.reset(EMPTY_ADD_USER) });
  };

  return (
    <Page title="Add User" headingLevel={2}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={560}>
          <UserFormFields {...form} racetimeDescription="Optional: their racetime.gg profile URL or user id." />
          <Button type="submit" disabled={!parsed.ok} loading={addUser.isPending} style={{ alignSelf: 'flex-start' }}>
            Add User
          </Button>
          {addUser.isSuccess ? (
            <Alert color="green" variant="light" role="status">
              {addUser.data.message}
            </Alert>
          ) : null}
          {taken ? (
            <Alert color="yellow" variant="light" role="alert" title="Nothing was changed">
              <Text size="sm">{taken.message}</Text>
              <Anchor component={Link} to={paths.admin.editUser(taken.discordUsername)} size="sm" fw={600}>
                Edit {taken.discordUsername}
              </Anchor>
            </Alert>
          ) : addUser.isError ? (
            <ServerErrorAlert title={ADD_USER_ERROR} error={addUser.error} />
          ) : null}
        </Stack>
      </form>
      <UnbindDiscordForm />
    </Page>
  );
}
