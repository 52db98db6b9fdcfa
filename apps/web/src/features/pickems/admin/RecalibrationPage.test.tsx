import type { RecalibrationPreview, RecalibrationResult } from '@pokered/core/schemas/pickems';
import { act, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/api';
import { makeUser, renderWithProviders } from '../../../test/utils';
import RecalibrationPage from './RecalibrationPage';

const PREVIEW: RecalibrationPreview = {
  totalUsers: 40,
  usersWithChanges: 3,
  changes: [
    {
      userId: 'a',
      userDisplayName: 'Misty',
      currentPoints: 10,
      newPoints: 25,
      pointsDifference: 15,
      breakdown: { 'Round picks': 5, 'Top 27': 20 },
    },
    { userId: 'b', userDisplayName: 'Brock', currentPoints: 30, newPoints: 0, pointsDifference: -30, breakdown: {} },
    {
      userId: 'c',
      userDisplayName: 'Gary',
      currentPoints: 5,
      newPoints: 5,
      pointsDifference: 0,
      breakdown: { 'Round picks': 5 },
    },
  ],
};

const render = () => renderWithProviders(<RecalibrationPage />, { user: makeUser({ isAdmin: true }) });

afterEach(() => {
  vi.useRealTimers();
});

describe('RecalibrationPage', () => {
  it('previews the changes in a table: green gains, red losses, sources or "No points earned"', async () => {
    mockApi({ 'POST /api/admin/recalibrate-pickems-preview': () => PREVIEW });
    const { user } = render();
    const previewButton = screen.getByRole('button', { name: 'Preview Recalibration' });
    await user.click(previewButton);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Preview complete: 3 of 40 users will have point changes',
    );
    expect(screen.getByText('Showing 3 users with changes out of 40 total users')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('UserCurrent PointsNew PointsChangePoint Sources');
    expect(rows.slice(1).map((row) => row.getAttribute('data-tone'))).toEqual(['gain', 'loss', 'none']);
    expect(rows[1]).toHaveTextContent('Misty1025+15Round picks: 5, Top 27: 20');
    expect(rows[2]).toHaveTextContent('Brock300−30No points earned');
    expect(rows[3]).toHaveTextContent('Gary55No changeRound picks: 5');
    // A preview is shown: previewing again is disabled until it is finalized or cancelled.
    expect(previewButton).toBeDisabled();
  });

  it('says so when nothing would change, and Cancel brings the preview button back', async () => {
    mockApi({
      'POST /api/admin/recalibrate-pickems-preview': () => ({ totalUsers: 7, usersWithChanges: 0, changes: [] }),
    });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Preview Recalibration' }));
    expect(await screen.findByText('No point changes detected.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('No point changes detected.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Recalibration' })).toBeEnabled();
  });

  it('finalizes: "Finalizing..." while it runs, then the success message for 8 s', async () => {
    let release: (answer: RecalibrationResult) => void = () => undefined;
    mockApi({
      'POST /api/admin/recalibrate-pickems-preview': () => PREVIEW,
      'POST /api/admin/recalibrate-pickems': () => new Promise<RecalibrationResult>((resolve) => (release = resolve)),
    });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Preview Recalibration' }));
    await user.click(await screen.findByRole('button', { name: 'Finalize Changes' }));
    expect(await screen.findByRole('button', { name: 'Finalizing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Preview Recalibration' })).toBeDisabled();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    release({ totalUsers: 40, usersWithChanges: 3 });
    expect(await screen.findByText('Recalibration complete: 3 of 40 users had point changes')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(7_900));
    expect(screen.getByText('Recalibration complete: 3 of 40 users had point changes')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Recalibration complete: 3 of 40 users had point changes')).not.toBeInTheDocument();
  });

  it('shows "Error previewing recalibration: " with the server message for 5 s', async () => {
    mockApi({
      'POST /api/admin/recalibrate-pickems-preview': () => apiError(503, 'The database is unavailable right now.'),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Preview Recalibration' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error previewing recalibration: The database is unavailable right now.',
    );
    act(() => vi.advanceTimersByTime(5_100));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('shows "Error finalizing recalibration: " with the server message and keeps the preview', async () => {
    mockApi({
      'POST /api/admin/recalibrate-pickems-preview': () => PREVIEW,
      'POST /api/admin/recalibrate-pickems': () => apiError(403, 'You are not allowed to do that.'),
    });
    const { user } = render();
    await user.click(screen.getByRole('button', { name: 'Preview Recalibration' }));
    await user.click(await screen.findByRole('button', { name: 'Finalize Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error finalizing recalibration: You are not allowed to do that.',
    );
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('has no accessibility violations axe can see in jsdom', async () => {
    mockApi({ 'POST /api/admin/recalibrate-pickems-preview': () => PREVIEW });
    const { user, container } = render();
    await user.click(screen.getByRole('button', { name: 'Preview Recalibration' }));
    await screen.findByRole('table');
    // Colour contrast needs a real layout engine: the end-to-end axe run covers it.
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
