import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { buildHappening, buildRunner } from '../../test/builders';
import { makeUser, renderWithProviders } from '../../test/utils';
import HomePage from './HomePage';

const HOME = {
  currentRound: 'Round 1' as const,
  runner: null,
  commentary: { mine: [], needed: [] },
  picks: { round: 'Round 1' as const, state: 'notOpen' as const, openGroups: 0, closesAt: null },
  organiser: null,
};
const RUNNERS = [buildRunner('Brock', { country: 'us' }), buildRunner('Misty', { currentBracket: 'Ascension' })];

describe('HomePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('welcomes visitors and lists the participants with flags', async () => {
    mockApi({ 'GET /api/runners/': () => RUNNERS });
    renderWithProviders(<HomePage />, { user: null });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome to the/);
    expect(screen.getByText(/Log in/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Commentate a Race' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "This year's participants:" })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Brock' })).toHaveAttribute('href', '/user/brock');
    expect(screen.getByRole('img', { name: 'United States' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Misty' })).toBeInTheDocument();
  });

  it('welcomes a logged-in user by name with the buttons', async () => {
    mockApi({ 'GET /api/runners/': () => [], 'GET /api/home': () => HOME });
    renderWithProviders(<HomePage />, { user: makeUser({ displayName: 'Gary' }) });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Gary!');
    // The logged-in part is a chunk of its own (visitors never load it).
    expect(await screen.findByRole('link', { name: 'Commentate a Race' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/races/upcoming',
    );
    expect(screen.getByRole('link', { name: 'Current Standings' })).toHaveAttribute('href', '/standings');
    expect(screen.getByRole('link', { name: 'Pickems' })).toHaveAttribute('href', '/pickems');
    expect(screen.queryByRole('link', { name: 'Submit a Race' })).not.toBeInTheDocument();
    expect(screen.getByText(/first come, first served/)).toBeInTheDocument();
  });

  it('gives runners the Submit a Race button and the group note', async () => {
    mockApi({ 'GET /api/runners/': () => [], 'GET /api/home': () => HOME });
    renderWithProviders(<HomePage />, { user: makeUser({ role: 'runner' }) });
    expect(await screen.findByRole('link', { name: 'Submit a Race' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/races/submit',
    );
    expect(screen.getByText(/fellow group members/)).toBeInTheDocument();
  });

  it('logs a failed participants load and offers a Retry in place of the list', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /api/runners/': () => apiError(503, 'Database unavailable'),
      'GET /api/happening': () => buildHappening(),
    });
    renderWithProviders(<HomePage />, { user: null });
    await vi.waitFor(() => {
      expect(consoleError).toHaveBeenCalledWith('Error fetching runners', expect.anything());
    });
    expect(screen.queryByRole('heading', { name: "This year's participants:" })).not.toBeInTheDocument();
    expect(await screen.findByText('Error fetching runners')).toBeInTheDocument();
    mockApi({ 'GET /api/runners/': () => [buildRunner('Misty')], 'GET /api/happening': () => buildHappening() });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: "This year's participants:" })).toBeInTheDocument();
  });
});
