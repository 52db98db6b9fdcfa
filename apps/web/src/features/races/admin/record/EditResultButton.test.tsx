import { screen, waitFor, within } from '@testing-library/react';
import type { Race, RaceResult } from '@pokered/core/schemas/races';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../../test/api';
import { buildRace, buildUserRef } from '../../../../test/builders';
import { renderWithProviders } from '../../../../test/utils';
import { EditResultButton } from './EditResultButton';

const ash = buildUserRef('Ash');
const gary = buildUserRef('Gary');
const misty = buildUserRef('Misty');

/** A recorded race: Gary won in 1:50:12.345, Ash was the only DNF, Misty did not start. */
function recordedRace(): Race {
  const line = (racer: RaceResult['racer'], place: number, rest: Partial<RaceResult>): RaceResult => ({
    racer,
    status: 'Finished',
    finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
    dnfOrder: null,
    place,
    ...rest,
  });
  return buildRace({
    racer1: ash,
    racer2: gary,
    racer3: misty,
    completed: true,
    raceTimeId: 'pkmnred/brave-abra-1234',
    winner: gary,
    results: [
      line(gary, 1, { finishTime: { hours: 1, minutes: 50, seconds: 12, milliseconds: 345 } }),
      line(ash, 2, { status: 'DNF', dnfOrder: 1 }),
      line(misty, 3, { status: 'DNS' }),
    ],
  });
}

const block = (name: string) => screen.getByRole('group', { name });

describe('EditResultButton', () => {
  it('opens the Record Results form prefilled with the stored result and sends the correction', async () => {
    const race = recordedRace();
    const fetchMock = mockApi({
      'POST /api/races/:raceId/complete': () => ({
        message: 'Race between Ash, Gary, and Misty recorded successfully!',
        race,
      }),
    });
    const { user } = renderWithProviders(<EditResultButton race={race} />);
    await user.click(screen.getByRole('button', { name: 'Edit result: Ash vs Gary vs Misty' }));

    const dialog = await screen.findByRole('dialog', { name: 'Edit result: Ash vs Gary vs Misty' });
    expect(within(dialog).getByLabelText('Race ID')).toHaveValue('pkmnred/brave-abra-1234');
    expect(within(block('Gary')).getByLabelText('Status')).toHaveValue('Finished');
    expect(
      ['Hours', 'Minutes', 'Seconds', 'Ms'].map(
        (label) => within(block('Gary')).getByLabelText<HTMLInputElement>(label).value,
      ),
    ).toEqual(['1', '50', '12', '345']);
    expect(within(block('Ash')).getByLabelText('Status')).toHaveValue('DNF');
    expect(within(block('Ash')).getByLabelText(/DNF order/)).toHaveValue('1');
    expect(within(block('Misty')).getByLabelText('Status')).toHaveValue('DNS');

    // The correction: Ash did finish, in 1:48:00.000, ahead of Gary.
    await user.selectOptions(within(block('Ash')).getByLabelText('Status'), 'Finished');
    await user.click(within(block('Ash')).getByLabelText('Hours'));
    await user.paste('1:48:00.000');
    await user.click(within(dialog).getByRole('button', { name: 'Save corrected result' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Race between Ash, Gary, and Misty recorded successfully!',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/races/${race._id}/complete`);
    if (typeof init?.body !== 'string') throw new Error('no JSON body was sent');
    expect(JSON.parse(init.body)).toEqual({
      raceTimeId: 'pkmnred/brave-abra-1234',
      results: [
        {
          racer: ash._id,
          status: 'Finished',
          finishTime: { hours: 1, minutes: 48, seconds: 0, milliseconds: 0 },
          dnfOrder: null,
        },
        {
          racer: gary._id,
          status: 'Finished',
          finishTime: { hours: 1, minutes: 50, seconds: 12, milliseconds: 345 },
          dnfOrder: null,
        },
        {
          racer: misty._id,
          status: 'DNS',
          finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
          dnfOrder: null,
        },
      ],
    });
  });

  it('keeps the dialog open with the server error, and Undo changes goes back to the stored result', async () => {
    const race = recordedRace();
    mockApi({
      'POST /api/races/:raceId/complete': () =>
        apiError(409, 'This race is cancelled: uncancel it before recording results.'),
    });
    const { user } = renderWithProviders(<EditResultButton race={race} />);
    await user.click(screen.getByRole('button', { name: /Edit result/ }));
    const raceId = await screen.findByLabelText('Race ID');
    await user.clear(raceId);
    expect(screen.getByRole('button', { name: 'Save corrected result' })).toBeDisabled();
    await user.type(raceId, 'pkmnred/other-room');
    await user.click(screen.getByRole('button', { name: 'Save corrected result' }));
    expect(
      await screen.findByText(
        `Error completing race ${race._id}: This race is cancelled: uncancel it before recording results.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(screen.getByLabelText('Race ID')).toHaveValue('pkmnred/brave-abra-1234');
    expect(screen.queryByText(/Error completing race/)).toBeNull();
  });
});
