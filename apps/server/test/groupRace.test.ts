/**
 * An admin books, moves and fixes a group's race (rules §23): `POST /api/admin/groups/{id}/race`, audited; refusals
 * change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { GROUP_RACE_COMPLETED, GROUP_RACE_RACERS_NOT_MEMBERS } from '@pokered/core/groupBooking';
import { RACE_ALREADY_SCHEDULED, RACE_IN_PAST } from '@pokered/core/schemas/races';
import { races } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  createGroup,
  finished,
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
  race: {
    _id: string;
    raceDateTime: number;
    racer1: { _id: string };
    racer2: { _id: string };
    racer3: { _id: string } | null;
  };
}

describe('POST /api/admin/groups/{id}/race', () => {
  let t: TestApp;
  let admin: Client;
  let r: Runner[];
  let next = 0;
  /** A fresh group of three runners without a race. */
  const freshGroup = async () => {
    const trio = r.slice(next, next + 3);
    next += 3;
    return { trio, groupId: await createGroup(admin, trio) };
  };
  const ids = (trio: Runner[]) => trio.map((runner) => runner.id);
  const groupRaces = (groupId: string) => t.db.select().from(races).where(eq(races.groupId, groupId));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'Book', 18);
  });
  afterAll(async () => {
    await t.close();
  });

  it('books a group without a race, audited, and the group then cannot submit a second one', async () => {
    const { trio, groupId } = await freshGroup();
    const [a, b, c] = ids(trio);
    const start = nowSeconds() + 5 * HOUR_S;
    const booked = await admin.post(`/api/admin/groups/${groupId}/race`, {
      racer1: a,
      racer2: b,
      racer3: c,
      raceDateTime: start,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const body = booked.json<RaceAnswer>();
    expect(body.message).toBe('Race booked.');
    expect(body.race).toMatchObject({
      raceDateTime: start,
      racer1: { _id: a },
      racer2: { _id: b },
      racer3: { _id: c },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.race-book'), eq(auditLog.targetId, body.race._id)));
    expect(entry?.actorId).toBe(admin.userId);
    const again = await trio[0]?.client.post('/api/races/submit', { racer2: b, raceDateTime: start + HOUR_S });
    expect(again?.json()).toEqual({ error: RACE_ALREADY_SCHEDULED });
  });

  it('adds the member a runner left out and moves the race, in one audited change', async () => {
    const { trio, groupId } = await freshGroup();
    const [a, b, c] = ids(trio);
    const raceId = await submitRace(trio.slice(0, 2));
    const start = nowSeconds() + 9 * HOUR_S;
    const fixed = await admin.post(`/api/admin/groups/${groupId}/race`, {
      racer1: a,
      racer2: b,
      racer3: c,
      raceDateTime: start,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json<RaceAnswer>()).toMatchObject({
      message: 'Race updated.',
      race: { _id: raceId, raceDateTime: start, racer3: { _id: c } },
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'group.race-fix'), eq(auditLog.targetId, raceId)));
    expect((entry?.before as { racer3: string | null }).racer3).toBeNull();
    expect((entry?.after as { racer3: string | null }).racer3).toBe(c);
    expect(await groupRaces(groupId)).toHaveLength(1);
  });

  it('fixes the racers of a started race keeping its start, but refuses another start in the past', async () => {
    const { trio, groupId } = await freshGroup();
    const [a, b, c] = ids(trio);
    const raceId = await submitRace(trio.slice(0, 2));
    const started = nowSeconds() - HOUR_S;
    await t.db.update(races).set({ raceDateTime: started }).where(eq(races.id, raceId));
    const earlier = await admin.post(`/api/admin/groups/${groupId}/race`, {
      racer1: a,
      racer2: b,
      racer3: c,
      raceDateTime: started - 60,
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json()).toEqual({ error: RACE_IN_PAST });
    const fixed = await admin.post(`/api/admin/groups/${groupId}/race`, {
      racer1: a,
      racer2: b,
      racer3: c,
      raceDateTime: started,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
  });

  it('refuses non-members, a completed race, non-admins and unknown groups, changing nothing', async () => {
    const { trio, groupId } = await freshGroup();
    const [a, b] = ids(trio);
    const stranger = r[r.length - 1]?.id;
    const start = nowSeconds() + 5 * HOUR_S;
    const outsider = await admin.post(`/api/admin/groups/${groupId}/race`, {
      racer1: a,
      racer2: stranger,
      raceDateTime: start,
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json()).toEqual({ error: GROUP_RACE_RACERS_NOT_MEMBERS });
    const blank = await admin.post(`/api/admin/groups/${groupId}/race`, { racer1: a });
    expect(blank.statusCode).toBe(400);
    expect(await groupRaces(groupId)).toHaveLength(0);
    const byRunner = await trio[0]?.client.post(`/api/admin/groups/${groupId}/race`, {
      racer1: a,
      racer2: b,
      raceDateTime: start,
    });
    expect(byRunner?.statusCode).toBe(403);
    const unknown = await admin.post('/api/admin/groups/00000000-0000-4000-8000-000000000000/race', {
      racer1: a,
      racer2: b,
      raceDateTime: start,
    });
    expect(unknown.statusCode).toBe(404);

    const raceId = await submitRace(trio.slice(0, 2));
    await recordOk(admin, raceId, [finished(a ?? '', 7_000_000), finished(b ?? '', 7_100_000)]);
    const onCompleted = await admin.post(`/api/admin/groups/${groupId}/race`, {
      racer1: b,
      racer2: a,
      raceDateTime: start,
    });
    expect(onCompleted.statusCode).toBe(409);
    expect(onCompleted.json()).toEqual({ error: GROUP_RACE_COMPLETED });
  });

  it('keeps when a race recorded before its planned start was played, through a correction', async () => {
    const { trio } = await freshGroup();
    const [a, b] = ids(trio);
    const raceId = await submitRace(trio.slice(0, 2), nowSeconds() + 2 * 86_400);
    const before = nowSeconds();
    await recordOk(admin, raceId, [finished(a ?? '', 7_000_000), finished(b ?? '', 7_100_000)]);
    const played = (await admin.get(`/api/races/${raceId}`)).json<{ playedAt: number | null }>().playedAt;
    expect(played).toBeGreaterThanOrEqual(before);
    await recordOk(admin, raceId, [finished(b ?? '', 7_000_000), finished(a ?? '', 7_100_000)]);
    expect((await admin.get(`/api/races/${raceId}`)).json<{ playedAt: number | null }>().playedAt).toBe(played);
  });
});
