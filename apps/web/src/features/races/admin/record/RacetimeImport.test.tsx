import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RacetimePreview } from '@pokered/core/schemas/racetime';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../../test/api';
import { buildRace, buildUserRef } from '../../../../test/builders';
import { renderWithProviders } from '../../../../test/utils';
import { RacetimeImport } from './RacetimeImport';

const ash = buildUserRef('Ash');
const gary = buildUserRef('Gary');
const misty = buildUserRef('Misty');
const race = buildRace({ racer1: ash, racer2: gary, racer3: misty, raceTimeId: 'pkmnredblue/clever-abra-1234' });
const zero = { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 };

const preview: RacetimePreview = {
  room: {
    name: 'pkmnredblue/clever-abra-1234',
    url: 'https://racetime.gg/pkmnredblue/clever-abra-1234',
    status: 'finished',
    startedAt: '2026-11-21T19:00:05.123Z',
    endedAt: '2026-11-21T21:10:00.000Z',
  },
  request: {
    raceTimeId: 'pkmnredblue/clever-abra-1234',
    results: [
      {
        racer: ash._id,
        status: 'Finished',
        finishTime: { hours: 1, minutes: 52, seconds: 13, milliseconds: 457 },
        dnfOrder: null,
      },
      { racer: gary._id, status: 'DNF', finishTime: zero, dnfOrder: 1 },
      { racer: misty._id, status: 'DNS', finishTime: zero, dnfOrder: null },
    ],
  },
  matches: [
    {
      racer: ash,
      entrant: { id: 'rt1', name: 'AshK', status: 'done', finishTimeMs: 6_733_457 },
      by: 'linked',
    },
    { racer: gary, entrant: { id: 'rt2', name: 'GARY', status: 'dnf', finishTimeMs: null }, by: 'name' },
    { racer: misty, entrant: null, by: 'none' },
  ],
  warnings: [
    'Gary was matched to GARY by name only: check it is them.',
    'Misty was not found in the room: marked DNS.',
    'The DNF orders are a suggestion from the room’s chat log: check them.',
  ],
};

describe('RacetimeImport (rules §16)', () => {
  it('reads the race room, fills the form with the request, and shows matches and warnings in words', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockApi({
      'POST /api/admin/races/:raceId/racetime-preview': ({ body }) => {
        sent.push(body);
        return preview;
      },
    });
    const onImported = vi.fn();
    renderWithProviders(<RacetimeImport race={race} onImported={onImported} />);
    expect(screen.getByRole('textbox', { name: /Import from racetime.gg/ })).toHaveValue(
      'pkmnredblue/clever-abra-1234',
    );
    await user.click(screen.getByRole('button', { name: 'Import' }));

    const matches = within(await screen.findByRole('list', { name: 'Matches' }));
    expect(matches.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Ash is AshK in the room (matched by their linked racetime.gg account), who finished in 1:52:13.457.',
      'Gary is GARY in the room (matched by name only — check it), who did not finish.',
      'Misty: not found in the room, so marked DNS.',
    ]);
    const warnings = within(screen.getByRole('list', { name: 'Warnings' }));
    expect(warnings.getAllByRole('listitem').map((item) => item.textContent)).toEqual(preview.warnings);
    expect(screen.getByText(/Nothing is recorded until you press Record Results/)).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith(preview.request);
    expect(sent).toEqual([{ room: 'pkmnredblue/clever-abra-1234' }]);
  });

  it('refuses text that names no room without asking the server', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    mockApi({
      'POST /api/admin/races/:raceId/racetime-preview': ({ body }) => {
        sent.push(body);
        return preview;
      },
    });
    renderWithProviders(<RacetimeImport race={buildRace()} onImported={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: /Import from racetime.gg/ }), 'hello{Enter}');
    expect(screen.getByText(/Paste the racetime.gg room/)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it.each([
    [409, 'The room pkmnredblue/clever-abra-1234 has not finished yet (in progress).'],
    [404, 'None of the racers of this race is in the room pkmnredblue/clever-abra-1234.'],
    [502, 'racetime.gg could not be reached for the room. Try again later.'],
    [504, 'racetime.gg did not answer in time. Try again later.'],
  ])('shows a %i in the server words, fills nothing, and Retry reads again', async (status, message) => {
    const user = userEvent.setup();
    let calls = 0;
    mockApi({
      'POST /api/admin/races/:raceId/racetime-preview': () => {
        calls += 1;
        return calls === 1 ? apiError(status, message) : preview;
      },
    });
    const onImported = vi.fn();
    renderWithProviders(<RacetimeImport race={race} onImported={onImported} />);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onImported).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Matches' })).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledTimes(1);
  });
});
