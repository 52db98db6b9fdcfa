/**
 * rules §28 over HTTP: the seed commitment binds the admin. Every draft is public (its seed hash) from the moment it
 * is made; a dropped draft stays public, its seed revealed so anyone can see what it drew; confirming drops the
 * round's other open drafts; and the confirmed draw says how many drafts came before it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawGroups } from '@pokered/core/draw';
import { hashSeed } from '@pokered/core/drawRandom';
import type { Draw } from '@pokered/core/schemas/draws';
import { auditLog } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { insertPeople } from './support/people.ts';

describe('a binding draw (rules §28)', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.as('history_admin', { isAdmin: true });
    await insertPeople(
      t.db,
      Array.from({ length: 9 }, (_, i) => ({
        discordUsername: `history_r${String(i)}`,
        displayName: `History ${String(i)}`,
        role: 'runner' as const,
        currentBracket: 'Normal' as const,
      })),
    );
  });
  afterAll(async () => t.close());

  const asDraw = (response: { body: string }) => JSON.parse(response.body) as Draw;
  const publicList = async () => JSON.parse((await t.anonymous.get('/api/draws')).body) as Draw[];
  const makeDraft = async () => {
    const response = await admin.post('/api/admin/draws', {});
    expect(response.statusCode, response.body).toBe(201);
    return asDraw(response);
  };

  it('publishes each draft when made, keeps dropped ones public, and counts them on the confirmed draw', async () => {
    // An admin who keeps drawing until the groups suit: every attempt is on record, in order.
    const dropped: Draw[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const draft = await makeDraft();
      expect(draft.draftsBefore).toBe(attempt);
      const seen = (await publicList()).find((draw) => draw._id === draft._id);
      expect(seen).toMatchObject({ status: 'draft', seedHash: draft.seedHash, seed: null, groups: [], order: [] });
      const drop = await admin.request('DELETE', `/api/admin/draws/${draft._id}`);
      expect(drop.statusCode, drop.body).toBe(200);
      dropped.push(draft);
    }

    for (const draft of dropped) {
      const published = asDraw(await t.anonymous.get(`/api/draws/${draft._id}`));
      expect(published).toMatchObject({ status: 'dropped', seedHash: draft.seedHash, groups: draft.groups });
      expect(published.droppedAt).not.toBeNull();
      // The revealed seed is the one committed to, and it gives exactly the groups the admin saw and dropped.
      const seed = published.seed ?? '';
      expect(hashSeed(seed)).toBe(draft.seedHash);
      expect(drawGroups(seed, published.order, published.pastPairings).groups).toEqual(draft.groups);
      for (const [sent, message] of [
        [admin.post(`/api/admin/draws/${draft._id}/confirm`), /was dropped/],
        [admin.request('PUT', `/api/admin/draws/${draft._id}`, { groups: draft.groups }), /was dropped/],
        [admin.request('DELETE', `/api/admin/draws/${draft._id}`), /was dropped/],
      ] as const) {
        const response = await sent;
        expect(response.statusCode).toBe(409);
        expect(response.body).toMatch(message);
      }
    }

    // Two open drafts at once: confirming one drops the other, which joins the history with its seed.
    const chosen = await makeDraft();
    const other = await makeDraft();
    const confirmed = await admin.post(`/api/admin/draws/${chosen._id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const published = asDraw(await t.anonymous.get(`/api/draws/${chosen._id}`));
    expect(published).toMatchObject({ status: 'confirmed', draftsBefore: 4 });
    const otherNow = asDraw(await t.anonymous.get(`/api/draws/${other._id}`));
    expect(otherNow).toMatchObject({ status: 'dropped', groups: other.groups });
    expect(hashSeed(otherNow.seed ?? '')).toBe(other.seedHash);

    const history = await publicList();
    expect(history.map((draw) => draw.status)).toEqual(['dropped', 'confirmed', 'dropped', 'dropped', 'dropped']);
    const [confirmAudit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'draw.confirm'));
    expect(confirmAudit?.after).toMatchObject({ droppedDrafts: [other._id] });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'draw.drop'))).toHaveLength(3);
  });
});
