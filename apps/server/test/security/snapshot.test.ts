/** The table dump the security tests rely on notices every kind of change, so "unchanged" means something. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tournament, users } from '../../src/db/schema.ts';
import { auditLog } from '../../src/db/privateSchema.ts';
import { recordAudit } from '../../src/features/audit/mutations.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { changedTables, snapshotDatabase, tableNames } from './support/snapshot.ts';

describe('database snapshot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('covers every table of the schema', () => {
    expect(tableNames).toEqual(
      expect.arrayContaining(['users', 'sessions', 'races', 'race_results', 'audit_log', 'rate_limits', 'tournament']),
    );
  });

  it('is stable when nothing changes, and names the tables that did', async () => {
    const before = await snapshotDatabase(t.db);
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual([]);
    await t.db.insert(users).values({ discordUsername: 'snap_user', displayName: 'Snap' });
    const afterInsert = await snapshotDatabase(t.db);
    expect(changedTables(before, afterInsert)).toEqual(['users']);
    await t.db.update(tournament).set({ stage: 'Round 2' }).where(eq(tournament.id, 1));
    expect(changedTables(afterInsert, await snapshotDatabase(t.db))).toEqual(['tournament']);
  });

  it('sees a change deep inside a jsonb value', async () => {
    const actor = await t.as('snap_actor');
    await t.db.transaction((tx) =>
      recordAudit(tx, {
        actorId: actor.userId ?? '',
        action: 'x',
        targetType: 'y',
        targetId: null,
        before: { a: { b: 1 } },
        after: null,
      }),
    );
    const before = await snapshotDatabase(t.db);
    await t.db.update(auditLog).set({ before: { a: { b: 2 } } });
    expect(changedTables(before, await snapshotDatabase(t.db))).toEqual(['audit_log']);
  });
});
