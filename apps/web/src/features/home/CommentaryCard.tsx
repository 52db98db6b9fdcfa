import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MAX_COMMENTATORS } from '@pokered/core/rounds';
import type { Race } from '@pokered/core/schemas/races';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCommentate } from '../../api/racesCommentator';
import { Countdown } from '../../components/Countdown';
import { RaceStart } from '../../components/RaceStart';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useClockFormat } from '../../lib/useClockFormat';
import { paths } from '../../urls';
import { raceName } from './homeView';

const SIGN_UP_ERROR = 'Error signing up to commentate. Please try again later.';

function RaceLine({ race, children }: { race: Race; children?: ReactNode }) {
  const [clock] = useClockFormat();
  return (
    <li>
      <Group gap="xs" align="baseline" wrap="wrap">
        <Anchor component={Link} to={paths.races.detail(race._id)} fw={600} underline="always">
          <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
        </Anchor>
        <Text size="sm" c="dimmed" component="span">
          <Countdown startEpochSeconds={race.raceDateTime} />
        </Text>
        <Text component="span">{raceName(race)}</Text>
        {children}
      </Group>
    </li>
  );
}

function SignUp({ race }: { race: Race }) {
  const commentate = useCommentate();
  const name = raceName(race);
  return (
    <>
      <Text size="sm" c="dimmed" component="span">
        {race.commentatorCount} of {MAX_COMMENTATORS} commentators
      </Text>
      <Button
        size="xs"
        variant="light"
        aria-label={`Commentate: ${name}`}
        loading={commentate.isPending}
        onClick={() => {
          commentate.mutate(race._id);
        }}
      >
        Commentate
      </Button>
      {commentate.isError ? <ServerErrorAlert title={SIGN_UP_ERROR} error={commentate.error} /> : null}
    </>
  );
}

const listStyle = { margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.5rem' } as const;

/**
 * rules §19: the races the user commentates, then the races of the next days that still need commentators, both
 * soonest first, with Commentate (rules §6: first come, first served).
 */
export function CommentaryCard({ mine, needed, zone }: { mine: Race[]; needed: Race[]; zone: string }) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-commentary-heading">
      <Title order={3} size="h4" id="home-commentary-heading" mb="xs">
        Commentating
      </Title>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Times in {zone}.
        </Text>
        <Title order={4} size="h5">
          Your upcoming races
        </Title>
        {mine.length === 0 ? (
          <Text>You are not signed up to commentate any upcoming race.</Text>
        ) : (
          <ul style={listStyle} aria-label="Races you commentate">
            {mine.map((race) => (
              <RaceLine key={race._id} race={race} />
            ))}
          </ul>
        )}
        <Title order={4} size="h5">
          Races that need commentators
        </Title>
        {needed.length === 0 ? (
          <Text>No race in the next days needs a commentator right now.</Text>
        ) : (
          <ul style={listStyle} aria-label="Races that need commentators">
            {needed.map((race) => (
              <RaceLine key={race._id} race={race}>
                <SignUp race={race} />
              </RaceLine>
            ))}
          </ul>
        )}
        <Anchor component={Link} to={paths.races.upcoming} size="sm">
          More races to commentate
        </Anchor>
      </Stack>
    </Card>
  );
}
