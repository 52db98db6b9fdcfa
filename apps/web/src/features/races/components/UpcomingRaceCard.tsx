import { Anchor, Badge, Card, Group, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Race } from '@pokered/core/schemas/races';
import { lazy, Suspense, useId } from 'react';
import { cx } from '../../../lib/cx';
import { external, paths } from '../../../urls';
import { commentaryActions, racersOf, restreamOpen, type Viewer } from '../commentary';
import { canMoveRace } from '../moveRaceForm';
import type { ClockFormat } from '../../../lib/raceTime';
import { useTicking } from '../../../lib/useNow';
import classes from './RaceCard.module.css';
import listClasses from '../../../components/compactList.module.css';
import { CommentaryButtons } from './CommentaryButtons';
import { Commentators } from './Commentators';
import { Countdown } from '../../../components/Countdown';
import { RaceStart } from '../../../components/RaceStart';
import { RacerList } from './RacerList';
import { RaceRoom } from './RaceRoom';
import { RaceCalendarActions } from './RaceCalendarActions';

/** Racers' and admins' form, with its schema (zod) and form styles: visitors never download it. */
const MoveRaceForm = lazy(() => import('./MoveRaceForm').then((module) => ({ default: module.MoveRaceForm })));

/** Admin-only, with its form schema and styles: visitors and runners never download it. */
const RestreamControls = lazy(() =>
  import('./RestreamControls').then((module) => ({ default: module.RestreamControls })),
);

export interface UpcomingRaceCardProps {
  race: Race;
  viewer: Viewer | null;
  clock: ClockFormat;
  /** The card title's heading level: 3 inside a titled section of the page. */
  headingLevel?: 2 | 3;
  /** The card 'Show all' moves the focus to (rules §32): focusable by script, given `focusTarget` as its ref. */
  focused?: boolean;
  focusTarget?: (element: HTMLElement | null) => void;
}

/** One scheduled race: start, countdown, racers, commentators and the viewer's actions. */
export function UpcomingRaceCard({
  race,
  viewer,
  clock,
  headingLevel = 2,
  focused = false,
  focusTarget,
}: UpcomingRaceCardProps) {
  const titleId = useId();
  const isAdmin = viewer?.isAdmin === true;
  // Re-evaluated every second, but the card re-renders only when a button appears or disappears.
  const commentate = useTicking((now) => commentaryActions(race, viewer, now).commentate);
  const pullOut = useTicking((now) => commentaryActions(race, viewer, now).pullOut);
  const restreamControls = useTicking((now) => isAdmin && restreamOpen(race, now));
  // The card offers Move to the race's racers; admins move races from Cancel Upcoming Races.
  const movable = useTicking((now) => !isAdmin && canMoveRace(race, viewer, now));
  const names = racersOf(race)
    .map((racer) => racer.displayName)
    .join(' vs ');

  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-labelledby={titleId}
      className={cx(race.cancelled && classes.cancelled, focused && listClasses.revealed)}
      tabIndex={focused ? -1 : undefined}
      ref={focusTarget}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={headingLevel} size="h4" id={titleId} className={classes.when}>
            {/* rules §23: the card's title opens the race's page, as on Past Races. */}
            <Anchor component={Link} to={paths.races.detail(race._id)} inherit>
              <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
            </Anchor>
          </Title>
          <Countdown startEpochSeconds={race.raceDateTime} />
        </Group>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {race.round}
          </Badge>
          {race.cancelled ? <Badge color="dark">Cancelled</Badge> : null}
          {!restreamControls && race.restreamPlanned ? <Badge color="red">Restreamed</Badge> : null}
          {!restreamControls && race.restreamPlanned && race.restreamChannel ? (
            <Anchor href={external.twitch(race.restreamChannel)} target="_blank" rel="noreferrer" size="sm">
              twitch.tv/{race.restreamChannel}
            </Anchor>
          ) : null}
        </Group>
        <RacerList racers={racersOf(race)} />
        <Commentators race={race} viewerIsAdmin={isAdmin} />
        <CommentaryButtons race={race} actions={{ commentate, pullOut }} />
        <RaceRoom race={race} viewer={viewer} raceName={names} />
        {race.cancelled ? null : <RaceCalendarActions race={race} raceName={names} />}
        {movable ? (
          <Suspense fallback={null}>
            <MoveRaceForm race={race} byAdmin={false} clock={clock} raceName={names} />
          </Suspense>
        ) : null}
        {restreamControls ? (
          // rules §6: no restream controls on a cancelled, started or completed race; its plan is shown as a badge.
          <Suspense fallback={null}>
            <RestreamControls race={race} label={`Restream: ${names}`} />
          </Suspense>
        ) : null}
      </Stack>
    </Card>
  );
}
