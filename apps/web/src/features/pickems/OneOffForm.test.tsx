import { fireEvent, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import { OneOffForm } from './OneOffForm';
import type { OneOffValues } from './oneOffForm';

const runnerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const name = (n: number) => `Runner ${String(n).padStart(2, '0')}`;
const RUNNERS = Array.from({ length: 30 }, (_, i) => ({
  _id: runnerId(i + 1),
  displayName: name(i + 1),
  discordUsername: `runner${String(i + 1)}`,
  country: i === 0 ? 'CA' : null,
  currentBracket: 'Normal' as const,
}));
const COMPLETE: OneOffValues = {
  selectedRunners: RUNNERS.slice(0, 27).map((r) => r._id),
  ultraSelectedRunners: RUNNERS.slice(20, 29).map((r) => r._id),
  selectedWinner: runnerId(3),
  selectedBestTimeRunner: runnerId(4),
  bestTime: { hours: 1, minutes: 52, seconds: 0, milliseconds: 0 },
};

function render(initialValues?: OneOffValues) {
  const onSubmit = vi.fn();
  const onEdit = vi.fn();
  const result = renderWithProviders(
    <OneOffForm
      runners={RUNNERS}
      onSubmit={onSubmit}
      onEdit={onEdit}
      pending={false}
      locked={false}
      initialValues={initialValues}
    />,
  );
  return { ...result, onSubmit, onEdit };
}

/** A runner's card: its accessible name starts with the display name. */
const card = (n: number) => screen.getByRole('button', { name: new RegExp(`^${name(n)}\\b`) });
const choose = (label: string) => fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${label}`) }));
const counter = (text: string) => screen.getByText(text, { exact: false });

// jsdom re-renders all 30 cards on every click: the whole-form tests take a while on a busy machine.
describe('OneOffForm (the picks grid)', { timeout: 60_000 }, () => {
  it('starts with Submit disabled, every runner as an unpressed card, and says what is still needed', () => {
    render();
    expect(screen.getByRole('button', { name: 'Submit Pickems' })).toBeDisabled();
    expect(screen.getByText('Pick 27 runners for the top 27 (0 picked).')).toBeInTheDocument();
    expect(screen.getByText('The best time guess needs at least 1 hour.')).toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Runners' })).getAllByRole('button');
    expect(cards).toHaveLength(30);
    expect(cards.every((button) => button.getAttribute('aria-pressed') === 'false')).toBe(true);
    // Flag, name and the bracket in words (the chip's letter is for the eye).
    expect(card(1)).toHaveTextContent('Runner 01');
    expect(card(1)).toHaveTextContent('(Normal bracket)');
    expect(within(card(1)).getByRole('img', { hidden: true })).toHaveAttribute('alt', 'Canada');
    expect(counter('Top 27: 0 / 27 picked.')).toHaveAttribute('aria-live', 'polite');
  });

  it('adds a runner to the chosen list on a click and takes them out on a second click', () => {
    const { onEdit } = render();
    fireEvent.click(card(5));
    expect(onEdit).toHaveBeenCalled();
    expect(card(5)).toHaveAttribute('aria-pressed', 'true');
    expect(counter('Top 27: 1 / 27 picked.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^Top 27/ })).toHaveAccessibleName('Top 27 1 / 27');

    // The lists are independent: in the top 9 the same runner is not picked yet, and the card says where they are.
    choose('Top 9');
    expect(card(5)).toHaveAttribute('aria-pressed', 'false');
    expect(card(5)).toHaveTextContent('Also: Top 27');
    fireEvent.click(card(5));
    expect(counter('Top 9: 1 / 9 picked.')).toBeInTheDocument();

    choose('Top 27');
    fireEvent.click(card(5));
    expect(card(5)).toHaveAttribute('aria-pressed', 'false');
    expect(counter('Top 27: 0 / 27 picked.')).toBeInTheDocument();
  });

  it('disables the other cards once a list is full, until a pick is taken out', () => {
    render();
    choose('Top 9');
    for (let n = 1; n <= 9; n++) fireEvent.click(card(n));
    expect(counter('Top 9: 9 / 9 picked. The list is full')).toBeInTheDocument();
    expect(card(10)).toBeDisabled();
    expect(card(9)).toBeEnabled();
    fireEvent.click(card(9));
    expect(card(10)).toBeEnabled();
  });

  it('makes the winner a single pick: another click replaces it', () => {
    render();
    choose('Winner');
    fireEvent.click(card(2));
    fireEvent.click(card(3));
    expect(card(2)).toHaveAttribute('aria-pressed', 'false');
    expect(card(3)).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Choose the overall winner.')).not.toBeInTheDocument();
    expect(screen.getByText('Choose who gets the best tournament time.')).toBeInTheDocument();
  });

  it('narrows the cards by the search box, and to the picked ones on request', () => {
    render();
    fireEvent.click(card(12));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search runners' }), { target: { value: 'runner 1' } });
    expect(within(screen.getByRole('list', { name: 'Runners' })).getAllByRole('button')).toHaveLength(10);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only runners in Top 27' }));
    expect(within(screen.getByRole('list', { name: 'Runners' })).getAllByRole('button')).toHaveLength(1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search runners' }), { target: { value: 'nobody' } });
    expect(screen.getByText('No runner found')).toBeInTheDocument();
  });

  it('wraps the best-time inputs at both ends', () => {
    render();
    const hours = screen.getByRole('spinbutton', { name: 'Hours' });
    fireEvent.change(hours, { target: { value: '-1' } });
    expect(hours).toHaveValue(2);
    fireEvent.change(hours, { target: { value: '3' } });
    expect(hours).toHaveValue(0);
    const ms = screen.getByRole('spinbutton', { name: 'Milliseconds' });
    fireEvent.change(ms, { target: { value: '1000' } });
    expect(ms).toHaveValue(0);
    fireEvent.change(ms, { target: { value: '-1' } });
    expect(ms).toHaveValue(999);
  });

  it('lists every pick in a confirmation first; Go back sends nothing, Confirm sends exactly the schema body', async () => {
    const { onSubmit } = render(COMPLETE);
    const submit = screen.getByRole('button', { name: 'Submit Pickems' });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Check your picks' });
    expect(within(within(dialog).getByRole('region', { name: 'Top 27' })).getAllByRole('listitem')).toHaveLength(27);
    expect(within(within(dialog).getByRole('region', { name: 'Top 9' })).getAllByRole('listitem')).toHaveLength(9);
    // Runner 03 is in the top 27 and the winner.
    expect(within(dialog).getAllByText('Runner 03')).toHaveLength(2);
    expect(within(dialog).getByText('1:52:00.000')).toBeInTheDocument();
    expect(within(dialog).getByText(/cannot be changed after you submit/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(submit);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and submit' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(COMPLETE);
  });

  it('builds the whole body by clicks, in click order', async () => {
    const { onSubmit } = render();
    for (let n = 27; n >= 1; n--) fireEvent.click(card(n));
    choose('Top 9');
    for (let n = 22; n <= 30; n++) fireEvent.click(card(n));
    choose('Winner');
    fireEvent.click(card(30));
    choose('Best time');
    fireEvent.click(card(1));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hours' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Pickems' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      selectedRunners: RUNNERS.slice(0, 27)
        .map((r) => r._id)
        .reverse(),
      ultraSelectedRunners: RUNNERS.slice(21, 30).map((r) => r._id),
      selectedWinner: runnerId(30),
      selectedBestTimeRunner: runnerId(1),
      bestTime: { hours: 1, minutes: 0, seconds: 0, milliseconds: 0 },
    });
  });

  it('has no accessibility violations axe can see in jsdom, on the grid and in the confirmation', async () => {
    const { container } = render(COMPLETE);
    const rules = { 'color-contrast': { enabled: false } };
    expect((await axe.run(container, { rules })).violations).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Submit Pickems' }));
    const dialog = await screen.findByRole('dialog');
    expect((await axe.run(dialog, { rules })).violations).toEqual([]);
  });
});
