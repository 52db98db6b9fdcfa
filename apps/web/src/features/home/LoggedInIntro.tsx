import { Button, Group, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../urls';

/** rules §19: the logged-in welcome's explanations and buttons (Submit a Race and the group note for runners). */
export function LoggedInIntro({ isRunner }: { isRunner: boolean }) {
  return (
    <Stack gap="md">
      <Text size="lg">Great to have you here! This is where the tournament happens. You can:</Text>
      <List spacing="xs">
        <List.Item>
          <strong>Commentate a race:</strong> pick an upcoming race and sign up to call it.
        </List.Item>
        <List.Item>
          <strong>Follow the standings:</strong> see who is on track for the playoffs.
        </List.Item>
        <List.Item>
          <strong>Play Pickems:</strong> predict the winners and climb the leaderboard.
        </List.Item>
        {isRunner && (
          <List.Item>
            <strong>Submit a race:</strong> schedule your next race so commentators and restreamers can plan for it.
          </List.Item>
        )}
      </List>
      <Group gap="sm">
        <Button component={Link} to={paths.races.upcoming}>
          Commentate a Race
        </Button>
        <Button component={Link} to={paths.standings} variant="light">
          Current Standings
        </Button>
        <Button component={Link} to={paths.pickems.root} variant="light">
          Pickems
        </Button>
        {isRunner && (
          <Button component={Link} to={paths.races.submit} variant="outline">
            Submit a Race
          </Button>
        )}
      </Group>
      {isRunner && (
        <Text size="sm">
          Races are submitted together with your fellow group members: agree on a date and time with everyone in your
          group first, then submit the race here with them as your opponents.
        </Text>
      )}
    </Stack>
  );
}
