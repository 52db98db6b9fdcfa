/**
 * Imported people (rules §40): a profile of their own that no login binds to, listed in Admin → Imported people with
 * their likely match; Confirm moves only their imported seasons' rows to the chosen user, Keep apart leaves them;
 * both audited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ImportedPerson } from '@pokered/core/schemas/importedPeople';
import { logInDevelopmentUser, logInDiscordUser } from '../src/auth/loginUser.ts';
import { seasonEntries } from '../src/db/entrySchema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import { hallOfFame, users } from '../src/db/schema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { dumpFolder, runImport } from './support/importRun.ts';
import { oldSiteSeason } from './support/oldSiteSeason.ts';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.as('boss', { isAdmin: true });
  // gary.oak already has an account here, entered in the current season (2026).
  await t.as('gary.oak', { displayName: 'Gary Today', role: 'runner' });
  const run = await runImport(t.db, dumpFolder(oldSiteSeason()));
  if (run.refused !== null) throw new Error(run.refused);
});
afterAll(() => t.close());

const NO_ADMINS = { ids: [], usernames: [] };
const list = async () => (await admin.get('/api/admin/imported-people')).json<ImportedPerson[]>();
const personNamed = async (name: string) => {
  const found = (await list()).find((p) => p.name === name);
  if (!found) throw new Error(`no imported ${name}`);
  return found;
};

describe('imported people (rules §40)', () => {
  it('lists each imported name with its profile, seasons and likely match', async () => {
    const people = await list();
    expect(people).toHaveLength(11);
    const erika = people.find((p) => p.name === 'erika');
    expect(erika).toMatchObject({ status: 'pending', years: [2025], likelyMatch: null });
    expect(erika?.profile?.discordUsername).toBe('erika..old');
    const anonymous = await t.anonymous.get('/api/admin/imported-people');
    expect(anonymous.statusCode).toBe(401);
  });

  it('never lets a login bind to an imported profile', async () => {
    const misty = await personNamed('misty');
    const discord = { globalName: null, discordId: '777', avatarUrl: null };
    // A Discord login with the old name is a new user of its own.
    const fresh = await logInDiscordUser(t.db, { ...discord, username: 'misty' }, NO_ADMINS);
    expect(fresh).not.toEqual({ userId: misty.profile?.userId });
    // The profile's own username (which Discord never gives: it holds '..') is refused, not bound.
    const taken = await logInDiscordUser(t.db, { ...discord, discordId: '778', username: 'misty..old' }, NO_ADMINS);
    expect(taken).toEqual({ refused: 'The username belongs to a profile imported from the earlier site.' });
    await expect(logInDevelopmentUser(t.db, 'misty..old', [])).rejects.toThrow(/imported from the earlier site/);
    const [profile] = await t.db
      .select()
      .from(users)
      .where(eq(users.id, misty.profile?.userId ?? ''));
    expect(profile?.discordId).toBeNull();
  });

  it('keeps a person apart, audited', async () => {
    const koga = await personNamed('koga');
    const answer = await admin.post(`/api/admin/imported-people/${koga.id}/keep-apart`);
    expect(answer.json()).toEqual({ message: 'koga stays a profile of their own.' });
    expect((await personNamed('koga')).status).toBe('apart');
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'imported-person.keep-apart'));
    expect(audit).toHaveLength(1);
  });

  it('confirms the likely match: only the imported season moves, and its figures and podium follow', async () => {
    const gary = await personNamed('gary.oak');
    const today = gary.likelyMatch;
    expect(today).toMatchObject({ discordUsername: 'gary.oak', displayName: 'Gary Today' });
    const refused = await admin.post(`/api/admin/imported-people/${gary.id}/confirm`, { userId: gary.profile?.userId });
    expect(refused.statusCode).toBe(400);
    const answer = await admin.post(`/api/admin/imported-people/${gary.id}/confirm`, { userId: today?.userId });
    expect(answer.statusCode).toBe(200);
    const entries = await t.db
      .select()
      .from(seasonEntries)
      .where(eq(seasonEntries.userId, today?.userId ?? ''));
    expect(entries.map((e) => e.year).sort()).toEqual([2025, 2026]);
    expect(entries.find((e) => e.year === 2025)?.points).toBeGreaterThan(0);
    expect(entries.find((e) => e.year === 2026)?.points).toBe(0);
    const [hall] = await t.db.select().from(hallOfFame).where(eq(hallOfFame.year, 2025));
    expect(hall?.gold).toEqual({ name: 'Gary Today', userId: today?.userId });
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.id, gary.profile?.userId ?? '')),
    ).toEqual([]);
    expect(await personNamed('gary.oak')).toMatchObject({ status: 'confirmed', profile: null, mergedInto: today });
    const again = await admin.post(`/api/admin/imported-people/${gary.id}/confirm`, { userId: today?.userId });
    expect(again.statusCode).toBe(409);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'imported-person.confirm'), eq(auditLog.targetId, gary.id)));
    expect(audit[0]?.after).toMatchObject({ status: 'confirmed', mergedInto: today?.userId, years: [2025] });
  });

  it('refuses to join two people who raced each other', async () => {
    const [ash, brock] = [await personNamed('AshKetchum'), await personNamed('Brock_')];
    const answer = await admin.post(`/api/admin/imported-people/${ash.id}/confirm`, { userId: brock.profile?.userId });
    expect(answer.statusCode).toBe(400);
    const chosen = await t.as('some_user');
    const unknown = await admin.post(`/api/admin/imported-people/${brock.id}/confirm`, {
      discordUsername: 'nobody_here',
    });
    expect(unknown.json()).toEqual({ error: 'No user nobody_here on this site.' });
    // Choose another user: by Discord username.
    const ok = await admin.post(`/api/admin/imported-people/${brock.id}/confirm`, { discordUsername: 'Some_User' });
    expect(ok.json()).toEqual({
      message: "Brock_ is confirmed as some_user: their imported seasons are now some_user's.",
    });
    expect(chosen.userId).not.toBeNull();
    const clash = await admin.post(`/api/admin/imported-people/${ash.id}/confirm`, { userId: chosen.userId });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ error: string }>().error).toMatch(/cannot be one person/);
  });
});
