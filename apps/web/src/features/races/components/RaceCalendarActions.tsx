import { Anchor, Group } from '@mantine/core';
import { discordTimestamp } from '@pokered/core/calendar';
import type { Race } from '@pokered/core/schemas/races';
import { CopyText } from '../../../components/CopyText';
import { hasStarted } from '../../../lib/raceTime';
import { useTicking } from '../../../lib/useNow';
import { api } from '../../../urls';

/**
 * rules §14: every race offers a one-race .ics and its Discord timestamp `<t:EPOCH:F>`, until it starts (rules §23):
 * a race that started hours ago is no longer something to put in a calendar.
 */
export function RaceCalendarActions({ race, raceName }: { race: Race; raceName?: string }) {
  const started = useTicking((now) => hasStarted(race.raceDateTime, now));
  if (started) return null;
  return (
    <Group gap="sm" align="center" wrap="wrap">
      <Anchor href={api.calendar.race(race._id)} download={`race-${race._id}.ics`} size="sm">
        Add to calendar
        {raceName ? <span className="visually-hidden">{` (${raceName})`}</span> : null}
      </Anchor>
      <CopyText
        text={discordTimestamp(race.raceDateTime)}
        label="Copy Discord timestamp"
        textName="Discord timestamp"
      />
    </Group>
  );
}
