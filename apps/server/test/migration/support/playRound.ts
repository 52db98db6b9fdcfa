/**
 * Plays the current round of the demo to its end through the API, as the organisers would (rules §6, §8, §20): every
 * group without a race gets one booked by its first member, every open race of the round gets its result recorded by
 * the admin, then the admin ends the round. The stopped clock (support/clock.ts) makes every step reproducible.
 */
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../src/db/client.ts';
import { groupMembers, groups, races, tournament, users } from '../../../src/db/schema.ts';
import { createSession } from '../../../src/auth/sessions.ts';
import { browserCookie, xsrfTokenFor } from '../../support/app.ts';
import { currentEntryOfUser } from '../../../src/db/currentSeason.ts';
import { seasonEntries } from '../../../src/db/entrySchema.ts';

async function poster(app: FastifyInstance, database: Database, userId: string) {
  const sid = await createSession(database.db, userId);
  const xsrf = xsrfTokenFor(app, sid);
  return async (url: string, body: object, method: 'POST' | 'PATCH' = 'POST'): Promise<unknown> => {
    const response = await app.inject({
      method,
      url,
      headers: { cookie: browserCookie(sid, xsrf), 'x-xsrf-token': xsrf },
      payload: body,
    });
    if (response.statusCode >= 300)
      throw new Error(`${method} ${url}: ${String(response.statusCode)} ${response.body}`);
    return response.json<unknown>();
  };
}

/** Ends the current round after booking and recording what it lacks; answers what it did. */
export async function playRound(app: FastifyInstance, database: Database): Promise<string> {
  const { db } = database;
  const [state] = await db.select({ stage: tournament.stage }).from(tournament);
  const round = state?.stage ?? 'completed';
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.discordUsername, 'admin'));
  if (!admin) throw new Error('the demo has no admin');
  const asAdmin = await poster(app, database, admin.id);
  const now = Math.floor(Date.now() / 1000);

  // Groups of the round with no active race: their first member books one, an hour from now.
  const unbooked = await db
    .select({ id: groups.id })
    .from(groups)
    .where(
      and(
        eq(groups.round, round),
        notExists(
          db
            .select({ one: sql`1` })
            .from(races)
            .where(and(eq(races.groupId, groups.id), eq(races.cancelled, false))),
        ),
      ),
    )
    .orderBy(asc(groups.groupNumber));
  for (const [index, group] of unbooked.entries()) {
    const members = await db
      .select({ userId: groupMembers.userId })
      .from(groupMembers)
      .where(eq(groupMembers.groupId, group.id))
      .orderBy(asc(groupMembers.pot));
    const [first, second, third] = members.map((member) => member.userId);
    if (!first || !second) continue;
    const asRacer = await poster(app, database, first);
    await asRacer('/api/races/submit', {
      racer2: second,
      ...(third ? { racer3: third } : {}),
      raceDateTime: now + 3600 * (index + 1),
    });
  }

  // Every open race of the round: recorded by the admin, every racer finishing (a DNF now and then).
  const open = await db
    .select({ id: races.id, racer1: races.racer1, racer2: races.racer2, racer3: races.racer3 })
    .from(races)
    .where(and(eq(races.round, round), eq(races.cancelled, false), eq(races.completed, false)))
    .orderBy(asc(races.raceDateTime), asc(races.id));
  for (const [index, race] of open.entries()) {
    const racers = [race.racer1, race.racer2, race.racer3].filter((id): id is string => id !== null);
    const results = racers.map((racer, place) =>
      index % 5 === 4 && place === racers.length - 1
        ? { racer, status: 'DNF', dnfOrder: 1 }
        : {
            racer,
            status: 'Finished',
            finishTime: { hours: 1, minutes: 52 + place * 2, seconds: (index * 7) % 60, milliseconds: index * 10 },
          },
    );
    await asAdmin(`/api/races/${race.id}/complete`, { raceTimeId: `pkmnredblue/fixture-${String(index)}`, results });
  }
  const ended = (await asAdmin('/api/tournament/end-round', {})) as { message: string };
  return `${round}: ${String(unbooked.length)} races booked, ${String(open.length)} results recorded; ${ended.message}`;
}

/**
 * What organisers change besides results, on data the seasons migration moves: a runner withdrawn (a season field
 * of the user today) and the season's settings edited (a `seasons` row the migration must keep, not create anew).
 */
export async function organiserEdits(app: FastifyInstance, database: Database, year: number): Promise<string> {
  const { db } = database;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.discordUsername, 'admin'));
  if (!admin) throw new Error('the demo has no admin');
  const asAdmin = await poster(app, database, admin.id);
  const [runner] = await db
    .select({ id: users.id, name: users.displayName })
    .from(users)
    .innerJoin(seasonEntries, currentEntryOfUser)
    .where(eq(seasonEntries.bracket, 'Normal'))
    .orderBy(asc(seasonEntries.points), asc(users.discordUsername))
    .limit(1);
  if (!runner) throw new Error('the demo has no runner in the Normal bracket');
  await asAdmin(`/api/admin/users/${runner.id}/withdraw`, {});
  await asAdmin(
    `/api/admin/seasons/${String(year)}`,
    {
      prizePoolUrl: 'https://example.org/pokered-prize-pool',
      prizeSplit: [
        { label: 'Champion', percent: 50 },
        { label: 'Runner-up', percent: 30 },
        { label: 'Third place', percent: 20 },
      ],
    },
    'PATCH',
  );
  return `${runner.name} withdrawn; the ${String(year)} season's prize pool set`;
}

/**
 * The next round under way: its groups drawn and confirmed by the admin (rules §13), and one race booked by its
 * first group, so the current round has groups, a confirmed draw of its own and an upcoming race.
 */
export async function drawNextRound(app: FastifyInstance, database: Database): Promise<string> {
  const { db } = database;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.discordUsername, 'admin'));
  if (!admin) throw new Error('the demo has no admin');
  const asAdmin = await poster(app, database, admin.id);
  const draft = (await asAdmin('/api/admin/draws', {})) as { _id: string; round: string };
  await asAdmin(`/api/admin/draws/${draft._id}/confirm`, {});
  const [first] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.round, draft.round))
    .orderBy(asc(groups.groupNumber))
    .limit(1);
  const members = first
    ? await db
        .select({ userId: groupMembers.userId })
        .from(groupMembers)
        .where(eq(groupMembers.groupId, first.id))
        .orderBy(asc(groupMembers.pot))
    : [];
  const [racer1, racer2, racer3] = members.map((member) => member.userId);
  if (!racer1 || !racer2) throw new Error(`no group of two in the ${draft.round} draw`);
  const asRacer = await poster(app, database, racer1);
  await asRacer('/api/races/submit', {
    racer2,
    ...(racer3 ? { racer3 } : {}),
    raceDateTime: Math.floor(Date.now() / 1000) + 2 * 24 * 3600,
  });
  return `${draft.round} drawn and confirmed; one race booked`;
}
