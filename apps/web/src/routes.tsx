import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { RequireAdmin, RequireAuth, RequireRunner } from './auth/guards';
import { AppLayout } from './layout/AppLayout';
import { paths, routePatterns } from './urls';

/*
 * The route table (spec §2). Only the shell is eager; every page is its own lazily loaded chunk,
 * shown under the shell's <Suspense> (the pokeball loader) while it loads.
 * Child paths are absolute (they start with their parent's path), straight from urls.ts.
 */

const HomePage = lazy(() => import('./features/home/HomePage'));
const InfoPage = lazy(() => import('./features/info/InfoPage'));
const StandingsPage = lazy(() => import('./features/standings/StandingsPage'));
const HallOfFamePage = lazy(() => import('./features/hall-of-fame/HallOfFamePage'));
const GroupsPage = lazy(() => import('./features/groups/GroupsPage'));
const RulesPage = lazy(() => import('./features/rules/RulesPage'));
const HelpPage = lazy(() => import('./features/help/HelpPage'));
const StatsPage = lazy(() => import('./features/stats/StatsPage'));

const AdminLayout = lazy(() => import('./features/admin/AdminLayout'));
const RecordResultsPage = lazy(() => import('./features/admin/RecordResultsPage'));
const AddUserPage = lazy(() => import('./features/admin/AddUserPage'));
const CancelRacesPage = lazy(() => import('./features/admin/CancelRacesPage'));
const EndRoundPage = lazy(() => import('./features/admin/EndRoundPage'));
const CreateGroupsPage = lazy(() => import('./features/admin/CreateGroupsPage'));
const RecalibrationPage = lazy(() => import('./features/admin/RecalibrationPage'));
const AuditPage = lazy(() => import('./features/admin/AuditPage'));

const UpcomingRacesPage = lazy(() => import('./features/races/UpcomingRacesPage'));
const PastRacesPage = lazy(() => import('./features/races/PastRacesPage'));
const SubmitRacePage = lazy(() => import('./features/races/SubmitRacePage'));
const RaceDetailPage = lazy(() => import('./features/races/RaceDetailPage'));

const ProfilePage = lazy(() => import('./features/user/ProfilePage'));
const SettingsPage = lazy(() => import('./features/user/SettingsPage'));

const PickemsLayout = lazy(() => import('./features/pickems/PickemsLayout'));
const FirstVisitPage = lazy(() => import('./features/pickems/FirstVisitPage'));
const PickemsAdminPage = lazy(() => import('./features/pickems/PickemsAdminPage'));
const LeaderboardPage = lazy(() => import('./features/pickems/LeaderboardPage'));
const SubmitPicksPage = lazy(() => import('./features/pickems/SubmitPicksPage'));
const PicksPage = lazy(() => import('./features/pickems/PicksPage'));
const PickemsStatsPage = lazy(() => import('./features/pickems/PickemsStatsPage'));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.info} element={<InfoPage />} />
        <Route path={paths.standings} element={<StandingsPage />} />
        <Route path={paths.hallOfFame} element={<HallOfFamePage />} />
        <Route path={paths.groups} element={<GroupsPage />} />
        <Route path={paths.rules} element={<RulesPage />} />
        <Route path={paths.help} element={<HelpPage />} />
        <Route path={paths.stats} element={<StatsPage />} />

        <Route
          path={paths.admin.root}
          element={
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          }
        >
          <Route index element={<Navigate to={paths.admin.recordResults} replace />} />
          <Route path={paths.admin.recordResults} element={<RecordResultsPage />} />
          <Route path={paths.admin.addUser} element={<AddUserPage />} />
          <Route path={paths.admin.cancelRaces} element={<CancelRacesPage />} />
          <Route path={paths.admin.endRound} element={<EndRoundPage />} />
          <Route path={paths.admin.createGroups} element={<CreateGroupsPage />} />
          <Route path={paths.admin.recalibratePickems} element={<RecalibrationPage />} />
          <Route path={paths.admin.audit} element={<AuditPage />} />
        </Route>

        <Route path={paths.races.root}>
          <Route index element={<Navigate to={paths.races.upcoming} replace />} />
          <Route path={paths.races.upcoming} element={<UpcomingRacesPage />} />
          <Route path={paths.races.past} element={<PastRacesPage />} />
          <Route
            path={paths.races.submit}
            element={
              <RequireAuth>
                <RequireRunner>
                  <SubmitRacePage />
                </RequireRunner>
              </RequireAuth>
            }
          />
          <Route path={routePatterns.raceDetail} element={<RaceDetailPage />} />
        </Route>

        <Route path={paths.user.root}>
          <Route index element={<Navigate to={paths.user.profile} replace />} />
          <Route path={paths.user.profile} element={<ProfilePage />} />
          <Route
            path={paths.user.settings}
            element={
              <RequireAuth>
                <SettingsPage />
              </RequireAuth>
            }
          />
          <Route path={routePatterns.userByUsername} element={<ProfilePage />} />
          <Route path="*" element={<Navigate to={paths.user.profile} replace />} />
        </Route>

        <Route path={paths.pickems.root} element={<PickemsLayout />}>
          <Route index element={<Navigate to={paths.pickems.leaderboard} replace />} />
          <Route path={paths.pickems.leaderboard} element={<LeaderboardPage />} />
          <Route path={paths.pickems.stats} element={<PickemsStatsPage />} />
          <Route element={<RequireAuth />}>
            <Route path={paths.pickems.firstVisit} element={<FirstVisitPage />} />
            <Route path={paths.pickems.submit} element={<SubmitPicksPage />} />
            <Route path={paths.pickems.picks} element={<PicksPage />} />
          </Route>
          <Route
            path={paths.pickems.admin}
            element={
              <RequireAdmin>
                <PickemsAdminPage />
              </RequireAdmin>
            }
          />
        </Route>

        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
