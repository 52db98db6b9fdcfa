import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { buildBracket, buildBracketGroup, buildRaceResult, buildUserRef, testId } from '../../test/builders';
import { renderWithProviders } from '../../test/utils';
import BracketPage, { BRACKET_EMPTY, BRACKET_LOAD_ERROR } from './BracketPage';

const quarterfinals = Array.from({ length: 9 }, (_, index) => buildBracketGroup(index + 1));

describe('BracketPage (rules §17)', () => {
  it('says when the Quarterfinals are not drawn yet', async () => {
    mockApi({ 'GET /api/tournament/bracket': () => buildBracket() });
    renderWithProviders(<BracketPage />);
    expect(await screen.findByText(BRACKET_EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Playoff Bracket' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quarterfinals' })).toBeNull();
  });

  it('shows the drawn Quarterfinals with their members linking to profiles, and the rounds still to draw', async () => {
    mockApi({ 'GET /api/tournament/bracket': () => buildBracket({ Quarterfinals: quarterfinals }) });
    renderWithProviders(<BracketPage />);
    const qf = await screen.findByRole('region', { name: 'Quarterfinals' });
    expect(within(qf).getAllByRole('article')).toHaveLength(9);
    const first = within(qf).getByRole('article', { name: 'Quarterfinals group 1' });
    expect(within(first).getByRole('link', { name: 'Racer 1A' })).toHaveAttribute('href', '/user/racer1a');
    expect(first).toHaveTextContent('No race yet');
    expect(first).toHaveTextContent('Not raced yet');
    // The bracket is told by its letter and name beside the colour.
    expect(first).toHaveTextContent('P(Playoffs bracket)');
    expect(screen.getByRole('region', { name: 'Semifinals' })).toHaveTextContent('Drawn once the Quarterfinals end');
    expect(screen.getByRole('region', { name: 'Final' })).toHaveTextContent('Drawn once the Semifinals end');
    expect(screen.getByRole('region', { name: 'Champion' })).toHaveTextContent('Decided by the Final.');
  });

  it('shows each raced group in placing order with times or status, the winner in words, and the champion', async () => {
    const [ash, gary, misty] = ['Ash', 'Gary', 'Misty'].map((name) =>
      buildUserRef(name, { currentBracket: 'Playoffs' }),
    );
    if (!ash || !gary || !misty) throw new Error('no racers');
    const raceId = testId();
    const finalId = testId();
    const raced = buildBracketGroup(1, {
      members: [ash, gary, misty],
      raceId,
      placing: [
        buildRaceResult(ash, 1, { finishTime: { hours: 1, minutes: 48, seconds: 2, milliseconds: 120 } }),
        buildRaceResult(gary, 2, { finishTime: { hours: 1, minutes: 50, seconds: 12, milliseconds: 345 } }),
        buildRaceResult({ ...misty, currentBracket: null }, 3, {
          status: 'DNF',
          finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
          dnfOrder: 1,
        }),
      ],
      winner: ash,
    });
    const final = buildBracketGroup(1, {
      members: [ash],
      raceId: finalId,
      placing: [buildRaceResult(ash, 1)],
      winner: ash,
    });
    mockApi({
      'GET /api/tournament/bracket': () =>
        buildBracket({ Quarterfinals: [raced, ...quarterfinals.slice(1)], Semifinals: [], Final: [final] }),
    });
    renderWithProviders(<BracketPage />);
    const group = await screen.findByRole('article', { name: 'Quarterfinals group 1' });
    expect(
      within(group)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1. AshP(Playoffs bracket)To the Semifinals1:48:02.120',
      '2. GaryP(Playoffs bracket)1:50:12.345',
      '3. Misty×(Eliminated)DNF',
    ]);
    expect(within(group).getByRole('link', { name: 'Race of Quarterfinals group 1' })).toHaveAttribute(
      'href',
      `/races/${raceId}`,
    );
    const champion = screen.getByRole('region', { name: 'Champion' });
    expect(within(champion).getByRole('link', { name: 'Ash' })).toHaveAttribute('href', '/user/ash');
    expect(screen.getByRole('article', { name: 'Final group 1' })).toHaveTextContent('Champion');
  });

  it('shows a failed load with a Retry that loads the bracket', async () => {
    let calls = 0;
    mockApi({
      'GET /api/tournament/bracket': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'Database unavailable') : buildBracket();
      },
    });
    const { user } = renderWithProviders(<BracketPage />);
    expect(await screen.findByText(BRACKET_LOAD_ERROR)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(BRACKET_EMPTY)).toBeInTheDocument();
  });
});
