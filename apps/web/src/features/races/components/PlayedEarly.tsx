import { Text } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { RaceStart } from '../../../components/RaceStart';
import type { ClockFormat } from '../../../lib/raceTime';

/** 'Played early: … (planned for …)' for a race recorded before its planned start (rules §23); nothing otherwise. */
export function PlayedEarly({ race, clock }: { race: Race; clock: ClockFormat }) {
  if (race.playedAt === null || race.playedAt === undefined) return null;
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        Played early:
      </Text>{' '}
      <RaceStart epochSeconds={race.playedAt} clock={clock} /> (planned for{' '}
      <RaceStart epochSeconds={race.raceDateTime} clock={clock} />)
    </Text>
  );
}
