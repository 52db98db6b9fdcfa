import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { useUnbindDiscord } from '../../../api/adminUnbindDiscord';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';

export const UNBIND_ERROR = 'Could not unbind the Discord account.';

/**
 * On the Add User page: unbind a user from their Discord account (rules §2), e.g. a runner who moved to a new
 * Discord account, or whose old name was taken by someone else. Their next login binds again by username.
 */
export function UnbindDiscordForm() {
  const [username, setUsername] = useState('');
  const unbind = useUnbindDiscord();

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (username.trim() === '') return;
    unbind.mutate(username);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="unbind-heading">
      <Stack gap="sm" maw={480} mt="xl">
        <Title order={2} size="h3" id="unbind-heading">
          Unbind a Discord account
        </Title>
        <Text size="sm">
          Each user is bound to the Discord account of their first login. Unbind a user who moved to a new Discord
          account: they are logged out, and their next login with this username binds again.
        </Text>
        <TextInput
          label="Discord username to unbind"
          value={username}
          onChange={(event) => {
            setUsername(event.currentTarget.value);
            unbind.reset();
          }}
          autoComplete="off"
        />
        <Button
          type="submit"
          color="red"
          variant="outline"
          disabled={username.trim() === ''}
          loading={unbind.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Unbind Discord account
        </Button>
        {unbind.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            {unbind.data.message}
          </Alert>
        ) : null}
        {unbind.isError ? <ServerErrorAlert title={UNBIND_ERROR} error={unbind.error} /> : null}
      </Stack>
    </form>
  );
}
