import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '../auth/types';
import * as browser from '../lib/browser';
import { defaultSeasonSettings } from '@pokered/core/seasonSettings';
import { mockApi } from '../test/api';
import { buildSignup } from '../test/fixtures/signups';
import { makeUser, renderWithProviders } from '../test/utils';
import { Header } from './Header';

function renderHeader(user: AuthUser | null, prizePoolUrl: string | null = 'https://example.test/prize') {
  const fetchMock = mockApi({
    'GET /api/config': () => ({ prizePoolUrl, tournamentYear: 2025 }),
    'POST /logout': () => ({ ok: true }),
  });
  const onMobileNavChange = vi.fn();
  const result = renderWithProviders(<Header mobileNavOpen={false} onMobileNavChange={onMobileNavChange} />, {
    user,
  });
  return { ...result, fetchMock, onMobileNavChange };
}

function mainNav() {
  // Both navs are in the DOM in jsdom (CSS decides which one shows); the first is the desktop bar.
  const [desktop] = screen.getAllByRole('navigation', { name: 'Main' });
  if (!desktop) throw new Error('no main navigation');
  return desktop;
}

describe('Header', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows the spec items in order to visitors, with a Login link', async () => {
    renderHeader(null);
    const nav = mainNav();
    expect(await within(nav).findByRole('link', { name: /Prize Pool/ })).toHaveAttribute(
      'href',
      'https://example.test/prize',
    );
    const labels = within(nav)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.parentElement === nav)
      .map((item) => (item.querySelector('a, button')?.textContent ?? '').replace(' (opens in a new tab)', '').trim());
    expect(labels).toEqual([
      'Home',
      'Info',
      'Races',
      'Groups',
      'Standings',
      'Entrants',
      'Stats',
      'Rules',
      'Help',
      'Pickems',
      'Prize Pool',
      'Hall of Fame',
      'Seasons',
    ]);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });

  it('sends the Login link back to the page it is on (rules §29)', () => {
    mockApi({ 'GET /api/config': () => ({ prizePoolUrl: null, tournamentYear: 2025 }) });
    renderWithProviders(<Header mobileNavOpen={false} onMobileNavChange={vi.fn()} />, {
      user: null,
      route: '/races/upcoming?round=Round%202',
    });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fraces%2Fupcoming%3Fround%3DRound%25202',
    );
  });

  it('hides Prize Pool when no URL is configured', async () => {
    const { fetchMock } = renderHeader(null, null);
    await vi.waitFor(() => {
      expect(fetchMock).toHaveBeenCalled();
    });
    expect(within(mainNav()).queryByRole('link', { name: /Prize Pool/ })).not.toBeInTheDocument();
  });

  it('offers Submit Race in the Races menu to runners only', async () => {
    const { user, unmount } = renderHeader(makeUser({ role: 'commentator' }));
    const races = within(mainNav()).getByRole('button', { name: 'Races' });
    expect(races).toHaveAttribute('aria-expanded', 'false');
    expect(within(mainNav()).queryByRole('link', { name: 'Upcoming' })).not.toBeInTheDocument();

    await user.click(races);
    expect(races).toHaveAttribute('aria-expanded', 'true');
    expect(within(mainNav()).getByRole('link', { name: 'Upcoming' })).toHaveAttribute('href', '/races/upcoming');
    expect(within(mainNav()).getByRole('link', { name: 'Past' })).toHaveAttribute('href', '/races/past');
    expect(within(mainNav()).queryByRole('link', { name: 'Submit Race' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(races).toHaveAttribute('aria-expanded', 'false');
    expect(races).toHaveFocus();
    unmount();

    const runner = renderHeader(makeUser({ role: 'runner' }));
    await runner.user.click(within(mainNav()).getByRole('button', { name: 'Races' }));
    expect(within(mainNav()).getByRole('link', { name: 'Submit Race' })).toHaveAttribute('href', '/races/submit');
  });

  it('offers Register to a logged-in user while sign-ups are open (issue 27), beside Home', async () => {
    mockApi({
      'GET /api/config': () => ({ prizePoolUrl: null, tournamentYear: 2026 }),
      'GET /api/season/settings': () => ({ year: 2026, ...defaultSeasonSettings(2026) }),
      'GET /api/seasons/:year/signup': () => buildSignup({ phase: 'open' }),
    });
    renderWithProviders(<Header mobileNavOpen={false} onMobileNavChange={vi.fn()} />, { user: makeUser() });
    expect(await within(mainNav()).findByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(mainNav()).getByRole('link', { name: 'Entrants' })).toHaveAttribute('href', '/entrants');
  });

  it('shows Admin to admins only', () => {
    const { unmount } = renderHeader(makeUser());
    expect(within(mainNav()).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    unmount();
    renderHeader(makeUser({ isAdmin: true }));
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('gives logged-in users a menu with Profile, Settings and Logout', async () => {
    const navigate = vi.spyOn(browser, 'hardNavigate').mockImplementation(() => undefined);
    const { user, fetchMock } = renderHeader(makeUser({ displayName: 'Misty' }));
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Misty' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/user/settings');

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => {
      expect(navigate).toHaveBeenCalledWith('/');
    });
    expect(fetchMock).toHaveBeenCalledWith('/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('toggles the mobile menu with the burger', async () => {
    const { user, onMobileNavChange } = renderHeader(null);
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(onMobileNavChange).toHaveBeenCalledWith(true);
  });
});
