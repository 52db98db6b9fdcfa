import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { drawQueryOptions } from '../api/drawsDetail';
import { profileQueryKeys } from '../api/profile';
import { raceDetailQueryKey } from '../api/racesDetail';
import { seasonPickerQueryOptions } from '../api/seasons';
import { buildPicker, buildSeason } from '../test/fixtures/seasons';
import { SITE_NAME } from '../config/site';
import { buildDraw, buildRace, buildUserRef } from '../test/builders';
import { makeProfile } from '../test/fixtures/profile';
import { pageMeta, utcDateTime } from './pageMeta';
import { SERVER_RENDERED } from './serverRoutes';

const ID = '00000000-0000-4000-8000-000000000001';
/** 23 Nov 2026, 12:45 UTC. */
const START = Date.UTC(2026, 10, 23, 12, 45) / 1000;

describe('pageMeta', () => {
  it('gives every server-rendered page a title and a one-line description, even before its data', () => {
    for (const pattern of SERVER_RENDERED) {
      const path = pattern.replace(':id', ID).replace(':discordUsername', 'ash').replace(':year', '2025');
      const meta = pageMeta(path, new QueryClient());
      expect(meta.title, path).not.toBe('');
      expect(meta.description, path).not.toBe('');
      expect(meta.description, path).not.toMatch(/\n/);
      expect(meta.siteName).toBe(SITE_NAME);
    }
  });

  it('names a past season and its champion (rules §36), from the season the banner loaded', () => {
    const queryClient = new QueryClient();
    expect(pageMeta('/seasons/2025/standings', queryClient)).toMatchObject({
      title: '2025 season standings',
      description: 'The standings of the 2025 Pokémon Red speedrun tournament, as the season ended.',
    });
    const season = buildSeason(2025, { champion: { userId: ID, displayName: 'Misty' } });
    queryClient.setQueryData(seasonPickerQueryOptions(2025).queryKey, buildPicker([2026, 2025], { season }));
    // Another year's summary never names this one's champion.
    const other = buildSeason(2024, { champion: { userId: ID, displayName: 'Brock' } });
    queryClient.setQueryData(
      seasonPickerQueryOptions(2024).queryKey,
      buildPicker([2026, 2025, 2024], { season: other }),
    );
    expect(pageMeta('/seasons/2025/pickems/stats', queryClient)).toMatchObject({
      title: '2025 season Pickems stats',
      description:
        'The Pickems stats of the 2025 Pokémon Red speedrun tournament, as the season ended · Champion: Misty.',
    });
    expect(pageMeta('/seasons', queryClient).title).toBe('Seasons');
  });

  it('describes a race by its round, racers and start in UTC, from the loaded race', () => {
    const queryClient = new QueryClient();
    const race = buildRace({
      _id: ID,
      round: 'Round 2',
      raceDateTime: START,
      racer1: buildUserRef('Blue'),
      racer2: buildUserRef('Gary'),
      racer3: buildUserRef('Brendan'),
    });
    queryClient.setQueryData(raceDetailQueryKey(ID), race);
    expect(pageMeta(`/races/${ID}`, queryClient)).toEqual({
      title: 'Round 2 · Blue vs Gary vs Brendan',
      description: 'Round 2 · Blue vs Gary vs Brendan · Mon 11/23/26 · 12:45 PM UTC',
      type: 'website',
      siteName: SITE_NAME,
    });
    queryClient.setQueryData(raceDetailQueryKey(ID), {
      ...race,
      racer3: null,
      completed: true,
      winner: race.racer2,
    });
    expect(pageMeta(`/races/${ID}`, queryClient).description).toBe(
      'Round 2 · Blue vs Gary · Mon 11/23/26 · 12:45 PM UTC · Won by Gary',
    );
    queryClient.setQueryData(raceDetailQueryKey(ID), { ...race, cancelled: true });
    expect(pageMeta(`/races/${ID}`, queryClient).description).toMatch(/· Cancelled$/);
  });

  it('describes a profile from the loaded profile, names as they are (the server escapes them)', () => {
    const queryClient = new QueryClient();
    const name = '"><script>alert(1)</script>';
    queryClient.setQueryData(
      profileQueryKeys.byUsername('ash'),
      makeProfile({
        displayName: name,
        role: 'runner',
        country: 'CA',
        currentBracket: 'Normal',
        points: 7,
        trophies: [{ year: 2025, position: '2nd', emoji: '🥈' }],
      }),
    );
    expect(pageMeta('/user/ash', queryClient)).toEqual({
      title: name,
      description: 'Runner · Canada · Normal bracket · 7 points · 2nd place in 2025',
      type: 'profile',
      siteName: SITE_NAME,
    });
  });

  it('names a draw’s round and its number of groups', () => {
    const queryClient = new QueryClient();
    const draw = buildDraw(
      [
        ['a', 'b', 'c'],
        ['d', 'e'],
      ],
      { _id: ID, round: 'Round 3' },
    );
    queryClient.setQueryData(drawQueryOptions(ID).queryKey, draw);
    expect(pageMeta(`/draws/${ID}`, queryClient)).toMatchObject({
      title: 'Round 3 group draw',
      description: 'Round 3 · 2 groups drawn, group by group',
    });
  });

  it('writes dates in UTC whatever the server’s zone', () => {
    expect(utcDateTime(START)).toBe('Mon 11/23/26 · 12:45 PM UTC');
    expect(utcDateTime(Date.UTC(2026, 0, 5, 3, 7) / 1000)).toBe('Mon 1/5/26 · 3:07 AM UTC');
  });
});
