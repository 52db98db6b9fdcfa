/**
 * Confirming a draw holds across two server processes sharing one PostgreSQL database (rules §1, §13): two
 * admins confirming the same draft at once create the round's groups once; two drafts of one round confirmed
 * at once give one confirmed draw and the other a 409. Never skipped: without PostgreSQL the suite fails.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { draws, groupMembers, groups, tournament } from '../../src/db/schema.ts';
import { addRunners, userWithSession } from './support/fixtures.ts';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from './support/postgres.ts';
import { httpClient, startServer, type HttpAnswer, type ServerProcess } from './support/serverProcess.ts';

const RUNNERS = 30;

describe('draw confirmations on two server processes', () => {
  let scratch: ScratchDatabase;
  let servers: ServerProcess[] = [];
  let database: Database;
  let adminSids: string[];

  beforeAll(async () => {
    scratch = await createScratchDatabase(await requirePostgres());
    servers = await Promise.all([1, 2].map(() => startServer({ DATABASE_URL: scratch.url, RATE_LIMITS: 'off' })));
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
    adminSids = await Promise.all(
      ['draw_admin_a', 'draw_admin_b'].map(
        async (name) => (await userWithSession(database.db, name, { isAdmin: true })).sid,
      ),
    );
    await addRunners(database.db, 'draw_conc', RUNNERS);
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
    await scratch.drop();
  });

  /** Admin i on server i. */
  const adminOn = (i: number) => {
    const server = servers[i % 2];
    if (!server) throw new Error('no server');
    return httpClient(server.url, adminSids[i % 2] ?? null);
  };
  const describeAll = (answers: HttpAnswer[]) => JSON.stringify(answers.map((a) => [a.status, a.body]));
  const draftOf = async () => {
    const answer = await adminOn(0).post('/api/admin/draws', {});
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return (answer.body as { _id: string })._id;
  };
  const roundGroups = (round: string) => database.db.select().from(groups).where(eq(groups.round, round));
  /** Each test draws its own round, which no other test touches: the tests run in any order (shuffled). */
  const enterRound = async (round: string) => {
    await database.db.update(tournament).set({ stage: round }).where(eq(tournament.id, 1));
    expect(await roundGroups(round)).toHaveLength(0);
  };

  it('creates the groups once when two admins confirm the same draft at once on both servers', async () => {
    await enterRound('Round 1');
    const id = await draftOf();
    const answers = await Promise.all([0, 1, 2, 3].map((i) => adminOn(i).post(`/api/admin/draws/${id}/confirm`)));
    expect(
      answers.filter((a) => a.status === 200),
      describeAll(answers),
    ).toHaveLength(1);
    expect(
      answers.filter((a) => a.status === 409),
      describeAll(answers),
    ).toHaveLength(3);
    expect(await roundGroups('Round 1')).toHaveLength(RUNNERS / 3);
    const members = await database.db.select().from(groupMembers).where(eq(groupMembers.round, 'Round 1'));
    expect(members).toHaveLength(RUNNERS);
  });

  it('confirms one of two drafts of a round confirmed at once, and refuses the other', async () => {
    await enterRound('Round 2');
    const ids = [await draftOf(), await draftOf()];
    const answers = await Promise.all(ids.map((id, i) => adminOn(i).post(`/api/admin/draws/${id}/confirm`)));
    expect(answers.map((a) => a.status).sort(), describeAll(answers)).toEqual([200, 409]);
    expect(await roundGroups('Round 2')).toHaveLength(RUNNERS / 3);
    const states = await database.db.select({ status: draws.status }).from(draws).where(eq(draws.round, 'Round 2'));
    // The other draft can never be confirmed now: the confirmation dropped it into the public history (rules §28).
    expect(states.map((s) => s.status).sort()).toEqual(['confirmed', 'dropped']);
  });
});
