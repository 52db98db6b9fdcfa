import type { AuditActor, AuditEntry, AuditPage as AuditAnswer } from '@pokered/core/schemas/audit';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import AuditPage, { AUDIT_LOAD_ERROR, NO_ENTRIES, NO_MATCHES } from './AuditPage';

const admin: AuditActor = { _id: 'u-admin', displayName: 'Oak', discordUsername: 'oak' };

function entry(i: number): AuditEntry {
  return {
    _id: `e${String(i)}`,
    at: new Date(Date.UTC(2026, 8, 15, 10, i)).toISOString(),
    action: i % 2 === 0 ? 'race.cancel' : 'user.add',
    targetType: i % 2 === 0 ? 'race' : 'user',
    targetId: `t${String(i)}`,
    actor: admin,
    before: i % 2 === 0 ? { cancelled: false } : null,
    after: { cancelled: true, n: i },
  };
}

function auditPage(page: number, total: number, count: number): AuditAnswer {
  return {
    entries: Array.from({ length: count }, (_, i) => entry((page - 1) * 50 + i)),
    page,
    pageSize: 50,
    total,
    totalPages: Math.max(1, Math.ceil(total / 50)),
    actions: ['race.cancel', 'user.add'],
    actors: [admin],
  };
}

function render(route = '/admin/audit') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/audit" element={<AuditPage />} />
    </Routes>,
    { route, user: makeUser({ isAdmin: true }) },
  );
}

const requestedQueries = (mock: ReturnType<typeof mockApi>) =>
  mock.mock.calls.map(([input]) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    return new URL(url, 'http://localhost').searchParams.toString();
  });

describe('AuditPage', () => {
  it('shows a skeleton while loading, then the entries newest first with their changes', async () => {
    let release: (answer: AuditAnswer) => void = () => undefined;
    mockApi({ 'GET /api/admin/audit': () => new Promise<AuditAnswer>((resolve) => (release = resolve)) });
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the audit log');
    release(auditPage(1, 2, 2));
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    // One formatter (rules §24): weekday, M/d/yy and the seconds of a log, in the viewer's zone (UTC+5:45 here).
    expect(within(table).getByText('Tue 9/15/26 · 3:45:00 PM')).toHaveAttribute('dateTime', '2026-09-15T10:00:00.000Z');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Oak (@oak)');
    expect(rows[0]).toHaveTextContent('race.cancel');
    expect(within(rows[0] as HTMLElement).getByText('Show changes')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent('"cancelled": false');
    expect(screen.getByText('Showing 1–2 of 2 entries')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).not.toBeInTheDocument();
  });

  it('sends the filters as the server expects: action, admin id, local days as instants, page 1 again', async () => {
    const mock = mockApi({ 'GET /api/admin/audit': () => auditPage(1, 120, 50) });
    const { user } = render('/admin/audit?page=2');
    await screen.findByRole('table');
    expect(requestedQueries(mock)[0]).toBe('page=2');

    await user.selectOptions(screen.getByLabelText('Action'), 'race.cancel');
    await user.selectOptions(screen.getByLabelText('Admin'), 'u-admin');
    await user.type(screen.getByLabelText('From'), '2026-09-15');
    await waitFor(() => expect(requestedQueries(mock).at(-1)).toContain('from='));
    const last = new URLSearchParams(requestedQueries(mock).at(-1));
    expect(last.get('action')).toBe('race.cancel');
    expect(last.get('actor')).toBe('u-admin');
    expect(last.get('from')).toBe(new Date('2026-09-15T00:00:00.000').toISOString());
    expect(last.get('page')).toBeNull();
  });

  it('pages through the log with labelled controls', async () => {
    const mock = mockApi({
      'GET /api/admin/audit': ({ url }) => {
        const page = Number(new URL(url, 'http://localhost').searchParams.get('page') ?? '1');
        return auditPage(page, 120, page === 3 ? 20 : 50);
      },
    });
    const { user } = render();
    const nav = await screen.findByRole('navigation', { name: 'Audit log pages' });
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Showing 101–120 of 120 entries');
    expect(requestedQueries(mock).at(-1)).toBe('page=3');
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await screen.findByText('Showing 51–100 of 120 entries');
  });

  it('says when the log is empty, and when no entry matches the filters', async () => {
    mockApi({ 'GET /api/admin/audit': () => ({ ...auditPage(1, 0, 0), actions: [], actors: [] }) });
    render();
    expect(await screen.findByText(NO_ENTRIES)).toBeInTheDocument();
  });

  it('offers to clear filters that match nothing', async () => {
    mockApi({ 'GET /api/admin/audit': () => auditPage(1, 0, 0) });
    const { user } = render('/admin/audit?action=race.cancel');
    expect(await screen.findByText(NO_MATCHES)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument());
  });

  it("shows the page's sentence and the server's error", async () => {
    mockApi({
      'GET /api/admin/audit': () =>
        apiError(503, 'The database is unavailable right now. Please try again in a moment.'),
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(AUDIT_LOAD_ERROR);
    expect(alert).toHaveTextContent('The database is unavailable right now.');
  });

  it('has no accessibility violations axe can see in jsdom', async () => {
    mockApi({ 'GET /api/admin/audit': () => auditPage(1, 120, 50) });
    const { container } = render();
    await screen.findByRole('navigation', { name: 'Audit log pages' });
    // Colour contrast needs a real layout engine: the end-to-end axe run covers it.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
