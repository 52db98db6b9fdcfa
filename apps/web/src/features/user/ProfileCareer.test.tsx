import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/utils';
import { makeProfile, makeRace } from '../../test/fixtures/profile';
import { ProfileView } from './ProfileView';

const SEASONS = [
  {
    year: 2027,
    rank: null,
    withdrawn: true,
    points: 10,
    bestTimeMs: null,
    furthestRound: 'Round 1' as const,
    races: 1,
    pickemsRank: null,
  },
  {
    year: 2026,
    rank: 3,
    withdrawn: false,
    points: 19,
    bestTimeMs: 6_725_000,
    furthestRound: 'Semifinals' as const,
    races: 5,
    pickemsRank: 12,
  },
  {
    year: 2025,
    rank: 40,
    withdrawn: false,
    points: 0,
    bestTimeMs: null,
    furthestRound: null,
    races: 0,
    pickemsRank: null,
  },
];

describe('the Seasons table of a profile (rules §37)', () => {
  it('shows a row per season, newest first, with every figure and a dash for none', () => {
    renderWithProviders(<ProfileView profile={makeProfile({ seasons: SEASONS })} />);
    const table = screen.getByRole('table', { name: 'Every season this runner entered, newest first' });
    expect(screen.getByRole('region', { name: 'Seasons table' })).toHaveAttribute('tabindex', '0');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))).toEqual([
      ['Season', 'Standings rank', 'Points', 'Best time', 'Furthest round', 'Races', 'Pickems rank'],
      ['2027', 'Withdrawn', '10', '—', 'Round 1', '1', '—'],
      ['2026', '#3', '19', '1:52:05.000', 'Semifinals', '5', '#12'],
      ['2025', '#40', '0', '—', '—', '0', '—'],
    ]);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('2027');
  });

  it('is left out for someone who never entered a season', () => {
    renderWithProviders(<ProfileView profile={makeProfile({ role: 'commentator', seasons: [] })} />);
    expect(screen.queryByRole('heading', { name: 'Seasons' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('groups races raced and commentated by season, newest season first', () => {
    renderWithProviders(
      <ProfileView
        profile={makeProfile({
          seasons: SEASONS,
          racesParticipatedIn: [
            makeRace({ _id: 'r3', year: 2027, round: 'Round 1' }),
            makeRace({ _id: 'r2', year: 2026, round: 'Semifinals' }),
            makeRace({ _id: 'r1', year: 2026, round: 'Round 1' }),
          ],
          racesCommentated: [makeRace({ _id: 'c1', year: 2025 })],
        })}
      />,
    );
    const raced = screen.getByRole('region', { name: 'Races Participated In' });
    expect(
      within(raced)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['2027 season', '2026 season']);
    const season2026 = within(raced).getByRole('region', { name: '2026 season' });
    expect(within(season2026).getByText('Semifinals')).toBeInTheDocument();
    expect(within(within(raced).getByRole('region', { name: '2027 season' })).queryByText('Semifinals')).toBeNull();
    const commentated = screen.getByRole('region', { name: 'Races Commentated' });
    expect(
      within(commentated)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['2025 season']);
  });
});
