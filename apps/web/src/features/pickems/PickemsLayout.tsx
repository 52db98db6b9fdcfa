import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useMyPickems } from '../../api/pickemsMine';
import { tournamentRoundQueryOptions } from '../../api/tournamentRound';
import { useAuth } from '../../auth/useAuth';
import { DashboardNav, type DashboardLink } from '../../components/DashboardNav';
import { PokeballLoader } from '../../components/PokeballLoader';
import { paths } from '../../urls';
import { oneOffAvailability } from './oneOffAvailability';

const withoutTrailingSlash = (path: string): string => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * rules §19: in Round 1 a logged-in user without one-off Pickems sees the one-off form. They are sent there when
 * they arrive at the Pickems section (its default page); once there, every dashboard button still works.
 */
function useFirstVisitRedirect(isLoggedIn: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const arrivedAt = useRef(withoutTrailingSlash(location.pathname));
  const decided = useRef(false);
  const round = useQuery({ ...tournamentRoundQueryOptions(), enabled: isLoggedIn });
  const mine = useMyPickems(isLoggedIn);

  useEffect(() => {
    if (decided.current || !round.isSuccess || !mine.isSuccess) return;
    decided.current = true;
    const arrivedAtDefault =
      arrivedAt.current === paths.pickems.root || arrivedAt.current === paths.pickems.leaderboard;
    if (arrivedAtDefault && oneOffAvailability(round.data, mine.data) === 'open') {
      void navigate(paths.pickems.firstVisit, { replace: true });
    }
  }, [round.isSuccess, round.data, mine.isSuccess, mine.data, navigate]);
}

/** The Pickems dashboard: section buttons above the current Pickems page (whose heading is an h2). */
export default function PickemsLayout() {
  const { isLoggedIn, isAdmin } = useAuth();
  useFirstVisitRedirect(isLoggedIn);
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
          Predict who makes the playoffs, who wins each race and who takes the whole tournament, and score points for
          every correct pick.
        </Text>
        <DashboardNav label="Pickems" links={links} />
      </Stack>
      <Suspense fallback={<PokeballLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
