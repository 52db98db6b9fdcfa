import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, renderWithProviders } from '../../test/utils';
import { makeStandingsRow } from '../../test/fixtures/standings';
import { StandingsTable } from './StandingsTable';

/** The body rows in order; the separator row is the one with the 'Playoff cutoff' text. */
function bodyRowTexts(): string[] {
  const [, body] = screen.getAllByRole('rowgroup');
  if (!body) throw new Error('no table body');
  return within(body)
    .getAllByRole('row')
    .map((row) => (row.textContent.includes('Playoff cutoff') ? '---' : row.textContent));
}

describe('StandingsTable', () => {
  it("marks the viewer's own row with a You badge and aria-current, not by colour alone", () => {
    const rows = [makeStandingsRow(1, 1), makeStandingsRow(2, 2, { displayName: 'Misty' })];
    renderWithProviders(<StandingsTable rows={rows} cutoffRank={2} />, { user: makeUser({ _id: rows[1]?._id }) });
    const own = screen.getByRole('row', { current: true });
    expect(own).toHaveTextContent('Misty');
    expect(within(own).getByText('You')).toBeInTheDocument();
    expect(screen.getAllByText('You')).toHaveLength(1);
  });

  it('draws the cutoff line after the last runner tied at the cutoff rank', () => {
    const rows = [makeStandingsRow(1, 1), makeStandingsRow(2, 2), makeStandingsRow(3, 2), makeStandingsRow(4, 4)];
    renderWithProviders(<StandingsTable rows={rows} cutoffRank={2} />);
    const texts = bodyRowTexts();
    expect(texts).toHaveLength(5);
    expect(texts[3]).toBe('---');
    expect(texts[2]).toContain('Runner 3');
    expect(texts[4]).toContain('Runner 4');
    expect(screen.getAllByTestId('cutoff-separator')).toHaveLength(1);
  });

  it('shows rank, name linking to the profile, points and the tiebreaker time', () => {
    const row = makeStandingsRow(7, 1, { points: 29, bestTournamentTimeMilliseconds: 6_723_456, displayName: 'Misty' });
    renderWithProviders(<StandingsTable rows={[row]} cutoffRank={1} />);
    const [, body] = screen.getAllByRole('rowgroup');
    if (!body) throw new Error('no table body');
    const first = within(body).getAllByRole('row')[0];
    if (!first) throw new Error('no row');
    const cells = within(first).getAllByRole('cell');
    expect(cells[0]).toHaveTextContent('1');
    expect(within(first).getByRole('link', { name: 'Misty' })).toHaveAttribute('href', '/user/runner7');
    expect(cells[2]).toHaveTextContent('29');
    expect(cells[3]).toHaveTextContent('1:52:03.456');
  });

  it('shows zero points and marks a runner without a time', () => {
    renderWithProviders(<StandingsTable rows={[makeStandingsRow(1, 1, { points: 0 })]} cutoffRank={1} />);
    const [, body] = screen.getAllByRole('rowgroup');
    if (!body) throw new Error('no table body');
    const cells = within(within(body).getAllByRole('row')[0] ?? body).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent(/^0$/);
    expect(cells[3]).toHaveTextContent('No time');
  });

  it('draws no line when no rank reaches the cutoff', () => {
    renderWithProviders(<StandingsTable rows={[makeStandingsRow(1, 1)]} cutoffRank={0} />);
    expect(screen.queryByTestId('cutoff-separator')).toBeNull();
  });

  it('labels a withdrawn runner Withdrawn in words, unranked and below the cutoff line', () => {
    const rows = [
      makeStandingsRow(1, 1),
      makeStandingsRow(2, 2),
      makeStandingsRow(3, 0, { rank: null, withdrawn: true, displayName: 'Brock' }),
    ];
    renderWithProviders(<StandingsTable rows={rows} cutoffRank={2} />);
    const texts = bodyRowTexts();
    expect(texts).toHaveLength(4);
    expect(texts[2]).toBe('---');
    expect(texts[3]).toContain('Brock');
    expect(texts[3]).toContain('Withdrawn');
    expect(texts[3]).toContain('Unranked');
    expect(screen.getAllByText('Withdrawn')).toHaveLength(1);
    expect(texts[0]).not.toContain('Withdrawn');
  });
});
