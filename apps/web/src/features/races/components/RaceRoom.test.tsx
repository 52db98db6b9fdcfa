import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api';
import { buildRace, buildUserRef } from '../../../test/builders';
import { renderWithProviders } from '../../../test/utils';
import { RaceRoom } from './RaceRoom';

const ash = buildUserRef('Ash');
const outsider = { _id: buildUserRef('Brock')._id, isAdmin: false };

describe('RaceRoom (rules §16)', () => {
  it('links the room at the configured racetime.gg origin, for anyone', async () => {
    mockApi({
      'GET /api/config': () => ({
        prizePoolUrl: null,
        tournamentYear: 2026,
        racetimeBaseUrl: 'http://127.0.0.1:4999',
      }),
    });
    renderWithProviders(<RaceRoom race={buildRace({ raceTimeId: 'pkmnredblue/clever-abra-1234' })} viewer={null} />);
    // The config arrives after the first render: on a loaded machine that can take more than waitFor's default second.
    await waitFor(
      () =>
        expect(screen.getByRole('link', { name: /Race room/ })).toHaveAttribute(
          'href',
          'http://127.0.0.1:4999/pkmnredblue/clever-abra-1234',
        ),
      { timeout: 5000 },
    );
    expect(screen.queryByRole('button', { name: /room/ })).toBeNull();
  });

  it('shows nothing to someone who is no racer while no room is set', () => {
    mockApi({});
    renderWithProviders(<RaceRoom race={buildRace()} viewer={outsider} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets a racer attach a pasted room URL, sent as category/slug', async () => {
    const user = userEvent.setup();
    const race = buildRace({ racer1: ash });
    const sent: unknown[] = [];
    mockApi({
      'POST /api/races/:raceId/room': ({ body }) => {
        sent.push(body);
        return {
          message: 'Race room set to pkmnredblue/clever-abra-1234.',
          race: { ...race, raceTimeId: (body as { room: string }).room },
        };
      },
    });
    renderWithProviders(<RaceRoom race={race} viewer={{ _id: ash._id, isAdmin: false }} raceName="Ash vs Gary" />);
    await user.click(screen.getByRole('button', { name: 'Attach room: Ash vs Gary' }));
    const field = screen.getByRole('textbox', { name: /racetime.gg room/ });
    await user.type(field, 'not a room');
    await user.click(screen.getByRole('button', { name: 'Save Room' }));
    expect(screen.getByText(/Paste the racetime.gg room/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field);
    await user.type(field, 'https://racetime.gg/pkmnredblue/Clever-Abra-1234');
    await user.click(screen.getByRole('button', { name: 'Save Room' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Race room set to pkmnredblue/clever-abra-1234.');
    expect(sent).toEqual([{ room: 'pkmnredblue/clever-abra-1234' }]);
  });

  it('shows a refusal in the server words with a Retry, and an admin may change or clear the room', async () => {
    const user = userEvent.setup();
    const race = buildRace({ raceTimeId: 'pkmnredblue/old-room-0001' });
    let calls = 0;
    const sent: unknown[] = [];
    mockApi({
      'POST /api/races/:raceId/room': ({ body }) => {
        sent.push(body);
        calls += 1;
        return calls === 1
          ? apiError(409, 'This race was cancelled.')
          : { message: 'Race room cleared.', race: { ...race, raceTimeId: null } };
      },
    });
    renderWithProviders(<RaceRoom race={race} viewer={{ _id: 'admin', isAdmin: true }} />);
    await user.click(screen.getByRole('button', { name: 'Change room' }));
    const field = screen.getByRole('textbox', { name: /racetime.gg room/ });
    expect(field).toHaveValue('pkmnredblue/old-room-0001');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Save Room' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This race was cancelled.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Race room cleared.');
    expect(sent).toEqual([{ room: null }, { room: null }]);
  });

  it('links "Watch" on multistre.am beside "Race room" once channels are known, never on a recorded or cancelled race', async () => {
    mockApi({});
    const race = buildRace({
      raceTimeId: 'pkmnredblue/clever-abra-1234',
      twitchChannels: ['ash_ketchum', 'gary_oak'],
    });
    const { unmount } = renderWithProviders(<RaceRoom race={race} viewer={null} />);
    const watch = screen.getByRole('link', { name: /^Watch/ });
    expect(watch).toHaveAttribute('href', 'https://multistre.am/ash_ketchum/gary_oak/');
    expect(watch).toHaveAttribute('target', '_blank');
    expect(watch).toHaveAccessibleName('Watch ash_ketchum, gary_oak on multistre.am (opens in a new tab)');
    expect(screen.getByRole('link', { name: /Race room/ })).toBeInTheDocument();
    unmount();

    for (const over of [{ twitchChannels: [] }, { completed: true }, { cancelled: true }]) {
      const { unmount: gone } = renderWithProviders(<RaceRoom race={{ ...race, ...over }} viewer={null} />);
      expect(screen.queryByRole('link', { name: /^Watch/ }), JSON.stringify(over)).toBeNull();
      gone();
    }
  });
});
