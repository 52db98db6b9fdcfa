import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { lazy, Suspense, useId } from 'react';
import { cx } from '../../../lib/cx';
import { external } from '../../../urls';
import { commentaryActions, racersOf, type Viewer } from '../commentary';
import type { ClockFormat } from '../../../lib/raceTime';
import { useTicking } from '../../../lib/useNow';
import classes from './RaceCard.module.css';
import { CommentaryButtons } from './CommentaryButtons';
import { Commentators } from './Commentators';
import { Countdown } from './Countdown';
import { RaceStart } from '../../../components/RaceStart';
import { RacerList } from './RacerList';

/** Admin-only, with its form schema and styles: visitors and runners never download it. */
const RestreamControls = lazy(() =>
  import('./RestreamControls').then((module) => ({ default: module.RestreamControls })),
);

export interface UpcomingRaceCardProps {
  race: Race;
  viewer: Viewer | null;
  clock: ClockFormat;
}

/** One scheduled race: start, countdown, racers, commentators and the viewer's actions. */
export function UpcomingRaceCard({ race, viewer, clock }: UpcomingRaceCardProps) {
  const titleId = useId();
  const isAdmin = viewer?.isAdmin === true;
  // Re-evaluated every second, but the card re-renders only when a button appears or disappears.
  const commentate = useTicking((now) => commentaryActions(race, viewer, now).commentate);
  const pullOut = useTicking((now) => commentaryActions(race, viewer, now).pullOut);

  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-labelledby={titleId}
      className={cx(race.cancelled && classes.cancelled)}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id={titleId} className={classes.when}>
            <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
          </Title>
          <Countdown startEpochSeconds={race.raceDateTime} />
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {race.round}
          </Badge>
          {race.cancelled ? <Badge color="dark">Cancelled</Badge> : null}
          {!isAdmin && race.restreamPlanned ? <Badge color="red">Restreamed</Badge> : null}
          {!isAdmin && race.restreamPlanned && race.restreamChannel ? (
            <Anchor href={external.twitch(race.restreamChannel)} target="_blank" rel="noreferrer" size="sm">
              twitch.tv/{race.restreamChannel}
            </Anchor>
          ) : null}
        </Group>
        <RacerList racers={racersOf(race)} />
        <Commentators race={race} viewerIsAdmin={isAdmin} />
        <CommentaryButtons race={race} actions={{ commentate, pullOut }} />
        {isAdmin ? (
          <Suspense fallback={null}>
            <RestreamControls
              race={race}
              label={`Restream: ${racersOf(race)
                .map((racer) => racer.displayName)
                .join(' vs ')}`}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Card>
  );
}
