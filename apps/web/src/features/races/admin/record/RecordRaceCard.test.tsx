import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../../test/api';
import { renderWithProviders } from '../../../../test/utils';
import { buildRace, buildUserRef } from '../../../../test/builders';
import { RecordRaceCard } from './RecordRaceCard';

function racerBlock(name: string): HTMLElement {
  return screen.getByRole('group', { name });
}

function sentBody(fetchMock: ReturnType<typeof mockApi>): unknown {
  const sent = fetchMock.mock.calls[0]?.[1]?.body;
  if (typeof sent !== 'string') throw new Error('no JSON body was sent');
  return JSON.parse(sent) as unknown;
}

const timeOf = (block: HTMLElement) =>
  ['Hours', 'Minutes', 'Seconds', 'Ms'].map((label) => within(block).getByLabelText<HTMLInputElement>(label).value);

describe('RecordRaceCard', () => {
  it('shows a block per racer, a third one only when the race has three racers', () => {
    const two = buildRace({ racer1: buildUserRef('Ash'), racer2: buildUserRef('Gary'), racer3: null });
    const { unmount } = renderWithProviders(<RecordRaceCard race={two} clock="12h" onRecorded={vi.fn()} />);
    expect(screen.getAllByRole('group')).toHaveLength(2);
    unmount();

    renderWithProviders(<RecordRaceCard race={buildRace()} clock="12h" onRecorded={vi.fn()} />);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(within(racerBlock('Misty')).getByLabelText('Status')).toHaveValue('Finished');
  });

  it('swaps the time fields for a DNF order field and numbers DNFs in turn', async () => {
    const { user } = renderWithProviders(<RecordRaceCard race={buildRace()} clock="12h" onRecorded={vi.fn()} />);
    const gary = racerBlock('Gary');
    for (const label of ['Hours', 'Minutes', 'Seconds', 'Ms']) {
      expect(within(gary).getByLabelText(label)).toHaveValue('0');
    }

    await user.selectOptions(within(gary).getByLabelText('Status'), 'DNF');
    expect(within(gary).queryByLabelText('Hours')).toBeNull();
    expect(within(gary).getByLabelText(/DNF order/)).toHaveValue('1');

    await user.selectOptions(within(racerBlock('Misty')).getByLabelText('Status'), 'DNF');
    expect(within(racerBlock('Misty')).getByLabelText(/DNF order/)).toHaveValue('2');

    await user.selectOptions(within(gary).getByLabelText('Status'), 'DQ');
    expect(within(gary).queryByLabelText(/DNF order/)).toBeNull();
    expect(within(gary).queryByLabelText('Hours')).toBeNull();
  });

  it('wraps a time field stepped below zero', async () => {
    const { user } = renderWithProviders(<RecordRaceCard race={buildRace()} clock="12h" onRecorded={vi.fn()} />);
    const minutes = within(racerBlock('Ash')).getByLabelText('Minutes');
    await user.click(minutes);
    await user.keyboard('{ArrowDown}');
    expect(minutes).toHaveValue('59');
  });

  it('enables Record Results only once the result is acceptable, then sends it with zeroed non-finish times', async () => {
    const onRecorded = vi.fn();
    const race = buildRace({ racer3: null });
    const fetchMock = mockApi({
      'POST /api/races/:raceId/complete': () => ({ message: 'Race recorded.', race }),
    });
    const { user } = renderWithProviders(<RecordRaceCard race={race} clock="12h" onRecorded={onRecorded} />);
    const record = screen.getByRole('button', { name: 'Record Results' });
    expect(record).toBeDisabled();

    await user.type(within(racerBlock('Ash')).getByLabelText('Hours'), '1');
    await user.selectOptions(within(racerBlock('Gary')).getByLabelText('Status'), 'DNS');
    expect(record).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Enter Race ID'), '  pkmnredblue/abra-1  ');
    expect(record).toBeEnabled();

    await user.click(record);
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith('Race between Ash and Gary recorded successfully!'));
    expect(sentBody(fetchMock)).toEqual({
      raceTimeId: 'pkmnredblue/abra-1',
      results: [
        {
          racer: race.racer1._id,
          status: 'Finished',
          finishTime: { hours: 1, minutes: 0, seconds: 0, milliseconds: 0 },
          dnfOrder: null,
        },
        {
          racer: race.racer2._id,
          status: 'DNS',
          finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
          dnfOrder: null,
        },
      ],
    });
  });

  it('shows the server error with the race id, and Clear resets the form', async () => {
    const race = buildRace({ racer3: null });
    mockApi({
      'POST /api/races/:raceId/complete': () => apiError(409, 'This race was cancelled.'),
    });
    const { user } = renderWithProviders(<RecordRaceCard race={race} clock="12h" onRecorded={vi.fn()} />);
    await user.type(within(racerBlock('Ash')).getByLabelText('Hours'), '1');
    await user.type(within(racerBlock('Gary')).getByLabelText('Hours'), '2');
    await user.type(screen.getByPlaceholderText('Enter Race ID'), 'room');
    await user.click(screen.getByRole('button', { name: 'Record Results' }));
    expect(await screen.findByText(`Error completing race ${race._id}: This race was cancelled.`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByPlaceholderText('Enter Race ID')).toHaveValue('');
    expect(within(racerBlock('Ash')).getByLabelText('Hours')).toHaveValue('0');
    expect(screen.getByRole('button', { name: 'Record Results' })).toBeDisabled();
  });

  it('sends what the time fields show: 5 typed into Hours showing 0 wraps to 0 on screen and in the request', async () => {
    const race = buildRace({ racer3: null });
    const fetchMock = mockApi({ 'POST /api/races/:raceId/complete': () => ({ message: 'Race recorded.', race }) });
    const { user } = renderWithProviders(<RecordRaceCard race={race} clock="12h" onRecorded={vi.fn()} />);
    const ash = racerBlock('Ash');
    const hours = within(ash).getByLabelText('Hours');
    await user.type(hours, '5');
    expect(hours).toHaveValue('0');
    await user.type(hours, '3');
    expect(hours).toHaveValue('3');
    await user.type(hours, '5');
    expect(hours).toHaveValue('0');
    await user.type(within(ash).getByLabelText('Minutes'), '7');

    const garyMs = within(racerBlock('Gary')).getByLabelText('Ms');
    await user.click(garyMs);
    await user.paste('1500');
    expect(garyMs).toHaveValue('0');
    await user.paste('345');
    expect(garyMs).toHaveValue('345');
    await user.type(screen.getByPlaceholderText('Enter Race ID'), 'room');
    await user.click(screen.getByRole('button', { name: 'Record Results' }));

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(timeOf(ash)).toEqual(['0', '7', '0', '0']);
    expect(sentBody(fetchMock)).toMatchObject({
      results: [
        { finishTime: { hours: 0, minutes: 7, seconds: 0, milliseconds: 0 } },
        { finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 345 } },
      ],
    });
  });

  it('fills all four fields from a whole time pasted into any of them', async () => {
    const { user } = renderWithProviders(<RecordRaceCard race={buildRace()} clock="12h" onRecorded={vi.fn()} />);
    await user.click(within(racerBlock('Ash')).getByLabelText('Seconds'));
    await user.paste('1:50:12.345');
    expect(timeOf(racerBlock('Ash'))).toEqual(['1', '50', '12', '345']);
    await user.click(within(racerBlock('Gary')).getByLabelText('Hours'));
    await user.paste('52:03.1');
    expect(timeOf(racerBlock('Gary'))).toEqual(['0', '52', '3', '100']);
    expect(timeOf(racerBlock('Misty'))).toEqual(['0', '0', '0', '0']);
  });

  it('says so on a race recorded before its planned start', () => {
    renderWithProviders(<RecordRaceCard race={buildRace()} clock="12h" onRecorded={vi.fn()} playedEarly />);
    expect(screen.getByText(/planned start is in the future/)).toBeInTheDocument();
  });
});
