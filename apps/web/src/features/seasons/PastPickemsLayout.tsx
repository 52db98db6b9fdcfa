import { Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PokeballLoader } from '../../components/PokeballLoader';

/**
 * A past season's Pickems pages (rules §36): the section's heading over its leaderboard or stats, without today's
 * dashboard (its picking pages belong to the current season; the season banner links the two pages).
 */
export default function PastPickemsLayout() {
  return (
    <Stack gap="xl">
      <Title order={1}>Pickems</Title>
      <Suspense fallback={<PokeballLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
