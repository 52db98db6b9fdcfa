import { Group, NativeSelect, Switch, Text } from '@mantine/core';
import { DATE_ORDERS, readDateOrder, type DateOrder } from '@pokered/core/dateTime';
import { useMemo } from 'react';
import { useTimeZone } from '../lib/hydration';
import { timeZoneLabel } from '../lib/raceTime';
import { useClockFormat } from '../lib/useClockFormat';
import { useDateOrder } from '../lib/useDateOrder';

/** Each order with an example date (Sat 28 Nov 2026), so the choice shows what it does. */
const DATE_ORDER_LABEL: Record<DateOrder, string> = {
  'month-first': 'Month first (Sat 11/28/26)',
  'day-first': 'Day first (Sat 28/11/26)',
  iso: 'ISO (Sat 2026-11-28)',
};

/** The time zone every time is shown in, the date order and the 24-hour switch (remembered in this browser). */
export function ClockSettings() {
  const [clock, setClock] = useClockFormat();
  const [dateOrder, setDateOrder] = useDateOrder();
  const timeZone = useTimeZone();
  const zone = useMemo(() => timeZoneLabel(undefined, timeZone), [timeZone]);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Text size="sm" c="dimmed">
        Times are in your time zone: {zone}
      </Text>
      <Group gap="md" wrap="wrap">
        <NativeSelect
          size="xs"
          label="Date format"
          data={DATE_ORDERS.map((order) => ({ value: order, label: DATE_ORDER_LABEL[order] }))}
          value={dateOrder}
          onChange={(event) => setDateOrder(readDateOrder(event.currentTarget.value))}
        />
        <Switch
          label="24-hour time"
          checked={clock === '24h'}
          onChange={(event) => setClock(event.currentTarget.checked ? '24h' : '12h')}
        />
      </Group>
    </Group>
  );
}
