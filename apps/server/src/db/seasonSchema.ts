/**
 * The tables of a season, a tournament year (rules §33, §34). Kept apart from schema.ts, which holds the tables of
 * what is played; this module imports nothing from it, so every year-bound table there can reference a season.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SeasonSettings } from '@pokered/core/seasonSettings';

/**
 * A tournament year (rules §34, migration 0023): its status, its stage once it is not the current season (the
 * current season's stage is the tournament row's), where it came from, and its settings (rules §33).
 */
export const seasons = pgTable(
  'seasons',
  {
    year: integer('year').primaryKey(),
    /** Null until an admin saves them: the defaults for the year are shown (rules §33). */
    settings: jsonb('settings').$type<SeasonSettings>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    status: text('status', { enum: ['upcoming', 'running', 'completed'] })
      .notNull()
      .default('upcoming'),
    stage: text('stage').notNull().default('Round 1'),
    /** 'site' for a season this site ran, 'imported' for one brought in from the earlier site (issue 28). */
    source: text('source', { enum: ['site', 'imported'] })
      .notNull()
      .default('site'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Sign-ups (rules §38, migration 0025): the window, the cap, check-in, and when the seeding was published (§39).
    signupsOpenAt: timestamp('signups_open_at', { withTimezone: true }),
    signupsCloseAt: timestamp('signups_close_at', { withTimezone: true }),
    checkInOpensAt: timestamp('check_in_opens_at', { withTimezone: true }),
    signupCap: integer('signup_cap'),
    requireRacetime: boolean('require_racetime').notNull().default(true),
    seedingPublishedAt: timestamp('seeding_published_at', { withTimezone: true }),
  },
  (t) => [
    check('seasons_status_known', sql`${t.status} in ('upcoming', 'running', 'completed')`),
    check('seasons_source_known', sql`${t.source} in ('site', 'imported')`),
    check('seasons_signup_cap_positive', sql`${t.signupCap} is null or ${t.signupCap} >= 1`),
  ],
);

/**
 * The `year` of a row that belongs to a season (rules §34). Unless a writer names a year (an import, issue 28), a
 * row lands in the current season: the database reads the tournament row in the writer's own transaction, so the
 * year can never disagree with the stage the writer locked.
 */
export const seasonYear = () =>
  integer('year')
    .notNull()
    .default(sql`current_season_year()`)
    .references(() => seasons.year);
