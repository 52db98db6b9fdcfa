/**
 * The group draw over HTTP (rules §13): a Round 1 draft, edited and confirmed, recomputed by anyone from what
 * GET /api/draws/{id} publishes; a Round 2 draft seeded by the standings that avoids earlier pairings; bad
 * input answering 400 and changing nothing; the 409s; and the audit entries.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { drawGroups, potsOf, type DrawnGroup } from '@pokered/core/draw';
import { hashSeed, shuffledOrder } from '@pokered/core/drawRandom';
import type { Draw } from '@pokered/core/schemas/draws';
import { draws, groupMembers, groups } from '../src/db/schema.ts';
import { auditLog } from '../src/db/privateSchema.ts';
import { createTestApp, type Client, type TestApp } from './support/app.ts';
import { updatePerson } from './support/people.ts';
import {
  asDraw,
  confirmedDraw,
  drawWorld,
  droppedDraft,
  editedDraft,
  madeDraft,
  roundTwoBegun,
  swapped,
  type DrawWorld,
} from './support/drawWorld.ts';

describe('group draw (rules §13)', () => {
  let t: TestApp;
  let world: DrawWorld;
  let admin: Client;
  let runner: Client;
  let ids: string[];
  let names: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());
  // Every test starts from the 20 runners of Round 1 and builds the draws it needs (test/support/drawWorld.ts).
  beforeEach(async () => {
    world = await drawWorld(t);
    ({ admin, runner, ids, names } = world);
  });

  const asDraws = (response: { body: string }) => JSON.parse(response.body) as Draw[];
  const errorOf = (response: { body: string }) => (JSON.parse(response.body) as { error: string }).error;
  const drawRow = async (id: string) => (await t.db.select().from(draws).where(eq(draws.id, id)))[0];
  const auditOf = (id: string) =>
    t.db.select().from(auditLog).where(eq(auditLog.targetId, id)).orderBy(asc(auditLog.at));

  /** Every runner exactly once, and the structure of rules §13. */
  function expectValidGroups(draw: Draw, everyone: readonly string[]) {
    expect(draw.groups.flatMap((g) => g.members).sort()).toEqual([...everyone].sort());
    for (const { bracket, runners } of draw.order) {
      const mine = draw.groups.filter((g) => g.bracket === bracket);
      const [pot1] = potsOf(runners);
      expect(mine.map((g) => g.members[0])).toEqual(pot1);
    }
  }

  describe('Round 1: draft, edit, confirm, recompute', () => {
    it('takes the admin order as Round 1 seeding, and drops a draft', async () => {
      const given = [...ids].reverse();
      const response = await admin.post('/api/admin/draws', { order: given });
      expect(response.statusCode, response.body).toBe(201);
      const answer = asDraw(response);
      expect(answer.order).toEqual([{ bracket: 'Normal', runners: given }]);
      expectValidGroups(answer, ids);
      const dropped = await admin.request('DELETE', `/api/admin/draws/${answer._id}`);
      expect(dropped.statusCode, dropped.body).toBe(200);
      // rules §28: kept, public, its seed revealed.
      expect((await drawRow(answer._id))?.status).toBe('dropped');
    });

    it('refuses an order that does not list every runner of the round once, changing nothing', async () => {
      const [first = '', second = ''] = ids;
      const cases: [unknown[], RegExp][] = [
        [[...ids, first], /lists Drawn 00 twice/],
        [ids.slice(1), /leaves out Drawn 00/],
        [[...ids, crypto.randomUUID()], /who is not a runner/],
        [[...ids.slice(2), runner.userId, first, second], /Draw_runner_self, who is not drawn/i],
      ];
      const before = await t.db.select().from(draws);
      for (const [order, message] of cases) {
        const response = await admin.post('/api/admin/draws', { order });
        expect(response.statusCode, response.body).toBe(400);
        expect(errorOf(response)).toMatch(message);
      }
      expect(await t.db.select().from(draws)).toEqual(before);
    });

    it('makes a draft with a published seed hash and no seed', async () => {
      await droppedDraft(world);
      const response = await admin.post('/api/admin/draws', {});
      expect(response.statusCode, response.body).toBe(201);
      const draft = asDraw(response);
      expect(draft).toMatchObject({ round: 'Round 1', status: 'draft', seed: null, edited: false, repeats: 0 });
      expect(draft.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(response.body).not.toContain((await drawRow(draft._id))?.seed);
      expect(draft.groups).toHaveLength(7);
      expect(draft.groups.map((g) => g.members.length)).toEqual([3, 3, 3, 3, 3, 3, 2]);
      expectValidGroups(draft, ids);
    });

    it('shows everyone a draft’s seed hash at once, its groups to admins only, and its seed to no one', async () => {
      const draft = await madeDraft(world);
      for (const viewer of [t.anonymous, runner]) {
        const seen = await viewer.get(`/api/draws/${draft._id}`);
        expect(seen.statusCode).toBe(200);
        expect(asDraw(seen)).toMatchObject({ status: 'draft', seedHash: draft.seedHash, seed: null, groups: [] });
      }
      expect(asDraws(await t.anonymous.get('/api/draws'))[0]).toMatchObject({ _id: draft._id, draftsBefore: 1 });
      const seen = await admin.get(`/api/draws/${draft._id}`);
      expect(asDraw(seen)).toEqual(draft);
      expect(asDraws(await admin.get('/api/draws')).map((d) => d.status)).toEqual(['draft', 'dropped']);
      expect((await runner.post('/api/admin/draws', {})).statusCode).toBe(403);
    });

    it('refuses hand edits that do not place every drawn runner exactly once, changing nothing', async () => {
      const draft = await madeDraft(world);
      const [g1, g2, ...rest] = draft.groups as [DrawnGroup, DrawnGroup, ...DrawnGroup[]];
      const stranger = runner.userId ?? '';
      const cases: [DrawnGroup[], string][] = [
        [[g1, { ...g2, members: [...g2.members.slice(0, 2), g1.members[0] ?? ''] }, ...rest], 'is placed twice'],
        [[g1, ...rest], `${names.get(g2.members[0] ?? '') ?? '?'} is in no group`],
        [[g1, { ...g2, members: [...g2.members, stranger] }, ...rest], 'has 4 runners: a group needs 2 or 3'],
        [[g1, { ...g2, members: [...g2.members.slice(0, 2), stranger] }, ...rest], 'is not drawn in this round'],
        [[g1, { ...g2, bracket: 'Ascension' }, ...rest], 'but Drawn'],
      ];
      const before = await drawRow(draft._id);
      for (const [groupsSent, message] of cases) {
        const response = await admin.request('PUT', `/api/admin/draws/${draft._id}`, { groups: groupsSent });
        expect(response.statusCode, response.body).toBe(400);
        expect(errorOf(response)).toContain(message);
      }
      expect(await drawRow(draft._id)).toEqual(before);
    });

    it('takes a hand edit (a swap between groups) and marks the draft edited', async () => {
      const draft = await madeDraft(world);
      // Groups 1 and 2 swap their second runners.
      const edited = swapped(draft);
      const response = await admin.request('PUT', `/api/admin/draws/${draft._id}`, { groups: edited });
      expect(response.statusCode, response.body).toBe(200);
      expect(asDraw(response)).toMatchObject({ status: 'draft', edited: true, groups: edited, seed: null });
    });

    it('confirms: every group created at once, in draw order, and the seed revealed', async () => {
      const { draft, edited } = await editedDraft(world);
      const response = await admin.post(`/api/admin/draws/${draft._id}/confirm`);
      expect(response.statusCode, response.body).toBe(200);
      const confirmed = asDraw(response);
      expect(confirmed).toMatchObject({ status: 'confirmed', edited: true, groups: edited });
      expect(confirmed.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(confirmed.confirmedAt).not.toBeNull();
      const created = await t.db.select().from(groups).where(eq(groups.round, 'Round 1')).orderBy(groups.groupNumber);
      expect(created.map((g) => g.groupNumber)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const members = await t.db.select().from(groupMembers).where(eq(groupMembers.round, 'Round 1'));
      created.forEach((group, index) => {
        const mine = members.filter((m) => m.groupId === group.id).sort((a, b) => a.pot - b.pot);
        expect(mine.map((m) => m.userId)).toEqual(edited[index]?.members);
        expect(group.bracket).toBe('Normal');
      });
    });

    it('publishes what anyone needs to recompute the draw from the seed', async () => {
      const { draft } = await confirmedDraw(world);
      const published = asDraw(await t.anonymous.get(`/api/draws/${draft._id}`));
      expect(asDraws(await t.anonymous.get('/api/draws'))[0]).toEqual(published);
      expect(published.draftsBefore).toBe(1);
      const seed = published.seed ?? '';
      expect(hashSeed(seed)).toBe(draft.seedHash);
      // Round 1 without an admin order: the runners shuffled by the seed.
      expect(published.order).toEqual([{ bracket: 'Normal', runners: shuffledOrder(ids, seed) }]);
      // The draw before the hand edit is exactly what the published inputs give.
      expect(drawGroups(seed, published.order, published.pastPairings)).toEqual({ groups: draft.groups, repeats: 0 });
    });

    it('answers 409 to a second confirmation, an edit or a drop of a confirmed draw, and to a new draft', async () => {
      const { draft, edited } = await confirmedDraw(world);
      const expectations: [Promise<{ statusCode: number; body: string }>, RegExp][] = [
        [admin.post(`/api/admin/draws/${draft._id}/confirm`), /already confirmed/],
        [admin.request('PUT', `/api/admin/draws/${draft._id}`, { groups: edited }), /already confirmed/],
        [admin.request('DELETE', `/api/admin/draws/${draft._id}`), /already confirmed/],
        [admin.post('/api/admin/draws', {}), /Round 1 already has groups/],
      ];
      for (const [sent, message] of expectations) {
        const response = await sent;
        expect(response.statusCode, response.body).toBe(409);
        expect(errorOf(response)).toMatch(message);
      }
      const unknown = await admin.post(`/api/admin/draws/${crypto.randomUUID()}/confirm`);
      expect(unknown.statusCode).toBe(404);
    });

    it('audits every draw write, without the seed before confirmation', async () => {
      const { draft } = await confirmedDraw(world);
      const entries = await auditOf(draft._id);
      expect(entries.map((e) => [e.action, e.actorId])).toEqual([
        ['draw.create', admin.userId],
        ['draw.edit', admin.userId],
        ['draw.confirm', admin.userId],
      ]);
      const seed = (await drawRow(draft._id))?.seed ?? '';
      expect(JSON.stringify(entries[0]?.after)).not.toContain(seed);
      expect(entries[1]?.before).toMatchObject({ groups: draft.groups });
      expect(entries[2]?.after).toMatchObject({ status: 'confirmed', seed });
      const drops = await t.db.select().from(auditLog).where(eq(auditLog.action, 'draw.drop'));
      expect(drops).toHaveLength(1);
    });
  });

  describe('Round 2: seeded by the standings, avoiding earlier pairings', () => {
    it('refuses an order outside Round 1', async () => {
      await roundTwoBegun(t, world);
      const response = await admin.post('/api/admin/draws', { order: ids });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatch(/only be given in Round 1/);
    });

    it('seeds each bracket by the standings and draws them apart with no repeat of Round 1', async () => {
      const ascension = await roundTwoBegun(t, world);
      const response = await admin.post('/api/admin/draws', {});
      expect(response.statusCode, response.body).toBe(201);
      const draw = asDraw(response);
      const { standings } = JSON.parse((await t.anonymous.get('/api/tournament/standings')).body) as {
        standings: { _id: string; currentBracket: string | null }[];
      };
      expect(draw.order.map((o) => o.bracket)).toEqual(['Normal', 'Ascension']);
      for (const { bracket, runners } of draw.order)
        expect(runners).toEqual(standings.filter((row) => row.currentBracket === bracket).map((row) => row._id));
      expect(draw.pastPairings.length).toBeGreaterThan(0);
      expect(draw.repeats).toBe(0);
      expectValidGroups(draw, ids);
      expect(
        draw.groups
          .filter((g) => g.bracket === 'Ascension')
          .flatMap((g) => g.members)
          .sort(),
      ).toEqual([...ascension].sort());
    });

    it('refuses to confirm a draft whose runners changed since, and a draft of an earlier round', async () => {
      const ascension = await roundTwoBegun(t, world);
      const made = await admin.post('/api/admin/draws', {});
      expect(made.statusCode, made.body).toBe(201);
      const draw = asDraw(made);
      const [moved = ''] = ids.filter((id) => !ascension.includes(id));
      await updatePerson(t.db, moved, { currentBracket: 'Exhibition' });
      const stale = await admin.post(`/api/admin/draws/${draw._id}/confirm`);
      expect(stale.statusCode, stale.body).toBe(409);
      expect(errorOf(stale)).toContain(`(${names.get(moved) ?? '?'})`);
      await updatePerson(t.db, moved, { currentBracket: 'Normal' });
      const confirmed = await admin.post(`/api/admin/draws/${draw._id}/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      const created = await t.db
        .select()
        .from(groups)
        .where(and(eq(groups.round, 'Round 2'), eq(groups.bracket, 'Ascension')));
      expect(created).toHaveLength(3);
    });
  });
});
