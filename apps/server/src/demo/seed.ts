/**
 * The demo tournament loaded by `npm start` on an empty non-production database (never in production).
 * `size` scales it for the benchmarks: 1 is a small demo season, bigger sizes make more of everything.
 */
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { groupMembers, groups, hallOfFame, races, users } from '../db/schema.ts';
import { COUNTRIES, FIRST, PRONOUNS, SUFFIX } from './names.ts';
import { createRandom } from './random.ts';

export interface SeedOptions {
  year: number;
  /** Number of runners (default 36). */
  runners?: number;
  /** Number of commentators besides the demo accounts (default 8). */
  commentators?: number;
  seed?: number;
  /** "Now" in epoch seconds, so tests can seed a fixed moment. */
  nowSeconds?: number;
}

export async function seedDemoIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db, options);
  return true;
}

export async function seedDemo(db: Db, options: SeedOptions): Promise<void> {
  const random = createRandom(options.seed ?? 151);
  const runnerCount = options.runners ?? 36;
  const now = options.nowSeconds ?? Math.floor(Date.now() / 1000);
  await db.transaction(async (tx) => {
    await tx.insert(users).values([
      { discordUsername: 'admin', displayName: 'Organiser', role: 'commentator', isAdmin: true, country: 'CA', pronouns: 'they/them' },
      { discordUsername: 'oak', displayName: 'Professor Oak', role: 'commentator', country: 'JP', pronouns: 'he/him' },
    ]);
    const runnerRows = Array.from({ length: runnerCount }, (_, i) => {
      const base = i === 0 ? 'Ash' : `${FIRST[i % FIRST.length] ?? 'Red'}${SUFFIX[Math.floor(i / FIRST.length) % SUFFIX.length] ?? ''}`;
      const displayName = i < FIRST.length ? (FIRST[i] ?? base) : `${base}${i >= FIRST.length * SUFFIX.length ? String(i) : ''}`;
      return {
        discordUsername: i === 0 ? 'ash' : `${displayName.toLowerCase().replace(/[^a-z0-9]/g, '')}_${String(i)}`,
        displayName,
        role: 'runner' as const,
        country: random.pick(COUNTRIES),
        pronouns: random.pick(PRONOUNS),
        currentBracket: 'Normal' as const,
      };
    });
    const inserted = await tx.insert(users).values(runnerRows).returning({ id: users.id });
    const commentatorCount = options.commentators ?? 8;
    if (commentatorCount > 0) {
      await tx.insert(users).values(
        Array.from({ length: commentatorCount }, (_, i) => ({
          discordUsername: `caster_${String(i + 1)}`,
          displayName: `Caster ${FIRST[(i + 7) % FIRST.length] ?? 'Joy'}`,
          role: 'commentator' as const,
          country: random.pick(COUNTRIES),
          pronouns: random.pick(PRONOUNS),
        })),
      );
    }
    // Round 1 draw: groups of three; the first groups have raced, later ones are scheduled.
    const order = random.shuffle(inserted.map((r) => r.id));
    for (let g = 0; g * 3 + 1 < order.length; g++) {
      const members = order.slice(g * 3, g * 3 + 3);
      const [group] = await tx.insert(groups).values({ round: 'Round 1', groupNumber: g + 1, bracket: 'Normal' }).returning({ id: groups.id });
      if (!group) throw new Error('group insert failed');
      await tx.insert(groupMembers).values(members.map((userId, pot) => ({ groupId: group.id, userId, round: 'Round 1', pot: pot + 1 })));
      const [r1, r2, r3] = members;
      if (!r1 || !r2 || g % 4 === 3) continue; // some groups have not scheduled yet
      const offsetHours = (g - 2) * 26 + random.int(0, 6);
      await tx.insert(races).values({
        groupId: group.id,
        round: 'Round 1',
        bracket: 'Normal',
        raceDateTime: now + offsetHours * 3600,
        racer1: r1,
        racer2: r2,
        racer3: r3 ?? null,
        submittedBy: r1,
      });
    }
    await tx.insert(hallOfFame).values([
      {
        year: options.year - 1,
        gold: { name: 'Blue' },
        silver: { name: 'Leaf' },
        bronze: { name: 'Red' },
        spotlightVideos: [],
      },
      { year: options.year - 2, gold: { name: 'Red' }, silver: { name: 'Blue' }, bronze: { name: 'Gold' }, spotlightVideos: [] },
    ]).onConflictDoNothing();
  });
  // The dev login's demo runner: make sure they exist even at tiny sizes.
  await db.update(users).set({ role: 'runner' }).where(eq(users.discordUsername, 'ash'));
}
