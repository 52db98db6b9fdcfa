import { Group, Switch, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTimeZone } from '../lib/hydration';
import { timeZoneLabel } from '../lib/raceTime';
import { useClockFormat } from '../lib/useClockFormat';

/** The time zone every time is shown in, and the 24-hour switch (remembered in this browser). */
export function ClockSettings() {
  const [clock, setClock] = useClockFormat();
  const timeZone = useTimeZone();
  const zone = useMemo(() => timeZoneLabel(undefined, timeZone), [timeZone]);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        Times are in your time zone: {zone}
      </Text>
      <Switch
        label="24-hour time"
        checked={clock === '24h'}
        onChange={(event) => setClock(event.currentTarget.checked ? '24h' : '12h')}
      />
    </Group>
  );
}
