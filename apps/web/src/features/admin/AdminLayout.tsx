import { Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { DashboardNav } from '../../components/DashboardNav';
import { PokeballLoader } from '../../components/PokeballLoader';
import { paths } from '../../urls';

const ADMIN_LINKS = [
  { label: 'Record Results', to: paths.admin.recordResults },
  { label: 'Cancel Upcoming Races', to: paths.admin.cancelRaces },
  { label: 'Add User', to: paths.admin.addUser },
  { label: 'Create Groups', to: paths.admin.createGroups },
  { label: 'Draw Groups', to: paths.admin.drawGroups },
  { label: 'End Round', to: paths.admin.endRound },
  { label: 'Runners', to: paths.admin.runners },
  { label: 'Entrants', to: paths.admin.entrants },
  { label: 'Preview Pickems Recalibration', to: paths.admin.recalibratePickems },
  { label: 'Hall of Fame Links', to: paths.admin.hallOfFameLinks },
  { label: 'Discord Notifications', to: paths.admin.notifications },
  { label: 'Seasons', to: paths.admin.seasons },
  { label: 'Imported People', to: paths.admin.importedPeople },
  { label: 'Audit Log', to: paths.admin.audit },
] as const;

/** The admin dashboard: the section buttons above the current admin page (whose heading is an h2). */
export default function AdminLayout() {
  return (
    <Stack gap="xl">
      <Stack gap="md">
        <Title order={1}>Admin Dashboard</Title>
        <DashboardNav label="Admin" links={ADMIN_LINKS} />
      </Stack>
      <Suspense fallback={<PokeballLoader />}>
        <Outlet />
      </Suspense>
    </Stack>
  );
}
