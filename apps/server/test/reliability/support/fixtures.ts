/** Rows inserted straight into a shared database, to set the stage for requests to real servers. */
import { eq, max } from 'drizzle-orm';
import { createSession } from '../../../src/auth/sessions.ts';
import type { Db } from '../../../src/db/client.ts';
import { groupMembers, groups, raceResults, races, tournament } from '../../../src/db/schema.ts';
import { insertPeople } from '../../support/people.ts';
import type { PersonFields } from '../../support/people.ts';

export async function currentStage(db: Db): Promise<string> {
  const [row] = await db.select({ stage: tournament.stage }).from(tournament).where(eq(tournament.id, 1));
  if (!row) throw new Error('no tournament row: did a server start on this database?');
  return row.stage;
}

/** A user with a live session; answers the user id and the session cookie value. */
export async function userWithSession(
  db: Db,
  username: string,
  fields: PersonFields = {},
): Promise<{ id: string; sid: string }> {
  const [user] = await insertPeople(db, {
    discordUsername: username,
    displayName: username,
    role: 'commentator',
    ...fields,
  });
  if (!user) throw new Error('user not created');
  return { id: user.id, sid: await createSession(db, user.id) };
}

export async function addRunners(db: Db, prefix: string, count: number): Promise<string[]> {
  const rows = await insertPeople(
    db,
    Array.from({ length: count }, (_, i) => ({
      discordUsername: `${prefix}_${String(i)}`,
      displayName: `${prefix} ${String(i)}`,
      role: 'runner' as const,
      currentBracket: 'Normal' as const,
    })),
  );
  return rows.map((row) => row.id);
}

/** A group of `memberIds` (pot order) in `round`, numbered next after the round's highest. */
export async function addGroup(db: Db, round: string, memberIds: readonly string[]): Promise<string> {
  const [highest] = await db
    .select({ n: max(groups.groupNumber) })
    .from(groups)
    .where(eq(groups.round, round));
  const [group] = await db
    .insert(groups)
    .values({ round, groupNumber: (highest?.n ?? 0) + 1, bracket: 'Normal' })
    .returning({ id: groups.id });
  if (!group) throw new Error('group not created');
  await db
    .insert(groupMembers)
    .values(memberIds.map((userId, i) => ({ groupId: group.id, userId, round, pot: i + 1 })));
  return group.id;
}

export async function addRace(
  db: Db,
  groupId: string,
  round: string,
  racers: readonly string[],
  startsInSeconds: number,
): Promise<string> {
  const [racer1, racer2, racer3] = racers;
  if (!racer1 || !racer2) throw new Error('a race needs two racers');
  const [race] = await db
    .insert(races)
    .values({
      groupId,
      round,
      bracket: 'Normal',
      raceDateTime: Math.floor(Date.now() / 1000) + startsInSeconds,
      racer1,
      racer2,
      racer3: racer3 ?? null,
      submittedBy: racer1,
    })
    .returning({ id: races.id });
  if (!race) throw new Error('race not created');
  return race.id;
}

/** Records a result where racers finish in the order given, a minute apart. */
export async function recordFinishOrder(db: Db, raceId: string, order: readonly string[]): Promise<void> {
  await db.insert(raceResults).values(
    order.map((racerId, i) => ({
      raceId,
      racerId,
      status: 'Finished' as const,
      finishTimeMs: (100 + i) * 60_000,
      dnfOrder: null,
      place: i + 1,
    })),
  );
  await db
    .update(races)
    .set({ completed: true, winner: order[0] ?? null, raceTimeId: `pkmnredblue/${raceId.slice(0, 8)}` })
    .where(eq(races.id, raceId));
}
