import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChecklistItem, SignupState } from '@pokered/core/schemas/signups';
import { apiError, mockApi } from '../../test/api';
import { buildOwnEntry, buildSignup, buildSeasonSettingsAnswer } from '../../test/fixtures/signups';
import { makeUser, renderWithProviders } from '../../test/utils';
import { ACTION_ERROR } from '../../components/entryStatus';
import RegisterPage, { SIGNUP_ERROR } from './RegisterPage';
import { ENTER_ERROR } from './RegisterForm';

// Sign-ups close 2030-01-01 00:00 UTC: 05:45 in Kathmandu (the test zone).
const CLOSE = 1_893_456_000;
const checklist = (racetime: boolean): ChecklistItem[] => [
  { key: 'racetime', met: racetime, label: 'A linked racetime.gg account', fixPath: '/user/settings' },
  { key: 'country', met: true, label: 'Your country chosen', fixPath: '/user/settings' },
];
const open = (overrides: Partial<SignupState> = {}) =>
  buildSignup({ phase: 'open', signupsOpenAt: CLOSE - 86_400, signupsCloseAt: CLOSE, signupCap: 2, ...overrides });

function render() {
  return renderWithProviders(<RegisterPage />, { route: '/register', user: makeUser() });
}

describe('RegisterPage (rules §38)', () => {
  it('shows an unmet item with the link that fixes it, then enters once it is met', async () => {
    const sent: unknown[] = [];
    let state = open({ registered: 1, checklist: checklist(false) });
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/signup': () => state,
      'POST /api/seasons/:year/entries': ({ body }) => {
        sent.push(body);
        state = open({
          registered: 2,
          checklist: checklist(true),
          entry: buildOwnEntry({ restreamConsent: 'clean-audio' }),
        });
        return { status: 'registered' };
      },
    });
    const { user, queryClient } = render();
    expect(
      await screen.findByText(/Sign-ups are open until Tue 1\/1\/30 · 5:45 AM\. 1 registered of 2 places/),
    ).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'What entering needs' });
    expect(within(list).getByText('To do:')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: 'Open your settings to link it' })).toHaveAttribute(
      'href',
      '/user/settings',
    );
    expect(within(list).queryByRole('link', { name: 'Open your settings to choose it' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enter the 2026 season' })).toBeDisabled();

    // Linked on the settings page: coming back reads the checklist again.
    state = open({ registered: 1, checklist: checklist(true) });
    await queryClient.invalidateQueries({ queryKey: ['signup'] });
    const enter = await screen.findByRole('button', { name: 'Enter the 2026 season' });
    await vi.waitFor(() => expect(enter).toBeEnabled());
    await user.click(enter);
    expect(screen.getByText('Answer whether your races may be restreamed.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Clean audio only/ }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the rules/ }));
    await user.type(screen.getByLabelText('Time'), '1:52:30');
    await user.click(enter);
    const card = await screen.findByRole('region', { name: 'Your 2026 entry' });
    expect(within(card).getByText('Registered')).toBeInTheDocument();
    expect(within(card).getByText(/Restream consent: Clean audio only/)).toBeInTheDocument();
    expect(sent).toEqual([
      { restreamConsent: 'clean-audio', rulesAccepted: true, personalBest: { timeMs: 6_750_000, url: null } },
    ]);
  });

  it('says why an entry was refused by the server, with Retry', async () => {
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/signup': () => open({ checklist: checklist(true) }),
      'POST /api/seasons/:year/entries': () => apiError(409, 'Sign-ups for 2026 are closed.'),
    });
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: /^No/ }));
    await user.click(screen.getByRole('checkbox', { name: /I have read and accept the rules/ }));
    await user.click(screen.getByRole('button', { name: 'Enter the 2026 season' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ENTER_ERROR);
    expect(alert).toHaveTextContent('Sign-ups for 2026 are closed.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the waitlist place, and lets a registered runner check in, accept new rules and withdraw', async () => {
    let entry = buildOwnEntry({
      canCheckIn: true,
      rulesOutdated: true,
      personalBest: { timeMs: 6_750_000, url: 'https://x.test/run' },
    });
    const calls: string[] = [];
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/signup': () => open({ checkInOpen: true, checklist: checklist(true), entry }),
      'POST /api/seasons/:year/entries/me/rules': () => {
        calls.push('rules');
        entry = { ...entry, rulesOutdated: false };
        return { message: 'Rules accepted.', rulesVersion: '2026-11-27' };
      },
      'POST /api/seasons/:year/entries/me/check-in': () => {
        calls.push('check-in');
        if (calls.filter((call) => call === 'check-in').length === 1) return apiError(409, 'Check-in is closed.');
        entry = { ...entry, status: 'checked-in', canCheckIn: false };
        return { status: 'checked-in' };
      },
      'DELETE /api/seasons/:year/entries/me': () => {
        calls.push('withdraw');
        entry = { ...entry, status: 'withdrawn', canWithdraw: false };
        return { status: 'withdrawn' };
      },
    });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'Your 2026 entry' });
    expect(within(card).getByText(/Check-in is open/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'the run' })).toHaveAttribute('href', 'https://x.test/run');
    await user.click(within(card).getByRole('button', { name: 'I accept the current rules' }));
    await vi.waitFor(() => expect(within(card).queryByText('The rules changed since you accepted them')).toBeNull());

    await user.click(within(card).getByRole('button', { name: 'Check in' }));
    const alert = await within(card).findByRole('alert');
    expect(alert).toHaveTextContent(ACTION_ERROR['check-in']);
    expect(alert).toHaveTextContent('Check-in is closed.');
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findByText('Checked in')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from the 2026 season?' });
    expect(within(dialog).getByRole('button', { name: 'Keep my entry' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, withdraw' }));
    expect(await within(card).findByText(/^You withdrew from this season\./)).toBeInTheDocument();
    expect(calls).toEqual(['rules', 'check-in', 'check-in', 'withdraw']);
  });

  it('shows a runner who withdrew the form again below their entry while sign-ups are open', async () => {
    const sent: unknown[] = [];
    let entry = buildOwnEntry({ status: 'withdrawn', canWithdraw: false });
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/signup': () => open({ registered: 1, checklist: checklist(true), entry }),
      'POST /api/seasons/:year/entries': ({ body }) => {
        sent.push(body);
        entry = buildOwnEntry({ restreamConsent: 'no' });
        return { status: 'registered' };
      },
    });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'Your 2026 entry' });
    expect(within(card).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(card).getByText(/you may enter again, at the back of the queue/)).toBeInTheDocument();
    // The form follows the card, in reading and tab order.
    const form = screen.getByRole('form', { name: 'Your answers' });
    expect(card.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await user.click(within(form).getByRole('radio', { name: /^No/ }));
    await user.click(within(form).getByRole('checkbox', { name: /I have read and accept the rules/ }));
    await user.click(within(form).getByRole('button', { name: 'Enter the 2026 season' }));
    expect(await within(card).findByText('Registered')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'Your answers' })).toBeNull());
    expect(sent).toEqual([{ restreamConsent: 'no', rulesAccepted: true, personalBest: null }]);
  });

  it('offers the form to a runner who withdrew only while sign-ups are open', async () => {
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/signup': () =>
        buildSignup({ phase: 'closed', checklist: checklist(true), entry: buildOwnEntry({ status: 'withdrawn' }) }),
    });
    render();
    expect(await screen.findByText('You withdrew from this season.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Your answers' })).toBeNull();
    expect(screen.queryByText('You are not entered')).toBeNull();
  });

  it('tells a waitlisted runner their place and a refused one the reason', async () => {
    let entry = buildOwnEntry({ status: 'waitlisted', position: 3, canWithdraw: true });
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/seasons/:year/signup': () => open({ waitlisted: 3, checklist: checklist(true), entry }),
    });
    const { queryClient } = render();
    expect(await screen.findByText('Waitlisted (#3)')).toBeInTheDocument();
    expect(screen.getByText(/You are number 3 on the waitlist/)).toBeInTheDocument();
    entry = buildOwnEntry({ status: 'refused', reason: 'Not a Pokémon Red runner.', canWithdraw: false });
    await queryClient.invalidateQueries({ queryKey: ['signup'] });
    expect(await screen.findByText('Reason: Not a Pokémon Red runner.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Your answers' })).toBeNull();
  });

  it('says so when the sign-ups cannot be loaded, with Retry', async () => {
    mockApi({ 'GET /api/season/settings': () => apiError(500, 'Boom') });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SIGNUP_ERROR);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
