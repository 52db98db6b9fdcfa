import { Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useMyCalendar, useResetCalendar } from '../../api/calendar';
import { CalendarFeedLinks } from '../../components/CalendarFeedLinks';
import { CopyText } from '../../components/CopyText';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';

export const CALENDAR_LOAD_ERROR = 'Your calendar link could not be loaded.';
export const CALENDAR_RESET_ERROR = 'Error resetting your calendar link. Please try again later.';

/**
 * Settings, 'Your calendar' (rules §14): the personal feed's secret URL (the races you run or commentate) with a copy
 * button, a Reset that asks first (the old link stops working), and the public feeds.
 */
export function CalendarSettings() {
  const headingId = useId();
  const calendar = useMyCalendar();
  const reset = useResetCalendar();
  const [confirming, setConfirming] = useState(false);

  let content;
  if (calendar.isPending) {
    content = <Skeleton height={56} aria-busy="true" aria-label="Loading your calendar link" />;
  } else if (calendar.isError) {
    content = (
      <ServerErrorAlert title={CALENDAR_LOAD_ERROR} error={calendar.error} onRetry={() => void calendar.refetch()} />
    );
  } else {
    const url = calendar.data.url;
    content = (
      <Stack gap="xs">
        <TextInput
          readOnly
          label="Your personal calendar link"
          description="Subscribe to it in your calendar app. Keep it to yourself: anyone with the link sees your races."
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="sm" wrap="wrap">
          <CopyText text={url} label="Copy link" textName="Calendar link" />
          {confirming ? null : (
            <Button variant="subtle" color="red" size="xs" onClick={() => setConfirming(true)}>
              Reset link
            </Button>
          )}
        </Group>
        {confirming ? (
          <Paper withBorder p="sm" role="group" aria-label="Reset your calendar link?">
            <Stack gap="xs">
              <Text size="sm" fw={600}>
                Reset your calendar link?
              </Text>
              <Text size="sm">The current link stops working: calendars subscribed to it stop updating.</Text>
              <Group gap="xs">
                <Button
                  color="red"
                  size="xs"
                  loading={reset.isPending}
                  onClick={() =>
                    reset.mutate(undefined, {
                      onSuccess: () => setConfirming(false),
                    })
                  }
                >
                  Reset
                </Button>
                <Button variant="default" size="xs" disabled={reset.isPending} onClick={() => setConfirming(false)}>
                  Keep the current link
                </Button>
              </Group>
            </Stack>
          </Paper>
        ) : null}
        {reset.isError ? <ServerErrorAlert title={CALENDAR_RESET_ERROR} error={reset.error} /> : null}
        {reset.isSuccess && !confirming ? (
          <Text size="sm" role="status">
            Your calendar link was reset. Subscribe again with the new link.
          </Text>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} maw={640} mt="xl">
      <Title order={2} size="h3" id={headingId}>
        Your calendar
      </Title>
      <Text size="sm">The races you run or commentate, in your own calendar app.</Text>
      {content}
      <CalendarFeedLinks />
    </Stack>
  );
}
