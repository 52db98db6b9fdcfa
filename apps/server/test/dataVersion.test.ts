/** The data version and values kept per version (src/db/dataVersion.ts). */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perDataVersion, readDataVersion } from '../src/db/dataVersion.ts';
import { tournament, users } from '../src/db/schema.ts';
import { auditLog, sessions } from '../src/db/privateSchema.ts';
import type { TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';

describe('data version', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('changes when a transaction that wrote a public table commits, once however many rows it wrote', async () => {
    const before = await readDataVersion(t.db);
    const seen: (string | null)[] = [];
    await t.db.transaction(async (tx) => {
      await tx.insert(users).values([
        { discordUsername: 'dv1', displayName: 'Dv1' },
        { discordUsername: 'dv2', displayName: 'Dv2' },
      ]);
      await tx.update(tournament).set({ updatedAt: new Date() }).where(eq(tournament.id, 1));
      // Not before the commit: other readers must not see a new token for data they cannot see yet.
      seen.push(await readDataVersion(tx));
    });
    expect(seen).toEqual([before]);
    expect(await readDataVersion(t.db)).not.toBe(before);
  });

  it('stays the same after a rolled-back transaction and after writes to tables no public read shows', async () => {
    // Its own session owner, made before the version is read: not a user another test may not have made yet.
    const [user] = await t.db
      .insert(users)
      .values({ discordUsername: 'dv-session-owner', displayName: 'Dv Session Owner' })
      .returning({ id: users.id });
    const before = await readDataVersion(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.insert(users).values({ discordUsername: 'dv3', displayName: 'Dv3' });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    if (!user) throw new Error('no user inserted');
    await t.db
      .insert(sessions)
      .values({ idHash: 'dv-session', userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
    await t.db.insert(auditLog).values({ action: 'test', targetType: 'test' });
    expect(await readDataVersion(t.db)).toBe(before);
  });

  it('keeps a derived value until the next change', async () => {
    let builds = 0;
    const userCount = perDataVersion(async (db) => {
      builds++;
      return (await db.select({ id: users.id }).from(users)).length;
    });
    const first = await userCount(t.db);
    expect(await userCount(t.db)).toBe(first);
    expect(builds).toBe(1);
    await t.db.insert(users).values({ discordUsername: 'dv4', displayName: 'Dv4' });
    expect(await userCount(t.db)).toBe(first + 1);
    expect(builds).toBe(2);
  });
});
