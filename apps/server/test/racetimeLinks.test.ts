/**
 * racetime.gg links (rules §16): a user's own account (POST /api/user/racetime), an admin setting it in the user
 * form (POST /api/admin/add-user and /edit-user), profiles showing it, and a race's room before it starts (POST /api/races/{id}/room).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/privateSchema.ts';
import { races, users } from '../src/db/schema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { changedTables, snapshotDatabase } from './security/support/snapshot.ts';
import {
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  type Runner,
} from './support/tournamentFixtures.ts';

describe('racetime.gg accounts and rooms', () => {
  let t: TestApp;
  let admin: Client;
  let r: Runner[];
  let next = 0;
  const runner = () => {
    const one = r[next++];
    if (!one) throw new Error('out of runners');
    return one;
  };
  const stored = async (id: string) =>
    (await t.db.select({ racetimeId: users.racetimeId }).from(users).where(eq(users.id, id)))[0]?.racetimeId;
  const profile = async (who: Runner) =>
    (await t.anonymous.get(`/api/user/${who.name.toLowerCase()}`)).json<{ racetime: string | null }>().racetime;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    r = await makeRunners(t, 'Rtl', 16);
  });
  afterAll(async () => t.close());

  it('links the caller’s account from a user URL or an id, shows it on the profile, and unlinks with null', async () => {
    const me = runner();
    expect(await profile(me)).toBeNull();
    const linked = await me.client.post('/api/user/racetime', {
      racetime: 'https://racetime.gg/user/xldAMBlqvY3aOP57/ash-ketchum',
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await stored(me.id)).toBe('xldAMBlqvY3aOP57');
    expect(await profile(me)).toBe('xldAMBlqvY3aOP57');
    expect((await me.client.get('/api/user/profile/me')).json<{ racetime: string }>().racetime).toBe(
      'xldAMBlqvY3aOP57',
    );
    expect((await me.client.post('/api/user/racetime', { racetime: 'OtherId123' })).statusCode).toBe(200);
    expect(await stored(me.id)).toBe('OtherId123');
    expect((await me.client.post('/api/user/racetime', { racetime: null })).statusCode).toBe(200);
    expect(await stored(me.id)).toBeNull();
  });

  it('refuses what names no racetime.gg user, and an account linked to someone else, changing nothing', async () => {
    const [me, other] = [runner(), runner()];
    expect((await other.client.post('/api/user/racetime', { racetime: 'TakenId0001' })).statusCode).toBe(200);
    for (const racetime of ['', 'a b', 'https://racetime.gg/pkmnredblue/clever-abra-1234', 'abc\u0000def', 42]) {
      const before = await snapshotDatabase(t.db);
      const response = await me.client.post('/api/user/racetime', { racetime });
      expect(response.statusCode, String(racetime)).toBe(400);
      expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    }
    const taken = await me.client.post('/api/user/racetime', { racetime: 'https://racetime.gg/user/TakenId0001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ error: string }>().error).toMatch(/already linked to another user/);
    expect(await stored(me.id)).toBeNull();
    expect((await t.anonymous.post('/api/user/racetime', { racetime: 'Anyone0001' })).statusCode).toBe(401);
  });

  it('lets an admin set, keep and clear the account in the user form, audited', async () => {
    const who = runner();
    const form = { discordUsername: who.name.toLowerCase(), displayName: who.name, role: 'runner', isAdmin: false };
    expect((await admin.post('/api/admin/edit-user', { ...form, racetime: 'AdminSet001' })).statusCode).toBe(200);
    expect(await stored(who.id)).toBe('AdminSet001');
    expect((await admin.post('/api/admin/edit-user', { ...form, pronouns: 'he/him' })).statusCode).toBe(200);
    expect(await stored(who.id)).toBe('AdminSet001');
    expect((await admin.post('/api/admin/edit-user', { ...form, racetime: null })).statusCode).toBe(200);
    expect(await stored(who.id)).toBeNull();
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.update'), eq(auditLog.targetId, who.id)));
    expect(entries.map((e) => (e.after as { racetimeId: string | null }).racetimeId)).toEqual(
      expect.arrayContaining(['AdminSet001', null]),
    );
  });

  it('refuses an admin giving one account to a second user, also for a new user', async () => {
    const [holder, who] = [runner(), runner()];
    expect((await holder.client.post('/api/user/racetime', { racetime: 'HeldByOne01' })).statusCode).toBe(200);
    const base = { displayName: 'X', role: 'runner', isAdmin: false, racetime: 'HeldByOne01' };
    const existing = await admin.post('/api/admin/edit-user', { ...base, discordUsername: who.name.toLowerCase() });
    expect(existing.statusCode).toBe(409);
    const before = await snapshotDatabase(t.db);
    const added = await admin.post('/api/admin/add-user', { ...base, discordUsername: 'rtl_newcomer' });
    expect(added.statusCode).toBe(409);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
  });

  describe('POST /api/races/{id}/room', () => {
    const freshRace = async () => {
      const pair = [runner(), runner()];
      return { pair, raceId: await groupWithRace(admin, pair) };
    };

    it('lets a racer set the room from its URL, stored as category/slug, audited; an admin may too, and clear it', async () => {
      const { pair, raceId } = await freshRace();
      const racer = pair[1] as Runner;
      const set = await racer.client.post(`/api/races/${raceId}/room`, {
        room: 'https://racetime.gg/pkmnredblue/Clever-Abra-1234',
      });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json<{ race: { raceTimeId: string } }>().race.raceTimeId).toBe('pkmnredblue/clever-abra-1234');
      expect((await t.anonymous.get(`/api/races/${raceId}`)).json<{ raceTimeId: string }>().raceTimeId).toBe(
        'pkmnredblue/clever-abra-1234',
      );
      const [entry] = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'race.room'), eq(auditLog.targetId, raceId)));
      expect(entry).toMatchObject({ actorId: racer.id, before: { raceTimeId: null } });
      expect((await admin.post(`/api/races/${raceId}/room`, { room: 'pkmnredblue/other-room-0002' })).statusCode).toBe(
        200,
      );
      const cleared = await admin.post(`/api/races/${raceId}/room`, { room: null });
      expect(cleared.json<{ race: { raceTimeId: string | null } }>().race.raceTimeId).toBeNull();
    });

    it('refuses someone who is not a racer, a bad room, a cancelled race and a completed race, changing nothing', async () => {
      const { pair, raceId } = await freshRace();
      const stranger = runner();
      const refusals: [Client, unknown, number][] = [
        [stranger.client, { room: 'pkmnredblue/room-0003' }, 403],
        [t.anonymous, { room: 'pkmnredblue/room-0003' }, 401],
        [admin, { room: 'not a room' }, 400],
        [admin, { room: 'pkmnredblue/room\u202e-0003' }, 400],
        [admin, {}, 400],
      ];
      for (const [who, body, status] of refusals) {
        const before = await snapshotDatabase(t.db);
        const response = await who.post(`/api/races/${raceId}/room`, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(status);
        expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
      }
      expect((await admin.post(`/api/races/${crypto.randomUUID()}/room`, { room: 'a/b' })).statusCode).toBe(404);

      expect((await admin.post(`/api/races/${raceId}/cancel`)).statusCode).toBe(200);
      const cancelled = await (pair[0] as Runner).client.post(`/api/races/${raceId}/room`, { room: 'pkmnredblue/r-1' });
      expect(cancelled.statusCode).toBe(409);

      const other = await freshRace();
      await recordOk(admin, other.raceId, [
        finished(other.pair[0] as Runner, 3_600_000),
        finished(other.pair[1] as Runner, 3_700_000),
      ]);
      const completed = await admin.post(`/api/races/${other.raceId}/room`, { room: 'pkmnredblue/r-2' });
      expect(completed.statusCode).toBe(409);
      const [row] = await t.db.select({ id: races.raceTimeId }).from(races).where(eq(races.id, other.raceId));
      expect(row?.id).not.toBe('pkmnredblue/r-2');
    });
  });
});
