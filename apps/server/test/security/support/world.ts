/**
 * A small tournament to aim requests at: an admin runner, a plain runner in a Round 1 group with a
 * race scheduled next week, a commentator, and enough further runners for every form to be fillable
 * (27 for the one-off Pickems). Inserted straight into the database so it does not depend on the
 * feature routes under test.
 */
import { groupMembers, groups, races } from '../../../src/db/schema.ts';
import type { Client, TestApp } from '../../support/app.ts';
import { insertPeople } from '../../support/people.ts';

export interface World {
  admin: Client;
  runner: Client;
  commentator: Client;
  adminId: string;
  runnerId: string;
  commentatorId: string;
  runnerUsername: string;
  /** The runner's two group mates (pots 2 and 3). */
  mateIds: [string, string];
  /** Runners in no group of the current round. */
  ungroupedIds: string[];
  /** Every runner, the admin included (at least 30). */
  runnerIds: string[];
  groupId: string;
  raceId: string;
}

const WEEK_SECONDS = 7 * 24 * 60 * 60;

function idOf(client: Client): string {
  if (!client.userId) throw new Error('client has no user');
  return client.userId;
}

export async function createWorld(t: TestApp): Promise<World> {
  const admin = await t.as('sec_admin', { role: 'runner', isAdmin: true, currentBracket: 'Normal' });
  const runner = await t.as('sec_runner', { role: 'runner', isAdmin: false, currentBracket: 'Normal' });
  const commentator = await t.as('sec_commentator', { role: 'commentator', isAdmin: false });
  const others = await insertPeople(
    t.db,
    Array.from({ length: 30 }, (_, i) => ({
      discordUsername: `sec_runner_${String(i).padStart(2, '0')}`,
      displayName: `Runner ${String(i)}`,
      role: 'runner' as const,
      currentBracket: 'Normal' as const,
      country: i % 2 === 0 ? 'FR' : null,
    })),
  );
  const otherIds = others.map((row) => row.id);
  const [mate1, mate2, ...ungroupedIds] = otherIds;
  if (!mate1 || !mate2) throw new Error('world: not enough runners');
  const runnerId = idOf(runner);
  const [group] = await t.db
    .insert(groups)
    .values({ round: 'Round 1', groupNumber: 1, bracket: 'Normal' })
    .returning({ id: groups.id });
  if (!group) throw new Error('world: group not created');
  await t.db.insert(groupMembers).values([
    { groupId: group.id, userId: runnerId, round: 'Round 1', pot: 1 },
    { groupId: group.id, userId: mate1, round: 'Round 1', pot: 2 },
    { groupId: group.id, userId: mate2, round: 'Round 1', pot: 3 },
  ]);
  const [race] = await t.db
    .insert(races)
    .values({
      groupId: group.id,
      round: 'Round 1',
      bracket: 'Normal',
      raceDateTime: Math.floor(Date.now() / 1000) + WEEK_SECONDS,
      racer1: runnerId,
      racer2: mate1,
      racer3: mate2,
      submittedBy: runnerId,
    })
    .returning({ id: races.id });
  if (!race) throw new Error('world: race not created');
  return {
    admin,
    runner,
    commentator,
    adminId: idOf(admin),
    runnerId,
    commentatorId: idOf(commentator),
    runnerUsername: 'sec_runner',
    mateIds: [mate1, mate2],
    ungroupedIds,
    runnerIds: [idOf(admin), runnerId, ...otherIds],
    groupId: group.id,
    raceId: race.id,
  };
}
