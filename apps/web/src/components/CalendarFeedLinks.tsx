import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useClientValue } from '../lib/hydration';
import { api } from '../urls';
import { CopyText } from './CopyText';

/** The page's origin in the browser; '' on the server, which does not know the address the visitor used. */
const browserOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * A feed's addresses (rules §14, §23): `webcal:` makes a click subscribe (the calendar app polls the feed) instead of
 * importing a snapshot; the https address is for pasting into an app's "subscribe by URL".
 */
function feedAddresses(path: string, origin: string): { subscribe: string; copy: string } {
  const copy = `${origin}${path}`;
  return { subscribe: copy.replace(/^https?:/, 'webcal:'), copy };
}

function Feed({ path, name }: { path: string; name: string }) {
  const origin = useClientValue(browserOrigin(), '');
  // Before hydration there is no origin: the plain link still works (a download) until the browser knows it.
  const { subscribe, copy } = origin ? feedAddresses(path, origin) : { subscribe: path, copy: path };
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Anchor href={subscribe} size="sm">
        Subscribe to {name.toLowerCase()}
      </Anchor>
      <CopyText text={copy} label={`Copy the ${name.toLowerCase()} feed URL`} textName={`${name} feed URL`} />
    </Group>
  );
}

/** rules §14: the public calendar feeds, to subscribe to in a calendar app (Upcoming races, Settings). */
export function CalendarFeedLinks() {
  return (
    <Stack gap={4}>
      <Text size="sm">Follow the races in your calendar app: it updates when a race is booked or moved.</Text>
      <Feed path={api.calendar.races} name="All races" />
      <Feed path={api.calendar.restreams} name="Restreamed races" />
    </Stack>
  );
}
