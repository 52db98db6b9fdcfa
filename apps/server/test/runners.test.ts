import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';
import { insertPeople } from './support/people.ts';

describe('GET /api/runners/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await freshWorld(t);
  });

  /** Four runners of mixed brackets and countries (two display names equal but for case), and an admin. */
  async function withRunners() {
    await insertPeople(t.db, [
      { discordUsername: 'zed', displayName: 'bravo', role: 'runner', country: 'FR', currentBracket: 'Normal' },
      { discordUsername: 'yan', displayName: 'Alpha', role: 'runner', country: null, currentBracket: 'Ascension' },
      { discordUsername: 'xia', displayName: 'charlie', role: 'runner', country: 'JP', currentBracket: null },
      { discordUsername: 'wes', displayName: 'alpha', role: 'runner', country: 'DE', currentBracket: 'Playoffs' },
      { discordUsername: 'vic', displayName: 'Aardvark', role: 'commentator', isAdmin: true },
    ]);
  }

  it('answers an empty list before any runner exists', async () => {
    const response = await t.anonymous.get('/api/runners/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists every runner, and only runners, sorted by display name case-insensitively, to anyone', async () => {
    await withRunners();
    const response = await t.anonymous.get('/api/runners/');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ displayName: string }[]>();
    // "Alpha" and "alpha" compare equal ignoring case; the exact comparison then fixes their order.
    expect(body.map((runner) => runner.displayName)).toEqual(['Alpha', 'alpha', 'bravo', 'charlie']);
    expect(body[0]).toEqual({
      _id: expect.any(String),
      displayName: 'Alpha',
      discordUsername: 'yan',
      country: null,
      currentBracket: 'Ascension',
    });
    expect(body[2]).toEqual({
      _id: expect.any(String),
      displayName: 'bravo',
      discordUsername: 'zed',
      country: 'FR',
      currentBracket: 'Normal',
    });
    expect(Object.keys(body[0] ?? {}).sort()).toEqual([
      '_id',
      'country',
      'currentBracket',
      'discordUsername',
      'displayName',
    ]);
  });

  it('answers the same without the trailing slash, and to logged-in callers', async () => {
    await withRunners();
    const bare = await t.anonymous.get('/api/runners');
    const client = await t.as('someone');
    const loggedIn = await client.get('/api/runners/');
    expect(bare.statusCode).toBe(200);
    expect(loggedIn.json()).toEqual(bare.json());
    expect(bare.json<unknown[]>()).toHaveLength(4);
  });
});
