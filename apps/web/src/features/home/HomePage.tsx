import { Card, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useEffect } from 'react';
import { useRunners } from '../../api/runners';
import { useAuth } from '../../auth/useAuth';
import { CountryFlag } from '../../components/CountryFlag';
import { RacerLink } from '../../components/RacerLink';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { documentTitle, SITE_NAME } from '../../config/site';
import classes from './HomePage.module.css';
import { Happening } from './Happening';
import { LoginRefusedNotice } from './LoginRefusedNotice';

/** rules §19: what a logged-in user has to do next, then the welcome and buttons: a chunk visitors never download. */
const LoggedInHome = lazy(() => import('./LoggedInHome'));

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
  const { data: runners, isPending, error, refetch, isFetching } = useRunners();

  useEffect(() => {
    if (error) console.error('Error fetching runners', error);
  }, [error]);

  // A failed load is logged (rules §21) and offers a Retry in place of the list (rules §21, Decided).
  if (error) {
    return (
      <ServerErrorAlert
        title="Error fetching runners"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }

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
        {isLoading ? (
          <Stack gap="xs" aria-hidden="true">
            <Skeleton height={18} width="80%" />
            <Skeleton height={18} width="60%" />
          </Stack>
        ) : user ? (
          <Suspense fallback={<Skeleton height={160} radius="md" aria-hidden="true" />}>
            <LoggedInHome user={user} isRunner={isRunner} />
          </Suspense>
        ) : (
          <>
            <Happening />
            <LoggedOutIntro />
          </>
        )}
      </Stack>
      {user ? <Happening /> : null}
      <VotingNote />
      <Participants />
    </Stack>
  );
}
