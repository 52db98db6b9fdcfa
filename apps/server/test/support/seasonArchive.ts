/**
 * A completed season kept whole (rules §36): every season-bound read asked with `?season={year}` answers what it
 * answered when that season's Final ended, and no write but an admin's correction reaches it.
 */
import { expect } from 'vitest';
import type { Client, TestApp } from './app.ts';

/** The reads that take `?season=` (rules §36). */
export const SEASON_READS = [
  '/api/tournament/standings',
  '/api/tournament/round',
  '/api/tournament/bracket',
  '/api/tournament/exhibition',
  '/api/groups',
  '/api/races',
  '/api/races/completed',
  '/api/stats',
  '/api/pickems/leaderboard',
  '/api/pickems/stats/all',
  '/api/pickems/stats/favorites',
] as const;

export type SeasonAnswers = ReadonlyMap<string, unknown>;

/** Every season-bound read of the current season, as it answers now. */
export async function readCurrentSeason(t: TestApp): Promise<SeasonAnswers> {
  const answers = new Map<string, unknown>();
  for (const path of SEASON_READS) {
    const response = await t.anonymous.get(path);
    expect(response.statusCode, path).toBe(200);
    answers.set(path, response.json());
  }
  return answers;
}

/** Each read of `year`, asked by name, equals what the season answered when it was current (twice: cached too). */
export async function expectArchived(t: TestApp, year: number, recorded: SeasonAnswers): Promise<void> {
  for (const pass of [1, 2]) {
    for (const [path, answer] of recorded) {
      const response = await t.anonymous.get(`${path}?season=${String(year)}`);
      expect([response.statusCode, response.json()], `${path} pass ${String(pass)}`).toEqual([200, answer]);
    }
  }
}

/** An unknown year is a 404 naming it, a malformed one a 400, on every season-bound read. */
export async function expectUnknownSeasons(t: TestApp): Promise<void> {
  for (const path of SEASON_READS) {
    const unknown = await t.anonymous.get(`${path}?season=1999`);
    expect([unknown.statusCode, unknown.json()], path).toEqual([404, { error: 'No season 1999.' }]);
    const malformed = await t.anonymous.get(`${path}?season=last`);
    expect([malformed.statusCode, malformed.json()], path).toEqual([
      400,
      { error: 'Invalid season: must be a four-digit year, e.g. ?season=2025' },
    ]);
  }
}

/** Every write to a race or group of a completed season is refused with 409 and changes nothing. */
export async function expectReadOnly(t: TestApp, admin: Client, runner: Client, year: number): Promise<void> {
  const before = await readSeasonAnswers(t, year);
  const races = (await t.anonymous.get(`/api/races/completed?season=${String(year)}`)).json<
    { _id: string; groupId: string | null }[]
  >();
  const race = races[0];
  if (!race?.groupId) throw new Error('the season has no completed group race');
  const closed = { error: `Season ${String(year)} is completed.` };
  const writes: [Client, string, unknown][] = [
    [runner, `/api/races/${race._id}/commentator`, {}],
    [runner, `/api/races/${race._id}/remove-commentator`, {}],
    [admin, `/api/races/${race._id}/cancel`, {}],
    [admin, `/api/races/${race._id}/uncancel`, {}],
    [admin, `/api/races/${race._id}/reschedule`, { raceDateTime: Math.floor(Date.now() / 1000) + 86_400 }],
    [admin, `/api/races/${race._id}/restream`, { restreamChannel: 'pokered' }],
    [admin, `/api/races/${race._id}/cancel-restream`, {}],
    [admin, `/api/races/${race._id}/room`, { room: 'pkmnred/late-room-1234' }],
  ];
  for (const [client, path, body] of writes) {
    const response = await client.post(path, body);
    expect([response.statusCode, response.json()], path).toEqual([409, closed]);
  }
  const groupRace = await admin.post(`/api/admin/groups/${race.groupId}/race`, {
    raceDateTime: Math.floor(Date.now() / 1000) + 86_400,
  });
  expect([groupRace.statusCode, groupRace.json()]).toEqual([409, closed]);
  expect(await readSeasonAnswers(t, year)).toEqual(before);
}

async function readSeasonAnswers(t: TestApp, year: number): Promise<SeasonAnswers> {
  const answers = new Map<string, unknown>();
  for (const path of SEASON_READS) answers.set(path, (await t.anonymous.get(`${path}?season=${String(year)}`)).json());
  return answers;
}
