import { SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useHome } from '../../api/home';
import type { AuthUser } from '../../auth/types';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useTimeZone } from '../../lib/hydration';
import { timeZoneLabel } from '../../lib/raceTime';
import { CommentaryCard } from './CommentaryCard';
import { OrganiserCard } from './OrganiserCard';
import { PicksCard } from './PicksCard';
import { RunnerCard } from './RunnerCard';
import { SignupCard } from './SignupCard';

const HOME_ERROR = 'Error loading what is next for you. Please try again later.';

/**
 * rules §19: the personal part of the home page, for a logged-in user only (in the LoggedInHome chunk, which visitors
 * never download). A runner's race, a commentator's races and the races needing commentators, the round's picks.
 */
export function PersonalHome({ user }: { user: AuthUser }) {
  const home = useHome(true);
  const timeZone = useTimeZone();
  const zone = useMemo(() => timeZoneLabel(undefined, timeZone), [timeZone]);

  let body;
  if (home.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-hidden="true">
        <Skeleton height={160} radius="md" />
        <Skeleton height={160} radius="md" />
      </SimpleGrid>
    );
  } else if (home.isError) {
    body = (
      <ServerErrorAlert
        title={HOME_ERROR}
        error={home.error}
        onRetry={() => void home.refetch()}
        retrying={home.isFetching}
      />
    );
  } else {
    const { runner, commentary, picks, organiser } = home.data;
    const commentates = user.role === 'commentator' || commentary.mine.length > 0;
    body = (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <SignupCard />
        {organiser ? <OrganiserCard todo={organiser} /> : null}
        {runner ? <RunnerCard runner={runner} userId={user._id} zone={zone} /> : null}
        {commentates ? <CommentaryCard mine={commentary.mine} needed={commentary.needed} zone={zone} /> : null}
        <PicksCard picks={picks} zone={zone} />
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="home-next-heading">
      <Title order={2} size="h3" id="home-next-heading">
        Your next steps
      </Title>
      {body}
    </Stack>
  );
}
