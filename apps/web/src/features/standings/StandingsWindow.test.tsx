import { screen, within } from '@testing-library/react';
import { WINDOW_TOP } from '@pokered/core/listWindow';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../test/utils';
import { makeStandingsRow } from '../../test/fixtures/standings';
import { StandingsTable } from './StandingsTable';

const TOTAL = 120;
const CUTOFF_RANK = 64;
const rows = Array.from({ length: TOTAL }, (_, index) => makeStandingsRow(index + 1, index + 1));

function shownNames(): string[] {
  return screen
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((name) => name.startsWith('Runner '));
}

describe('the windowed standings (rules §32)', () => {
  it('draws the top, the rows around the cutoff line and a Show all in place of the rest', () => {
    renderWithProviders(<StandingsTable rows={rows} cutoffRank={CUTOFF_RANK} />);
    const names = shownNames();
    expect(names.slice(0, WINDOW_TOP)).toEqual(rows.slice(0, WINDOW_TOP).map((row) => row.displayName));
    expect(names).toContain(`Runner ${String(CUTOFF_RANK)}`);
    expect(names).toContain(`Runner ${String(CUTOFF_RANK + 1)}`);
    expect(names).not.toContain(`Runner ${String(WINDOW_TOP + 10)}`);
    expect(names).not.toContain(`Runner ${String(TOTAL)}`);
    expect(screen.getAllByTestId('cutoff-separator')).toHaveLength(1);
    // One marker between the top and the cutoff, one after: each a Show all of every runner.
    const buttons = screen.getAllByRole('button', { name: `Show all ${String(TOTAL)} runners` });
    expect(buttons).toHaveLength(2);
    expect(screen.getByText(`${String(CUTOFF_RANK - 2 - WINDOW_TOP - 1)} more runners here.`)).toBeInTheDocument();
  });

  it("adds the logged-in viewer's own row, marked as theirs", async () => {
    const own = rows[99];
    renderWithProviders(<StandingsTable rows={rows} cutoffRank={CUTOFF_RANK} />, { user: makeUser({ _id: own?._id }) });
    const ownRow = await screen.findByRole('row', { current: true });
    expect(within(ownRow).getByRole('link', { name: 'Runner 100' })).toBeInTheDocument();
    expect(within(ownRow).getByText('You')).toBeInTheDocument();
    expect(shownNames()).not.toContain('Runner 90');
  });

  it('Show all draws every row and puts the focus on the first row it revealed', async () => {
    const { user } = renderWithProviders(<StandingsTable rows={rows} cutoffRank={CUTOFF_RANK} />);
    const [first] = screen.getAllByRole('button', { name: `Show all ${String(TOTAL)} runners` });
    if (!first) throw new Error('no Show all');
    first.focus();
    await user.keyboard('{Enter}');
    expect(shownNames()).toEqual(rows.map((row) => row.displayName));
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
    const focused = document.activeElement;
    expect(focused?.tagName).toBe('TR');
    expect(focused).toHaveTextContent(`Runner ${String(WINDOW_TOP + 1)}`);
  });

  it('draws a list a few rows longer than the window whole', () => {
    const short = rows.slice(0, WINDOW_TOP + 2);
    renderWithProviders(<StandingsTable rows={short} cutoffRank={10} />);
    expect(shownNames()).toHaveLength(short.length);
    expect(screen.queryByRole('button', { name: /^Show all/ })).toBeNull();
  });
});
