/**
 * The read cache (src/http/readCache.ts): a kept answer is byte for byte what the route would answer now,
 * whoever changed the data (the API, or a write straight to the database), and a caller-dependent answer is
 * never given to another caller.
 */
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.ts';
import { readDataVersion } from '../src/db/dataVersion.ts';
import type { Client, TestApp } from './support/app.ts';
import { createTestApp } from './support/app.ts';
import {
  finished,
  groupWithRace,
  makeAdmin,
  makeRunners,
  recordOk,
  type Runner,
} from './support/tournamentFixtures.ts';

interface StandingsBody {
  standings: { _id: string; displayName: string; points: number }[];
}

describe('read cache', () => {
  let t: TestApp;
  let admin: Client;
  let runners: Runner[];
  let raceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await makeAdmin(t);
    runners = await makeRunners(t, 'Cache', 3);
    raceId = await groupWithRace(admin, runners);
  });
  afterAll(async () => {
    await t.close();
  });

  const runner = (i: number): Runner => {
    const found = runners[i];
    if (!found) throw new Error(`no runner ${String(i)}`);
    return found;
  };

  it('answers the same bytes again while nothing changes, with an ETag that revalidates to 304', async () => {
    const first = await t.anonymous.get('/api/tournament/standings');
    const second = await t.anonymous.get('/api/tournament/standings');
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const etag = second.headers.etag;
    expect(typeof etag).toBe('string');
    const revalidated = await t.anonymous.request('GET', '/api/tournament/standings', undefined, {
      'if-none-match': String(etag),
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('sees a write made straight to the database at once (the triggers replace the data version)', async () => {
    await t.anonymous.get('/api/tournament/standings');
    const before = await readDataVersion(t.db);
    await t.db
      .update(users)
      .set({ displayName: 'Renamed Directly' })
      .where(eq(users.id, runner(0).id));
    expect(await readDataVersion(t.db)).not.toBe(before);
    const after = (await t.anonymous.get('/api/tournament/standings')).json<StandingsBody>();
    expect(after.standings.find((row) => row._id === runner(0).id)?.displayName).toBe('Renamed Directly');
  });

  it('under concurrent reads, every request made after a direct write sees it', async () => {
    const path = '/api/tournament/standings';
    const nameOf = (body: string) =>
      (JSON.parse(body) as StandingsBody).standings.find((row) => row._id === runner(1).id)?.displayName;
    // Requests in flight (and the data version reads they share) while the write commits.
    const during = Array.from({ length: 30 }, () => t.anonymous.get(path));
    await t.db
      .update(users)
      .set({ displayName: 'Renamed Under Load' })
      .where(eq(users.id, runner(1).id));
    const after = await Promise.all(Array.from({ length: 30 }, () => t.anonymous.get(path)));
    expect(after.map((response) => nameOf(response.body))).toEqual(after.map(() => 'Renamed Under Load'));
    await Promise.all(during);
  });

  it('sees a result recorded through the API in the next read', async () => {
    const before = (await t.anonymous.get('/api/races/completed')).json<unknown[]>();
    expect(before).toHaveLength(0);
    await recordOk(admin, raceId, [
      finished(runner(0), 7_000_000),
      finished(runner(1), 7_100_000),
      finished(runner(2), 7_200_000),
    ]);
    const after = (await t.anonymous.get('/api/races/completed')).json<{ _id: string }[]>();
    expect(after.map((race) => race._id)).toEqual([raceId]);
    const standings = (await t.anonymous.get('/api/tournament/standings')).json<StandingsBody>();
    expect(standings.standings.find((row) => row._id === runner(0).id)?.points).toBeGreaterThan(0);
  });

  it('does not bump the data version for a transaction that only reads', async () => {
    const before = await readDataVersion(t.db);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select count(*) from users`);
    });
    await t.anonymous.get('/api/groups');
    expect(await readDataVersion(t.db)).toBe(before);
  });

  it('keeps caller-dependent answers apart: a commentator sees their own sign-up, anonymous callers never do', async () => {
    const commentator = await t.as('CacheCaster');
    const upcoming = await groupWithRace(admin, await makeRunners(t, 'Later', 2));
    const anonymousBefore = await t.anonymous.get('/api/races');
    expect(anonymousBefore.statusCode).toBe(200);
    const signUp = await commentator.post(`/api/races/${upcoming}/commentator`);
    expect(signUp.statusCode, signUp.body).toBe(200);
    const mine = (await commentator.get('/api/races')).json<{ _id: string; callerIsCommentator: boolean }[]>();
    expect(mine.find((race) => race._id === upcoming)?.callerIsCommentator).toBe(true);
    const anonymous = (await t.anonymous.get('/api/races')).json<{ _id: string; callerIsCommentator: boolean }[]>();
    expect(anonymous.find((race) => race._id === upcoming)?.callerIsCommentator).toBe(false);
    const mineAgain = (await commentator.get('/api/races')).json<{ _id: string; callerIsCommentator: boolean }[]>();
    expect(mineAgain.find((race) => race._id === upcoming)?.callerIsCommentator).toBe(true);
  });

  it('compresses for a client that accepts gzip, and the body is the same JSON', async () => {
    await makeRunners(t, 'Bulk', 10);
    const plain = await t.anonymous.get('/api/tournament/standings');
    expect(plain.body.length).toBeGreaterThan(1024);
    for (let i = 0; i < 2; i++) {
      // The first answer is built, the second comes from the cache: both are compressed the same way.
      const zipped = await t.anonymous.request('GET', '/api/tournament/standings', undefined, {
        'accept-encoding': 'gzip',
      });
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    }
  });

  it('answers a query string without the cache, the same as the route would', async () => {
    const cached = await t.anonymous.get('/api/stats');
    const direct = await t.anonymous.get('/api/stats?fresh=1');
    expect(direct.statusCode).toBe(200);
    expect(direct.body).toBe(cached.body);
  });
});
