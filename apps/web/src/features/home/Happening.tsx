import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { HappeningResponse } from '@pokered/core/schemas/home';
import type { Race } from '@pokered/core/schemas/races';
import { formatFinishTime } from '@pokered/core/time';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useHappening } from '../../api/happening';
import { Countdown } from '../../components/Countdown';
import { RaceStart } from '../../components/RaceStart';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useClockFormat } from '../../lib/useClockFormat';
import { paths } from '../../urls';
import { raceName } from './homeView';

export const HAPPENING_ERROR = 'Error fetching what is happening in the tournament.';

const listStyle = { margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.5rem' } as const;

/** The round under way in a sentence, and how far it has got. */
function roundSentence({ currentRound, round }: HappeningResponse): { headline: string; progress: string | null } {
  if (currentRound === 'completed' || round === null)
    return { headline: 'The tournament is over', progress: 'Every race has been run: see the final standings.' };
  const progress =
    round.groups === 0
      ? "The round's groups have not been drawn yet."
      : `${String(round.completedGroups)} of ${String(round.groups)} ${round.groups === 1 ? 'group has' : 'groups have'} raced.`;
  return { headline: `${currentRound} is under way`, progress };
}

function RaceItem({ race, children }: { race: Race; children?: ReactNode }) {
  return (
    <li>
      <Stack gap={0}>
        <Anchor component={Link} to={paths.races.detail(race._id)} fw={600} underline="always">
          {raceName(race)}
        </Anchor>
        <Text size="sm" c="dimmed" component="div">
          {children}
        </Text>
      </Stack>
    </li>
  );
}

function RaceListCard(props: {
  id: string;
  title: string;
  races: Race[];
  empty: string;
  more: { to: string; label: string };
  detail: (race: Race) => ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={props.id}>
      <Title order={3} size="h4" id={props.id} mb="xs">
        {props.title}
      </Title>
      <Stack gap="sm">
        {props.races.length === 0 ? (
          <Text>{props.empty}</Text>
        ) : (
          <ul style={listStyle} aria-label={props.title}>
            {props.races.map((race) => (
              <RaceItem key={race._id} race={race}>
                {props.detail(race)}
              </RaceItem>
            ))}
          </ul>
        )}
        <Anchor component={Link} to={props.more.to} size="sm">
          {props.more.label}
        </Anchor>
      </Stack>
    </Card>
  );
}

function winnerLine(race: Race): string {
  const [first] = race.results;
  if (!first) return `${race.round}: result recorded`;
  const time = first.status === 'Finished' ? ` in ${formatFinishTime(first.finishTime)}` : '';
  return `${race.round}: won by ${first.racer.displayName}${time}`;
}

function HappeningCards({ data }: { data: HappeningResponse }) {
  const [clock] = useClockFormat();
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      <RaceListCard
        id="home-live-heading"
        title="Live now"
        races={data.live}
        empty="No race is live right now."
        more={{ to: paths.races.upcoming, label: 'All upcoming races' }}
        detail={(race) => (
          <>
            {race.round} · <Countdown startEpochSeconds={race.raceDateTime} />
          </>
        )}
      />
      <RaceListCard
        id="home-next-races-heading"
        title="Next races"
        races={data.next}
        empty="No race is scheduled yet."
        more={{ to: paths.races.upcoming, label: 'All upcoming races' }}
        detail={(race) => (
          <Group gap={6} component="span" wrap="wrap">
            <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
            <span>
              (<Countdown startEpochSeconds={race.raceDateTime} />)
            </span>
          </Group>
        )}
      />
      <RaceListCard
        id="home-results-heading"
        title="Latest results"
        races={data.latest}
        empty="No results yet."
        more={{ to: paths.races.past, label: 'All results' }}
        detail={winnerLine}
      />
    </SimpleGrid>
  );
}

/** rules §29: the visitors' Home leads with the round under way, the live races, the next races and the results. */
export function Happening() {
  const happening = useHappening();
  if (happening.isError)
    return (
      <ServerErrorAlert
        title={HAPPENING_ERROR}
        error={happening.error}
        onRetry={() => void happening.refetch()}
        retrying={happening.isFetching}
      />
    );
  if (happening.isPending) return <Skeleton height={200} radius="md" aria-hidden="true" />;
  const { headline, progress } = roundSentence(happening.data);
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-happening-heading">
      <Title order={2} size="h3" id="home-happening-heading">
        {headline}
      </Title>
      {progress ? <Text>{progress}</Text> : null}
      <HappeningCards data={happening.data} />
    </Stack>
  );
}
