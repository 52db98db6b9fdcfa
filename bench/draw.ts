/**
 * The group draw at scale (rules §13), on PostgreSQL: 1,000 runners in Round 2 (Normal and Ascension, each having
 * raced two others in Round 1), timing `POST /api/admin/draws` (the draft: standings, earlier pairings, the draw
 * itself) and `POST /api/admin/draws/{id}/confirm` (every group in one transaction). Targets: a draft under
 * 100 ms, a confirmation under 1 s.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createSession } from '../apps/server/src/auth/sessions.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { draws, groupMembers, groups, races, tournament, users } from '../apps/server/src/db/schema.ts';
import { ensureTournament } from '../apps/server/src/features/tournament/state.ts';
import { median } from './api.ts';
import { PG_ADMIN_URL, YEAR, adminWriteHeaders, serve } from './servers.ts';
import { seasonEntries } from '../apps/server/src/db/entrySchema.ts';

const RUNNERS = 1000;

export interface DrawFigures {
  runners: number;
  groups: number;
  draftMs: number[];
  draftMedianMs: number;
  confirmMs: number[];
  confirmMedianMs: number;
}

async function adminQuery(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

/** 1,000 runners after Round 1: 334 completed races, a third of the runners in Ascension, distinct points. */
async function seedRound2(databaseUrl: string): Promise<string> {
  const database = await openDatabase({ databaseUrl, dataDir: 'unused' });
  try {
    const { db } = database;
    await ensureTournament(db, YEAR);
    const [admin] = await db
      .insert(users)
      .values({ discordUsername: 'bench_admin', displayName: 'Bench Admin', isAdmin: true })
      .returning({ id: users.id });
    const runners = await db
      .insert(users)
      .values(
        Array.from({ length: RUNNERS }, (_, i) => ({
          discordUsername: `bench_runner_${String(i)}`,
          displayName: `Bench Runner ${String(i)}`,
        })),
      )
      .returning({ id: users.id });
    const ids = runners.map((row) => row.id);
    // Runners are the season's entrants (rules §34), with the figures Round 1 left them.
    await db.insert(seasonEntries).values(
      ids.map((userId, i) => ({
        userId,
        bracket: i % 3 === 0 ? ('Ascension' as const) : ('Normal' as const),
        points: i % 3 === 0 ? 10 : (i * 7) % 10,
        bestTimeMs: 6_000_000 + i * 1000,
      })),
    );
    for (let start = 0, number = 1; start < RUNNERS; start += 3, number++) {
      const members = ids.slice(start, start + 3);
      const [group] = await db
        .insert(groups)
        .values({ round: 'Round 1', groupNumber: number, bracket: 'Normal' })
        .returning({ id: groups.id });
      if (!group) throw new Error('group not created');
      await db
        .insert(groupMembers)
        .values(members.map((userId, pot) => ({ groupId: group.id, userId, round: 'Round 1', pot: pot + 1 })));
      const [racer1 = '', racer2 = '', racer3] = members;
      if (members.length < 2) continue;
      await db.insert(races).values({
        groupId: group.id,
        round: 'Round 1',
        bracket: 'Normal',
        raceDateTime: 1_700_000_000,
        racer1,
        racer2,
        racer3: racer3 ?? null,
        completed: true,
        winner: racer1,
      });
    }
    await db.update(tournament).set({ stage: 'Round 2' }).where(eq(tournament.id, 1));
    if (!admin) throw new Error('admin not created');
    return await createSession(db, admin.id);
  } finally {
    await database.close();
  }
}

async function adminCall(url: string, sid: string, method: string, path: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(url + path, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...adminWriteHeaders(sid),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: ${String(response.status)} ${text.slice(0, 200)}`);
  return { ms, body: JSON.parse(text) as { _id: string; groups: unknown[] } };
}

/** Times `runs` drafts and `runs` confirmations (the Round 2 groups are removed between confirmations). */
export async function benchDraw(port: number, runs = 5): Promise<DrawFigures> {
  const name = `pokered_bench_draw_${randomBytes(4).toString('hex')}`;
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  await adminQuery(`create database ${name}`);
  const drop = () => adminQuery(`drop database if exists ${name} with (force)`);
  try {
    const adminSid = await seedRound2(databaseUrl);
    const server = await serve({ kind: 'postgres', databaseUrl, adminSid, drop }, port);
    const cleanup = await openDatabase({ databaseUrl, dataDir: 'unused' });
    try {
      const draftMs: number[] = [];
      const confirmMs: number[] = [];
      let groupCount = 0;
      for (let run = 0; run < runs; run++) {
        const draft = await adminCall(server.url, adminSid, 'POST', '/api/admin/draws', {});
        draftMs.push(draft.ms);
        groupCount = draft.body.groups.length;
        const confirmed = await adminCall(server.url, adminSid, 'POST', `/api/admin/draws/${draft.body._id}/confirm`);
        confirmMs.push(confirmed.ms);
        // Undo the confirmation so the next run draws the same round again.
        await cleanup.db.delete(groups).where(eq(groups.round, 'Round 2'));
        await cleanup.db.delete(draws);
      }
      const round = (values: number[]) => values.map((v) => Math.round(v * 10) / 10);
      return {
        runners: RUNNERS,
        groups: groupCount,
        draftMs: round(draftMs),
        draftMedianMs: Math.round(median(draftMs) * 10) / 10,
        confirmMs: round(confirmMs),
        confirmMedianMs: Math.round(median(confirmMs) * 10) / 10,
      };
    } finally {
      await cleanup.close();
      await server.stop();
    }
  } finally {
    await drop();
  }
}
