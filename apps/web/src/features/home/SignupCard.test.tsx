import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { buildOwnEntry, buildSignup, buildSeasonSettingsAnswer } from '../../test/fixtures/signups';
import { makeUser, renderWithProviders } from '../../test/utils';
import { SignupCard, SIGNUP_ERROR } from './SignupCard';

describe('the personal home’s sign-up card (rules §38)', () => {
  it('calls to register while sign-ups are open', async () => {
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/signup': () => buildSignup({ phase: 'open' }),
    });
    renderWithProviders(<SignupCard />, { user: makeUser() });
    const card = await screen.findByRole('region', { name: 'Sign-ups for 2026 are open' });
    expect(within(card).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('shows the entry: promoted from the waitlist, with check-in open', async () => {
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/signup': () =>
        buildSignup({
          phase: 'closed',
          checkInOpen: true,
          entry: buildOwnEntry({ canCheckIn: true, promotedAt: 1_893_456_000 }),
        }),
    });
    renderWithProviders(<SignupCard />, { user: makeUser() });
    const card = await screen.findByRole('region', { name: 'Your 2026 entry' });
    expect(within(card).getByText('You moved up from the waitlist on Tue 1/1/30 · 5:45 AM.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  it('shows nothing when sign-ups are closed and the user has no entry', async () => {
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/signup': () => buildSignup({ phase: 'closed' }),
    });
    const { container } = renderWithProviders(<SignupCard />, { user: makeUser() });
    await vi.waitFor(() => expect(container.querySelector('.mantine-Skeleton-root')).toBeNull());
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says what failed, with Retry', async () => {
    mockApi({ 'GET /api/season/settings': () => apiError(500, 'Boom') });
    renderWithProviders(<SignupCard />, { user: makeUser() });
    expect(await screen.findByRole('alert')).toHaveTextContent(SIGNUP_ERROR);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
