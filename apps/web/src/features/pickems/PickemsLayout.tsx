import { Stack, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../auth/useAuth';
import { DashboardNav, type DashboardLink } from '../../components/DashboardNav';
import { PokeballLoader } from '../../components/PokeballLoader';
import { paths } from '../../urls';

/** The Pickems dashboard: section buttons above the current Pickems page (whose heading is an h2). */
export default function PickemsLayout() {
  const { isLoggedIn, isAdmin } = useAuth();
  const links: DashboardLink[] = [];
  if (isAdmin) links.push({ label: 'Admin', to: paths.pickems.admin });
  links.push({ label: 'Leaderboard', to: paths.pickems.leaderboard });
  if (isLoggedIn) {
    links.push({ label: 'Submit Round Picks', to: paths.pickems.submit });
    links.push({ label: 'Your Picks', to: paths.pickems.picks });
  }
  links.push({ label: 'Stats', to: paths.pickems.stats });

  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={1}>Pickems</Title>
        <Text>
          Predict who makes the playoffs, who wins each race and who takes the whole tournament, and score points
          for every correct pick.
        </Text>
        <DashboardNav label="Pickems" links={links} />
      </Stack>
      <Suspense fallback={<PokeballLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
