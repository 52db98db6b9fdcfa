/**
 * The current season's runners enter through sign-ups (rules §38) and are seeded (rules §39), as the admin and the
 * runners would have done before Round 1: a window that closed before the draw, a check-in, a cap that filled, the
 * published seeding (some runners seeded by racetime.gg's leaderboard). Two fans tell the rest of the story: one
 * withdrew before the draw (and so the last runner to sign up moved up from the waitlist into the field, announced in
 * the announcements channel), one missed check-in.
 */
import { eq } from 'drizzle-orm';
import { RULES_VERSION, seedEntrants } from '@pokered/core/signups';
import type { Db } from '../db/client.ts';
import { seasonEntries } from '../db/entrySchema.ts';
import { notificationOutbox } from '../db/privateSchema.ts';
import { users } from '../db/schema.ts';
import { seasons } from '../db/seasonSchema.ts';
import { racetimeLeaderboardReads, racetimeLeaderboardTimes, seasonSignups } from '../db/signupSchema.ts';
import { readSeasonSettingsOf } from '../features/season/queries.ts';
import { promotedFacts } from '../features/signups/announcements/mutations.ts';
import { lastSeasonRanks } from '../features/signups/seeding/queries.ts';
import { insertChunked } from './bulk.ts';
import type { Random } from './random.ts';
import { DAY, HOUR, type Timeline } from './timeline.ts';

const CONSENTS = ['yes', 'yes', 'yes', 'no', 'clean-audio'] as const;
const RACETIME_ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A racetime.gg user id as racetime.gg spells them: 16 letters and digits. */
const racetimeIdOf = (random: Random) =>
  Array.from({ length: 16 }, () => RACETIME_ID_LETTERS[random.int(0, RACETIME_ID_LETTERS.length - 1)]).join('');

export async function enterThroughSignups(
  db: Db,
  random: Random,
  options: { year: number; runnerIds: readonly string[]; fanIds: readonly string[]; timeline: Timeline },
): Promise<void> {
  const { year, runnerIds, timeline } = options;
  const openAt = timeline.roundOneDraw - 30 * DAY;
  const closeAt = timeline.roundOneDraw - 3 * DAY;
  const checkInAt = timeline.roundOneDraw - 2 * DAY;
  const at = (seconds: number) => new Date(seconds * 1000);
  const seededAt = at(timeline.roundOneDraw - DAY);
  const promotedAt = at(openAt + 10 * DAY);
  const [withdrawer, misser] = options.fanIds;
  const promoted = runnerIds.at(-1);
  const ranks = await lastSeasonRanks(db, year);
  // Claimed personal bests for about a third of those without a rank last season.
  const claimed = new Map<string, number>();
  for (const id of runnerIds)
    if (!ranks.has(id) && random.int(0, 2) === 0) claimed.set(id, 6_600_000 + random.int(0, 900_000));
  // Drawn after the claims (the claimed set stays as it was): about half of the rest have a linked racetime.gg account
  // with a time on the season's category leaderboard (rules §39), stored as the seeding's read stores it.
  const racetime = new Map<string, { racetimeId: string; bestTimeMs: number }>();
  for (const id of runnerIds)
    if (!ranks.has(id) && !claimed.has(id) && random.int(0, 1) === 0)
      racetime.set(id, { racetimeId: racetimeIdOf(random), bestTimeMs: 6_300_000 + random.int(0, 900_000) });
  const seeding = seedEntrants(
    runnerIds.map((userId) => ({
      userId,
      lastSeasonRank: ranks.get(userId) ?? null,
      racetimeBestMs: racetime.get(userId)?.bestTimeMs ?? null,
      claimedBestMs: claimed.get(userId) ?? null,
    })),
  );
  const seedOf = new Map(seeding.map((row) => [row.userId, row]));
  const rows = runnerIds.map((userId, index) => {
    const enteredAt = openAt + HOUR + index * 600;
    const seed = seedOf.get(userId);
    return {
      year,
      userId,
      status: 'checked-in' as const,
      restreamConsent: CONSENTS[index % CONSENTS.length] ?? 'yes',
      rulesVersion: RULES_VERSION,
      personalBestMs: claimed.get(userId) ?? null,
      seed: seed?.seed ?? null,
      seedSource: seed?.source ?? 'none',
      enteredAt: at(enteredAt),
      queuedAt: at(enteredAt),
      checkedInAt: at(checkInAt + HOUR + index * 60),
      promotedAt: userId === promoted ? promotedAt : null,
    };
  });
  const others = [
    ...(withdrawer
      ? [
          {
            year,
            userId: withdrawer,
            status: 'withdrawn' as const,
            restreamConsent: 'yes' as const,
            enteredAt: at(openAt + 2 * HOUR),
          },
        ]
      : []),
    ...(misser
      ? [
          {
            year,
            userId: misser,
            status: 'missed' as const,
            restreamConsent: 'no' as const,
            enteredAt: at(openAt + 3 * HOUR),
          },
        ]
      : []),
  ].map((row) => ({ ...row, rulesVersion: RULES_VERSION, queuedAt: row.enteredAt }));
  const { racetimeCategory: category, racetimeGoal } = await readSeasonSettingsOf(db, year, null);
  await db.transaction(async (tx) => {
    await tx
      .update(seasons)
      .set({
        signupsOpenAt: at(openAt),
        signupsCloseAt: at(closeAt),
        checkInOpensAt: at(checkInAt),
        // The cap filled: the last runner waited until the withdrawal freed a place.
        signupCap: runnerIds.length,
        seedingPublishedAt: seededAt,
      })
      .where(eq(seasons.year, year));
    await insertChunked(tx, seasonSignups, [...rows, ...others]);
    // Their places in the season (rules §34), in Normal (rules §4), as a registration gives them.
    await insertChunked(
      tx,
      seasonEntries,
      runnerIds.map((userId) => ({ year, userId, bracket: 'Normal' as const })),
    );
    for (const [userId, { racetimeId }] of racetime)
      await tx.update(users).set({ racetimeId }).where(eq(users.id, userId));
    await insertChunked(
      tx,
      racetimeLeaderboardTimes,
      [...racetime.values()].map(({ racetimeId, bestTimeMs }) => ({
        category,
        goal: racetimeGoal ?? 'Any% Glitchless',
        racetimeId,
        bestTimeMs,
      })),
    );
    await tx.insert(racetimeLeaderboardReads).values({ category, readAt: seededAt }).onConflictDoNothing();
    // The promotion's announcement (rules §38), with the facts the real promotion queues; sent long ago, as the
    // demo's past is (a pending row with no webhook set would only fail).
    const facts = promoted ? await promotedFacts(tx, year, promoted) : null;
    if (facts)
      await tx.insert(notificationOutbox).values({
        channel: 'announcements',
        event: facts.event,
        facts,
        state: 'sent',
        attempts: 1,
        nextAttemptAt: promotedAt,
        createdAt: promotedAt,
        sentAt: new Date(promotedAt.getTime() + 2000),
      });
  });
}
