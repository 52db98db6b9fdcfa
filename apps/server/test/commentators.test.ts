import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Race } from '@pokered/core/schemas/races';
import { raceCommentators, races } from '../src/db/schema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const now = () => Math.floor(Date.now() / 1000);

describe('commentating races', () => {
  let t: TestApp;
  let racer1: Client;
  let racer2: Client;
  let made = 0;
  beforeAll(async () => {
    t = await createTestApp();
    racer1 = await t.as('red', { role: 'runner', currentBracket: 'Normal' });
    racer2 = await t.as('blue', { role: 'runner', currentBracket: 'Normal' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh logged-in commentator. */
  const commentator = () => t.as(`voice${String(++made)}`);
  async function insertRace(values: Partial<typeof races.$inferInsert> = {}) {
    const [row] = await t.db
      .insert(races)
      .values({
        round: 'Round 1',
        raceDateTime: now() + 3600,
        racer1: racer1.userId ?? '',
        racer2: racer2.userId ?? '',
        ...values,
      })
      .returning({ id: races.id });
    return row?.id ?? '';
  }
  const stored = async (raceId: string) =>
    (await t.db.select().from(raceCommentators).where(eq(raceCommentators.raceId, raceId)))
      .map((row) => row.userId)
      .sort();

  it('answers 401 to anonymous callers, 404 for unknown races, 400 for malformed ids', async () => {
    const raceId = await insertRace();
    for (const action of ['commentator', 'remove-commentator']) {
      expect((await t.anonymous.post(`/api/races/${raceId}/${action}`)).statusCode).toBe(401);
      const voice = await commentator();
      const unknown = await voice.post(`/api/races/${UNKNOWN_ID}/${action}`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ error: 'Race not found.' });
      expect((await voice.post(`/api/races/xyz/${action}`)).statusCode).toBe(400);
    }
    expect(await stored(raceId)).toEqual([]);
  });

  it('signs up any logged-in user (runners too), up to 2, not twice', async () => {
    const raceId = await insertRace();
    const first = await commentator();
    const signedUp = await first.post(`/api/races/${raceId}/commentator`);
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json()).toMatchObject({
      message: 'You are signed up to commentate this race.',
      race: {
        _id: raceId,
        commentatorCount: 1,
        callerIsCommentator: true,
        commentators: [{ _id: first.userId, discordUsername: expect.any(String) }],
      },
    });
    const twice = await first.post(`/api/races/${raceId}/commentator`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'You are already signed up to commentate this race.' });

    const otherRunner = await t.as('green', { role: 'runner' });
    expect((await otherRunner.post(`/api/races/${raceId}/commentator`)).statusCode).toBe(200);
    const third = await commentator();
    const full = await third.post(`/api/races/${raceId}/commentator`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'This race already has 2 commentators.' });
    expect(await stored(raceId)).toEqual([first.userId, otherRunner.userId].sort());
  });

  it('refuses a racer of the race, a cancelled, a completed and a started race', async () => {
    const voice = await commentator();
    const cases: [string, string, Client][] = [
      [await insertRace(), 'You are racing in this race, so you cannot commentate it.', racer2],
      [await insertRace({ cancelled: true }), 'This race was cancelled: it cannot be commentated.', voice],
      [await insertRace({ completed: true, raceDateTime: now() - 9000 }), 'This race is already completed.', voice],
      [await insertRace({ raceDateTime: now() - 60 }), 'This race has already started.', voice],
    ];
    for (const [raceId, error, caller] of cases) {
      const response = await caller.post(`/api/races/${raceId}/commentator`);
      expect(response.statusCode, error).toBe(409);
      expect(response.json()).toEqual({ error });
      expect(await stored(raceId)).toEqual([]);
    }
  });

  it('lets any number sign up in the Semifinals and the Final', async () => {
    for (const round of ['Semifinals', 'Final'] as const) {
      const raceId = await insertRace({ round });
      const voices = [await commentator(), await commentator(), await commentator(), await commentator()];
      for (const voice of voices) expect((await voice.post(`/api/races/${raceId}/commentator`)).statusCode).toBe(200);
      expect(await stored(raceId)).toHaveLength(4);
    }
  });

  it('pull out removes the caller only, and frees the slot', async () => {
    const raceId = await insertRace();
    const [stay, leave, next] = [await commentator(), await commentator(), await commentator()];
    await stay.post(`/api/races/${raceId}/commentator`);
    await leave.post(`/api/races/${raceId}/commentator`);
    const notSignedUp = await next.post(`/api/races/${raceId}/remove-commentator`);
    expect(notSignedUp.statusCode).toBe(409);
    expect(notSignedUp.json()).toEqual({ error: 'You are not signed up to commentate this race.' });
    expect(await stored(raceId)).toHaveLength(2);

    const pulledOut = await leave.post(`/api/races/${raceId}/remove-commentator`);
    expect(pulledOut.statusCode).toBe(200);
    expect(pulledOut.json()).toMatchObject({
      message: 'You are no longer commentating this race.',
      race: { commentatorCount: 1, callerIsCommentator: false },
    });
    expect(await stored(raceId)).toEqual([stay.userId]);
    expect((await next.post(`/api/races/${raceId}/commentator`)).statusCode).toBe(200);
    expect(await stored(raceId)).toEqual([stay.userId, next.userId].sort());
  });

  it('refuses pulling out of a completed race', async () => {
    const raceId = await insertRace();
    const voice = await commentator();
    await voice.post(`/api/races/${raceId}/commentator`);
    await t.db.update(races).set({ completed: true }).where(eq(races.id, raceId));
    const response = await voice.post(`/api/races/${raceId}/remove-commentator`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'This race is already completed.' });
    expect(await stored(raceId)).toEqual([voice.userId]);
  });

  it('stores exactly 2 of 11 simultaneous sign-ups', async () => {
    const raceId = await insertRace();
    const voices = await Promise.all(Array.from({ length: 11 }, () => commentator()));
    const responses = await Promise.all(voices.map((voice) => voice.post(`/api/races/${raceId}/commentator`)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, ...Array<number>(9).fill(409)]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toEqual({ error: 'This race already has 2 commentators.' });
    }
    const winners = voices.filter((_, index) => responses[index]?.statusCode === 200).map((voice) => voice.userId);
    expect(await stored(raceId)).toEqual(winners.sort());
    const race = (await t.anonymous.get(`/api/races/${raceId}`)).json<Race>();
    expect(race.commentatorCount).toBe(2);
  });
});
