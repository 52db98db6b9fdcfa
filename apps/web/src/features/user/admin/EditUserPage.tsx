import { Alert, Anchor, Button, Group, Skeleton, Stack } from '@mantine/core';
import type { SubmitEvent } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminUser } from '@pokered/core/schemas/users';
import { useAdminUser, useEditUser } from '../../../api/adminEditUser';
import { Page } from '../../../components/Page';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { paths } from '../../../urls';
import { UserFormFields } from './UserFormFields';
import { userFormValues } from './addUserForm';
import { useUserForm } from './useUserForm';

export const EDIT_USER_LOAD_ERROR = 'Error fetching the user.';
export const EDIT_USER_ERROR = 'Error saving the user. Please try again.';

/** The form, started from the stored user once it has loaded. */
function EditUserForm({ user }: { user: AdminUser }) {
  const editUser = useEditUser();
  const form = useUserForm(userFormValues(user), 'unlink', () => editUser.reset());
  const { parsed } = form;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (parsed.ok) editUser.mutate(parsed.body);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <UserFormFields
          {...form}
          usernameFixed
          racetimeDescription="Their racetime.gg profile URL or user id. Emptied, the account is unlinked."
        />
        <Group gap="md">
          <Button type="submit" disabled={!parsed.ok} loading={editUser.isPending}>
            Save Changes
          </Button>
          <Anchor component={Link} to={paths.user.byUsername(user.discordUsername)} size="sm">
            View profile
          </Anchor>
        </Group>
        {editUser.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {editUser.data.message}
          </Alert>
        ) : null}
        {editUser.isError ? <ServerErrorAlert title={EDIT_USER_ERROR} error={editUser.error} /> : null}
      </Stack>
    </form>
  );
}

/** /admin/users/{discordUsername}/edit (rules §25): change a user's role, admin flag, names, country and racetime.gg. */
export default function EditUserPage() {
  const { discordUsername = '' } = useParams();
  const user = useAdminUser(discordUsername);
  return (
    <Page title={`Edit User ${discordUsername}`} headingLevel={2}>
      <Anchor component={Link} to={paths.admin.runners} size="sm">
        ← All runners
      </Anchor>
      {user.isPending ? (
        <Stack gap="md" maw={560} aria-busy="true" aria-label="Loading the user">
          <Skeleton height={56} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : null}
      {user.isError ? (
        <ServerErrorAlert title={EDIT_USER_LOAD_ERROR} error={user.error} onRetry={() => void user.refetch()} />
      ) : null}
      {user.data ? <EditUserForm key={user.data._id} user={user.data} /> : null}
    </Page>
  );
}
