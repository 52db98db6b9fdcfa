import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/utils';
import { ALL_FIELDS_REQUIRED } from '@pokered/core/schemas/races';
import { buildGroup, buildUserRef } from '../../../test/builders';
import { SubmitRaceForm } from './SubmitRaceForm';
import { todayIsNovember2098 } from '../../../test/farFutureToday';

todayIsNovember2098();

const me = buildUserRef('Ash');
const gary = buildUserRef('Gary');
const misty = buildUserRef('Misty');

function renderForm() {
  const onSubmit = vi.fn();
  const view = renderWithProviders(
    <SubmitRaceForm
      group={buildGroup([me, gary, misty])}
      caller={me}
      onSubmit={onSubmit}
      locked={false}
      pending={false}
    />,
  );
  return { ...view, onSubmit };
}

function option(select: HTMLElement, name: string): HTMLOptionElement {
  const found = within(select).getByRole('option', { name });
  if (!(found instanceof HTMLOptionElement)) throw new Error('not an option');
  return found;
}

/** Date and time inputs take their value in one go, as a browser date picker sets it. */
function setDateTime(date: string, time: string) {
  fireEvent.change(screen.getByLabelText(/^Date/), { target: { value: date } });
  fireEvent.change(screen.getByLabelText(/^Time/), { target: { value: time } });
}

describe('SubmitRaceForm', () => {
  beforeEach(() => {
    vi.stubEnv('TZ', 'Asia/Kathmandu');
  });

  it('fixes racer 1 to the runner and offers only the other group members', () => {
    renderForm();
    expect(screen.getByLabelText('Racer 1')).toHaveValue('Ash');
    const racer2 = screen.getByLabelText(/^Racer 2/);
    expect(within(racer2).queryByRole('option', { name: 'Ash' })).toBeNull();
    expect(option(racer2, 'Gary')).toBeEnabled();
    // Misty starts as racer 3, so racer 2 cannot take her too.
    expect(option(racer2, 'Misty')).toBeDisabled();
  });

  it('disables a racer in one select once the other select holds them', async () => {
    const { user } = renderForm();
    const racer2 = screen.getByLabelText(/^Racer 2/);
    const racer3 = screen.getByLabelText(/^Racer 3/);

    await user.selectOptions(racer2, 'Gary');
    expect(option(racer3, 'Gary')).toBeDisabled();
    expect(option(racer3, 'Misty')).toBeEnabled();

    await user.selectOptions(racer3, 'Misty');
    expect(option(racer2, 'Misty')).toBeDisabled();
    expect(option(racer2, 'Gary')).toBeEnabled();
  });

  it('asks for every required field', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit Race' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ALL_FIELDS_REQUIRED);

    setDateTime('2099-09-20', '18:30');
    await user.selectOptions(screen.getByLabelText(/^Racer 2/), 'Select a racer');
    await user.click(screen.getByRole('button', { name: 'Submit Race' }));
    // Racer 2 is now missing.
    expect(screen.getByRole('alert')).toHaveTextContent(ALL_FIELDS_REQUIRED);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the local date and time as epoch seconds of the viewer zone', async () => {
    const { user, onSubmit } = renderForm();
    setDateTime('2099-09-20', '18:30');
    await user.selectOptions(screen.getByLabelText(/^Racer 2/), 'Gary');
    await user.selectOptions(screen.getByLabelText(/^Racer 3/), 'Misty');
    await user.click(screen.getByRole('button', { name: 'Submit Race' }));

    // 18:30 in Kathmandu (UTC+5:45) is 12:45 UTC.
    expect(onSubmit).toHaveBeenCalledWith({
      racer1: me._id,
      racer2: gary._id,
      racer3: misty._id,
      raceDateTime: Date.UTC(2099, 8, 20, 12, 45) / 1000,
    });
  });

  it('starts with the whole group as racers (rules §23)', () => {
    renderForm();
    expect(screen.getByLabelText(/^Racer 2/)).toHaveValue(gary._id);
    expect(screen.getByLabelText(/^Racer 3/)).toHaveValue(misty._id);
  });

  it('asks before leaving a member out, naming them; Go back sends nothing', async () => {
    const { user, onSubmit } = renderForm();
    setDateTime('2099-01-02', '00:05');
    await user.selectOptions(screen.getByLabelText(/^Racer 3/), 'No third racer');
    await user.click(screen.getByRole('button', { name: 'Submit Race' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('Misty is in your group but not in this race. Book the race without Misty?');
    await user.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves a blank racer 3 out of the request once the runner confirms', async () => {
    const { user, onSubmit } = renderForm();
    setDateTime('2099-01-02', '00:05');
    await user.selectOptions(screen.getByLabelText(/^Racer 3/), 'No third racer');
    await user.click(screen.getByRole('button', { name: 'Submit Race' }));
    await user.click(screen.getByRole('button', { name: 'Book without them' }));
    expect(onSubmit).toHaveBeenCalledWith({
      racer1: me._id,
      racer2: gary._id,
      raceDateTime: Date.UTC(2099, 0, 1, 18, 20) / 1000,
    });
  });

  it('refuses a start in the past', async () => {
    const { user, onSubmit } = renderForm();
    setDateTime('2001-01-01', '10:00');
    await user.selectOptions(screen.getByLabelText(/^Racer 2/), 'Gary');
    await user.click(screen.getByRole('button', { name: 'Submit Race' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The race start must be in the future.');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
