import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/utils';
import { CLOCK_FORMAT_STORAGE_KEY, useClockFormat } from '../lib/useClockFormat';
import { DATE_ORDER_STORAGE_KEY } from '../lib/useDateOrder';
import { ClockSettings } from './ClockSettings';
import { RaceStart } from './RaceStart';

// 2025-09-05T21:05:00Z
const START = Date.UTC(2025, 8, 5, 21, 5) / 1000;

function Harness() {
  const [clock] = useClockFormat();
  return (
    <>
      <ClockSettings />
      <p data-testid="start">
        <RaceStart epochSeconds={START} clock={clock} />
      </p>
    </>
  );
}

describe('ClockSettings', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'Asia/Kathmandu');
  });

  it('defaults to the 12-hour clock, switches to 24 hours and remembers the choice', async () => {
    const { user, unmount } = renderWithProviders(<Harness />);
    expect(screen.getByText(/^Times are in your time zone: /)).toBeInTheDocument();
    // Kathmandu (test zone) is UTC+5:45: 21:05 UTC is 2:50 AM the next day.
    expect(screen.getByTestId('start')).toHaveTextContent('9/6/25 · 2:50 AM');

    await user.click(screen.getByRole('switch', { name: '24-hour time' }));
    expect(screen.getByTestId('start')).toHaveTextContent('9/6/25 · 02:50');
    expect(window.localStorage.getItem(CLOCK_FORMAT_STORAGE_KEY)).toBe('24h');
    unmount();

    renderWithProviders(<Harness />);
    expect(screen.getByRole('switch', { name: '24-hour time' })).toBeChecked();
    expect(screen.getByTestId('start')).toHaveTextContent('02:50');
  });

  it('treats an unreadable stored value as the 12-hour default', () => {
    window.localStorage.setItem(CLOCK_FORMAT_STORAGE_KEY, 'sundial');
    renderWithProviders(<Harness />);
    expect(screen.getByRole('switch', { name: '24-hour time' })).not.toBeChecked();
  });

  it('offers the date day first or ISO beside the 24-hour switch, and remembers it (rules §24)', async () => {
    const { user, unmount } = renderWithProviders(<Harness />);
    const select = screen.getByRole('combobox', { name: 'Date format' });
    expect(select).toHaveValue('month-first');
    expect(screen.getByTestId('start')).toHaveTextContent('Sat 9/6/25 · 2:50 AM');

    await user.selectOptions(select, 'day-first');
    expect(screen.getByTestId('start')).toHaveTextContent('Sat 6/9/25 · 2:50 AM');
    await user.click(screen.getByRole('switch', { name: '24-hour time' }));
    await user.selectOptions(select, 'iso');
    expect(screen.getByTestId('start')).toHaveTextContent('Sat 2025-09-06 · 02:50');
    expect(window.localStorage.getItem(DATE_ORDER_STORAGE_KEY)).toBe('iso');
    unmount();

    renderWithProviders(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Date format' })).toHaveValue('iso');
  });

  it('treats an unreadable stored date format as month first', () => {
    window.localStorage.setItem(DATE_ORDER_STORAGE_KEY, 'yyyy.dd.mm');
    renderWithProviders(<Harness />);
    expect(screen.getByRole('combobox', { name: 'Date format' })).toHaveValue('month-first');
    expect(screen.getByTestId('start')).toHaveTextContent('Sat 9/6/25');
  });
});
