import { screen, within } from '@testing-library/react';
import type { RacetimePreview } from '@pokered/core/schemas/racetime';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/api';
import { buildRace, buildUserRef } from '../../../../test/builders';
import { renderWithProviders } from '../../../../test/utils';
import { RecordRaceCard } from './RecordRaceCard';

const ash = buildUserRef('Ash');
const gary = buildUserRef('Gary');
const zero = { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 };
const ROOM = 'pkmnredblue/clever-abra-1234';

const preview: RacetimePreview = {
  room: { name: ROOM, url: `https://racetime.gg/${ROOM}`, status: 'finished', startedAt: null, endedAt: null },
  request: {
    raceTimeId: ROOM,
    results: [
      {
        racer: ash._id,
        status: 'Finished',
        finishTime: { hours: 1, minutes: 52, seconds: 13, milliseconds: 457 },
        dnfOrder: null,
      },
      { racer: gary._id, status: 'DNF', finishTime: zero, dnfOrder: 1 },
    ],
  },
  matches: [
    { racer: ash, entrant: { id: 'rt1', name: 'AshK', status: 'done', finishTimeMs: 6_733_457 }, by: 'linked' },
    { racer: gary, entrant: { id: 'rt2', name: 'gary', status: 'dnf', finishTimeMs: null }, by: 'name' },
  ],
  warnings: ['Gary was matched to gary by name only: check it is them.'],
};

describe('RecordRaceCard: import from racetime.gg (rules §16)', () => {
  it('fills the form from the room, records nothing until Record Results, then sends the filled result', async () => {
    const race = buildRace({ racer1: ash, racer2: gary, racer3: null, raceTimeId: ROOM });
    const completes: unknown[] = [];
    mockApi({
      'POST /api/admin/races/:raceId/racetime-preview': () => preview,
      'POST /api/races/:raceId/complete': ({ body }) => {
        completes.push(body);
        return { message: 'Race between Ash and Gary recorded successfully!', race: { ...race, completed: true } };
      },
    });
    const onRecorded = vi.fn();
    const { user } = renderWithProviders(
      <RecordRaceCard race={race} clock="12h" onRecorded={onRecorded} racetimeReady />,
    );
    expect(screen.getByText('Results ready to import')).toBeInTheDocument();
    const record = screen.getByRole('button', { name: 'Record Results' });
    expect(record).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('list', { name: 'Warnings' })).toHaveTextContent('by name only');
    const ashBlock = screen.getByRole('group', { name: 'Ash' });
    expect(
      ['Hours', 'Minutes', 'Seconds', 'Ms'].map(
        (label) => within(ashBlock).getByLabelText<HTMLInputElement>(label).value,
      ),
    ).toEqual(['1', '52', '13', '457']);
    expect(within(screen.getByRole('group', { name: 'Gary' })).getByLabelText(/DNF order/)).toHaveValue('1');
    expect(screen.getByPlaceholderText('Enter Race ID')).toHaveValue(ROOM);
    expect(completes).toEqual([]);

    await user.click(record);
    await vi.waitFor(() => expect(onRecorded).toHaveBeenCalledWith('Race between Ash and Gary recorded successfully!'));
    expect(completes).toEqual([preview.request]);
  });
});
