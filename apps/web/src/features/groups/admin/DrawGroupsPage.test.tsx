import type { Draw } from '@pokered/core/schemas/draws';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, type ApiRequest } from '../../../test/api';
import { buildDraw, buildRunner, buildTournamentRound } from '../../../test/builders';
import { makeUser, renderWithProviders } from '../../../test/utils';
import DrawGroupsPage from './DrawGroupsPage';

const names = ['Ash', 'Brock', 'Misty', 'Gary', 'Erika'];
const runners = names.map((name) => buildRunner(name));
const id = (name: string) => runners[names.indexOf(name)]?._id ?? '';
const draft = buildDraw(
  [
    ['Ash', 'Gary', 'Erika'],
    ['Brock', 'Misty'],
  ].map((group) => group.map(id)),
  {
    status: 'draft',
    seed: null,
    confirmedAt: null,
    seedHash: 'ab'.repeat(32),
    pastPairings: [[id('Ash'), id('Gary')]],
    repeats: 1,
  },
);

/** A server holding `state`'s draws, with the writes the page sends recorded. */
function serve(state: { draws: Draw[] }, overrides: Parameters<typeof mockApi>[0] = {}) {
  const sent: { method: string; body: unknown }[] = [];
  const record = (method: string) => (request: ApiRequest) => {
    sent.push({ method, body: request.body });
  };
  const mock = mockApi({
    'GET /api/tournament/round': () => buildTournamentRound({ currentRound: 'Round 2' }),
    'GET /api/runners/': () => runners,
    'GET /api/draws': () => state.draws,
    'POST /api/admin/draws': (request) => {
      record('POST')(request);
      state.draws = [draft];
      return draft;
    },
    'PUT /api/admin/draws/:drawId': (request) => {
      record('PUT')(request);
      const { groups } = request.body as Pick<Draw, 'groups'>;
      state.draws = [{ ...draft, groups, edited: true, repeats: 0 }];
      return state.draws[0] as Draw;
    },
    'POST /api/admin/draws/:drawId/confirm': (request) => {
      record('CONFIRM')(request);
      state.draws = [{ ...(state.draws[0] as Draw), status: 'confirmed', seed: '5eed'.repeat(16) }];
      return state.draws[0] as Draw;
    },
    'DELETE /api/admin/draws/:drawId': (request) => {
      record('DELETE')(request);
      // As the server does (rules §28): the dropped draft stays in the list, seed revealed.
      state.draws = state.draws.map((draw) => ({ ...draw, status: 'dropped', seed: '5eed'.repeat(16) }));
      return { message: 'Draft dropped. It stays in the public draw history.' };
    },
    ...overrides,
  });
  return { sent, mock };
}

const render = () => renderWithProviders(<DrawGroupsPage />, { user: makeUser({ isAdmin: true }) });
const group = (n: number) => screen.getByRole('article', { name: `Group ${String(n)}` });

describe('DrawGroupsPage', () => {
  it('makes a draft and shows its seed hash first, then the groups by bracket and the repeat', async () => {
    const { sent } = serve({ draws: [] });
    const { user } = render();
    expect(await screen.findByText(/seeded by the standings/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make draft' }));
    expect(await screen.findByTestId('seed-hash')).toHaveTextContent('ab'.repeat(32));
    expect(sent).toEqual([{ method: 'POST', body: {} }]);
    expect(screen.getByRole('region', { name: 'Normal bracket' })).toHaveTextContent('Normal bracket (2 groups)');
    expect(screen.getByText('Group 1: Ash and Gary raced each other before.')).toBeInTheDocument();
    expect(screen.getByText(/Every one of the 5 drawn runners is placed exactly once/)).toBeInTheDocument();
  });

  it('swaps two runners by picking one then the other, then saves the swapped groups', async () => {
    const { sent } = serve({ draws: [draft] });
    const { user } = render();
    await user.click(
      await within(await screen.findByRole('article', { name: 'Group 1' })).findByRole('button', { name: 'Gary' }),
    );
    expect(screen.getByTestId('swap-status')).toHaveTextContent('Gary (Group 1) selected');
    expect(within(group(1)).getByRole('button', { name: 'Gary (selected)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Confirm draw' })).toBeEnabled();
    await user.click(within(group(2)).getByRole('button', { name: 'Misty' }));
    expect(screen.getByTestId('swap-status')).toHaveTextContent('Swapped Gary (now Group 2) and Misty (now Group 1).');
    expect(
      within(group(1))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Ash', 'Misty', 'Erika']);
    expect(screen.getByText(/No pairing repeats an earlier race\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm draw' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/edited by hand/)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          groups: [
            { bracket: 'Normal', members: [id('Ash'), id('Misty'), id('Erika')] },
            { bracket: 'Normal', members: [id('Brock'), id('Gary')] },
          ],
        },
      },
    ]);
  });

  it('picks with the keyboard: Escape lets go, Enter then Space on another group’s runner swaps', async () => {
    serve({ draws: [draft] });
    const { user } = render();
    const ash = await within(await screen.findByRole('article', { name: 'Group 1' })).findByRole('button', {
      name: 'Ash',
    });
    ash.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('swap-status')).toHaveTextContent('Ash (Group 1) selected');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('swap-status')).toHaveTextContent('Selection cleared.');
    expect(within(group(1)).getByRole('button', { name: 'Ash' })).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Enter}');
    within(group(2)).getByRole('button', { name: 'Brock' }).focus();
    await user.keyboard(' ');
    expect(screen.getByTestId('swap-status')).toHaveTextContent('Swapped Ash (now Group 2) and Brock (now Group 1).');
  });

  it('confirms only after the confirmation step, then shows the confirmed draw with its public page', async () => {
    const { sent } = serve({ draws: [draft] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Confirm draw' }));
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, confirm the draw' }));
    expect(await screen.findByText('Round 2 is drawn')).toBeInTheDocument();
    expect(sent.map((s) => s.method)).toEqual(['CONFIRM']);
    expect(screen.getByRole('link', { name: 'Open the public draw page' })).toHaveAttribute(
      'href',
      `/draws/${draft._id}`,
    );
  });

  it('shows a 409 with Retry, which sends the confirmation again', async () => {
    let attempts = 0;
    const state = { draws: [draft] };
    serve(state, {
      'POST /api/admin/draws/:drawId/confirm': () => {
        attempts += 1;
        if (attempts === 1)
          return apiError(409, 'Round 2 already has groups: a draw is only for a round that has none yet.');
        state.draws = [{ ...draft, status: 'confirmed', seed: '5eed'.repeat(16) }];
        return state.draws[0] as Draw;
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Confirm draw' }));
    await user.click(screen.getByRole('button', { name: 'Yes, confirm the draw' }));
    expect(await screen.findByText('Error confirming the draw.')).toBeInTheDocument();
    expect(screen.getByText(/Round 2 already has groups/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Round 2 is drawn')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('drops a draft, back to Make draft', async () => {
    const { sent } = serve({ draws: [draft] });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Drop draft' }));
    expect(await screen.findByRole('button', { name: 'Make draft' })).toBeInTheDocument();
    expect(sent.map((s) => s.method)).toEqual(['DELETE']);
  });

  it('in Round 1, sends a pasted order, and names a runner it does not know', async () => {
    const sent: unknown[] = [];
    const state: { draws: Draw[] } = { draws: [] };
    serve(state, {
      'GET /api/tournament/round': () => buildTournamentRound(),
      'POST /api/admin/draws': (request) => {
        sent.push(request.body);
        state.draws = [{ ...draft, round: 'Round 1' }];
        return state.draws[0] as Draw;
      },
    });
    const { user } = render();
    await user.click(await screen.findByRole('radio', { name: 'The order I paste' }));
    await user.type(screen.getByRole('textbox', { name: 'Order' }), 'Misty{Enter}Nobody{Enter}');
    await user.click(screen.getByRole('button', { name: 'Make draft' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No runner is called “Nobody”.');
    await user.clear(screen.getByRole('textbox', { name: 'Order' }));
    await user.type(screen.getByRole('textbox', { name: 'Order' }), 'misty{Enter}ASH');
    await user.click(screen.getByRole('button', { name: 'Make draft' }));
    await screen.findByTestId('seed-hash');
    expect(sent).toEqual([{ order: [id('Misty'), id('Ash')] }]);
  });

  it('has no accessibility violations axe can see in jsdom', async () => {
    serve({ draws: [draft] });
    const { container, user } = render();
    await user.click(await screen.findByRole('button', { name: 'Confirm draw' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
