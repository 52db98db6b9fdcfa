/** GET /api/admin/audit: filters, pagination, and a result correction keeping the earlier result. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { auditLog } from '../../src/db/privateSchema.ts';
import { recordAudit } from '../../src/features/audit/mutations.ts';
import { createTestApp, type Client, type TestApp } from '../support/app.ts';
import { createWorld, type World } from './support/world.ts';

interface AuditPage {
  entries: {
    _id: string;
    at: string;
    action: string;
    targetId: string | null;
    actor: { _id: string; discordUsername: string } | null;
    before: unknown;
    after: unknown;
  }[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
  actions: string[];
  actors: { _id: string; discordUsername: string }[];
}

describe('audit log', () => {
  let t: TestApp;
  let world: World;
  let admin: Client;
  let otherAdmin: Client;

  beforeAll(async () => {
    t = await createTestApp();
    world = await createWorld(t);
    admin = world.admin;
    otherAdmin = await t.as('sec_other_admin', { isAdmin: true });
    // 60 entries by the first admin a minute apart (newest = i 59), 5 by the other one, on known days.
    const base = Date.parse('2026-09-15T10:00:00.000Z');
    for (let i = 0; i < 60; i++) {
      await t.db.transaction((tx) =>
        recordAudit(tx, {
          actorId: admin.userId ?? '',
          action: i % 2 === 0 ? 'race.cancel' : 'race.uncancel',
          targetType: 'race',
          targetId: `r${String(i)}`,
          before: { i },
          after: { i: i + 1 },
        }),
      );
    }
    for (let i = 0; i < 5; i++) {
      await t.db.transaction((tx) =>
        recordAudit(tx, {
          actorId: otherAdmin.userId ?? '',
          action: 'user.add',
          targetType: 'user',
          targetId: `u${String(i)}`,
          before: null,
          after: { i },
        }),
      );
    }
    // Spread the timestamps so date filters have something to cut.
    const rows = await t.db.select({ id: auditLog.id, targetId: auditLog.targetId }).from(auditLog);
    for (const row of rows) {
      const n = Number((row.targetId ?? 'x0').slice(1));
      const offsetDays = row.targetId?.startsWith('u') ? 10 : 0;
      await t.db
        .update(auditLog)
        .set({ at: new Date(base + offsetDays * 86_400_000 + n * 60_000) })
        .where(eq(auditLog.id, row.id));
    }
  });
  afterAll(async () => t.close());

  const read = async (query: string) => {
    const response = await admin.get(`/api/admin/audit${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AuditPage>();
  };

  it('lists newest first, 50 a page, with the filter options', async () => {
    const first = await read('');
    expect(first.total).toBe(65);
    expect(first.totalPages).toBe(2);
    expect(first.entries).toHaveLength(50);
    expect(first.entries[0]?.action).toBe('user.add');
    const times = first.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const second = await read('?page=2');
    expect(second.entries).toHaveLength(15);
    const ids = new Set([...first.entries, ...second.entries].map((e) => e._id));
    expect(ids.size).toBe(65);
    expect(first.actions).toEqual(['race.cancel', 'race.uncancel', 'user.add']);
    expect(first.actors.map((a) => a.discordUsername).sort()).toEqual(['sec_admin', 'sec_other_admin']);
  });

  it('filters by action, by actor (id or Discord username, any case) and by dates', async () => {
    expect((await read('?action=race.cancel')).total).toBe(30);
    expect((await read(`?actor=${otherAdmin.userId ?? ''}`)).total).toBe(5);
    const byName = await read('?actor=SEC_Other_Admin');
    expect(byName.total).toBe(5);
    expect(byName.entries.every((e) => e.actor?.discordUsername === 'sec_other_admin')).toBe(true);
    expect((await read('?actor=nobody_here')).total).toBe(0);
    expect((await read('?from=2026-09-20')).total).toBe(5);
    expect((await read('?to=2026-09-15')).total).toBe(60);
    expect((await read('?from=2026-09-15T10:10:00Z&to=2026-09-15T10:19:00Z&action=race.uncancel')).total).toBe(5);
  });

  it('treats blank filters as none, as a form sends them', async () => {
    expect((await read('?action=&actor=&from=&to=&page=')).total).toBe(65);
  });

  it('answers 400 {error} to malformed filters', async () => {
    for (const query of [
      '?from=yesterday',
      '?to=2026-13-45',
      '?page=0',
      '?page=abc',
      '?from=2026-10-02&to=2026-10-01',
    ]) {
      const response = await admin.get(`/api/admin/audit${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ error: expect.any(String) });
    }
  });

  it('keeps the earlier result in the log when a result is corrected', async () => {
    // The other tests count the 65 entries made above: take this test's entries away again, whatever the order.
    onTestFinished(async () => {
      await t.db.delete(auditLog).where(eq(auditLog.targetId, world.raceId));
    });
    const first = {
      raceTimeId: 'pkmnredblue/first-try-0001',
      results: [
        {
          racer: world.runnerId,
          status: 'Finished',
          finishTime: { hours: 1, minutes: 52, seconds: 10, milliseconds: 500 },
          dnfOrder: null,
        },
        {
          racer: world.mateIds[0],
          status: 'Finished',
          finishTime: { hours: 1, minutes: 58, seconds: 0, milliseconds: 0 },
          dnfOrder: null,
        },
        {
          racer: world.mateIds[1],
          status: 'DNF',
          finishTime: { hours: 0, minutes: 0, seconds: 0, milliseconds: 0 },
          dnfOrder: 1,
        },
      ],
    };
    const corrected = {
      ...first,
      raceTimeId: 'pkmnredblue/corrected-0002',
      results: [first.results[1], first.results[0], first.results[2]].map((r, i) =>
        i === 0 && r ? { ...r, finishTime: { hours: 1, minutes: 40, seconds: 0, milliseconds: 0 } } : r,
      ),
    };
    expect((await admin.post(`/api/races/${world.raceId}/complete`, first)).statusCode).toBe(200);
    expect((await admin.post(`/api/races/${world.raceId}/complete`, corrected)).statusCode).toBe(200);
    const all = [...(await read('')).entries, ...(await read('?page=2')).entries].filter(
      (e) => e.targetId === world.raceId,
    );
    expect(all).toHaveLength(2);
    const [correction, original] = all;
    // The earlier result is in the log twice: as what was recorded first, and as what the correction replaced.
    expect(JSON.stringify(original?.after)).toContain('first-try-0001');
    expect(JSON.stringify(correction?.before)).toContain('first-try-0001');
    expect(JSON.stringify(correction?.after)).toContain('corrected-0002');
    expect(correction?.actor?._id).toBe(admin.userId);
  });
});
