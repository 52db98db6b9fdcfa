/**
 * Moving races and the actions that lock at the start (rules §6, §10): reschedule by a racer or an admin, its
 * refusals, its audit, its race against a concurrent cancel; pull-out, restream and Pickems after the start;
 * the one uncancel message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LATEST_EPOCH_SECONDS } from '@pokered/core/schemas/common';
import { UNCANCEL_GROUP_HAS_ACTIVE_RACE } from '@pokered/core/schemas/races';
import { races } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  createGroup,
  finished,
  groupWithRace,
  HOUR_S,
  makeAdmin,
  makeRunners,
  nowSeconds,
  recordOk,
  submitRace,
  type Runner,
} from './support/tournamentFixtures.ts';

interface RaceAnswer {
  message: string;
  race: { _id: string; raceDateTime: number; commentators: { _id: string }[]; restreamChannel: string | null };
}

interface GroupAnswer {
  members: { _id: string }[];
  raceId: string | null;
  raceCompleted: boolean;
}

describe('POST /api/races/{id}/reschedule and the start locks', () => {
  let t: TestApp;
  let admin: Client;
  let fan: Client;
  let r: Runner[];
  let next = 0;
  /** A fresh group of two runners with a race two hours ahead. */
  const freshRace = async () => {
    const pair = r.slice(next, next + 2);
    next += 2;
    return { pair, raceId: await groupWithRace(admin, pair) };
  };
  const moveStart = (raceId: string, raceDateTime: number) =>
    t.db.update(races).set({ raceDateTime }).where(eq(races.id, raceId));
  const storedStart = async (raceId: string) =>
    (await t.db.select({ at: races.raceDateTime }).from(races).where(eq(races.id, raceId)))[0]?.at;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    fan = await t.as('resched_fan', { role: 'commentator' });
    r = await makeRunners(t, 'Move', 32);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets a racer move the race; commentators and the restream plan stay; audited before/after', async () => {
    const { pair, raceId } = await freshRace();
    expect((await fan.post(`/api/races/${raceId}/commentator`)).statusCode).toBe(200);
    expect((await admin.post(`/api/races/${raceId}/restream`, { restreamChannel: 'pokered_tv' })).statusCode).toBe(200);
    const target = nowSeconds() + 30 * HOUR_S;
    const moved = await pair[1]?.client.post(`/api/races/${raceId}/reschedule`, { raceDateTime: target });
    expect(moved?.statusCode, moved?.body).toBe(200);
    const body = moved?.json<RaceAnswer>();
    expect(body?.message).toBe('Race moved.');
    expect(body?.race).toMatchObject({ _id: raceId, raceDateTime: target, restreamChannel: 'pokered_tv' });
    expect(body?.race.commentators.map((c) => c._id)).toEqual([fan.userId]);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'race.reschedule'), eq(auditLog.targetId, raceId)));
    expect(entry?.actorId).toBe(pair[1]?.id);
    expect((entry?.after as { raceDateTime: number }).raceDateTime).toBe(target);
    expect((entry?.before as { raceDateTime: number }).raceDateTime).not.toBe(target);
  });

  it('refuses anonymous (401), non-racers (403), unknown races (404) and bad times (400), changing nothing', async () => {
    const { raceId } = await freshRace();
    const before = await storedStart(raceId);
    const body = { raceDateTime: nowSeconds() + 5 * HOUR_S };
    expect((await t.anonymous.post(`/api/races/${raceId}/reschedule`, body)).statusCode).toBe(401);
    const outsider = await fan.post(`/api/races/${raceId}/reschedule`, body);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toEqual({ error: 'Only a racer of this race or an admin can move it.' });
    const unknown = await admin.post('/api/races/00000000-0000-4000-8000-000000000000/reschedule', body);
    expect(unknown.statusCode).toBe(404);
    for (const raceDateTime of ['tomorrow', null, 1.5, LATEST_EPOCH_SECONDS + 1, nowSeconds() - 60]) {
      const refused = await admin.post(`/api/races/${raceId}/reschedule`, { raceDateTime });
      expect(refused.statusCode, String(raceDateTime)).toBe(400);
      expect(refused.json<{ error: string }>().error).toEqual(expect.any(String));
    }
    expect(await storedStart(raceId)).toBe(before);
  });

  it('refuses cancelled and completed races; a started race moves only by an admin', async () => {
    const cancelled = await freshRace();
    await admin.post(`/api/races/${cancelled.raceId}/cancel`);
    const body = { raceDateTime: nowSeconds() + 5 * HOUR_S };
    const onCancelled = await cancelled.pair[0]?.client.post(`/api/races/${cancelled.raceId}/reschedule`, body);
    expect(onCancelled?.statusCode).toBe(409);
    expect(onCancelled?.json()).toEqual({ error: 'A cancelled race cannot be moved. Uncancel it first.' });

    const done = await freshRace();
    await recordOk(admin, done.raceId, [
      finished(done.pair[0] ?? '', 7_000_000),
      finished(done.pair[1] ?? '', 7_100_000),
    ]);
    expect((await admin.post(`/api/races/${done.raceId}/reschedule`, body)).statusCode).toBe(409);

    const started = await freshRace();
    await moveStart(started.raceId, nowSeconds() - 60);
    const byRacer = await started.pair[0]?.client.post(`/api/races/${started.raceId}/reschedule`, body);
    expect(byRacer?.statusCode).toBe(409);
    expect(byRacer?.json()).toEqual({ error: 'This race has already started: only an admin can move it now.' });
    const byAdmin = await admin.post(`/api/races/${started.raceId}/reschedule`, body);
    expect(byAdmin.statusCode).toBe(200);
    expect(await storedStart(started.raceId)).toBe(body.raceDateTime);
  });

  it('holds under a racer moving the race while an admin cancels it', async () => {
    const { pair, raceId } = await freshRace();
    const before = await storedStart(raceId);
    const target = nowSeconds() + 50 * HOUR_S;
    const [moved, cancelled] = await Promise.all([
      pair[0]?.client.post(`/api/races/${raceId}/reschedule`, { raceDateTime: target }),
      admin.post(`/api/races/${raceId}/cancel`),
    ]);
    expect(cancelled.statusCode).toBe(200);
    const [row] = await t.db.select().from(races).where(eq(races.id, raceId));
    expect(row?.cancelled).toBe(true);
    if (moved?.statusCode === 200) {
      expect(row?.raceDateTime).toBe(target);
    } else {
      expect(moved?.statusCode).toBe(409);
      expect(row?.raceDateTime).toBe(before);
    }
  });

  it('locks pull-out, restream and cancel-restream at the start', async () => {
    const { raceId } = await freshRace();
    expect((await fan.post(`/api/races/${raceId}/commentator`)).statusCode).toBe(200);
    expect((await admin.post(`/api/races/${raceId}/restream`, { restreamChannel: 'pokered_tv' })).statusCode).toBe(200);
    await moveStart(raceId, nowSeconds() - 60);
    const pullOut = await fan.post(`/api/races/${raceId}/remove-commentator`);
    expect(pullOut.statusCode).toBe(409);
    expect(pullOut.json<{ error: string }>().error).toMatch(/already started/);
    expect((await admin.post(`/api/races/${raceId}/cancel-restream`)).statusCode).toBe(409);

    const other = await freshRace();
    await moveStart(other.raceId, nowSeconds() - 60);
    expect(
      (await admin.post(`/api/races/${other.raceId}/restream`, { restreamChannel: 'pokered_tv' })).statusCode,
    ).toBe(409);
    const cancelled = await freshRace();
    await admin.post(`/api/races/${cancelled.raceId}/restream`, { restreamChannel: 'pokered_tv' });
    await admin.post(`/api/races/${cancelled.raceId}/cancel`);
    expect((await admin.post(`/api/races/${cancelled.raceId}/cancel-restream`)).statusCode).toBe(409);
  });

  it('drops a group from the round picks as soon as its race is recorded, whatever its planned start', async () => {
    const early = await freshRace();
    const open = await freshRace();
    await moveStart(early.raceId, nowSeconds() + 40 * HOUR_S);
    await recordOk(admin, early.raceId, [
      finished(early.pair[0] ?? '', 7_000_000),
      finished(early.pair[1] ?? '', 7_200_000),
    ]);
    const picker = await t.as('resched_picker', { role: 'commentator' });
    const withRecorded = await picker.post('/api/pickems/submit-round-picks', {
      selectedWinners: [early.pair[0]?.id, open.pair[0]?.id],
    });
    expect(withRecorded.statusCode).toBe(400);
  });

  it('GET /api/groups says which group race is recorded, so a round picks form can leave it out (rules §5)', async () => {
    const early = await freshRace();
    const open = await freshRace();
    await moveStart(early.raceId, nowSeconds() + 40 * HOUR_S);
    await recordOk(admin, early.raceId, [
      finished(early.pair[0] ?? '', 7_000_000),
      finished(early.pair[1] ?? '', 7_200_000),
    ]);
    const { groups } = (await t.anonymous.get('/api/groups')).json<{ groups: GroupAnswer[] }>();
    const groupOf = (runner: Runner | undefined) => groups.find((g) => g.members.some((m) => m._id === runner?.id));
    expect(groupOf(early.pair[0])).toMatchObject({ raceId: early.raceId, raceCompleted: true });
    expect(groupOf(open.pair[0])).toMatchObject({ raceId: open.raceId, raceCompleted: false });
    const mine = (await open.pair[0]?.client.get('/api/groups/user/current'))?.json<GroupAnswer>();
    expect(mine).toMatchObject({ raceId: open.raceId, raceCompleted: false });
  });

  it('plans a restream from a twitch.tv link, storing the login (rules §6)', async () => {
    const { raceId } = await freshRace();
    const planned = await admin.post(`/api/races/${raceId}/restream`, {
      restreamChannel: 'https://www.twitch.tv/PokeRed_TV/',
    });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(planned.json<RaceAnswer>().race.restreamChannel).toBe('pokered_tv');
    const [stored] = await t.db.select().from(races).where(eq(races.id, raceId));
    expect(stored?.restreamChannel).toBe('pokered_tv');

    const other = await freshRace();
    const refused = await admin.post(`/api/races/${other.raceId}/restream`, {
      restreamChannel: 'https://www.twitch.tv/pokered_tv/videos',
    });
    expect(refused.statusCode).toBe(400);
    const [unchanged] = await t.db.select().from(races).where(eq(races.id, other.raceId));
    expect(unchanged?.restreamPlanned).toBe(false);
  });

  it('refuses uncancel with one message, whether the other race was seen first or submitted at the same moment', async () => {
    const pair = r.slice(next, next + 2);
    next += 2;
    await createGroup(admin, pair);
    const first = await submitRace(pair);
    await admin.post(`/api/races/${first}/cancel`);
    const second = await submitRace(pair, nowSeconds() + 9 * HOUR_S);
    const refused = await admin.post(`/api/races/${first}/uncancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: UNCANCEL_GROUP_HAS_ACTIVE_RACE });

    await admin.post(`/api/races/${second}/cancel`);
    const [uncancel, submit] = await Promise.all([
      admin.post(`/api/races/${first}/uncancel`),
      pair[1]?.client.post('/api/races/submit', { racer2: pair[0]?.id, raceDateTime: nowSeconds() + 9 * HOUR_S }),
    ]);
    // Exactly one wins (rules §6): the uncancel (200) and the submit is refused (409), or the submit (201, as
    // POST /api/races/submit answers) and the uncancel is refused with the one message.
    if (uncancel.statusCode === 409) {
      expect(uncancel.json()).toEqual({ error: UNCANCEL_GROUP_HAS_ACTIVE_RACE });
      expect(submit?.statusCode, submit?.body).toBe(201);
    } else {
      expect(uncancel.statusCode, uncancel.body).toBe(200);
      expect(submit?.statusCode, submit?.body).toBe(409);
    }
  });
});
