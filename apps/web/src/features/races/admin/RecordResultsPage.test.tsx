import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api';
import { PLAYED_EARLY_LOAD_ERROR } from './record/playedEarly';
import { buildRace, buildUserRef } from '../../../test/builders';
import { makeUser, renderWithProviders } from '../../../test/utils';
import { expectConsoleError } from '../../../test/consoleErrors';
import RecordResultsPage, { NO_RACES_TO_COMPLETE, READY_LOAD_ERROR } from './RecordResultsPage';

const admin = makeUser({ isAdmin: true });

describe('RecordResultsPage', () => {
  it('lists started races first, then offers the round’s other scheduled races as played early', async () => {
    const started = buildRace({
      raceDateTime: 1_700_000_000,
      racer1: buildUserRef('Brock'),
      racer2: buildUserRef('Erika'),
      racer3: null,
    });
    const early = buildRace({
      raceDateTime: 1_900_000_000,
      racer1: buildUserRef('Red'),
      racer2: buildUserRef('Blue'),
      racer3: null,
    });
    const cancelled = buildRace({
      cancelled: true,
      racer1: buildUserRef('Lance'),
      racer2: buildUserRef('Koga'),
      racer3: null,
    });
    const fetchMock = mockApi({
      'GET /api/races/ready-to-complete': () => [{ ...started, racetimeReady: true }],
      'GET /api/races': () => [started, cancelled, early],
      'POST /api/races/:raceId/complete': () => ({
        message: 'Race between Red and Blue recorded successfully!',
        race: early,
      }),
    });
    const { user } = renderWithProviders(<RecordResultsPage />, { user: admin });

    // The started race comes first, with its own form.
    expect(await screen.findByRole('group', { name: 'Brock' })).toBeInTheDocument();
    // rules §16: the watcher saw its room finish.
    expect(screen.getAllByText('Results ready to import')).toHaveLength(1);
    const chooser = await screen.findByLabelText('Race played early');
    const startedBlock = screen.getByRole('group', { name: 'Brock' });
    expect(startedBlock.compareDocumentPosition(chooser) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const options = within(chooser)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(2);
    expect(options[0]).toBe('Choose a race');
    expect(options[1]).toMatch(/Red vs Blue$/);
    expect(screen.queryByText(/planned start is in the future/)).toBeNull();

    await user.selectOptions(chooser, early._id);
    expect(screen.getByText(/planned start is in the future/)).toBeInTheDocument();
    const red = screen.getByRole('group', { name: 'Red' });
    await user.click(within(red).getByLabelText('Minutes'));
    await user.paste('1:50:12.345');
    const blue = screen.getByRole('group', { name: 'Blue' });
    await user.selectOptions(within(blue).getByLabelText('Status'), 'DNF');
    const earlyCard = red.closest('article');
    if (!earlyCard) throw new Error('the played-early race has no card');
    await user.type(within(earlyCard).getByPlaceholderText('Enter Race ID'), 'pkmnred/early-bird-1');
    await user.click(within(earlyCard).getByRole('button', { name: 'Record Results' }));

    expect(await screen.findByText('Race between Red and Blue recorded successfully!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/planned start is in the future/)).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/races/${early._id}/complete`);
  });

  it('reports the success although the recorded race leaves the reloaded list (and its form with it)', async () => {
    const race = buildRace({
      raceDateTime: 1_700_000_000,
      racer1: buildUserRef('Brock'),
      racer2: buildUserRef('Erika'),
      racer3: null,
    });
    let recorded = false;
    mockApi({
      'GET /api/races/ready-to-complete': () => (recorded ? [] : [{ ...race, racetimeReady: false }]),
      // The round's list answers after the ready list, as on a real server: the mutation settles (all its
      // refetches done) only once the recorded race's card has already left the page.
      'GET /api/races': async () => {
        if (recorded) await new Promise((resolve) => setTimeout(resolve, 150));
        return [];
      },
      'POST /api/races/:raceId/complete': () => {
        recorded = true;
        return { message: 'Race between Brock and Erika recorded successfully!', race: { ...race, completed: true } };
      },
    });
    const { user } = renderWithProviders(<RecordResultsPage />, { user: admin });
    const brock = await screen.findByRole('group', { name: 'Brock' });
    await user.type(within(brock).getByLabelText('Hours'), '1');
    await user.type(within(screen.getByRole('group', { name: 'Erika' })).getByLabelText('Hours'), '2');
    await user.type(screen.getByPlaceholderText('Enter Race ID'), 'pkmnred/room-1');
    await user.click(screen.getByRole('button', { name: 'Record Results' }));

    expect(await screen.findByText('No races ready to complete')).toBeInTheDocument();
    expect(await screen.findByText('Race between Brock and Erika recorded successfully!')).toBeInTheDocument();
  });

  it('shows a failure to load the round’s races with a Retry', async () => {
    let failed = false;
    mockApi({
      'GET /api/races/ready-to-complete': () => [],
      'GET /api/races': () => {
        if (failed) return [buildRace({ racer1: buildUserRef('Red'), racer2: buildUserRef('Blue'), racer3: null })];
        failed = true;
        return apiError(500, 'Database unavailable');
      },
    });
    const { user } = renderWithProviders(<RecordResultsPage />, { user: admin });
    expect(await screen.findByText(PLAYED_EARLY_LOAD_ERROR)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const chooser = await screen.findByLabelText('Race played early');
    expect(within(chooser).getAllByRole('option')).toHaveLength(2);
  });
  it('shows a failure to load the races ready for completion with a Retry, and logs it (rules §21)', async () => {
    const logged = expectConsoleError();
    let failed = false;
    mockApi({
      'GET /api/races/ready-to-complete': () => {
        if (failed) return [];
        failed = true;
        return apiError(500, 'Database unavailable');
      },
      'GET /api/races': () => [],
    });
    const { user } = renderWithProviders(<RecordResultsPage />, { user: admin });
    expect(await screen.findByText(READY_LOAD_ERROR)).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(NO_RACES_TO_COMPLETE)).toBeInTheDocument();
  });
});
