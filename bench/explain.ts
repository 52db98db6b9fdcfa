/**
 * EXPLAIN ANALYZE of every query the public reads (and the Pickems scoring) send, on a seeded PostgreSQL
 * database: `node --import tsx bench/explain.ts [database name, default pokered_profile_10x] [--plans]`.
 * Each read runs once with a logging Drizzle instance; each query it sent is then explained with its parameters.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema.ts';
import type { Db } from '../apps/server/src/db/client.ts';
import { loadStandings } from '../apps/server/src/features/tournament/standings/queries.ts';
import {
  ANONYMOUS_VIEWER,
  listCompletedRaces,
  listCurrentRoundRaces,
  listUserRaces,
} from '../apps/server/src/features/races/queries.ts';
import { listAllGroups } from '../apps/server/src/features/groups/queries.ts';
import { readPickemsView } from '../apps/server/src/features/pickems/playerPicks/queries.ts';
import { scoreAllPlayers } from '../apps/server/src/features/pickems/scoring/queries.ts';
import { leaderboard, pickemsStats } from '../apps/server/src/features/pickems/stats/queries.ts';
import { readStats } from '../apps/server/src/features/stats/queries.ts';
import { findProfileByUsername } from '../apps/server/src/features/profile/queries.ts';
import { PG_ADMIN_URL } from './servers.ts';

const name = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'pokered_profile_10x';
const showPlans = process.argv.includes('--plans');
const url = new URL(PG_ADMIN_URL);
url.pathname = `/${name}`;
const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
const captured: { query: string; params: unknown[] }[] = [];
const db = drizzle(pool, {
  schema,
  logger: { logQuery: (query, params) => captured.push({ query, params }) },
}) as unknown as Db;

const [aPlayer] = (
  await pool.query<{ user_id: string }>(
    'select user_id from pickems where year = current_season_year() order by points desc limit 1',
  )
).rows;
const [aRunner] = (
  await pool.query<{ discord_username: string; id: string }>(
    // A runner of the current season (rules §34), the best placed.
    `select u.id, u.discord_username from users u join season_entries e on e.user_id = u.id
     where e.year = current_season_year() order by e.points desc limit 1`,
  )
).rows;

const reads: [string, () => Promise<unknown>][] = [
  ['standings', () => loadStandings(db)],
  ['races', () => listCurrentRoundRaces(db, ANONYMOUS_VIEWER)],
  ['races/completed', () => listCompletedRaces(db, ANONYMOUS_VIEWER)],
  ['groups', () => listAllGroups(db)],
  ['pickems/leaderboard', () => leaderboard(db)],
  ['pickems/stats/all', () => pickemsStats(db)],
  ['stats', () => readStats(db)],
  ['pickems view', () => readPickemsView(db, aPlayer?.user_id ?? '', { id: null })],
  ['races/user', () => listUserRaces(db, aRunner?.id ?? '', ANONYMOUS_VIEWER)],
  ['profile', () => findProfileByUsername(db, aRunner?.discord_username ?? '', ANONYMOUS_VIEWER)],
  ['scoreAllPlayers (transaction)', () => db.transaction((tx) => scoreAllPlayers(tx))],
];

for (const [label, read] of reads) {
  captured.length = 0;
  const start = performance.now();
  await read();
  const wall = performance.now() - start;
  console.log(`\n## ${label}: ${wall.toFixed(1)} ms in Node, ${String(captured.length)} queries`);
  for (const { query, params } of captured) {
    if (/^(begin|commit|rollback|set local)/i.test(query.trim())) continue;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query("set local work_mem = '64MB'");
      await client.query('set local jit = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${query}`, params);
      await client.query('rollback');
      const lines = plan.rows.map((r) => r['QUERY PLAN']);
      const exec = lines.find((l) => l.startsWith('Execution Time')) ?? '';
      const seqScans = lines.filter((l) => /Seq Scan/.test(l)).map((l) => l.trim().replace(/\s+\(cost.*$/, ''));
      console.log(
        `- ${exec.padEnd(28)} ${query.replace(/\s+/g, ' ').slice(0, 140)}${seqScans.length ? `\n    seq scans: ${seqScans.join('; ')}` : ''}`,
      );
      if (showPlans) console.log(lines.map((l) => `    ${l}`).join('\n'));
    } finally {
      client.release();
    }
  }
}
await pool.end();
