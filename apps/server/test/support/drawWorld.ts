/**
 * Group draws (rules §13) as test/draws.test.ts builds them: a world of 20 Normal runners, an admin and a runner
 * who is not drawn; then a Round 1 draft (after a dropped one), hand-edited, confirmed; then Round 1 played and
 * Round 2 begun. Each builder starts from the one before it, so a test asks for the world it needs in one call.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DrawnGroup } from '@pokered/core/draw';
import type { Draw } from '@pokered/core/schemas/draws';
import { groupMembers, groups, races, tournament } from '../../src/db/schema.ts';
import type { Client, TestApp } from './app.ts';
import { freshWorld } from './freshWorld.ts';
import { insertPeople, updatePerson } from './people.ts';

export const ROUND1_RUNNERS = 20;

export interface DrawWorld {
  admin: Client;
  /** A runner without a bracket: never drawn. */
  runner: Client;
  ids: string[];
  names: Map<string, string>;
}

export const asDraw = (response: { body: string }) => JSON.parse(response.body) as Draw;

/** An empty world, then the admin, the undrawn runner and 20 runners in Normal (`Drawn 00`…`Drawn 19`). */
export async function drawWorld(t: TestApp): Promise<DrawWorld> {
  await freshWorld(t);
  const admin = await t.as('draw_admin', { isAdmin: true });
  const runner = await t.as('draw_runner_self', { role: 'runner', currentBracket: null });
  const rows = await insertPeople(
    t.db,
    Array.from({ length: ROUND1_RUNNERS }, (_, i) => ({
      discordUsername: `draw_r${String(i).padStart(2, '0')}`,
      displayName: `Drawn ${String(i).padStart(2, '0')}`,
      role: 'runner' as const,
      currentBracket: 'Normal' as const,
    })),
  );
  return {
    admin,
    runner,
    ids: rows.map((row) => row.id),
    names: new Map(rows.map((row) => [row.id, row.displayName])),
  };
}

/** A draft of the admin's order (the runners reversed), dropped. */
export async function droppedDraft({ admin, ids }: DrawWorld): Promise<void> {
  const made = await admin.post('/api/admin/draws', { order: [...ids].reverse() });
  expect(made.statusCode, made.body).toBe(201);
  const dropped = await admin.request('DELETE', `/api/admin/draws/${asDraw(made)._id}`);
  expect(dropped.statusCode, dropped.body).toBe(200);
}

/** After a dropped draft, a draft of Round 1 by the seed. */
export async function madeDraft(world: DrawWorld): Promise<Draw> {
  await droppedDraft(world);
  const response = await world.admin.post('/api/admin/draws', {});
  expect(response.statusCode, response.body).toBe(201);
  return asDraw(response);
}

/** Groups 1 and 2 of `draft` swapping their second runners. */
export function swapped(draft: Draw): DrawnGroup[] {
  const edited = structuredClone(draft.groups);
  const [g1, g2] = edited as [DrawnGroup, DrawnGroup];
  [g1.members[1], g2.members[1]] = [g2.members[1] ?? '', g1.members[1] ?? ''];
  return edited;
}

/** That draft, hand-edited (a swap between groups 1 and 2). */
export async function editedDraft(world: DrawWorld): Promise<{ draft: Draw; edited: DrawnGroup[] }> {
  const draft = await madeDraft(world);
  const edited = swapped(draft);
  const response = await world.admin.request('PUT', `/api/admin/draws/${draft._id}`, { groups: edited });
  expect(response.statusCode, response.body).toBe(200);
  return { draft, edited };
}

/** That edited draft, confirmed: Round 1's groups made. */
export async function confirmedDraw(world: DrawWorld): Promise<{ draft: Draw; edited: DrawnGroup[] }> {
  const drawn = await editedDraft(world);
  const response = await world.admin.post(`/api/admin/draws/${drawn.draft._id}/confirm`);
  expect(response.statusCode, response.body).toBe(200);
  return drawn;
}

/**
 * Round 1 drawn and played: a completed race per group; winners (pot 1) move to Ascension with 10 points, points seed
 * the rest; Round 2 begun. Returns the Ascension runners.
 */
export async function roundTwoBegun(t: TestApp, world: DrawWorld): Promise<string[]> {
  await confirmedDraw(world);
  const round1 = await t.db.select().from(groups).where(eq(groups.round, 'Round 1'));
  const members = await t.db.select().from(groupMembers).where(eq(groupMembers.round, 'Round 1'));
  const ascension: string[] = [];
  for (const group of round1) {
    const racers = members.filter((m) => m.groupId === group.id).sort((a, b) => a.pot - b.pot);
    const [r1 = '', r2 = '', r3] = racers.map((m) => m.userId);
    await t.db.insert(races).values({
      groupId: group.id,
      round: 'Round 1',
      bracket: 'Normal',
      raceDateTime: 1_700_000_000,
      racer1: r1,
      racer2: r2,
      racer3: r3 ?? null,
      completed: true,
      winner: r1,
    });
    ascension.push(r1);
  }
  for (const id of ascension) await updatePerson(t.db, id, { currentBracket: 'Ascension', points: 10 });
  for (const [index, id] of world.ids.entries())
    if (!ascension.includes(id)) await updatePerson(t.db, id, { points: index % 4 });
  await t.db.update(tournament).set({ stage: 'Round 2' }).where(eq(tournament.id, 1));
  return ascension;
}
