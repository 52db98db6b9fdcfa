import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Race } from '@pokered/core/schemas/races';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { ExternalLinkIcon } from '../../../components/icons';
import { paths } from '../../../urls';
import type { ClockFormat } from '../../../lib/raceTime';
import { raceTimeUrl } from '../../../lib/raceTimeLink';
import { useRacetimeBaseUrl } from '../../../api/config';
import { Commentators } from './Commentators';
import { PlayedEarly } from './PlayedEarly';
import { RaceStart } from '../../../components/RaceStart';
import { ResultList } from '../../../components/ResultList';

/** Admin-only, with the Record Results form, its schema (zod) and form styles: visitors never download it. */
const EditResultButton = lazy(() =>
  import('../admin/record/EditResultButton').then((module) => ({ default: module.EditResultButton })),
);

/** A completed race: round, start, placings, commentators and its racetime.gg page. */
export function PastRaceCard({
  race,
  clock,
  viewerIsAdmin,
}: {
  race: Race;
  clock: ClockFormat;
  viewerIsAdmin: boolean;
}) {
  const titleId = useId();
  const roomUrl = raceTimeUrl(race.raceTimeId, useRacetimeBaseUrl());
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id={titleId}>
            <Anchor component={Link} to={paths.races.detail(race._id)} inherit>
              {/* rules §23: a race played early is dated when it was played, not its planned (future) start. */}
              <RaceStart epochSeconds={race.playedAt ?? race.raceDateTime} clock={clock} />
            </Anchor>
          </Title>
          <Badge variant="light" color="gray">
            {race.round}
          </Badge>
        </Group>
        <PlayedEarly race={race} clock={clock} />
        {race.results.length > 0 ? <ResultList results={race.results} /> : <Text size="sm">No results recorded</Text>}
        <Commentators race={race} viewerIsAdmin={viewerIsAdmin} />
        {roomUrl ? (
          <Anchor href={roomUrl} target="_blank" rel="noreferrer" size="sm">
            <Group gap={4} component="span" wrap="nowrap">
              Race page on racetime.gg
              <ExternalLinkIcon size={14} />
              <span className="visually-hidden">(opens in a new tab)</span>
            </Group>
          </Anchor>
        ) : null}
        {viewerIsAdmin && race.completed && !race.cancelled ? (
          <Suspense fallback={null}>
            <EditResultButton race={race} />
          </Suspense>
        ) : null}
      </Stack>
    </Card>
  );
}
