import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import { OneOffForm } from './OneOffForm';
import type { OneOffValues } from './oneOffForm';

const runnerId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const RUNNERS = Array.from({ length: 30 }, (_, i) => ({
  _id: runnerId(i + 1),
  displayName: `Runner ${String(i + 1).padStart(2, '0')}`,
  discordUsername: `runner${String(i + 1)}`,
  country: null,
  currentBracket: 'Normal' as const,
}));
const COMPLETE: OneOffValues = {
  selectedRunners: RUNNERS.slice(0, 27).map((r) => r._id),
  ultraSelectedRunners: RUNNERS.slice(20, 29).map((r) => r._id),
  selectedWinner: runnerId(3),
  selectedBestTimeRunner: runnerId(4),
  bestTime: { hours: 1, minutes: 52, seconds: 0, milliseconds: 0 },
};

beforeAll(() => {
  // jsdom has no layout: the combobox scrolls the selected option into view.
  Element.prototype.scrollIntoView = vi.fn();
});

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

/** Opens the select labelled `label` and finds one of its own options (every select renders its list in place). */
function optionOf(label: string, runnerName: string): HTMLElement {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.click(input);
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`no list of options for ${label}`);
  return within(listbox).getByRole('option', { name: runnerName, hidden: true });
}

// 38 comboboxes with 30 options each make every jsdom render slow (a browser renders only the open list).
describe('OneOffForm', { timeout: 30_000 }, () => {
  it('starts with Submit disabled and says what is still needed', () => {
    render();
    expect(screen.getByRole('button', { name: 'Submit Pickems' })).toBeDisabled();
    expect(screen.getByText('Fill all 27 top-27 slots (0 filled).')).toBeInTheDocument();
    expect(screen.getByText('The best time guess needs at least 1 hour.')).toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(27 + 9 + 2);
  });

  it('disables, within a list only, a runner already chosen in another slot', () => {
    const { onEdit } = render();
    fireEvent.click(optionOf('Top 27 pick 1', 'Runner 05'));
    expect(onEdit).toHaveBeenCalled();
    expect(screen.getByText('Fill all 27 top-27 slots (1 filled).')).toBeInTheDocument();
    expect(optionOf('Top 27 pick 2', 'Runner 05')).toHaveAttribute('data-combobox-disabled', 'true');
    expect(optionOf('Top 27 pick 2', 'Runner 06')).not.toHaveAttribute('data-combobox-disabled');
    expect(optionOf('Top 9 pick 1', 'Runner 05')).not.toHaveAttribute('data-combobox-disabled');
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

  it('sends exactly the schema body once everything is filled, and not after the hours drop to 0', () => {
    const { onSubmit } = render(COMPLETE);
    const submit = screen.getByRole('button', { name: 'Submit Pickems' });
    expect(submit).toBeEnabled();
    fireEvent.click(submit);
    expect(onSubmit).toHaveBeenCalledWith(COMPLETE);
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Hours' }), { target: { value: '0' } });
    expect(submit).toBeDisabled();
  });
});
