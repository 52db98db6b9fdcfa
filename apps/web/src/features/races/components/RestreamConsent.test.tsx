/**
 * Admins see each racer's restream consent where they plan a restream (rules §38): on the upcoming race's card with
 * the restream controls, and on the race's page. Read from the admin's entries list, never from a public answer.
 */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/api';
import { buildRace, buildUserRef } from '../../../test/builders';
import { buildAdminEntry } from '../../../test/fixtures/signups';
import { makeUser, renderWithProviders } from '../../../test/utils';
import RaceDetailPage from '../RaceDetailPage';
import { RESTREAM_CONSENT_ERROR } from './RestreamConsent';
import { UpcomingRaceCard } from './UpcomingRaceCard';

const FUTURE = Math.floor(Date.now() / 1000) + 3 * 86_400;
const ash = buildUserRef('Ash', { _id: 'ash-id' });
const misty = buildUserRef('Misty', { _id: 'misty-id' });
const brock = buildUserRef('Brock', { _id: 'brock-id' });
const race = buildRace({ raceDateTime: FUTURE, racer1: ash, racer2: misty, racer3: brock });
const entries = [
  buildAdminEntry('Ash', { restreamConsent: 'yes' }),
  buildAdminEntry('Misty', { restreamConsent: 'clean-audio' }),
  // Added by an admin: no answer given.
  buildAdminEntry('Gary', { restreamConsent: null }),
];
const LINE = 'Restream consent: Ash — Yes; · Misty — Clean audio only; · Brock — Not asked';
const ENTRIES_URL = '/api/admin/seasons/2026/entries';
const urlsOf = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.map(([input]) => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url));

describe('Restream consent (rules §38)', () => {
  it("shows an admin each racer's answer in words above the restream controls, from the season's entries", async () => {
    const api = mockApi({ 'GET /api/admin/seasons/:year/entries': () => entries });
    renderWithProviders(<UpcomingRaceCard race={race} viewer={{ _id: 'admin', isAdmin: true }} clock="12h" />);
    const line = await screen.findByText('Restream consent:', {}, { timeout: 10_000 });
    await screen.findByText(/Ash — Yes/);
    expect(line.parentElement).toHaveTextContent(LINE);
    expect(urlsOf(api).filter((url) => url === ENTRIES_URL)).toHaveLength(1);
    expect(screen.getByPlaceholderText('Twitch Channel ID')).toBeEnabled();
  });

  it('is never asked for nor shown to a runner or a visitor', async () => {
    const api = mockApi({ 'GET /api/admin/seasons/:year/entries': () => entries });
    renderWithProviders(<UpcomingRaceCard race={race} viewer={{ _id: 'ash-id', isAdmin: false }} clock="12h" />);
    expect(await screen.findByRole('link', { name: 'Misty' })).toBeInTheDocument();
    expect(screen.queryByText(/Restream consent/)).toBeNull();
    expect(urlsOf(api)).not.toContain(ENTRIES_URL);
  });

  it('says when the answers cannot be loaded, with Retry, and the controls still work', async () => {
    mockApi({ 'GET /api/admin/seasons/:year/entries': () => apiError(500, 'Boom') });
    renderWithProviders(<UpcomingRaceCard race={race} viewer={{ _id: 'admin', isAdmin: true }} clock="12h" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(RESTREAM_CONSENT_ERROR);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Twitch Channel ID')).toBeEnabled();
  });

  it("shows an admin the answers on an upcoming race's page, not on a completed one's nor to others", async () => {
    const render = (shown: typeof race, isAdmin: boolean) => {
      const api = mockApi({
        'GET /api/races/:raceId': () => ({ ...shown, pairs: [] }),
        'GET /api/admin/seasons/:year/entries': () => entries,
      });
      const view = renderWithProviders(
        <Routes>
          <Route path="/races/:id" element={<RaceDetailPage />} />
        </Routes>,
        { route: `/races/${shown._id}`, user: makeUser({ isAdmin }) },
      );
      return { api, view };
    };
    const admin = render(race, true);
    await screen.findByText(/Misty — Clean audio only/, {}, { timeout: 10_000 });
    expect(screen.getByText('Restream consent:').parentElement).toHaveTextContent(LINE);
    admin.view.unmount();

    const runner = render(race, false);
    expect(await screen.findByText('Participants')).toBeInTheDocument();
    expect(screen.queryByText(/Restream consent/)).toBeNull();
    expect(urlsOf(runner.api)).not.toContain(ENTRIES_URL);
    runner.view.unmount();

    render({ ...race, completed: true }, true);
    expect(await screen.findByText('Participants')).toBeInTheDocument();
    expect(screen.queryByText(/Restream consent/)).toBeNull();
  });
});
