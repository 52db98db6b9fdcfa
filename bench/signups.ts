/**
 * `npm run bench -- --only signups` (issue 27, rules §38, §39), on each of `--dbs`, the demo data plus a season
 * whose sign-ups are open. Budgets, each printed OK or OVER:
 * - 1,000 sign-ups arriving at random moments within a minute are all answered under 200 ms p99, none lost (every
 *   one answered 201 and counted by the season);
 * - seeding those 1,000 entrants, with racetime.gg (the fake on loopback) answering the leaderboard, takes under
 *   5 s of the server's time (the request's time on loopback).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema.ts';
import { seasons } from '../apps/server/src/db/seasonSchema.ts';
import { createSession } from '../apps/server/src/auth/sessions.ts';
import { startFakeRacetime } from '../apps/server/test/support/fakeRacetime.ts';
import { verdict } from './budgets.ts';
import { adminWriteHeaders, seedDatabase, serve, YEAR, type DbKind } from './servers.ts';

export const SIGNUPS = 1000;
export const SIGNUP_P99_BUDGET_MS = 200;
export const SEEDING_BUDGET_MS = 5000;
const WINDOW_MS = 60_000;
const SEASON = YEAR + 1;

const percentile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** The next season with sign-ups open, and SIGNUPS people who meet the checklist, each with a session. */
async function prepare(database: { databaseUrl?: string; dataDir?: string }): Promise<string[]> {
  const db = await openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir ?? 'unused' });
  try {
    const now = Date.now();
    await db.db.insert(seasons).values({
      year: SEASON,
      status: 'upcoming',
      signupsOpenAt: new Date(now - 60_000),
      signupsCloseAt: new Date(now + 24 * 3600_000),
    });
    const people = await db.db
      .insert(users)
      .values(
        Array.from({ length: SIGNUPS }, (_, i) => ({
          discordUsername: `signup_${String(i)}`,
          displayName: `Signup ${String(i)}`,
          country: 'DE',
          racetimeId: `rtsignup${String(i)}`,
        })),
      )
      .returning({ id: users.id });
    const sids: string[] = [];
    for (const person of people) sids.push(await createSession(db.db, person.id));
    return sids;
  } finally {
    await db.close();
  }
}

export async function signupsPart(dbs: readonly DbKind[], port: number): Promise<Record<string, unknown>> {
  const results: Record<string, unknown> = {};
  const fake = await startFakeRacetime();
  fake.setLeaderboard('pkmnredblue', [
    {
      goal: 'Any% Glitchless',
      rankings: Array.from({ length: SIGNUPS }, (_, i) => ({
        user: { id: `rtsignup${String(i)}`, name: `Signup ${String(i)}` },
        bestTime: `P0DT01H${String(50 + (i % 9))}M${String(i % 60).padStart(2, '0')}S`,
      })),
    },
  ]);
  try {
    for (const kind of dbs) {
      const database = await seedDatabase(kind, undefined);
      const sids = await prepare(database);
      const server = await serve(database, port, [], { RACETIME_BASE_URL: fake.baseUrl });
      try {
        const url = `${server.url}/api/seasons/${String(SEASON)}/entries`;
        const body = JSON.stringify({ restreamConsent: 'yes', rulesAccepted: true });
        const start = Date.now();
        const answers = await Promise.all(
          sids.map(async (sid) => {
            await sleep(Math.random() * WINDOW_MS);
            const sent = performance.now();
            const response = await fetch(url, {
              method: 'POST',
              headers: { ...adminWriteHeaders(sid), 'content-type': 'application/json' },
              body,
            });
            await response.arrayBuffer();
            return { status: response.status, ms: performance.now() - sent };
          }),
        );
        const spreadS = Math.round((Date.now() - start) / 1000);
        const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
        const created = answers.filter((answer) => answer.status === 201).length;
        const state = (await (await fetch(`${server.url}/api/seasons/${String(SEASON)}/signup`)).json()) as {
          registered: number;
          waitlisted: number;
        };
        const counted = state.registered + state.waitlisted;
        const p99Ms = Math.round(percentile(times, 0.99));
        const seedStart = performance.now();
        const seeding = await fetch(`${server.url}/api/admin/seasons/${String(SEASON)}/seeding`, {
          method: 'POST',
          headers: adminWriteHeaders(server.adminSid),
        });
        const seeded = ((await seeding.json()) as { seeded?: number }).seeded ?? 0;
        const seedingMs = Math.round(performance.now() - seedStart);
        const signupsOk = p99Ms < SIGNUP_P99_BUDGET_MS && created === SIGNUPS && counted === SIGNUPS;
        const seedingOk = seeding.status === 200 && seeded === SIGNUPS && seedingMs < SEEDING_BUDGET_MS;
        console.log(
          `signups ${kind}: ${String(SIGNUPS)} within ${String(spreadS)} s, p50 ${String(Math.round(percentile(times, 0.5)))} ms, ` +
            `p99 ${String(p99Ms)} ms, ${String(created)} answered 201, ${String(counted)} counted: ${verdict(signupsOk)}`,
        );
        console.log(`seeding ${kind}: ${String(seeded)} entrants in ${String(seedingMs)} ms: ${verdict(seedingOk)}`);
        results[kind] = { p99Ms, created, counted, seeded, seedingMs, signupsOk, seedingOk };
      } finally {
        await server.stop();
        await database.drop();
      }
    }
  } finally {
    await fake.close();
  }
  return results;
}
