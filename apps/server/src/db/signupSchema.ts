/**
 * Sign-ups (rules §38, migration 0025): a person's sign-up for a season, an admin's block on a person, and the
 * racetime.gg leaderboard times the seeding reads (rules §39), kept a day.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { EntryStatus, RestreamConsent, SeedSource } from '@pokered/core/schemas/signups';
import { users } from './schema.ts';
import { seasons } from './seasonSchema.ts';

export const seasonSignups = pgTable(
  'season_signups',
  {
    year: integer('year')
      .notNull()
      .references(() => seasons.year),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<EntryStatus>().notNull(),
    /** Null for a runner an admin added (no answers given). */
    restreamConsent: text('restream_consent').$type<RestreamConsent>(),
    rulesVersion: text('rules_version'),
    personalBestMs: integer('personal_best_ms'),
    personalBestUrl: text('personal_best_url'),
    seed: integer('seed'),
    seedSource: text('seed_source').$type<SeedSource>(),
    reason: text('reason'),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
    /** The waitlist's order: first queued, first promoted. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    promotedAt: timestamp('promoted_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.userId] }),
    index('season_signups_status_idx').on(t.year, t.status, t.queuedAt),
    index('season_signups_user_idx').on(t.userId),
    check(
      'season_signups_status_known',
      sql`${t.status} in ('registered', 'waitlisted', 'checked-in', 'missed', 'withdrawn', 'refused')`,
    ),
    check(
      'season_signups_consent_known',
      sql`${t.restreamConsent} is null or ${t.restreamConsent} in ('yes', 'no', 'clean-audio')`,
    ),
    check(
      'season_signups_seed_source_known',
      sql`${t.seedSource} is null or ${t.seedSource} in ('last-season', 'racetime', 'claimed', 'none')`,
    ),
  ],
);

/** An admin's block (rules §38): the person may not enter any season until unblocked. */
export const userBlocks = pgTable('user_blocks', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  blockedBy: uuid('blocked_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** When a category's leaderboard was last read from racetime.gg (rules §39: at most once a day). */
export const racetimeLeaderboardReads = pgTable('racetime_leaderboard_reads', {
  category: text('category').primaryKey(),
  readAt: timestamp('read_at', { withTimezone: true }).notNull(),
});

/** Each ranked user's best time per goal, from that read. */
export const racetimeLeaderboardTimes = pgTable(
  'racetime_leaderboard_times',
  {
    category: text('category').notNull(),
    goal: text('goal').notNull(),
    racetimeId: text('racetime_id').notNull(),
    bestTimeMs: integer('best_time_ms').notNull(),
  },
  (t) => [primaryKey({ name: 'racetime_leaderboard_times_pk', columns: [t.category, t.goal, t.racetimeId] })],
);
