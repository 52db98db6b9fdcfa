import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, makeUser, mockFetch, renderWithProviders } from '../../test/utils';
import HomePage from './HomePage';

const RUNNERS = [
  { _id: 'r1', displayName: 'Brock', discordUsername: 'brock', country: 'us', currentBracket: 'Normal' },
  { _id: 'r2', displayName: 'Misty', discordUsername: 'misty', country: null, currentBracket: 'Ascension' },
];

describe('HomePage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('welcomes visitors and lists the participants with flags', async () => {
    mockFetch({ 'GET /api/runners/': () => jsonResponse(RUNNERS) });
    renderWithProviders(<HomePage />, { user: null });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome to the/);
    expect(screen.getByText(/Log in/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Commentate a Race' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "This year's participants:" })).toBeInTheDocument();

    expect(await screen.findByRole('link', { name: 'Brock' })).toHaveAttribute('href', '/user/brock');
    expect(screen.getByRole('img', { name: 'United States' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Misty' })).toBeInTheDocument();
  });

  it('welcomes a logged-in user by name with the buttons', () => {
    mockFetch({ 'GET /api/runners/': () => jsonResponse([]) });
    renderWithProviders(<HomePage />, { user: makeUser({ displayName: 'Gary' }) });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Gary!');
    expect(screen.getByRole('link', { name: 'Commentate a Race' })).toHaveAttribute('href', '/races/upcoming');
    expect(screen.getByRole('link', { name: 'Current Standings' })).toHaveAttribute('href', '/standings');
    expect(screen.getByRole('link', { name: 'Pickems' })).toHaveAttribute('href', '/pickems');
    expect(screen.queryByRole('link', { name: 'Submit a Race' })).not.toBeInTheDocument();
    expect(screen.getByText(/first come, first served/)).toBeInTheDocument();
  });

  it('gives runners the Submit a Race button and the group note', () => {
    mockFetch({ 'GET /api/runners/': () => jsonResponse([]) });
    renderWithProviders(<HomePage />, { user: makeUser({ role: 'runner' }) });
    expect(screen.getByRole('link', { name: 'Submit a Race' })).toHaveAttribute('href', '/races/submit');
    expect(screen.getByText(/fellow group members/)).toBeInTheDocument();
  });

  it('only logs a failed participants load', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({ 'GET /api/runners/': () => jsonResponse({ error: 'Database unavailable' }, 503) });
    renderWithProviders(<HomePage />, { user: null });
    await vi.waitFor(() => {
      expect(consoleError).toHaveBeenCalledWith('Error fetching runners', expect.anything());
    });
    expect(screen.queryByRole('heading', { name: "This year's participants:" })).not.toBeInTheDocument();
  });
});
