import { Alert, Button, Group, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useState, type SubmitEvent } from 'react';
import { formatDateTime, isoToEpochSeconds, type DateTimeStyle } from '@pokered/core/dateTime';
import { NOTIFICATION_CHANNELS } from '@pokered/core/discordNotifications';
import {
  useNotifications,
  useSaveNotifications,
  useSendTestNotification,
  type Delivery,
  type NotificationChannel,
  type NotificationsResponse,
} from '../../api/adminNotifications';
import { ErrorIcon } from '../../components/icons';
import { Page } from '../../components/Page';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TableScroll } from '../../components/TableScroll';
import { DropPendingButton } from './DropPendingButton';
import { useDateTimeStyle } from '../../lib/useDateTimeStyle';

export const LOAD_ERROR = 'Error loading the Discord notification settings. Please try again later.';
export const SAVE_ERROR = 'Error saving the webhooks. Please try again.';
export const TEST_ERROR = 'Error sending the test message. Please try again.';

const CHANNEL_LABEL: Record<NotificationChannel, string> = {
  announcements: 'Announcements',
  results: 'Results',
  commentary: 'Commentary',
};
const CHANNEL_HELP: Record<NotificationChannel, string> = {
  announcements: 'Races scheduled, moved or cancelled, and planned restreams',
  results: 'Results recorded or corrected, and rounds ended',
  commentary: 'Races within 24 hours that still need commentators, and commentators pulling out',
};
const STATE_LABEL: Record<Delivery['state'], string> = { pending: 'Waiting to send', sent: 'Sent', failed: 'Failed' };
/** A mark beside the word, never instead of it. */
const STATE_MARK: Record<Delivery['state'], string> = { pending: '…', sent: '✓', failed: '✗' };

function WebhookField({
  channel,
  current,
  value,
  onChange,
}: {
  channel: NotificationChannel;
  current: NotificationsResponse[NotificationChannel];
  value: string | null | undefined;
  onChange: (value: string | null | undefined) => void;
}) {
  const test = useSendTestNotification();
  const label = CHANNEL_LABEL[channel];
  const state =
    value === null
      ? 'Will be cleared when you save'
      : current
        ? `Webhook ${current.id} (token …${current.tokenEnd})`
        : 'No webhook set';
  return (
    <Stack gap={6}>
      <TextInput
        label={`${label} webhook URL`}
        description={`${CHANNEL_HELP[channel]}. ${state}. Paste a new URL to replace it.`}
        placeholder="https://discord.com/api/webhooks/…"
        autoComplete="off"
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      />
      {current?.disabled ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          className="error-alert"
          icon={<ErrorIcon size={20} role="img" aria-hidden={false} aria-label="Error" />}
          title={`${label}: webhook disabled`}
        >
          {current.disabled} Set a new webhook URL to use this channel again.
        </Alert>
      ) : null}
      <Group gap="xs">
        {current && value !== null ? (
          <Button size="xs" variant="default" onClick={() => onChange(null)}>
            Clear {label.toLowerCase()} webhook
          </Button>
        ) : null}
        {value === null ? (
          <Button size="xs" variant="default" onClick={() => onChange(undefined)}>
            Keep {label.toLowerCase()} webhook
          </Button>
        ) : null}
        {current && !current.disabled ? (
          <Button size="xs" variant="light" loading={test.isPending} onClick={() => test.mutate(channel)}>
            Send test to {label.toLowerCase()}
          </Button>
        ) : null}
      </Group>
      {test.isSuccess ? (
        <Text size="sm" role="status">
          {test.data.message} Its state shows below.
        </Text>
      ) : null}
      {test.isError ? (
        <Stack gap={4}>
          <ServerErrorAlert title={TEST_ERROR} error={test.error} />
          <Button size="xs" variant="default" onClick={() => test.mutate(channel)} style={{ alignSelf: 'flex-start' }}>
            Retry
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

function WebhooksForm({ data }: { data: NotificationsResponse }) {
  const [draft, setDraft] = useState<Partial<Record<NotificationChannel, string | null>>>({});
  const save = useSaveNotifications();
  const changed = Object.keys(draft).length > 0;
  const submit = (event?: SubmitEvent<HTMLFormElement>) => {
    event?.preventDefault();
    save.mutate(draft, { onSuccess: () => setDraft({}) });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg" maw={640}>
        {NOTIFICATION_CHANNELS.map((channel) => (
          <WebhookField
            key={channel}
            channel={channel}
            current={data[channel]}
            value={draft[channel]}
            onChange={(value) => {
              setDraft((before) => ({
                ...Object.fromEntries(Object.entries(before).filter(([key]) => key !== channel)),
                ...(value === undefined ? {} : { [channel]: value }),
              }));
              save.reset();
            }}
          />
        ))}
        <Button type="submit" disabled={!changed} loading={save.isPending} style={{ alignSelf: 'flex-start' }}>
          Save webhooks
        </Button>
        {save.isSuccess ? (
          <Alert color="green" variant="light" role="status">
            Webhooks saved.
          </Alert>
        ) : null}
        {save.isError ? (
          <Stack gap={4}>
            <ServerErrorAlert title={SAVE_ERROR} error={save.error} />
            <Button size="xs" variant="default" onClick={() => submit()} style={{ alignSelf: 'flex-start' }}>
              Retry
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}

/** When a message was queued, with the seconds as in the audit log (rules §24). */
function queuedAt(iso: string, style: DateTimeStyle): string {
  const epochSeconds = isoToEpochSeconds(iso);
  return epochSeconds === null ? iso : formatDateTime(epochSeconds, style, { seconds: true });
}

function Deliveries({ deliveries }: { deliveries: Delivery[] }) {
  const style = useDateTimeStyle();
  if (deliveries.length === 0) return <Text>No messages yet.</Text>;
  return (
    <TableScroll label="Last deliveries">
      <Table withRowBorders verticalSpacing="xs">
        <caption className="visually-hidden">The last 50 Discord messages</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Queued</Table.Th>
            <Table.Th scope="col">Channel</Table.Th>
            <Table.Th scope="col">Message</Table.Th>
            <Table.Th scope="col">State</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>
                <time dateTime={delivery.createdAt}>{queuedAt(delivery.createdAt, style)}</time>
              </Table.Td>
              <Table.Td>{CHANNEL_LABEL[delivery.channel]}</Table.Td>
              <Table.Td>{delivery.summary}</Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={700}>
                    {STATE_MARK[delivery.state]} {STATE_LABEL[delivery.state]}
                  </Text>
                  {delivery.reason ? <Text size="xs">{delivery.reason}</Text> : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** /admin/notifications: one Discord webhook per channel, a test message each, and the last deliveries (rules §15). */
export default function NotificationsPage() {
  const settings = useNotifications();
  return (
    <Page title="Discord Notifications" headingLevel={2}>
      <Stack gap="lg">
        <Text>
          The site posts to a Discord channel through its webhook. For safety it never shows a saved URL again: only the
          webhook&apos;s id and the last 4 characters of its token.
        </Text>
        {settings.isPending ? (
          <Stack gap="xs" role="status" aria-label="Loading the notification settings">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={40} />
            ))}
          </Stack>
        ) : settings.isError ? (
          <ServerErrorAlert title={LOAD_ERROR} error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <>
            <WebhooksForm data={settings.data} />
            <Title order={3}>Last deliveries</Title>
            <DropPendingButton
              waiting={settings.data.deliveries.filter((delivery) => delivery.state === 'pending').length}
            />
            <Deliveries deliveries={settings.data.deliveries} />
          </>
        )}
      </Stack>
    </Page>
  );
}
