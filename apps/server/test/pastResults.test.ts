import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pastResultsResponse } from '@pokered/core/schemas/stats';
import { youtubeVideoId } from '@pokered/core/youtube';
import { hallOfFame } from '../src/db/schema.ts';
import { pastResultsFileSchema } from '../src/features/stats/queries.ts';
import { createTestApp, type TestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';
import { insertPeople } from './support/people.ts';

const fileContent: unknown = JSON.parse(
  readFileSync(new URL('../src/features/stats/pastResults.json', import.meta.url), 'utf8'),
);

describe('GET /api/past-results', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  // Each test starts with no hall_of_fame row: the one that merges writes its own.
  beforeEach(async () => {
    await freshWorld(t);
  });

  it('answers the years of the repository data file, newest first, when no year was completed on this site', async () => {
    const res = await t.anonymous.get('/api/past-results');
    expect(res.statusCode).toBe(200);
    const body = pastResultsResponse.parse(res.json());
    expect(body).toEqual(fileContent);
    expect(body.map((year) => year.tournamentYear)).toEqual([2023, 2022]);
    for (const year of body) for (const url of year.spotlightVideos) expect(youtubeVideoId(url)).toMatch(/^[\w-]{11}$/);
  });

  it('merges the hall_of_fame table over the file: a table row wins for the same year', async () => {
    const inserted = await insertPeople(t.db, [
      { discordUsername: 'champ', displayName: 'Champ', role: 'runner' },
      { discordUsername: 'second', displayName: 'Second', role: 'runner' },
      { discordUsername: 'third', displayName: 'Third', role: 'runner' },
    ]);
    const [gold, silver, bronze] = inserted.map((row) => row.id);
    if (!gold || !silver || !bronze) throw new Error('insert failed');
    await t.db.insert(hallOfFame).values([
      {
        year: 2025,
        gold: { name: 'Champ', userId: gold },
        silver: { name: 'Second', userId: silver },
        bronze: { name: 'Third', userId: bronze },
        // Only the YouTube video is shown (rules §27): the column takes whatever a database writer put there.
        spotlightVideos: ['https://youtu.be/AbCdEfGhIjK', 'javascript:alert(1)', 'https://evil.example/watch?v=x'],
      },
      {
        year: 2023,
        gold: { name: 'Corrected Winner' },
        silver: { name: 'B' },
        bronze: { name: 'C' },
        spotlightVideos: [],
      },
    ]);
    const body = pastResultsResponse.parse((await t.anonymous.get('/api/past-results')).json());
    expect(body.map((year) => year.tournamentYear)).toEqual([2025, 2023, 2022]);
    expect(body[0]).toEqual({
      tournamentYear: 2025,
      gold: { name: 'Champ', userId: gold },
      silver: { name: 'Second', userId: silver },
      bronze: { name: 'Third', userId: bronze },
      spotlightVideos: ['https://youtu.be/AbCdEfGhIjK'],
    });
    expect(body[1]).toEqual({
      tournamentYear: 2023,
      gold: { name: 'Corrected Winner' },
      silver: { name: 'B' },
      bronze: { name: 'C' },
      spotlightVideos: [],
    });
    expect(body[2]).toEqual((fileContent as unknown[])[1]);
  });

  it('ignores a bearer header', async () => {
    const plain = await t.anonymous.get('/api/past-results');
    const bearer = await t.anonymous.request('GET', '/api/past-results', undefined, {
      authorization: 'Bearer whatever',
    });
    expect(bearer.statusCode).toBe(200);
    expect(bearer.json()).toEqual(plain.json());
  });
});

describe('the past results data file schema', () => {
  const good = {
    tournamentYear: 2021,
    gold: { name: 'A' },
    silver: { name: 'B' },
    bronze: { name: 'C' },
    spotlightVideos: ['https://www.youtube.com/watch?v=Hc3tY9mFq1E'],
  };

  it('accepts the repository file and a well-formed year', () => {
    expect(pastResultsFileSchema.safeParse(fileContent).success).toBe(true);
    expect(pastResultsFileSchema.safeParse([good]).success).toBe(true);
  });

  it.each([
    ['a spotlight video that is not on YouTube', [{ ...good, spotlightVideos: ['https://vimeo.com/12345'] }]],
    ['an empty podium name', [{ ...good, bronze: { name: '  ' } }]],
    ['a year listed twice', [good, good]],
    ['a missing medal', [{ tournamentYear: 2021, gold: { name: 'A' }, silver: { name: 'B' }, spotlightVideos: [] }]],
  ])('refuses %s', (_label, content) => {
    expect(pastResultsFileSchema.safeParse(content).success).toBe(false);
  });
});

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=Hc3tY9mFq1E', 'Hc3tY9mFq1E'],
    ['https://youtube.com/watch?v=Hc3tY9mFq1E&t=42', 'Hc3tY9mFq1E'],
    ['https://youtu.be/p2LqVd8sR4A?si=abc', 'p2LqVd8sR4A'],
    ['https://www.youtube.com/embed/p2LqVd8sR4A', 'p2LqVd8sR4A'],
    ['https://www.youtube.com/shorts/p2LqVd8sR4A', 'p2LqVd8sR4A'],
    ['https://m.youtube.com/live/p2LqVd8sR4A', 'p2LqVd8sR4A'],
  ])('reads the id of %s', (url, expected) => {
    expect(youtubeVideoId(url)).toBe(expected);
  });

  it.each([
    'https://vimeo.com/123',
    'not a url',
    'https://www.youtube.com/watch?v=short',
    'javascript:alert(1)',
    'https://evil.example/youtube.com/watch?v=Hc3tY9mFq1E',
  ])('refuses %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});
