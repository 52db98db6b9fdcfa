import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/utils';
import { buildRace, buildUserRef } from '../../../test/builders';
import { UpcomingRaceCard } from './UpcomingRaceCard';

const FUTURE = Math.floor(Date.now() / 1000) + 3 * 86_400;
const viewer = { _id: 'viewer', isAdmin: false };
const admin = { _id: 'admin', isAdmin: true };

describe('UpcomingRaceCard', () => {
  it('shows racers as profile links, the countdown and the Commentate button', () => {
    renderWithProviders(<UpcomingRaceCard race={buildRace({ raceDateTime: FUTURE })} viewer={viewer} clock="12h" />);
    expect(screen.getByRole('link', { name: 'Ash' })).toHaveAttribute('href', '/user/ash');
    expect(screen.getByText(/^in 2d 23h 59m$|^in 3d 0h 0m$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Commentate' })).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Twitch Channel ID')).toBeNull();
  });

  it('marks a cancelled race and offers no sign-up', () => {
    renderWithProviders(
      <UpcomingRaceCard race={buildRace({ raceDateTime: FUTURE, cancelled: true })} viewer={viewer} clock="12h" />,
    );
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commentate' })).toBeNull();
  });

  it('shows non-admins a Restreamed badge, admins the locked channel with Cancel', async () => {
    const race = buildRace({
      raceDateTime: FUTURE,
      restreamPlanned: true,
      restreamChannel: 'pokered_tv',
      restreamer: buildUserRef('Organiser'),
    });
    const { unmount } = renderWithProviders(<UpcomingRaceCard race={race} viewer={viewer} clock="12h" />);
    expect(screen.getByText('Restreamed')).toBeInTheDocument();
    unmount();

    renderWithProviders(<UpcomingRaceCard race={race} viewer={admin} clock="12h" />);
    expect(screen.queryByText('Restreamed')).toBeNull();
    // The admin's controls load on demand (visitors never download them).
    expect(await screen.findByText(/Restream planned on/, {}, { timeout: 10_000 })).toHaveTextContent(
      'Restream planned on twitch.tv/pokered_tv by Organiser',
    );
    const channel = screen.getByPlaceholderText('Twitch Channel ID');
    expect(channel).toHaveValue('pokered_tv');
    expect(channel).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restream' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('shows non-admins only the number of Final commentators', () => {
    const race = buildRace({ raceDateTime: FUTURE, round: 'Final', commentators: [], commentatorCount: 3 });
    renderWithProviders(<UpcomingRaceCard race={race} viewer={viewer} clock="12h" />);
    expect(screen.getByText('3 signed up')).toBeInTheDocument();
  });

  it('lists commentator names and offers Pull Out to one of them', () => {
    const race = buildRace({
      raceDateTime: FUTURE,
      commentators: [buildUserRef('Oak'), buildUserRef('Elm')],
      commentatorCount: 2,
      callerIsCommentator: true,
    });
    renderWithProviders(<UpcomingRaceCard race={race} viewer={viewer} clock="12h" />);
    expect(screen.getByText('Oak, Elm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pull Out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Commentate' })).toBeNull();
  });

  it('shows admins no restream controls on a started, cancelled or completed race, only the plan (rules §6)', () => {
    const plan = { restreamPlanned: true, restreamChannel: 'pokered_tv', restreamer: buildUserRef('Organiser') };
    const races = [
      buildRace({ raceDateTime: Math.floor(Date.now() / 1000) - 60, ...plan }),
      buildRace({ raceDateTime: FUTURE, cancelled: true, ...plan }),
      buildRace({ raceDateTime: FUTURE, completed: true, ...plan }),
    ];
    for (const race of races) {
      const { unmount } = renderWithProviders(<UpcomingRaceCard race={race} viewer={admin} clock="12h" />);
      expect(screen.getByText('Restreamed')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'twitch.tv/pokered_tv' })).toBeInTheDocument();
      expect(screen.queryByPlaceholderText('Twitch Channel ID')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
      unmount();
    }
  });

  it('takes Pull Out away once the race has started', () => {
    const race = buildRace({
      raceDateTime: Math.floor(Date.now() / 1000) - 60,
      commentators: [buildUserRef('Oak')],
      commentatorCount: 1,
      callerIsCommentator: true,
    });
    renderWithProviders(<UpcomingRaceCard race={race} viewer={viewer} clock="12h" />);
    expect(screen.getByText('Oak')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pull Out' })).toBeNull();
  });

  it('offers Move to a racer of the race before its start, and to nobody else', async () => {
    const me = buildUserRef('Brock', { _id: 'viewer' });
    const { unmount } = renderWithProviders(
      <UpcomingRaceCard race={buildRace({ raceDateTime: FUTURE, racer3: me })} viewer={viewer} clock="12h" />,
    );
    // The form loads on demand (visitors never download it).
    expect(
      await screen.findByRole('button', { name: 'Move: Ash vs Gary vs Brock' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    unmount();
    const started = buildRace({ raceDateTime: Math.floor(Date.now() / 1000) - 60, racer3: me });
    const second = renderWithProviders(<UpcomingRaceCard race={started} viewer={viewer} clock="12h" />);
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
    second.unmount();
    renderWithProviders(<UpcomingRaceCard race={buildRace({ raceDateTime: FUTURE })} viewer={viewer} clock="12h" />);
    expect(screen.queryByRole('button', { name: /^Move/ })).toBeNull();
  });
});
