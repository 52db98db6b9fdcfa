import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { buildStandingsDetail, buildStandingsRace, buildStandingsRow, testId } from '../../test/builders';
import { renderWithProviders } from '../../test/utils';
import { DETAILS_LOAD_ERROR, NO_SWISS_RACES } from './RunnerDetails';
import StandingsPage from './StandingsPage';

const misty = buildStandingsRow(1, 1, { _id: testId(), displayName: 'Misty', status: 'qualified', points: 18 });
const brock = buildStandingsRow(2, 2, { _id: testId(), displayName: 'Brock', status: 'contending', points: 9 });
const gary = buildStandingsRow(3, 3, { _id: testId(), displayName: 'Gary', status: 'eliminated', points: 0 });
const erika = buildStandingsRow(4, 0, {
  _id: testId(),
  displayName: 'Erika',
  status: 'eliminated',
  rank: null,
  withdrawn: true,
});
const rows = [misty, brock, gary, erika];

function render(detail: Parameters<typeof mockApi>[0]['GET /api/tournament/standings/:userId']) {
  const api = mockApi({
    'GET /api/tournament/standings': () => ({ cutoffRank: 2, standings: rows }),
    'GET /api/tournament/exhibition': () => [],
    'GET /api/tournament/standings/:userId': detail,
  });
  return { api, ...renderWithProviders(<StandingsPage />) };
}

const rowOf = async (name: string) => {
  const link = await screen.findByRole('link', { name });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

describe('Standings statuses (rules §17)', () => {
  it('tells each status in words with its icon, and Withdrawn beside it', async () => {
    render(() => apiError(404, 'No runner with this id.'));
    expect(await rowOf('Misty')).toHaveTextContent('Qualified');
    expect(await rowOf('Brock')).toHaveTextContent('Contending');
    expect(await rowOf('Gary')).toHaveTextContent('Eliminated');
    const erikaRow = await rowOf('Erika');
    expect(erikaRow).toHaveTextContent('Withdrawn');
    expect(erikaRow).toHaveTextContent('Eliminated');
    // Each status badge carries its shape (an icon), not only a colour.
    for (const status of ['qualified', 'contending', 'eliminated']) {
      const badge = document.querySelector(`[data-status="${status}"]`);
      expect(badge?.querySelector('svg')).not.toBeNull();
    }
    expect(screen.getAllByTestId('cutoff-separator')).toHaveLength(1);
  });
});

describe('Standings row details (rules §17)', () => {
  it('opens a row with its races and reason sentence, and closes it again', async () => {
    const races = [
      buildStandingsRace({ round: 'Round 1', points: 9 }),
      buildStandingsRace({
        round: 'Round 2',
        bracket: 'Ascension',
        place: 3,
        status: 'DNF',
        finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
        points: 0,
      }),
      buildStandingsRace({ round: 'Round 3', bracket: 'Ascension', points: 9, bye: true }),
    ];
    const reason = 'Ranked 1st: 18 points, 9 points more than 2nd (Brock).';
    const { api, user } = render(({ params }) =>
      params.userId === misty._id
        ? buildStandingsDetail(misty, { races, reason })
        : apiError(404, 'No runner with this id.'),
    );
    const toggle = within(await rowOf('Misty')).getByRole('button', { name: 'Races and rank of Misty' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(api.mock.calls.some(([url]) => typeof url === 'string' && url.includes(misty._id))).toBe(false);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText(reason)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: "Misty's Swiss races and their points" });
    expect(toggle).toHaveAttribute('aria-controls', table.closest('tr[id]')?.id);
    const raceRows = within(table).getAllByRole('row').slice(1);
    expect(raceRows.map((row) => row.textContent)).toEqual([
      'Round 1N(Normal bracket)Normal1st, 1:52:03.1209',
      'Round 2A(Ascension bracket)Ascension3rd, DNF0',
      'Round 3A(Ascension bracket)Ascension1st, 1:52:03.1209BYE',
    ]);
    expect(within(table).getByRole('link', { name: 'Round 2' })).toHaveAttribute(
      'href',
      `/races/${races[1]?.raceId ?? ''}`,
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('opens with the keyboard and says when a runner has no Swiss race yet', async () => {
    const { user } = render(() => buildStandingsDetail(gary, { races: [], reason: 'Ranked 3rd: 0 points.' }));
    const toggle = within(await rowOf('Gary')).getByRole('button', { name: 'Races and rank of Gary' });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Ranked 3rd: 0 points.')).toBeInTheDocument();
    expect(screen.getByText(NO_SWISS_RACES)).toBeInTheDocument();
  });

  it('shows the error with a Retry that loads the details', async () => {
    let calls = 0;
    const { user } = render(() => {
      calls += 1;
      return calls === 1
        ? apiError(500, 'Database unavailable')
        : buildStandingsDetail(brock, { reason: 'Ranked 2nd.' });
    });
    await user.click(within(await rowOf('Brock')).getByRole('button', { name: 'Races and rank of Brock' }));
    expect(await screen.findByText(DETAILS_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Database unavailable');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Ranked 2nd.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText(DETAILS_LOAD_ERROR)).toBeNull();
    });
  });

  it('shows a loading state while the details load', async () => {
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = render(async () => {
      await pending;
      return buildStandingsDetail(misty, { reason: 'Ranked 1st.' });
    });
    await user.click(within(await rowOf('Misty')).getByRole('button', { name: 'Races and rank of Misty' }));
    expect(await screen.findByText("Loading Misty's races")).toBeInTheDocument();
    release();
    expect(await screen.findByText('Ranked 1st.')).toBeInTheDocument();
  });
});
