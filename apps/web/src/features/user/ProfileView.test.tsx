import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import defaultAvatar from './default-avatar.svg';
import { makePickems, makeProfile, makeRace, ref } from '../../test/fixtures/profile';
import { ProfileView } from './ProfileView';

describe('ProfileView header', () => {
  it('shows flag, display name as the one h1, pronouns in brackets, trophies and badges', () => {
    renderWithProviders(
      <ProfileView
        profile={makeProfile({
          isAdmin: true,
          hasPickems: true,
          pickems: makePickems(),
          trophies: [
            { year: 2025, position: '1st', emoji: '🥇' },
            { year: 2023, position: '3rd', emoji: '🥉' },
          ],
        })}
      />,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Misty']);
    expect(screen.getByRole('img', { name: 'United States' })).toBeInTheDocument();
    expect(screen.getByText('(she/her)')).toBeInTheDocument();
    const trophies = within(screen.getByRole('list', { name: 'Trophies' }));
    expect(trophies.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '🥇 1st place in 2025',
      '🥉 3rd place in 2023',
    ]);
    const badges = within(screen.getByRole('list', { name: 'Badges' }));
    expect(badges.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Admin', 'Runner', 'Pickems']);
    expect(screen.getByText(/Bracket: Ascension · Points: 19 · Best time: 1:52:05\.000/)).toBeInTheDocument();
  });

  it('links the racetime.gg account when one is linked, and nothing otherwise (rules §16)', () => {
    const { unmount } = renderWithProviders(<ProfileView profile={makeProfile({ racetime: 'xldAMBlqvY3aOP57' })} />);
    expect(screen.getByRole('link', { name: /racetime.gg profile/ })).toHaveAttribute(
      'href',
      'https://racetime.gg/user/xldAMBlqvY3aOP57',
    );
    unmount();
    renderWithProviders(<ProfileView profile={makeProfile({ racetime: null })} />);
    expect(screen.queryByRole('link', { name: /racetime.gg profile/ })).toBeNull();
  });

  it('shows the photo, or the blank default avatar without one', () => {
    const { unmount } = renderWithProviders(<ProfileView profile={makeProfile()} />);
    expect(screen.getByRole('img', { name: "Misty's avatar" })).toHaveAttribute(
      'src',
      'https://cdn.discordapp.com/avatars/1/misty.png',
    );
    unmount();
    renderWithProviders(
      <ProfileView profile={makeProfile({ photos: [], pronouns: null, country: null, role: 'commentator' })} />,
    );
    expect(screen.getByRole('img', { name: 'Default avatar' })).toHaveAttribute('src', defaultAvatar);
    expect(screen.queryByText(/\(/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Best time/)).not.toBeInTheDocument();
  });

  it("lists 'Tournament Achievements' only for a user with trophies", () => {
    const { unmount } = renderWithProviders(<ProfileView profile={makeProfile()} />);
    expect(screen.queryByRole('heading', { name: 'Tournament Achievements' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(
      <ProfileView profile={makeProfile({ trophies: [{ year: 2024, position: '2nd', emoji: '🥈' }] })} />,
    );
    const section = screen.getByRole('region', { name: 'Tournament Achievements' });
    expect(within(section).getByRole('listitem')).toHaveTextContent('🥈 2024: 2nd place');
  });
});

describe('ProfileView races', () => {
  it('shows date, time, Cancelled badge, racers linking to profiles and commentators', () => {
    renderWithProviders(
      <ProfileView
        profile={makeProfile({
          racesParticipatedIn: [
            makeRace({ _id: 'r1', cancelled: true, racer3: ref('Gary', null) }),
            makeRace({ _id: 'r2', commentators: [ref('Oak')], commentatorCount: 1 }),
          ],
          racesCommentated: [makeRace({ _id: 'r3', round: 'Semifinals', commentatorCount: 3 })],
        })}
      />,
    );
    const participated = within(screen.getByRole('region', { name: 'Races Participated In' }));
    const cards = participated
      .getAllByRole('listitem')
      .filter((item) => item.tagName === 'LI' && item.querySelector('a[href^="/races/"]'));
    expect(cards).toHaveLength(2);
    const [first, second] = cards;
    if (!first || !second) throw new Error('cards missing');
    // 2026-09-20 18:00 UTC is 9/20/26 11:45 PM in the tests' time zone (Asia/Kathmandu).
    expect(within(first).getByRole('link', { name: 'Sun 9/20/26 · 11:45 PM' })).toHaveAttribute('href', '/races/r1');
    expect(within(first).getByText('Cancelled')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Gary' })).toHaveAttribute('href', '/user/gary');
    expect(within(first).getByText(/No commentators/)).toBeInTheDocument();
    expect(within(second).queryByText('Cancelled')).not.toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'Oak' })).toHaveAttribute('href', '/user/oak');
    const commentated = within(screen.getByRole('region', { name: 'Races Commentated' }));
    expect(commentated.getByText(/3 signed up/)).toBeInTheDocument();
  });

  it('says so when there are no races', () => {
    renderWithProviders(<ProfileView profile={makeProfile()} />);
    expect(screen.getByText('No races yet.')).toBeInTheDocument();
    expect(screen.getByText('No commentated races yet.')).toBeInTheDocument();
  });
});

describe('ProfileView Pickems summary', () => {
  it("shows 'Not selected' for empty one-off picks and hides empty lists", () => {
    renderWithProviders(<ProfileView profile={makeProfile({ hasPickems: true, pickems: makePickems() })} />);
    const section = within(screen.getByRole('region', { name: 'Pickems' }));
    expect(section.getAllByText('Not selected')).toHaveLength(3);
    expect(section.getByText('Overall Winner')).toBeInTheDocument();
    expect(section.getByText('Best Tournament Time')).toBeInTheDocument();
    expect(section.getByText('Closest Time Guess')).toBeInTheDocument();
    expect(section.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('shows the picks, the guess, and every non-empty list with winning picks highlighted', () => {
    const pick = (name: string, correct: boolean, groupNumber: number) => ({
      ...ref(name),
      correct,
      groupId: `g-${name}`,
      groupNumber,
    });
    renderWithProviders(
      <ProfileView
        profile={makeProfile({
          hasPickems: true,
          pickems: makePickems({
            overallWinner: { ...ref('Gary'), correct: false },
            bestTimeWho: { ...ref('Leaf'), correct: true },
            closestTime: 6_723_120,
            top27: [{ ...ref('Gary'), correct: false }],
            top9: [{ ...ref('Leaf'), correct: false }],
            round1Picks: [pick('Ash', true, 1), pick('Red', false, 2)],
            finalPick: pick('Blue', false, 1),
          }),
        })}
      />,
    );
    const section = within(screen.getByRole('region', { name: 'Pickems' }));
    expect(section.queryByText('Not selected')).not.toBeInTheDocument();
    expect(section.getByText('1:52:03.120')).toBeInTheDocument();
    expect(section.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Top 27',
      'Top 9',
      'Round 1 Picks',
      'Final Pick',
    ]);
    const round1 = section.getByRole('heading', { name: 'Round 1 Picks' }).nextElementSibling;
    if (!(round1 instanceof HTMLElement)) throw new Error('list missing');
    const [ash, red] = within(round1).getAllByRole('listitem');
    expect(ash).toHaveTextContent('Ash ✓ (correct)');
    expect(red).toHaveTextContent(/^Red$/);
    const [bestTimeLeaf, top9Leaf] = section.getAllByRole('link', { name: 'Leaf' });
    expect(bestTimeLeaf?.parentElement).toHaveTextContent('Leaf ✓ (correct)');
    expect(top9Leaf?.parentElement).toHaveTextContent(/^Leaf$/);
  });
});

describe('ProfileView rivals (rules §30)', () => {
  it("lists rivals most met first with the record from this runner's side, each linking to the pair's page", () => {
    const rival = (displayName: string, meetings: number, ahead: number, behind: number, ties: number) => ({
      userId: `id-${displayName.toLowerCase()}`,
      displayName,
      discordUsername: displayName.toLowerCase(),
      meetings,
      ahead,
      behind,
      ties,
    });
    renderWithProviders(
      <ProfileView profile={makeProfile({ rivals: [rival('Red', 4, 3, 1, 0), rival('Blue', 1, 0, 0, 1)] })} />,
    );
    const section = within(screen.getByRole('heading', { name: 'Rivals' }).closest('section') as HTMLElement);
    expect(section.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'vs Red: 3 ahead · 1 behind · 0 tied (4 meetings)',
      'vs Blue: 0 ahead · 0 behind · 1 tied (1 meeting)',
    ]);
    expect(section.getByRole('link', { name: 'vs Red' })).toHaveAttribute('href', '/h2h?a=id-misty&b=id-red');
  });

  it('says when a runner has no rivals yet, and shows nothing for a commentator without any', () => {
    const { unmount } = renderWithProviders(<ProfileView profile={makeProfile()} />);
    expect(screen.getByText('No completed races against other runners yet.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProfileView profile={makeProfile({ role: 'commentator' })} />);
    expect(screen.queryByRole('heading', { name: 'Rivals' })).toBeNull();
  });
});
