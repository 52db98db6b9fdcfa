import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { useId } from 'react';
import { useRace } from '../../../api/racesDetail';
import { LoadingSkeletons } from '../../../components/LoadingSkeletons';
import { RaceStart } from '../../../components/RaceStart';
import { ServerErrorAlert } from '../../../components/ServerErrorAlert';
import { hasStarted } from '../../../lib/raceTime';
import { useClockFormat } from '../../../lib/useClockFormat';
import { useTicking } from '../../../lib/useNow';
import { racersOf } from '../commentary';
import { RACE_SCHEDULED, RACE_STARTED_NO_MOVE, RACES_LOAD_ERROR } from '../messages';
import { canMoveRace } from '../moveRaceForm';
import { Countdown } from '../../../components/Countdown';
import { MoveRaceForm } from './MoveRaceForm';
import { RacerList } from './RacerList';

export interface BookedRaceProps {
  raceId: string;
  caller: { _id: string; isAdmin: boolean };
}

/** Submit Race when the group already has its race (rules §6): that race, and Move instead of a second submission. */
export function BookedRace({ raceId, caller }: BookedRaceProps) {
  const race = useRace(raceId);
  if (race.isPending) return <LoadingSkeletons label="Loading your group's race" count={1} height={160} />;
  if (race.isError) {
    return <ServerErrorAlert title={RACES_LOAD_ERROR} error={race.error} onRetry={() => void race.refetch()} />;
  }
  return <BookedRaceCard race={race.data} caller={caller} />;
}

function BookedRaceCard({ race, caller }: { race: Race; caller: BookedRaceProps['caller'] }) {
  const titleId = useId();
  const [clock] = useClockFormat();
  const movable = useTicking((now) => canMoveRace(race, caller, now));
  const started = useTicking((now) => hasStarted(race.raceDateTime, now));
  const opponents = racersOf(race).filter((racer) => racer._id !== caller._id);
  const isRacer = opponents.length < racersOf(race).length;

  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          Your group&apos;s race
        </Title>
        <Text size="sm">{RACE_SCHEDULED}</Text>
        <Group gap="xs" align="baseline">
          <Text fw={600}>
            <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
          </Text>
          <Countdown startEpochSeconds={race.raceDateTime} />
          {race.completed ? <Badge color="green">Completed</Badge> : null}
        </Group>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {isRacer ? 'Opponents' : 'Racers'}
          </Text>
          <RacerList racers={opponents} />
        </Stack>
        {movable ? (
          <MoveRaceForm race={race} byAdmin={caller.isAdmin} clock={clock} />
        ) : race.completed ? (
          <Text size="sm">The result of this race is recorded.</Text>
        ) : started ? (
          <Text size="sm">{RACE_STARTED_NO_MOVE}</Text>
        ) : (
          <Text size="sm">Only the racers of this race can move it. Contact @organizers if you have an issue.</Text>
        )}
      </Stack>
    </Card>
  );
}
