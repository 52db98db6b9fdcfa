import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from './auth/types';
import { AppRoutes } from './routes';
import { mockApi } from './test/api';
import { makeUser, renderWithProviders } from './test/utils';

// The route table is tested with stand-in pages (named after their module), so the feature pages
// can change freely. The layouts (admin and Pickems dashboards) are the real ones.
const { stubPage } = vi.hoisted(() => ({
  stubPage: (name: string, level: 1 | 2) => ({
    default: () => {
      const Heading = level === 1 ? 'h1' : 'h2';
      return <Heading>{name}</Heading>;
    },
  }),
}));

vi.mock('./features/home/HomePage', () => stubPage('HomePage', 1));
vi.mock('./features/info/InfoPage', () => stubPage('InfoPage', 1));
vi.mock('./features/standings/StandingsPage', () => stubPage('StandingsPage', 1));
vi.mock('./features/hall-of-fame/HallOfFamePage', () => stubPage('HallOfFamePage', 1));
vi.mock('./features/groups/GroupsPage', () => stubPage('GroupsPage', 1));
vi.mock('./features/rules/RulesPage', () => stubPage('RulesPage', 1));
vi.mock('./features/help/HelpPage', () => stubPage('HelpPage', 1));
vi.mock('./features/stats/StatsPage', () => stubPage('StatsPage', 1));
vi.mock('./features/races/admin/RecordResultsPage', () => stubPage('RecordResultsPage', 2));
vi.mock('./features/user/admin/AddUserPage', () => stubPage('AddUserPage', 2));
vi.mock('./features/races/admin/CancelRacesPage', () => stubPage('CancelRacesPage', 2));
vi.mock('./features/standings/admin/EndRoundPage', () => stubPage('EndRoundPage', 2));
vi.mock('./features/groups/admin/CreateGroupsPage', () => stubPage('CreateGroupsPage', 2));
vi.mock('./features/groups/admin/DrawGroupsPage', () => stubPage('DrawGroupsPage', 2));
vi.mock('./features/groups/DrawsPage', () => stubPage('DrawsPage', 1));
vi.mock('./features/groups/DrawPage', () => stubPage('DrawPage', 1));
vi.mock('./features/pickems/admin/RecalibrationPage', () => stubPage('RecalibrationPage', 2));
vi.mock('./features/admin/AuditPage', () => stubPage('AuditPage', 2));
vi.mock('./features/hall-of-fame/admin/HallOfFameLinksPage', () => stubPage('HallOfFameLinksPage', 2));
vi.mock('./features/admin/NotificationsPage', () => stubPage('NotificationsPage', 2));
vi.mock('./features/user/admin/RunnersPage', () => stubPage('RunnersPage', 2));
vi.mock('./features/races/UpcomingRacesPage', () => stubPage('UpcomingRacesPage', 1));
vi.mock('./features/races/PastRacesPage', () => stubPage('PastRacesPage', 1));
vi.mock('./features/races/SubmitRacePage', () => stubPage('SubmitRacePage', 1));
vi.mock('./features/races/RaceDetailPage', () => stubPage('RaceDetailPage', 1));
vi.mock('./features/user/ProfilePage', () => stubPage('ProfilePage', 1));
vi.mock('./features/user/SettingsPage', () => stubPage('SettingsPage', 1));
vi.mock('./features/pickems/FirstVisitPage', () => stubPage('FirstVisitPage', 2));
vi.mock('./features/pickems/admin/PickemsAdminPage', () => stubPage('PickemsAdminPage', 2));
vi.mock('./features/pickems/LeaderboardPage', () => stubPage('LeaderboardPage', 2));
vi.mock('./features/pickems/SubmitPicksPage', () => stubPage('SubmitPicksPage', 2));
vi.mock('./features/pickems/PicksPage', () => stubPage('PicksPage', 2));
vi.mock('./features/pickems/PickemsStatsPage', () => stubPage('PickemsStatsPage', 2));

function renderAt(route: string, user: AuthUser | null = null) {
  return renderWithProviders(<AppRoutes />, { route, user });
}

async function expectPage(name: string, location: string) {
  expect(await screen.findByText(name, { selector: 'h1, h2' })).toBeInTheDocument();
  expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${location}$`));
}

describe('route table', () => {
  beforeEach(() => {
    mockApi({
      'GET /api/config': () => ({ prizePoolUrl: 'https://example.test/prize', tournamentYear: 2025 }),
    });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it.each([
    ['/', 'HomePage'],
    ['/info', 'InfoPage'],
    ['/standings', 'StandingsPage'],
    ['/hall-of-fame', 'HallOfFamePage'],
    ['/groups', 'GroupsPage'],
    ['/draws', 'DrawsPage'],
    ['/draws/00000000-0000-4000-8000-000000000001', 'DrawPage'],
    ['/rules', 'RulesPage'],
    ['/help', 'HelpPage'],
    ['/stats', 'StatsPage'],
    ['/races/upcoming', 'UpcomingRacesPage'],
    ['/races/past', 'PastRacesPage'],
    ['/races/some-race-id', 'RaceDetailPage'],
    ['/user/profile', 'ProfilePage'],
    ['/user/misty', 'ProfilePage'],
    ['/pickems/leaderboard', 'LeaderboardPage'],
    ['/pickems/stats', 'PickemsStatsPage'],
  ])('%s shows %s to everyone', async (route, page) => {
    renderAt(route);
    await expectPage(page, route);
  });

  it.each([
    ['/races', '/races/upcoming', 'UpcomingRacesPage'],
    ['/user', '/user/profile', 'ProfilePage'],
    ['/user/a/b', '/user/profile', 'ProfilePage'],
    ['/pickems', '/pickems/leaderboard', 'LeaderboardPage'],
    ['/no/such/page', '/', 'HomePage'],
    ['/admin/no-such-page', '/', 'HomePage'],
  ])('%s redirects to %s', async (route, target, page) => {
    renderAt(route, makeUser({ isAdmin: true }));
    await expectPage(page, target);
  });

  it('shows a page opened with ?overlay=1 alone, without the header and footer (the draw stream, rules §13)', async () => {
    renderAt('/draws/00000000-0000-4000-8000-000000000001?overlay=1');
    expect(await screen.findByText('DrawPage', { selector: 'h1, h2' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('keeps the header and footer on the same page without the overlay', async () => {
    renderAt('/draws/00000000-0000-4000-8000-000000000001');
    expect(await screen.findByText('DrawPage', { selector: 'h1, h2' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('sends non-admins away from /admin', async () => {
    renderAt('/admin/users/add', makeUser({ role: 'runner' }));
    await expectPage('HomePage', '/');
  });

  it('opens the admin dashboard on Record Results, with every dashboard button', async () => {
    renderAt('/admin', makeUser({ isAdmin: true }));
    await expectPage('RecordResultsPage', '/admin/races/record');
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    for (const name of [
      'Record Results',
      'Cancel Upcoming Races',
      'Add User',
      'Create Groups',
      'Draw Groups',
      'End Round',
      'Preview Pickems Recalibration',
      'Audit Log',
      'Runners',
    ]) {
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
    }
  });

  it.each([
    ['/admin/races/record', 'RecordResultsPage'],
    ['/admin/users/add', 'AddUserPage'],
    ['/admin/races/upcoming/edit', 'CancelRacesPage'],
    ['/admin/round/end', 'EndRoundPage'],
    ['/admin/groups/add', 'CreateGroupsPage'],
    ['/admin/groups/draw', 'DrawGroupsPage'],
    ['/admin/pickems/recalibrate', 'RecalibrationPage'],
    ['/admin/audit', 'AuditPage'],
    ['/admin/hall-of-fame/links', 'HallOfFameLinksPage'],
    ['/admin/runners', 'RunnersPage'],
    ['/admin/notifications', 'NotificationsPage'],
    ['/pickems/admin', 'PickemsAdminPage'],
  ])('%s shows %s to admins', async (route, page) => {
    renderAt(route, makeUser({ isAdmin: true }));
    await expectPage(page, route);
  });

  it('lets only logged-in runners submit races', async () => {
    const { unmount } = renderAt('/races/submit', makeUser({ role: 'commentator' }));
    await expectPage('HomePage', '/');
    unmount();

    renderAt('/races/submit', makeUser({ role: 'runner' }));
    await expectPage('SubmitRacePage', '/races/submit');
  });

  it.each(['/user/settings', '/pickems/first-visit', '/pickems/submit', '/pickems/picks', '/races/submit'])(
    '%s needs a login',
    async (route) => {
      renderAt(route, null);
      await expectPage('HomePage', '/');
    },
  );

  it.each([
    ['/user/settings', 'SettingsPage'],
    ['/pickems/first-visit', 'FirstVisitPage'],
    ['/pickems/submit', 'SubmitPicksPage'],
    ['/pickems/picks', 'PicksPage'],
  ])('%s shows %s to logged-in users', async (route, page) => {
    renderAt(route, makeUser());
    await expectPage(page, route);
  });
});
