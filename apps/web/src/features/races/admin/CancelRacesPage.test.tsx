import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNCANCEL_GROUP_HAS_ACTIVE_RACE, type Race } from '@pokered/core/schemas/races';
import { apiError, mockApi } from '../../../test/api';
import { buildRace, buildUserRef } from '../../../test/builders';
import { makeUser, renderWithProviders } from '../../../test/utils';
import CancelRacesPage from './CancelRacesPage';
import { todayIsNovember2098 } from '../../../test/farFutureToday';

todayIsNovember2098();

const now = () => Math.floor(Date.now() / 1000);
const render = () => renderWithProviders(<CancelRacesPage />, { user: makeUser({ isAdmin: true }) });
const rowOf = (names: string) => screen.getByRole('button', { name: `Cancel Race: ${names}` }).closest('li');

describe('CancelRacesPage (rules §6)', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'Asia/Kathmandu');
  });

  it('lets an admin move a race, a started one without a result included', async () => {
    let started: Race = buildRace({
      raceDateTime: now() - 3600,
      racer1: buildUserRef('Brock'),
      racer2: buildUserRef('Misty'),
      racer3: null,
    });
    const sent: unknown[] = [];
    mockApi({
      'GET /api/races': () => [started],
      'POST /api/races/:raceId/reschedule': ({ params, body }) => {
        sent.push({ raceId: params.raceId, body });
        const { raceDateTime } = body as { raceDateTime: number };
        started = { ...started, raceDateTime };
        return { message: 'Race moved.', race: started };
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Move: Brock vs Misty' }));
    fireEvent.change(screen.getByLabelText(/^New date/), { target: { value: '2099-01-02' } });
    fireEvent.change(screen.getByLabelText(/^New time/), { target: { value: '09:05' } });
    await user.click(screen.getByRole('button', { name: 'Move Race' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Race moved. New start: Fri 1/2/99 · 9:05 AM');
    expect(sent).toEqual([{ raceId: started._id, body: { raceDateTime: Date.UTC(2099, 0, 2, 3, 20) / 1000 } }]);
  });

  it('offers no Move on a cancelled race, and shows the one uncancel message when refused', async () => {
    const cancelled = buildRace({
      raceDateTime: now() + 3600,
      cancelled: true,
      racer1: buildUserRef('Erika'),
      racer2: buildUserRef('Koga'),
      racer3: null,
    });
    const open = buildRace({
      raceDateTime: now() + 7200,
      racer1: buildUserRef('Lance'),
      racer2: buildUserRef('Bruno'),
    });
    mockApi({
      'GET /api/races': () => [cancelled, open],
      'POST /api/races/:raceId/uncancel': () => apiError(409, UNCANCEL_GROUP_HAS_ACTIVE_RACE),
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Uncancel Race: Erika vs Koga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uncancel the race Erika vs Koga?' });
    // rules §15: uncancelling sends nothing, and the dialog says so.
    expect(dialog).toHaveTextContent('Discord is not told');
    await user.click(within(dialog).getByRole('button', { name: 'Uncancel the race' }));
    const alert = await within(dialog).findByRole('alert');
    // One message, not the generic sentence above it.
    expect(alert).toHaveTextContent(UNCANCEL_GROUP_HAS_ACTIVE_RACE);
    expect(alert).not.toHaveTextContent('Error uncancelling race');
    expect(screen.queryByRole('button', { name: 'Move: Erika vs Koga' })).toBeNull();
    const openRow = rowOf('Lance vs Bruno vs Misty');
    expect(openRow).not.toBeNull();
    expect(within(openRow as HTMLElement).getByRole('button', { name: /^Move/ })).toBeInTheDocument();
  });

  it('cancels only once confirmed, naming the race and saying Discord is told (rules §22)', async () => {
    const race = buildRace({
      raceDateTime: now() + 3600,
      racer1: buildUserRef('Sabrina'),
      racer2: buildUserRef('Blaine'),
      racer3: null,
    });
    const cancelled: string[] = [];
    mockApi({
      'GET /api/races': () => [race],
      'POST /api/races/:raceId/cancel': ({ params }) => {
        cancelled.push(params.raceId ?? '');
        return { message: 'Race cancelled.', race: { ...race, cancelled: true } };
      },
    });
    const { user } = render();
    const button = await screen.findByRole('button', { name: 'Cancel Race: Sabrina vs Blaine' });
    // Not the filled primary button: the destructive action is outlined.
    expect(button).toHaveAttribute('data-variant', 'outline');
    await user.click(button);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel the race Sabrina vs Blaine?' });
    expect(dialog).toHaveTextContent("Discord's announcements channel is told");
    await user.click(within(dialog).getByRole('button', { name: 'Keep the race' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cancelled).toEqual([]);

    await user.click(button);
    dialog = await screen.findByRole('dialog', { name: 'Cancel the race Sabrina vs Blaine?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the race' }));
    await waitFor(() => expect(cancelled).toEqual([race._id]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no accessibility violations axe can see in jsdom', async () => {
    mockApi({ 'GET /api/races': () => [buildRace({ raceDateTime: now() + 3600 })] });
    const { container } = render();
    await screen.findByRole('button', { name: /^Move/ });
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
