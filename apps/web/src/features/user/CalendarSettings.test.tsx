import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { makeUser, renderWithProviders } from '../../test/utils';
import { CALENDAR_LOAD_ERROR, CalendarSettings } from './CalendarSettings';

const FIRST = `https://races.example.org/api/calendar/u/${'a'.repeat(43)}.ics`;
const SECOND = `https://races.example.org/api/calendar/u/${'b'.repeat(43)}.ics`;

describe('CalendarSettings (rules §14)', () => {
  it('shows the personal feed URL and the public feeds', async () => {
    mockApi({ 'GET /api/user/calendar': () => ({ url: FIRST }) });
    renderWithProviders(<CalendarSettings />, { user: makeUser() });
    expect(screen.getByRole('heading', { name: 'Your calendar' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Your personal calendar link')).toHaveValue(FIRST);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    // rules §23: a click subscribes (webcal:) rather than importing a snapshot; the https address is copyable.
    const origin = window.location.origin;
    expect(screen.getByRole('link', { name: 'Subscribe to all races' })).toHaveAttribute(
      'href',
      `${origin.replace(/^https?:/, 'webcal:')}/api/calendar/races.ics`,
    );
    expect(screen.getByRole('link', { name: 'Subscribe to restreamed races' })).toHaveAttribute(
      'href',
      `${origin.replace(/^https?:/, 'webcal:')}/api/calendar/restreams.ics`,
    );
    expect(screen.getByRole('button', { name: 'Copy the all races feed URL' })).toBeInTheDocument();
  });

  it('resets only after confirmation, then shows the new URL', async () => {
    const user = userEvent.setup();
    let resets = 0;
    mockApi({
      'GET /api/user/calendar': () => ({ url: resets === 0 ? FIRST : SECOND }),
      'POST /api/user/calendar/reset': () => {
        resets += 1;
        return { url: SECOND };
      },
    });
    renderWithProviders(<CalendarSettings />, { user: makeUser() });
    await screen.findByDisplayValue(FIRST);
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(screen.getByRole('button', { name: 'Keep the current link' }));
    expect(resets).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    expect(screen.getByText(/The current link stops working/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByDisplayValue(SECOND)).toBeInTheDocument();
    expect(resets).toBe(1);
    expect(screen.getByText(/Your calendar link was reset/)).toHaveAttribute('role', 'status');
  });

  it('says when the link cannot be loaded, with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET /api/user/calendar': () => (fail ? apiError(503, 'The database is unavailable right now.') : { url: FIRST }),
    });
    renderWithProviders(<CalendarSettings />, { user: makeUser() });
    expect(await screen.findByText(CALENDAR_LOAD_ERROR)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue(FIRST)).toBeInTheDocument();
  });
});
