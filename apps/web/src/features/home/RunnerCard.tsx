import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { HomeRunner } from '@pokered/core/schemas/home';
import { Link } from 'react-router';
import { useRacetimeBaseUrl } from '../../api/config';
import { Countdown } from '../../components/Countdown';
import { ExternalLinkIcon } from '../../components/icons';
import { RaceStart } from '../../components/RaceStart';
import { RacerLink } from '../../components/RacerLink';
import { raceTimeUrl } from '../../lib/raceTimeLink';
import { useClockFormat } from '../../lib/useClockFormat';
import type { UserRef } from '@pokered/core/schemas/common';
import { paths } from '../../urls';
import { BOOKED_WITHOUT_YOU, BOOKED_WITHOUT_YOU_CONTACT, isLeftOut } from '@pokered/core/groupBooking';
import { opponentsOf, racersOf } from './homeView';

const opponentList = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 0.75rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
} as const;

/** Each opponent's name links to their profile; a list, so every link stands apart from the text around it. */
function Opponents({ people }: { people: UserRef[] }) {
  if (people.length === 0) return null;
  return (
    <Group gap="xs" align="baseline">
      <Text id="home-opponents">Your opponents:</Text>
      <ul style={opponentList} aria-labelledby="home-opponents">
        {people.map((person) => (
          <li key={person._id}>
            <RacerLink discordUsername={person.discordUsername} displayName={person.displayName} />
          </li>
        ))}
      </ul>
    </Group>
  );
}

/** rules §19: a runner's group this round and their race, or the call to schedule it with their group. */
export function RunnerCard({ runner, userId, zone }: { runner: HomeRunner; userId: string; zone: string }) {
  const [clock] = useClockFormat();
  const base = useRacetimeBaseUrl();
  const { group, race } = runner;
  const roomUrl = race ? raceTimeUrl(race.raceTimeId, base) : null;
  // rules §23: a member his group booked without is told so, not shown the race as his.
  const leftOut =
    group !== null &&
    race !== null &&
    isLeftOut(
      group.members.map((member) => member._id),
      racersOf(race).map((racer) => racer._id),
      userId,
    );

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="home-race-heading">
      <Title order={3} size="h4" id="home-race-heading" mb="xs">
        Your race
      </Title>
      {group === null ? (
        <Text>You are not in a group this round. The organizers draw the groups before each round starts.</Text>
      ) : (
        <Stack gap="xs">
          <Text fw={600}>
            {group.round}, Group {group.groupNumber}
          </Text>
          {leftOut ? null : <Opponents people={opponentsOf(runner, userId)} />}
          {leftOut ? (
            <>
              <Text fw={600}>{BOOKED_WITHOUT_YOU}.</Text>
              <Text>{BOOKED_WITHOUT_YOU_CONTACT}</Text>
              <Anchor component={Link} to={paths.races.detail(race._id)} underline="always">
                See the race
              </Anchor>
            </>
          ) : race === null ? (
            <>
              <Text>
                Your group has not scheduled its race yet: agree a date and time with your opponents, then submit it.
              </Text>
              <Button component={Link} to={paths.races.submit} style={{ alignSelf: 'flex-start' }}>
                Schedule your race
              </Button>
            </>
          ) : race.completed ? (
            <Text>
              Your race is recorded.{' '}
              <Anchor component={Link} to={paths.races.detail(race._id)} underline="always">
                See the result
              </Anchor>
            </Text>
          ) : (
            <>
              <Group gap="xs" align="baseline">
                <Text fw={600}>
                  <RaceStart epochSeconds={race.raceDateTime} clock={clock} />
                </Text>
                <Text c="dimmed" size="sm">
                  <Countdown startEpochSeconds={race.raceDateTime} />
                </Text>
              </Group>
              <Text size="sm" c="dimmed">
                Times in {zone}.
              </Text>
              <Group gap="md">
                <Anchor component={Link} to={paths.races.detail(race._id)}>
                  Race details
                </Anchor>
                {roomUrl ? (
                  <Anchor href={roomUrl} target="_blank" rel="noreferrer">
                    <Group gap={4} component="span" wrap="nowrap">
                      Race room
                      <ExternalLinkIcon size={14} />
                      <span className="visually-hidden">(opens in a new tab)</span>
                    </Group>
                  </Anchor>
                ) : null}
              </Group>
            </>
          )}
        </Stack>
      )}
    </Card>
  );
}
