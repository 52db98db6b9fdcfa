import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HappeningResponse } from '@pokered/core/schemas/home';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../test/api';
import { buildRace, buildUserRef } from '../../test/builders';
import { renderWithProviders } from '../../test/utils';
import HomePage from './HomePage';
import { HAPPENING_ERROR } from './Happening';

const [brock, may, dawn] = [buildUserRef('Brock'), buildUserRef('May'), buildUserRef('Dawn')];
const NOW_S = Math.floor(Date.now() / 1000);

const HAPPENING: HappeningResponse = {
  currentRound: 'Round 2',
  round: { groups: 9, completedGroups: 4 },
  live: [buildRace({ racer1: brock, racer2: may, racer3: null, round: 'Round 2', raceDateTime: NOW_S - 1800 })],
  next: [buildRace({ racer1: dawn, racer2: may, racer3: null, round: 'Round 2', raceDateTime: NOW_S + 7200 })],
  latest: [
    buildRace({
      racer1: brock,
      racer2: dawn,
      racer3: null,
      completed: true,
      results: [
        {
          racer: dawn,
          status: 'Finished',
          finishTime: { hours: 1, minutes: 52, seconds: 3, milliseconds: 120 },
          dnfOrder: null,
          place: 1,
        },
        {
          racer: brock,
          status: 'DNF',
          finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
          dnfOrder: 1,
          place: 2,
        },
      ],
    }),
  ],
};

describe("the visitors' Home (rules §29)", () => {
  it('leads with the round under way, the live races, the next races and the latest results', async () => {
    mockApi({ 'GET /api/runners/': () => [], 'GET /api/happening': () => HAPPENING });
    renderWithProviders(<HomePage />, { user: null });

    const section = await screen.findByRole('region', { name: 'Round 2 is under way' }, { timeout: 5000 });
    expect(within(section).getByText('4 of 9 groups have raced.')).toBeInTheDocument();
    const live = within(section).getByRole('region', { name: 'Live now' });
    expect(within(live).getByRole('link', { name: 'Brock vs May' })).toHaveAttribute(
      'href',
      `/races/${HAPPENING.live[0]?._id ?? ''}`,
    );
    expect(within(live).getByText(/started 30m ago/)).toBeInTheDocument();
    const next = within(section).getByRole('region', { name: 'Next races' });
    expect(within(next).getByRole('link', { name: 'Dawn vs May' })).toBeInTheDocument();
    expect(within(next).getByText(/in (2h|1h 59m)/)).toBeInTheDocument();
    const results = within(section).getByRole('region', { name: 'Latest results' });
    expect(within(results).getByText('Round 1: won by Dawn in 1:52:03.120')).toBeInTheDocument();
    // It comes before the welcome text.
    const intro = screen.getByText(/No account needed to follow along/);
    expect(section.compareDocumentPosition(intro) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when nothing is live, scheduled or recorded', async () => {
    mockApi({
      'GET /api/runners/': () => [],
      'GET /api/happening': () => ({
        ...HAPPENING,
        round: { groups: 0, completedGroups: 0 },
        live: [],
        next: [],
        latest: [],
      }),
    });
    renderWithProviders(<HomePage />, { user: null });
    expect(await screen.findByText("The round's groups have not been drawn yet.")).toBeInTheDocument();
    expect(screen.getByText('No race is live right now.')).toBeInTheDocument();
    expect(screen.getByText('No race is scheduled yet.')).toBeInTheDocument();
    expect(screen.getByText('No results yet.')).toBeInTheDocument();
  });

  it('says what failed in a sentence, with a Retry', async () => {
    mockApi({ 'GET /api/runners/': () => [], 'GET /api/happening': () => apiError(503, 'Database unavailable') });
    renderWithProviders(<HomePage />, { user: null });
    expect(await screen.findByText(HAPPENING_ERROR)).toBeInTheDocument();
    mockApi({ 'GET /api/runners/': () => [], 'GET /api/happening': () => HAPPENING });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Round 2 is under way' })).toBeInTheDocument();
  });
});
