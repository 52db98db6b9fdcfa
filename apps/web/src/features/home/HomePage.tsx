import '../../styles/common';
import { Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { useRunners } from '../../api/runners';
import { useAuth } from '../../auth/useAuth';
import { CountryFlag } from '../../components/CountryFlag';
import { RacerLink } from '../../components/RacerLink';
import { documentTitle, SITE_NAME } from '../../config/site';
import { paths } from '../../urls';
import classes from './HomePage.module.css';
import { LoginRefusedNotice } from './LoginRefusedNotice';

/** rules §19: what a logged-in user has to do next; its own chunk, so visitors never download it. */
const PersonalHome = lazy(() => import('./PersonalHome'));

function LoggedOutIntro() {
  return (
    <Stack gap="sm">
      <Text size="lg">
        Welcome to the home of the annual {SITE_NAME}! Runners from around the world race Pokémon Red in groups of
        three, through Swiss rounds and then the playoffs.
      </Text>
      <Text>
        <strong>Log in</strong> with the Login button at the top of the page to take part:
      </Text>
      <List spacing="xs">
        <List.Item>
          <strong>Runners</strong> submit the races they have organised with their group.
        </List.Item>
        <List.Item>
          <strong>Everyone</strong> can sign up to commentate a race.
        </List.Item>
        <List.Item>
          <strong>Join Pickems</strong>, our prediction game, and score points for every correct pick.
        </List.Item>
      </List>
      <Text>
        No account needed to follow along: the standings, groups, races, stats and hall of fame are open to all.
      </Text>
    </Stack>
  );
}

function LoggedInIntro({ isRunner }: { isRunner: boolean }) {
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

function VotingNote() {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="commentating-heading">
      <Title order={2} size="h3" id="commentating-heading" mb="xs">
        How commentating works
      </Title>
      <Text>
        In the Swiss rounds (Rounds 1–3), commentating is <strong>first come, first served</strong>: sign up for any
        upcoming race that still has a free spot. For the <strong>final 4 matches</strong>, the racers vote on their
        commentators from everyone who signed up for that race.
      </Text>
    </Card>
  );
}

function Participants() {
  const { data: runners, isPending, error } = useRunners();

  useEffect(() => {
    if (error) console.error('Error fetching runners', error);
  }, [error]);

  // A failed load is only logged: the card simply does not appear.
  if (error) return null;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="participants-heading">
      <Title order={2} size="h3" id="participants-heading" mb="md">
        This year&apos;s participants:
      </Title>
      {isPending ? (
        <div className={classes.participants} aria-hidden="true">
          {Array.from({ length: 12 }, (_, index) => (
            <Skeleton key={index} height={20} radius="sm" />
          ))}
        </div>
      ) : runners.length === 0 ? (
        <Text c="dimmed">No runners have been announced yet. Check back soon!</Text>
      ) : (
        <ul className={classes.participants}>
          {runners.map((runner) => (
            <li key={runner._id} className={classes.participant}>
              <span className={classes.flagSlot}>
                <CountryFlag code={runner.country} />
              </span>
              <RacerLink discordUsername={runner.discordUsername} displayName={runner.displayName} />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

export default function HomePage() {
  const { user, isLoading, isRunner } = useAuth();
  const heading = user ? `Welcome, ${user.displayName}!` : isLoading ? 'Welcome!' : `Welcome to the ${SITE_NAME}!`;

  return (
    <Stack gap="xl">
      <title>{documentTitle()}</title>
      <Stack gap="md">
        <LoginRefusedNotice />
        <Title order={1}>{heading}</Title>
        {user ? (
          <Suspense fallback={<Skeleton height={160} radius="md" aria-hidden="true" />}>
            <PersonalHome user={user} />
          </Suspense>
        ) : null}
        {isLoading ? (
          <Stack gap="xs" aria-hidden="true">
            <Skeleton height={18} width="80%" />
            <Skeleton height={18} width="60%" />
          </Stack>
        ) : user ? (
          <LoggedInIntro isRunner={isRunner} />
        ) : (
          <LoggedOutIntro />
        )}
      </Stack>
      <VotingNote />
      <Participants />
    </Stack>
  );
}
