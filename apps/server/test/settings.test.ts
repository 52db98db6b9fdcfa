import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';

describe('settings: POST /api/user/displayName, /pronouns, /country', () => {
  let t: TestApp;
  let misty: Client;
  let brock: Client;

  async function stored(client: Client) {
    const [row] = await t.db
      .select({ displayName: users.displayName, pronouns: users.pronouns, country: users.country })
      .from(users)
      .where(eq(users.id, client.userId ?? ''));
    return row;
  }

  beforeAll(async () => {
    t = await createTestApp();
    misty = await t.as('misty', { displayName: 'Misty', pronouns: 'she/her', country: 'US', role: 'runner' });
    brock = await t.as('brock', { displayName: 'Brock', pronouns: 'he/him', country: 'JP' });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    ['/api/user/displayName', { displayName: 'Nobody' }],
    ['/api/user/pronouns', { pronouns: 'they/them' }],
    ['/api/user/country', { country: 'FR' }],
  ])('refuses anonymous callers of %s with 401', async (url, body) => {
    const before = await t.db.select().from(users);
    const res = await t.anonymous.post(url, body);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(await t.db.select().from(users)).toEqual(before);
  });

  it('refuses a write without the XSRF header with 403', async () => {
    const before = await stored(misty);
    const res = await misty.request(
      'POST',
      '/api/user/pronouns',
      { pronouns: 'x' },
      { 'x-xsrf-token': 'wrong-token-wrong-token' },
    );
    expect(res.statusCode).toBe(403);
    expect(await stored(misty)).toEqual(before);
  });

  it('changes the display name, trimmed, and the navbar (auth status) shows it at once', async () => {
    const res = await misty.post('/api/user/displayName', { displayName: '  Misty W.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect((await stored(misty))?.displayName).toBe('Misty W.');
    const status = await misty.get('/auth-status');
    expect(status.json()).toMatchObject({ displayName: 'Misty W.' });
    // Only the caller changed.
    expect((await stored(brock))?.displayName).toBe('Brock');
  });

  it('accepts a 32-character display name', async () => {
    const name = 'M'.repeat(32);
    expect((await misty.post('/api/user/displayName', { displayName: name })).statusCode).toBe(200);
    expect((await stored(misty))?.displayName).toBe(name);
    await misty.post('/api/user/displayName', { displayName: 'Misty' });
  });

  it.each([
    ['empty', { displayName: '' }],
    ['blank', { displayName: '    ' }],
    ['33 characters', { displayName: 'x'.repeat(33) }],
    ['a number', { displayName: 42 }],
    ['missing', {}],
    ['null', { displayName: null }],
  ])('refuses a display name that is %s with 400 and changes nothing', async (_label, body) => {
    const before = await stored(misty);
    const res = await misty.post('/api/user/displayName', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect(await stored(misty)).toEqual(before);
  });

  it('never changes another user, whatever the body names', async () => {
    const res = await misty.post('/api/user/displayName', {
      displayName: 'Hacked',
      userId: brock.userId,
      discordUsername: 'brock',
    });
    expect(res.statusCode).toBe(200);
    expect((await stored(brock))?.displayName).toBe('Brock');
    expect((await stored(misty))?.displayName).toBe('Hacked');
    await misty.post('/api/user/displayName', { displayName: 'Misty' });
  });

  it('stores pronouns up to 20 characters, and empty pronouns clear them', async () => {
    expect((await misty.post('/api/user/pronouns', { pronouns: ' they/them ' })).statusCode).toBe(200);
    expect((await stored(misty))?.pronouns).toBe('they/them');
    expect((await misty.post('/api/user/pronouns', { pronouns: 'p'.repeat(20) })).statusCode).toBe(200);
    expect((await stored(misty))?.pronouns).toBe('p'.repeat(20));
    const cleared = await misty.post('/api/user/pronouns', { pronouns: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ message: expect.any(String) });
    expect((await stored(misty))?.pronouns).toBeNull();
  });

  it.each([
    ['21 characters', { pronouns: 'p'.repeat(21) }],
    ['a number', { pronouns: 3 }],
    ['missing', {}],
  ])('refuses pronouns that are %s with 400 and changes nothing', async (_label, body) => {
    await misty.post('/api/user/pronouns', { pronouns: 'she/her' });
    const res = await misty.post('/api/user/pronouns', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect((await stored(misty))?.pronouns).toBe('she/her');
  });

  it('stores a country code of the table (normalized), and null or empty as no country', async () => {
    expect((await misty.post('/api/user/country', { country: ' ca ' })).statusCode).toBe(200);
    expect((await stored(misty))?.country).toBe('CA');
    expect((await misty.post('/api/user/country', { country: 'QC' })).statusCode).toBe(200);
    expect((await stored(misty))?.country).toBe('QC');
    const none = await misty.post('/api/user/country', { country: null });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ message: expect.any(String) });
    expect((await stored(misty))?.country).toBeNull();
    expect((await misty.post('/api/user/country', { country: 'SCO' })).statusCode).toBe(200);
    expect((await misty.post('/api/user/country', { country: '' })).statusCode).toBe(200);
    expect((await stored(misty))?.country).toBeNull();
  });

  it.each([
    ['unknown', { country: 'XX' }],
    ['a country name', { country: 'Canada' }],
    ['a number', { country: 1 }],
    ['missing', {}],
  ])('refuses a country that is %s with 400 and changes nothing', async (_label, body) => {
    await misty.post('/api/user/country', { country: 'US' });
    const res = await misty.post('/api/user/country', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
    expect((await stored(misty))?.country).toBe('US');
  });

  it('shows the saved settings on the profile', async () => {
    await misty.post('/api/user/displayName', { displayName: 'Misty Cerulean' });
    await misty.post('/api/user/pronouns', { pronouns: 'she/they' });
    await misty.post('/api/user/country', { country: 'se' });
    const profile = await t.anonymous.get('/api/user/misty');
    expect(profile.json()).toMatchObject({ displayName: 'Misty Cerulean', pronouns: 'she/they', country: 'SE' });
  });
});
