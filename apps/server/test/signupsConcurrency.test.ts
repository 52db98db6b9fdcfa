/**
 * The cap holds across two server processes sharing one PostgreSQL database (rules §38): runners taking the last
 * place at once get one place and one waitlist spot; a withdrawal and an admin's promotion at once never fill more
 * places than the cap, and the first waitlisted runner is the one the withdrawal moves up. Real processes (as
 * test/reliability/drawConcurrency.test.ts); never skipped: without PostgreSQL the suite fails.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { seasonEntries } from '../src/db/entrySchema.ts';
import { seasons } from '../src/db/seasonSchema.ts';
import { seasonSignups } from '../src/db/signupSchema.ts';
import { userWithSession } from './reliability/support/fixtures.ts';
import { createScratchDatabase, requirePostgres, type ScratchDatabase } from './reliability/support/postgres.ts';
import { httpClient, startServer, type HttpAnswer, type ServerProcess } from './reliability/support/serverProcess.ts';

const ENTRY = { restreamConsent: 'yes', rulesAccepted: true };
/** Each round repeats the race on a season of its own: a lost race shows in any of them. */
const ROUNDS = 5;

describe('the sign-up cap on two server processes (rules §38)', () => {
  let scratch: ScratchDatabase;
  let servers: ServerProcess[] = [];
  let database: Database;
  let adminSid: string;
  let nextYear = 2100;

  beforeAll(async () => {
    scratch = await createScratchDatabase(await requirePostgres());
    servers = await Promise.all([1, 2].map(() => startServer({ DATABASE_URL: scratch.url, RATE_LIMITS: 'off' })));
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: 'unused' });
    adminSid = (await userWithSession(database.db, 'signup_admin', { isAdmin: true })).sid;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database.close();
    await scratch.drop();
  });

  /** A client of server `i` (0 or 1) with this session. */
  const on = (i: number, sid: string) => {
    const server = servers[i];
    if (!server) throw new Error('no server');
    return httpClient(server.url, sid);
  };
  /** A season of its own, sign-ups open since an hour ago, with this cap. */
  const openSeason = async (signupCap: number) => {
    const year = nextYear++;
    const now = Date.now();
    await database.db.insert(seasons).values({
      year,
      status: 'upcoming',
      signupsOpenAt: new Date(now - 3600_000),
      signupsCloseAt: new Date(now + 86_400_000),
      signupCap,
    });
    return year;
  };
  /** People who meet the checklist (a country, a linked racetime.gg account): id and session. */
  const applicants = (names: string[]) =>
    Promise.all(names.map((name) => userWithSession(database.db, name, { country: 'DE', racetimeId: `rt_${name}` })));
  const statuses = async (year: number) =>
    new Map(
      (
        await database.db
          .select({ userId: seasonSignups.userId, status: seasonSignups.status })
          .from(seasonSignups)
          .where(eq(seasonSignups.year, year))
      ).map((row) => [row.userId, row.status]),
    );
  const places = async (year: number) =>
    (
      await database.db
        .select({ userId: seasonEntries.userId })
        .from(seasonEntries)
        .where(and(eq(seasonEntries.year, year), eq(seasonEntries.withdrawn, false)))
    ).map((row) => row.userId);
  const describeAll = (answers: HttpAnswer[]) => JSON.stringify(answers.map((a) => [a.status, a.body]));

  it('gives the last place to one of two runners entering at once on the two servers', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const year = await openSeason(1);
      const url = `/api/seasons/${String(year)}/entries`;
      const runners = await applicants([`race_a${String(round)}`, `race_b${String(round)}`]);
      const answers = await Promise.all(runners.map((runner, i) => on(i, runner.sid).post(url, ENTRY)));
      expect(
        answers.map((a) => a.status),
        describeAll(answers),
      ).toEqual([201, 201]);
      const given = answers.map((a) => (a.body as { status: string }).status).sort();
      expect(given, describeAll(answers)).toEqual(['registered', 'waitlisted']);
      expect(await places(year)).toHaveLength(1);
      expect([...(await statuses(year)).values()].sort()).toEqual(['registered', 'waitlisted']);
    }
  });

  it('keeps the cap when a withdrawal and a promotion come at once, and moves the first in line up', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const year = await openSeason(1);
      const [a, b, c, d] = await applicants(['wd_a', 'wd_b', 'wd_c', 'wd_d'].map((name) => `${name}${String(round)}`));
      if (!a || !b || !c || !d) throw new Error('applicants missing');
      // a holds the one place; b, c and d wait in that order.
      for (const runner of [a, b, c, d])
        expect((await on(0, runner.sid).post(`/api/seasons/${String(year)}/entries`, ENTRY)).status).toBe(201);
      // The admin raised the cap to 2 (a raise promotes nobody by itself): one place is free, the next one frees.
      await database.db.update(seasons).set({ signupCap: 2 }).where(eq(seasons.year, year));
      const [withdrawal, promotion] = await Promise.all([
        on(0, a.sid).request('DELETE', `/api/seasons/${String(year)}/entries/me`),
        on(1, adminSid).request('PATCH', `/api/admin/seasons/${String(year)}/entries/${d.id}`, { action: 'promote' }),
      ]);
      const both = describeAll([withdrawal, promotion]);
      expect(withdrawal.status, both).toBe(200);
      expect([200, 409], both).toContain(promotion.status);
      // Either order fills exactly the two places: the promotion first takes the free one (d) and the withdrawal's
      // moves b up; the withdrawal first moves b and c up and the promotion finds no place (409).
      const held = (await places(year)).sort();
      const expected = [b.id, promotion.status === 200 ? d.id : c.id].sort();
      expect(held, both).toEqual(expected);
      const now = await statuses(year);
      expect(now.get(b.id), both).toBe('registered');
      expect(now.get(promotion.status === 200 ? c.id : d.id), both).toBe('waitlisted');
    }
  });
});
