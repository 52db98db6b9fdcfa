import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { buildDraw, buildRunner } from '../../test/builders';
import { renderWithProviders } from '../../test/utils';
import DrawPage, { DRAW_LOAD_ERROR } from './DrawPage';
import DrawsPage, { NO_DRAWS } from './DrawsPage';
import { VERIFY_EDITED, VERIFY_MATCHES } from './DrawVerifyPanel';

// The worked example of docs/draw.md §4: its seed recomputes to Ash–Erika–Sabrina, Brock–Gary, Misty–Koga.
const names = ['Ash', 'Brock', 'Misty', 'Gary', 'Erika', 'Koga', 'Sabrina'];
const runners = names.map((name) => buildRunner(name));
const id = (name: string) => runners[names.indexOf(name)]?._id ?? '';
const drawn = [
  ['Ash', 'Erika', 'Sabrina'],
  ['Brock', 'Gary'],
  ['Misty', 'Koga'],
].map((group) => group.map(id));
const draw = buildDraw(drawn, {
  order: [{ bracket: 'Normal', runners: names.map(id) }],
  pastPairings: [[id('Ash'), id('Gary')]],
});

function render(route: string, answer = draw) {
  mockApi({ 'GET /api/draws/:drawId': () => answer, 'GET /api/runners/': () => runners });
  return renderWithProviders(
    <Routes>
      <Route path="/draws/:id" element={<DrawPage />} />
    </Routes>,
    { route },
  );
}

const current = () => screen.getByTestId('draw-stage');

describe('DrawPage', () => {
  it('shows the seed hash first and no group, then reveals group by group with the keys, and steps back', async () => {
    const { user } = render(`/draws/${draw._id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Round 2 Group Draw' })).toBeInTheDocument();
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(draw.seedHash);
    expect(current()).toHaveTextContent('No group revealed yet: 3 to come.');
    expect(current()).not.toHaveTextContent('Ash');

    await user.keyboard(' ');
    expect(current()).toHaveTextContent('Group 1 of 3 revealed.');
    expect(current()).toHaveTextContent('Group 1 · Normal bracket');
    expect(
      within(current())
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ash', 'Erika', 'Sabrina']);
    await user.keyboard('{ArrowRight}');
    expect(current()).toHaveTextContent('Group 2 · Normal bracketBrockGary');
    expect(screen.getByRole('region', { name: 'Groups revealed earlier' })).toHaveTextContent('Group 1');
    await user.keyboard('{ArrowLeft}');
    expect(current()).toHaveTextContent('Group 1 of 3 revealed.');
    await user.keyboard('{Backspace}{Backspace}');
    expect(current()).toHaveTextContent('No group revealed yet');
  });

  it('steps with the buttons and a click on the stage, and stops at the last group', async () => {
    const { user } = render(`/draws/${draw._id}`);
    await user.click(await screen.findByRole('button', { name: 'Reveal group 1' }));
    await user.click(current());
    await user.click(screen.getByRole('button', { name: 'Reveal group 3' }));
    expect(current()).toHaveTextContent('Group 3 · Normal bracketMistyKoga');
    expect(screen.getByRole('button', { name: 'All groups revealed' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(current()).toHaveTextContent('Group 2 of 3 revealed.');
  });

  it('shows the stage alone in overlay mode, still stepped by the keys', async () => {
    const { user } = render(`/draws/${draw._id}?overlay=1`);
    expect(await screen.findByTestId('draw-stage')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('seed-hash')).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(current()).toHaveTextContent('Group 1 · Normal bracketAshErikaSabrina');
  });

  it('verifies the draw in the browser: it matches', async () => {
    const { user } = render(`/draws/${draw._id}`);
    await user.click(await screen.findByRole('button', { name: 'Verify this draw' }));
    expect(await screen.findByText(VERIFY_MATCHES)).toBeInTheDocument();
  });

  it('says a hand-edited draw was edited and shows what differs', async () => {
    const groups = [
      { bracket: 'Normal' as const, members: [id('Ash'), id('Koga'), id('Sabrina')] },
      { bracket: 'Normal' as const, members: [id('Brock'), id('Gary')] },
      { bracket: 'Normal' as const, members: [id('Misty'), id('Erika')] },
    ];
    const { user } = render(`/draws/${draw._id}`, { ...draw, groups, edited: true });
    expect(await screen.findByText(/An admin edited these groups by hand/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify this draw' }));
    expect(await screen.findByText(VERIFY_EDITED)).toBeInTheDocument();
    expect(screen.getByText('Group 1: drawn Ash, Erika, Sabrina; published Ash, Koga, Sabrina.')).toBeInTheDocument();
    expect(screen.getByText('Group 3: drawn Misty, Koga; published Misty, Erika.')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    let calls = 0;
    mockApi({
      'GET /api/draws/:drawId': () => (++calls === 1 ? apiError(404, 'No draw found with that id.') : draw),
      'GET /api/runners/': () => runners,
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/draws/:id" element={<DrawPage />} />
      </Routes>,
      { route: `/draws/${draw._id}` },
    );
    expect(await screen.findByText(DRAW_LOAD_ERROR)).toBeInTheDocument();
    expect(screen.getByText('No draw found with that id.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('seed-hash')).toBeInTheDocument();
  });

  it('says how many drafts were dropped before a confirmed draw (rules §28)', async () => {
    render(`/draws/${draw._id}`, { ...draw, draftsBefore: 6 });
    expect(await screen.findByTestId('drafts-before')).toHaveTextContent(
      '6 earlier drafts of this round were dropped before this one was confirmed.',
    );
  });

  it('shows a dropped draft as dropped, still revealed and verifiable', async () => {
    const { user } = render(`/draws/${draw._id}`, {
      ...draw,
      status: 'dropped',
      droppedAt: draw.confirmedAt,
      draftsBefore: 2,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Round 2 Group Draw (dropped draft)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('drafts-before')).toHaveTextContent(
      /its groups were never used.*followed 2 earlier drafts/,
    );
    await user.click(screen.getByRole('button', { name: 'Verify this draw' }));
    expect(await screen.findByText(VERIFY_MATCHES)).toBeInTheDocument();
  });

  it('shows an open draft’s seed hash only, nothing to reveal yet', async () => {
    render(`/draws/${draw._id}`, { ...draw, status: 'draft', seed: null, groups: [], order: [], confirmedAt: null });
    expect(await screen.findByTestId('drafts-before')).toHaveTextContent('This draft is not confirmed yet.');
    expect(screen.getByTestId('seed-hash')).toHaveTextContent(draw.seedHash);
    expect(screen.queryByTestId('draw-stage')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify this draw' })).not.toBeInTheDocument();
  });

  it('has no accessibility violations axe can see in jsdom', async () => {
    const { container, user } = render(`/draws/${draw._id}`);
    await screen.findByTestId('seed-hash');
    await user.keyboard(' ');
    await user.keyboard(' ');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});

describe('DrawsPage', () => {
  it('lists every draw, dropped drafts and open ones too, each linking to its page (rules §28)', async () => {
    const dropped = buildDraw([], { status: 'dropped', droppedAt: '2026-09-01T09:00:00.000Z' });
    const open = buildDraw([], { round: 'Round 3', status: 'draft', seed: null, confirmedAt: null });
    mockApi({ 'GET /api/draws': () => [open, { ...draw, draftsBefore: 1 }, dropped] });
    renderWithProviders(<DrawsPage />);
    const link = await screen.findByRole('link', { name: 'Round 2 group draw' });
    expect(link).toHaveAttribute('href', `/draws/${draw._id}`);
    expect(link.closest('li')).toHaveTextContent('1 earlier draft of this round dropped');
    expect(screen.getByRole('link', { name: 'Round 2 draft, dropped' })).toHaveAttribute(
      'href',
      `/draws/${dropped._id}`,
    );
    expect(screen.getByRole('link', { name: 'Round 3 draft, not confirmed yet' }).closest('li')).toHaveTextContent(
      `Seed hash ${open.seedHash}`,
    );
  });

  it('says when there is none yet', async () => {
    mockApi({ 'GET /api/draws': () => [] });
    renderWithProviders(<DrawsPage />);
    await waitFor(() => expect(screen.getByText(NO_DRAWS)).toBeInTheDocument());
  });
});
