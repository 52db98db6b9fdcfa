import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminEntry } from '@pokered/core/schemas/signups';
import { apiError, mockApi } from '../../../test/api';
import { buildAdminEntry, buildSeasonSettingsAnswer } from '../../../test/fixtures/signups';
import { makeUser, renderWithProviders } from '../../../test/utils';
import EntriesPage, { ENTRIES_ERROR, SEEDING_ERROR } from './EntriesPage';

function render() {
  return renderWithProviders(<EntriesPage />, { route: '/admin/entrants', user: makeUser({ isAdmin: true }) });
}

describe('Admin → Entrants (rules §38, §39)', () => {
  it('shows every entry with its answers, filters them, and refuses one with a reason', async () => {
    let entries: AdminEntry[] = [
      buildAdminEntry('Misty', {
        seed: 1,
        seedSource: 'racetime',
        restreamConsent: 'clean-audio',
        personalBest: { timeMs: 6_750_000, url: 'https://x.test/run' },
      }),
      buildAdminEntry('Brock', { status: 'waitlisted', position: 1, restreamConsent: 'no' }),
      buildAdminEntry('Gary', { status: 'refused', blocked: true, reason: 'Cheating' }),
    ];
    const sent: unknown[] = [];
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/admin/seasons/:year/entries': () => entries,
      'PATCH /api/admin/seasons/:year/entries/:userId': ({ params, body }) => {
        sent.push({ userId: params.userId, body });
        const row = { ...(entries[0] as AdminEntry), status: 'refused' as const, reason: 'Duplicate account' };
        entries = [row, ...entries.slice(1)];
        return row;
      },
    });
    const { user } = render();
    const table = await screen.findByRole('table');
    const misty = within(table).getByRole('row', { name: /Misty/ });
    expect(misty).toHaveTextContent('1racetime.gg leaderboard');
    expect(misty).toHaveTextContent('Clean audio only');
    expect(misty).toHaveTextContent('1:52:30.000');
    expect(within(table).getByRole('row', { name: /Brock/ })).toHaveTextContent('Waitlisted (#1)');
    expect(within(table).getByRole('row', { name: /Gary/ })).toHaveTextContent('RefusedBlockedReason: Cheating');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/seasons/2026/entries.csv',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Waitlisted');
    expect(screen.getByText('Showing 1 of 3 entries.')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByRole('button', { name: 'Promote Brock' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Every status');
    await user.type(screen.getByRole('textbox', { name: 'Name or username' }), 'mis');
    expect(screen.getByText('Showing 1 of 3 entries.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Refuse Misty' }));
    const dialog = await screen.findByRole('dialog', { name: "Refuse Misty's entry?" });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, refuse' }));
    expect(within(dialog).getByText('Give a reason to refuse or block.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Duplicate account');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, refuse' }));
    expect(await screen.findByText('Refuse: done for Misty.')).toBeInTheDocument();
    expect(sent).toEqual([{ userId: 'misty-id', body: { action: 'refuse', reason: 'Duplicate account' } }]);
    expect(await within(screen.getByRole('table')).findByText('Reason: Duplicate account')).toBeInTheDocument();
  });

  it('publishes the seeding after a confirmation, and says what failed with Retry', async () => {
    let attempts = 0;
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/admin/seasons/:year/entries': () => [buildAdminEntry('Misty')],
      'POST /api/admin/seasons/:year/seeding': () => {
        attempts += 1;
        return attempts === 1 ? apiError(409, 'The Round 1 draft is made.') : { seeded: 1 };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Publish seeding' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish the 2026 seeding?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, publish' }));
    expect(await within(dialog).findByText(SEEDING_ERROR)).toBeInTheDocument();
    expect(within(dialog).getByText('The Round 1 draft is made.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Seeding published: 1 entrants seeded.')).toBeInTheDocument();
  });

  it('says so when the entries cannot be loaded, with Retry', async () => {
    mockApi({
      'GET /api/season/settings': buildSeasonSettingsAnswer,
      'GET /api/admin/seasons/:year/entries': () => apiError(500, 'Boom'),
    });
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(ENTRIES_ERROR);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
