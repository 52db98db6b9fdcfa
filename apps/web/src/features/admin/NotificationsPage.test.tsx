import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { NotificationsResponse } from '@pokered/core/schemas/notifications';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import NotificationsPage, { LOAD_ERROR, SAVE_ERROR } from './NotificationsPage';

const URL = 'https://discord.com/api/webhooks/123456789012345678/abcdefghijklmnopWXYZ';

const settings = (overrides: Partial<NotificationsResponse> = {}): NotificationsResponse => ({
  announcements: { id: '111111111111111111', tokenEnd: 'aB9z', disabled: null },
  results: null,
  commentary: { id: '333333333333333333', tokenEnd: 'qq12', disabled: 'Discord says the webhook was deleted (404).' },
  deliveries: [
    {
      id: 'd1',
      channel: 'announcements',
      event: 'race-scheduled',
      summary: 'race scheduled (Round 1: Ash vs Gary)',
      state: 'failed',
      reason: 'Discord answered 500.',
      attempts: 8,
      createdAt: '2026-11-23T10:00:00.000Z',
      sentAt: null,
    },
    {
      id: 'd2',
      channel: 'results',
      event: 'test',
      summary: 'Test message',
      state: 'sent',
      reason: null,
      attempts: 1,
      createdAt: '2026-11-23T10:01:00.000Z',
      sentAt: '2026-11-23T10:01:01.000Z',
    },
  ],
  ...overrides,
});

function render() {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/notifications" element={<NotificationsPage />} />
    </Routes>,
    { route: '/admin/notifications', user: makeUser({ isAdmin: true }) },
  );
}

describe('NotificationsPage (rules §15)', () => {
  it('shows each webhook masked, a disabled one with its reason, and the deliveries with their state in words', async () => {
    mockApi({ 'GET /api/admin/notifications': () => settings() });
    render();
    expect(await screen.findByText(/Webhook 111111111111111111 \(token …aB9z\)/)).toBeInTheDocument();
    expect(screen.getByText(/No webhook set/)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Commentary: webhook disabled');
    const table = screen.getByRole('table', { name: 'The last 50 Discord messages' });
    const [failed, sent] = within(table).getAllByRole('row').slice(1);
    expect(failed).toHaveTextContent('Failed');
    // Read as every other date (rules §24), with the seconds of a log: 10:00 UTC is 3:45 PM at UTC+5:45.
    expect(failed).toHaveTextContent('Mon 11/23/26 · 3:45:00 PM');
    expect(failed).toHaveTextContent('Discord answered 500.');
    expect(sent).toHaveTextContent('Sent');
    expect(screen.getByRole('button', { name: 'Send test to announcements' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send test to commentary' })).toBeNull();
  });

  it('saves only what changed: a new URL, a cleared webhook; and shows a refusal with a Retry', async () => {
    const sent: unknown[] = [];
    let fail = true;
    mockApi({
      'GET /api/admin/notifications': () => settings(),
      'PUT /api/admin/notifications': ({ body }) => {
        sent.push(body);
        return fail ? apiError(400, 'The results webhook must be a Discord webhook URL.') : settings();
      },
    });
    const { user } = render();
    await user.type(await screen.findByLabelText('Results webhook URL'), URL);
    await user.click(screen.getByRole('button', { name: 'Clear announcements webhook' }));
    await user.click(screen.getByRole('button', { name: 'Save webhooks' }));
    expect(await screen.findByText(SAVE_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Webhooks saved.')).toBeInTheDocument();
    expect(sent).toEqual([
      { results: URL, announcements: null },
      { results: URL, announcements: null },
    ]);
  });

  it('sends a test message', async () => {
    const channels: unknown[] = [];
    mockApi({
      'GET /api/admin/notifications': () => settings(),
      'POST /api/admin/notifications/test': ({ body }) => {
        channels.push(body);
        return { message: 'Test message queued for announcements.', id: 'x' };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Send test to announcements' }));
    expect(await screen.findByText(/Test message queued for announcements/)).toBeInTheDocument();
    expect(channels).toEqual([{ channel: 'announcements' }]);
  });

  it('drops the waiting messages after a second click (rules §26)', async () => {
    const drops: unknown[] = [];
    mockApi({
      'GET /api/admin/notifications': () => settings(),
      'POST /api/admin/notifications/drop-pending': ({ body }) => {
        drops.push(body);
        return { message: '3 waiting messages dropped.', dropped: 3 };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Drop waiting messages' }));
    expect(drops).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, drop every waiting message' }));
    expect(await screen.findByText('3 waiting messages dropped.')).toBeInTheDocument();
    expect(drops).toEqual([{}]);
  });

  it('says when the settings cannot load, with a Retry', async () => {
    let fail = true;
    mockApi({ 'GET /api/admin/notifications': () => (fail ? apiError(503, 'Database down.') : settings()) });
    const { user } = render();
    expect(await screen.findByText(LOAD_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Webhook 111111111111111111/)).toBeInTheDocument();
  });
});
