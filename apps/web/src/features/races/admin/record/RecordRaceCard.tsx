import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { useId } from 'react';
import { racersOf } from '../../commentary';
import { RaceStart } from '../../../../components/RaceStart';
import type { ClockFormat } from '../../../../lib/raceTime';
import { RecordResultForm } from './RecordResultForm';

export interface RecordRaceCardProps {
  race: Race;
  clock: ClockFormat;
  /** Called with the success sentence once the result is stored (the list then reloads). */
  onRecorded: (message: string) => void;
  /** A race recorded before its planned start (rules §6): the card says so. */
  playedEarly?: boolean;
  /** The watcher saw the race's racetime.gg room finish (rules §16): the card says its results are ready to import. */
  racetimeReady?: boolean;
}

/** The Record Results form of one race: started and awaiting its result, or played early. */
export function RecordRaceCard({
  race,
  clock,
  onRecorded,
  playedEarly = false,
  racetimeReady = false,
}: RecordRaceCardProps) {
  const titleId = useId();
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId} maw={860}>
      <Stack gap="sm">
        <div>
          <Group gap="xs" align="baseline" wrap="wrap">
            <Title order={3} size="h4" id={titleId}>
              <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
            </Title>
            {racetimeReady ? (
              <Badge color="blue.8" tt="none">
                Results ready to import
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {race.round} ·{' '}
            {racersOf(race)
              .map((racer) => racer.displayName)
              .join(' vs ')}
          </Text>
        </div>
        {playedEarly ? (
          // No Alert title: Mantine colours it yellow, too pale on the light background (axe color-contrast).
          <Alert color="yellow" variant="light">
            <Text span fw={700} size="sm">
              Played early.
            </Text>{' '}
            <Text span size="sm">
              This race&apos;s planned start is in the future. Record it only if the racers have already played it.
            </Text>
          </Alert>
        ) : null}
        <RecordResultForm race={race} mode="record" onRecorded={onRecorded} />
      </Stack>
    </Card>
  );
}
