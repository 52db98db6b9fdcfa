import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.ts';
import { freshWorld } from './support/freshWorld.ts';
import { insertPeople } from './support/people.ts';

describe('freshWorld', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  it('empties what a test wrote, and the answers cached from it', async () => {
    await insertPeople(t.db, [
      { discordUsername: 'zed', displayName: 'Zed', role: 'runner', currentBracket: 'Normal' },
    ]);
    expect((await t.anonymous.get('/api/runners/')).json()).toHaveLength(1);
    await freshWorld(t);
    expect((await t.anonymous.get('/api/runners/')).json()).toEqual([]);
    expect((await t.anonymous.get('/api/tournament/round')).statusCode).toBe(200);
  });
});
