import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDropPendingNotifications } from '../../api/adminNotifications';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';

export const DROP_ERROR = 'Error dropping the waiting messages. Please try again.';

/**
 * rules §26: a flood already queued need not reach Discord. Two steps, since a dropped message is never sent; the
 * rows stay in the list as "Failed: Dropped by an admin".
 */
export function DropPendingButton({ waiting }: { waiting: number }) {
  const drop = useDropPendingNotifications();
  const [asking, setAsking] = useState(false);
  return (
    <Stack gap={6} maw={640}>
      <Text size="sm">
        Messages waiting to be sent: {waiting === 0 ? 'none among the last 50' : `${String(waiting)} among the last 50`}
        . Dropping them stops every waiting message, on every channel, from reaching Discord.
      </Text>
      {asking ? (
        <Group gap="xs">
          <Button
            size="xs"
            color="red"
            loading={drop.isPending}
            onClick={() => drop.mutate(undefined, { onSettled: () => setAsking(false) })}
          >
            Yes, drop every waiting message
          </Button>
          <Button size="xs" variant="default" onClick={() => setAsking(false)}>
            Keep them
          </Button>
        </Group>
      ) : (
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            drop.reset();
            setAsking(true);
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          Drop waiting messages
        </Button>
      )}
      {drop.isSuccess ? (
        <Text size="sm" role="status">
          {drop.data.message}
        </Text>
      ) : null}
      {drop.isError ? <ServerErrorAlert title={DROP_ERROR} error={drop.error} /> : null}
    </Stack>
  );
}
