import type { ComponentType } from 'react';
import { createRoutesFromChildren, Navigate, Route } from 'react-router';
import { siteConfigQueryOptions } from './api/config';
import { RequireAdmin, RequireAuth, RequireRunner } from './auth/guards';
import { AppLayout } from './layout/AppLayout';
import { routeQuery, withRouteData, type RouteDataModule } from './routing/routeData';
import { lazyPage, type PageModule } from './ssr/lazyPage';
import { paths, routePatterns, type SeasonSection } from './urls';

/*
 * The route table (rules §19). Only the shell is eager; every page is its own lazily loaded chunk,
 * shown under the shell's <Suspense> (the pokeball loader) while it loads.
 * Child paths are absolute (they start with their parent's path), straight from urls.ts.
 *
 * Beside each page, its data: `XPage.data.ts` next to `XPage.tsx` declares the queries the page's components read
 * (src/routing/routeData.ts), loaded lazily with the page so the shell stays as small. The server loads them before
 * drawing a page once, and the browser prefetches them on intent and on navigation; a server-rendered page that
 * reads a query its route does not declare is left to the browser (and fails src/ssr/renderPasses.test.ts). The
 * shell's own data (site configuration) is the layout's. Pages behind a login declare none: they are never
 * server-rendered, and read the user's data as they draw.
 */

/** Every page module, by file: the file name is the one place a page's path is written (see ssr/lazyPage.ts). */
const pageModules = import.meta.glob<PageModule>(['./features/**/*Page.tsx', './features/**/*Layout.tsx']);
/** Every page's data declaration, by the page's file. */
const dataModules = import.meta.glob<RouteDataModule>('./features/**/*.data.ts');

function page(file: string) {
  const load = pageModules[`./${file}.tsx`];
  if (!load) throw new Error(`No page module src/${file}.tsx`);
  return lazyPage(`src/${file}.tsx`, load, dataModules[`./${file}.data.ts`]);
}

withRouteData(AppLayout, () => [routeQuery(siteConfigQueryOptions())]);

const HomePage = page('features/home/HomePage');
const InfoPage = page('features/info/InfoPage');
const StandingsPage = page('features/standings/StandingsPage');
const BracketPage = page('features/standings/BracketPage');
const HallOfFamePage = page('features/hall-of-fame/HallOfFamePage');
const GroupsPage = page('features/groups/GroupsPage');
const DrawsPage = page('features/groups/DrawsPage');
const DrawPage = page('features/groups/DrawPage');
const RulesPage = page('features/rules/RulesPage');
const HelpPage = page('features/help/HelpPage');
const StatsPage = page('features/stats/StatsPage');
const HeadToHeadPage = page('features/rivalry/HeadToHeadPage');
const AllSeasonsPage = page('features/seasons/AllSeasonsPage');
const SeasonLayout = page('features/seasons/SeasonLayout');
const RegisterPage = page('features/signups/RegisterPage');
const EntrantsPage = page('features/signups/EntrantsPage');

const AdminLayout = page('features/admin/AdminLayout');
const RecordResultsPage = page('features/races/admin/RecordResultsPage');
const AddUserPage = page('features/user/admin/AddUserPage');
const CancelRacesPage = page('features/races/admin/CancelRacesPage');
const EndRoundPage = page('features/standings/admin/EndRoundPage');
const CreateGroupsPage = page('features/groups/admin/CreateGroupsPage');
const DrawGroupsPage = page('features/groups/admin/DrawGroupsPage');
const RecalibrationPage = page('features/pickems/admin/RecalibrationPage');
const AuditPage = page('features/admin/AuditPage');
const HallOfFameLinksPage = page('features/hall-of-fame/admin/HallOfFameLinksPage');
const NotificationsPage = page('features/admin/NotificationsPage');
const SeasonsPage = page('features/admin/SeasonsPage');
const ImportedPeoplePage = page('features/admin/ImportedPeoplePage');
const RunnersPage = page('features/user/admin/RunnersPage');
const EditUserPage = page('features/user/admin/EditUserPage');
const EntriesPage = page('features/signups/admin/EntriesPage');

const UpcomingRacesPage = page('features/races/UpcomingRacesPage');
const PastRacesPage = page('features/races/PastRacesPage');
const SubmitRacePage = page('features/races/SubmitRacePage');
const RaceDetailPage = page('features/races/RaceDetailPage');

const ProfilePage = page('features/user/ProfilePage');
const SettingsPage = page('features/user/SettingsPage');

const PickemsLayout = page('features/pickems/PickemsLayout');
const FirstVisitPage = page('features/pickems/FirstVisitPage');
const PickemsAdminPage = page('features/pickems/admin/PickemsAdminPage');
const LeaderboardPage = page('features/pickems/LeaderboardPage');
const SubmitPicksPage = page('features/pickems/SubmitPicksPage');
const PicksPage = page('features/pickems/PicksPage');
const PickemsStatsPage = page('features/pickems/PickemsStatsPage');

/** A past season's pages (rules §36): today's page of each section. */
const SEASON_PAGES: readonly [SeasonSection, ComponentType][] = [
  ['standings', StandingsPage],
  ['bracket', BracketPage],
  ['groups', GroupsPage],
  ['races', PastRacesPage],
  ['stats', StatsPage],
  ['pickems', LeaderboardPage],
  ['pickems/stats', PickemsStatsPage],
];

/** The route objects of the whole app (`useRoutes` draws them; `routeNeeds` reads their data). */
export const appRoutes = createRoutesFromChildren(
  <Route element={<AppLayout />}>
    <Route index element={<HomePage />} />
    <Route path={paths.info} element={<InfoPage />} />
    <Route path={paths.standings} element={<StandingsPage />} />
    <Route path={paths.bracket} element={<BracketPage />} />
    <Route path={paths.hallOfFame} element={<HallOfFamePage />} />
    <Route path={paths.groups} element={<GroupsPage />} />
    <Route path={paths.draws} element={<DrawsPage />} />
    <Route path={routePatterns.drawDetail} element={<DrawPage />} />
    <Route path={paths.rules} element={<RulesPage />} />
    <Route path={paths.help} element={<HelpPage />} />
    <Route path={paths.stats} element={<StatsPage />} />
    <Route path={paths.h2h} element={<HeadToHeadPage />} />
    <Route path={paths.seasons} element={<AllSeasonsPage />} />
    <Route path={paths.entrants} element={<EntrantsPage />} />
    <Route
      path={paths.register}
      element={
        <RequireAuth>
          <RegisterPage />
        </RequireAuth>
      }
    />

    {/* A past season's pages (rules §36): today's pages, reading the year of the URL, read-only. */}
    <Route path={routePatterns.season} element={<SeasonLayout />}>
      {SEASON_PAGES.map(([section, SectionPage]) => (
        <Route key={section} path={paths.seasonPage(':year', section)} element={<SectionPage />} />
      ))}
    </Route>

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
      <Route path={paths.admin.drawGroups} element={<DrawGroupsPage />} />
      <Route path={paths.admin.recalibratePickems} element={<RecalibrationPage />} />
      <Route path={paths.admin.audit} element={<AuditPage />} />
      <Route path={paths.admin.hallOfFameLinks} element={<HallOfFameLinksPage />} />
      <Route path={paths.admin.notifications} element={<NotificationsPage />} />
      <Route path={paths.admin.seasons} element={<SeasonsPage />} />
      <Route path={paths.admin.runners} element={<RunnersPage />} />
      <Route path={paths.admin.importedPeople} element={<ImportedPeoplePage />} />
      <Route path={paths.admin.entrants} element={<EntriesPage />} />
      <Route path={routePatterns.adminEditUser} element={<EditUserPage />} />
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
  </Route>,
);
