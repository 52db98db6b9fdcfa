import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/utils';
import { buildRace } from '../../../test/builders';
import { RaceCalendarActions } from './RaceCalendarActions';

const START = 2_000_000_000;

describe('RaceCalendarActions (rules §14)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('links the one-race .ics', () => {
    const race = buildRace({ raceDateTime: START });
    renderWithProviders(<RaceCalendarActions race={race} raceName="Ash vs Misty" />);
    const link = screen.getByRole('link', { name: /^Add to calendar ?\(Ash vs Misty\)$/ });
    expect(link).toHaveAttribute('href', `/api/calendar/race/${race._id}.ics`);
    expect(link).toHaveAttribute('download', `race-${race._id}.ics`);
  });

  it('offers nothing once the race has started (rules §23)', () => {
    renderWithProviders(<RaceCalendarActions race={buildRace({ raceDateTime: Math.floor(Date.now() / 1000) - 60 })} />);
    expect(screen.queryByRole('link', { name: /Add to calendar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copy Discord timestamp' })).toBeNull();
  });

  it('copies the Discord timestamp and says Copied', async () => {
    const user = userEvent.setup();
    // user-event puts its own clipboard on navigator: watch what lands there.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderWithProviders(<RaceCalendarActions race={buildRace({ raceDateTime: START })} />);
    await user.click(screen.getByRole('button', { name: 'Copy Discord timestamp' }));
    expect(writeText).toHaveBeenCalledWith(`<t:${String(START)}:F>`);
    expect(await navigator.clipboard.readText()).toBe(`<t:${String(START)}:F>`);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Discord timestamp copied');
  });

  it('shows the text selected when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderWithProviders(<RaceCalendarActions race={buildRace({ raceDateTime: START })} />);
    await user.click(screen.getByRole('button', { name: 'Copy Discord timestamp' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: /Discord timestamp: copy it/ });
    expect(field).toHaveValue(`<t:${String(START)}:F>`);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(field.value.length);
    expect(screen.queryByRole('button', { name: 'Copied' })).toBeNull();
  });
});
