import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RESCHEDULE_IN_PAST, RESCHEDULE_STARTED } from '@pokered/core/raceSchedule';
import type { Race } from '@pokered/core/schemas/races';
import { apiError, mockApi } from '../../test/api';
import { buildGroup, buildRace, buildUserRef } from '../../test/builders';
import { makeUser, renderWithProviders } from '../../test/utils';
import SubmitRacePage from './SubmitRacePage';
import { todayIsNovember2098 } from '../../test/farFutureToday';

todayIsNovember2098();

const me = buildUserRef('Ash', { _id: 'user-1' });
const gary = buildUserRef('Gary');
const misty = buildUserRef('Misty');
const inDays = (days: number) => Math.floor(Date.now() / 1000) + days * 86_400;

/** The runner's group with its booked race; the mock serves the race as the server stores it. */
function serveBookedRace(start: number, overrides: Partial<Race> = {}) {
  let race = buildRace({ raceDateTime: start, racer1: me, racer2: gary, racer3: misty, ...overrides });
  const sent: unknown[] = [];
  mockApi({
    'GET /api/groups/user/current': () =>
      buildGroup([me, gary, misty], { raceId: race._id, raceStartTime: race.raceDateTime }),
    'GET /api/races/:raceId': () => ({ ...race, pairs: [] }),
    'POST /api/races/:raceId/reschedule': ({ body }) => {
      sent.push(body);
      const { raceDateTime } = body as { raceDateTime: number };
      race = { ...race, raceDateTime, datetime: new Date(raceDateTime * 1000).toISOString() };
      return { message: 'Race moved.', race };
    },
  });
  return { sent, raceId: race._id };
}

const render = () => renderWithProviders(<SubmitRacePage />, { user: makeUser({ role: 'runner' }) });

/** Date and time inputs take their value in one go, as a browser date picker sets it. */
function setNewStart(date: string, time: string) {
  fireEvent.change(screen.getByLabelText(/^New date/), { target: { value: date } });
  fireEvent.change(screen.getByLabelText(/^New time/), { target: { value: time } });
}

describe('SubmitRacePage with a booked race (rules §6)', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'Asia/Kathmandu');
  });

  it('shows the booked race (date, time, opponents) with Move instead of a greyed form', async () => {
    serveBookedRace(inDays(2));
    render();
    const booked = await screen.findByRole('region', { name: "Your group's race" });
    expect(within(booked).getByRole('link', { name: 'Gary' })).toBeInTheDocument();
    expect(within(booked).getByRole('link', { name: 'Misty' })).toBeInTheDocument();
    expect(within(booked).queryByRole('link', { name: 'Ash' })).toBeNull();
    expect(within(booked).getByText('Opponents')).toBeInTheDocument();
    expect(within(booked).getByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Race' })).toBeNull();
  });

  it('moves the race to a new future time and shows it', async () => {
    const { sent } = serveBookedRace(inDays(2));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    setNewStart('2099-09-20', '18:30');
    await user.click(screen.getByRole('button', { name: 'Move Race' }));
    // 18:30 in Kathmandu (UTC+5:45) is 12:45 UTC.
    const moved = Date.UTC(2099, 8, 20, 12, 45) / 1000;
    expect(await screen.findByRole('status')).toHaveTextContent('Race moved. New start: Sun 9/20/99 · 6:30 PM');
    expect(sent).toEqual([{ raceDateTime: moved }]);
    const booked = screen.getByRole('region', { name: "Your group's race" });
    // The card's own start line shows the new time too, beside the success message.
    expect(await within(booked).findAllByText('Sun 9/20/99 · 6:30 PM')).toHaveLength(2);
  });

  it('refuses a start in the past before sending, in the server words', async () => {
    const { sent } = serveBookedRace(inDays(2));
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    setNewStart('2001-01-01', '10:00');
    await user.click(screen.getByRole('button', { name: 'Move Race' }));
    expect(screen.getByRole('alert')).toHaveTextContent(RESCHEDULE_IN_PAST);
    setNewStart('', '');
    await user.click(screen.getByRole('button', { name: 'Move Race' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the new date and time.');
    expect(sent).toEqual([]);
  });

  it('shows a refusal of the server in words, with a Retry that sends the move again', async () => {
    const { raceId } = serveBookedRace(inDays(2));
    let attempts = 0;
    mockApi({
      'GET /api/groups/user/current': () => buildGroup([me, gary], { raceId, raceStartTime: inDays(2) }),
      'GET /api/races/:raceId': () => ({
        ...buildRace({ _id: raceId, raceDateTime: inDays(2), racer1: me, racer2: gary }),
        pairs: [],
      }),
      'POST /api/races/:raceId/reschedule': () => {
        attempts += 1;
        return apiError(409, RESCHEDULE_STARTED);
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    setNewStart('2099-09-20', '18:30');
    await user.click(screen.getByRole('button', { name: 'Move Race' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RESCHEDULE_STARTED);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(attempts).toBe(2));
  });

  it('says a started race can no longer be moved, and offers no Move', async () => {
    serveBookedRace(Math.floor(Date.now() / 1000) - 600);
    render();
    expect(await screen.findByText('This race has started and can no longer be moved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
  });

  it('keeps the submit form for a group without a race', async () => {
    mockApi({ 'GET /api/groups/user/current': () => buildGroup([me, gary, misty]) });
    render();
    expect(await screen.findByRole('button', { name: 'Submit Race' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: "Your group's race" })).toBeNull();
  });

  it('has no accessibility violations axe can see in jsdom, form open', async () => {
    serveBookedRace(inDays(2));
    const { container, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
