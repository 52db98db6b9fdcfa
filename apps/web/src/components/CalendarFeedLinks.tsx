import { Anchor, Group, Text } from '@mantine/core';
import { api } from '../urls';

/** rules §14: the public calendar feeds, to subscribe to in a calendar app (Upcoming races, Settings). */
export function CalendarFeedLinks() {
  return (
    <Group gap="xs" wrap="wrap" component="p" m={0}>
      <Text span size="sm">
        Subscribe in your calendar app:
      </Text>
      <Anchor href={api.calendar.races} size="sm">
        All races (.ics)
      </Anchor>
      <Anchor href={api.calendar.restreams} size="sm">
        Restreamed races (.ics)
      </Anchor>
    </Group>
  );
}
