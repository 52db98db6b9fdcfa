/**
 * The one PostgreSQL schema, shared by PGlite and real PostgreSQL.
 * Figures that are derived from results (points, best times, Pickems points) are stored for fast reads,
 * but always rewritten from the pure functions in packages/core, never incremented.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Bracket } from '@pokered/core/brackets';
import { seasonYear } from './seasonSchema.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Always stored lower-case: Discord usernames are matched case-insensitively. */
    discordUsername: text('discord_username').notNull(),
    displayName: text('display_name').notNull(),
    globalName: text('global_name'),
    isAdmin: boolean('is_admin').notNull().default(false),
    pronouns: text('pronouns'),
    country: text('country'),
    avatarUrl: text('avatar_url'),
    discordId: text('discord_id'),
    /** The linked racetime.gg account's user id (rules §16), as racetime.gg spells it. */
    racetimeId: text('racetime_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_discord_username_key').on(t.discordUsername),
    // rules §2: a Discord id binds at most one user (migration 0004).
    uniqueIndex('users_discord_id_key')
      .on(t.discordId)
      .where(sql`${t.discordId} is not null`),
    // rules §16: a racetime.gg account links at most one user (migration 0015).
    uniqueIndex('users_racetime_id_key')
      .on(t.racetimeId)
      .where(sql`${t.racetimeId} is not null`),
    check('users_discord_username_lower', sql`${t.discordUsername} = lower(${t.discordUsername})`),
  ],
);

/** One row: where this year's tournament stands. */
export const tournament = pgTable('tournament', {
  id: integer('id').primaryKey().default(1),
  year: integer('year').notNull(),
  /** A round name from packages/core/rounds.ts, or 'completed'. */
  stage: text('stage').notNull().default('Round 1'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const groups = pgTable(
  'groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: seasonYear(),
    round: text('round').notNull(),
    groupNumber: integer('group_number').notNull(),
    bracket: text('bracket', { enum: ['Normal', 'Ascension', 'Exhibition', 'Playoffs'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('groups_year_round_number_key').on(t.year, t.round, t.groupNumber)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Copied from the group so the database itself refuses a runner in two groups of a round. */
    year: seasonYear(),
    round: text('round').notNull(),
    pot: integer('pot').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    uniqueIndex('group_members_year_round_user_key').on(t.year, t.round, t.userId),
    index('group_members_user_idx').on(t.userId), // a career reads a user's groups of every season (migration 0027)
  ],
);

export const races = pgTable(
  'races',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id').references(() => groups.id),
    year: seasonYear(),
    round: text('round').notNull(),
    bracket: text('bracket', { enum: ['Normal', 'Ascension', 'Exhibition', 'Playoffs'] }),
    /** Epoch seconds. */
    raceDateTime: bigint('race_date_time', { mode: 'number' }).notNull(),
    racer1: uuid('racer1')
      .notNull()
      .references(() => users.id),
    racer2: uuid('racer2')
      .notNull()
      .references(() => users.id),
    racer3: uuid('racer3').references(() => users.id),
    submittedBy: uuid('submitted_by').references(() => users.id),
    cancelled: boolean('cancelled').notNull().default(false),
    restreamPlanned: boolean('restream_planned').notNull().default(false),
    restreamChannel: text('restream_channel'),
    restreamer: uuid('restreamer').references(() => users.id),
    completed: boolean('completed').notNull().default(false),
    raceTimeId: text('race_time_id'),
    winner: uuid('winner').references(() => users.id),
    /** The calendar event's revision (rules §14): grows when the race is moved, cancelled or uncancelled. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Epoch seconds the result was first recorded, when that was before the planned start (rules §23); else null. */
    playedAt: bigint('played_at', { mode: 'number' }),
  },
  (t) => [
    /** At most one active race per group: the database enforces it under any concurrency. */
    uniqueIndex('races_one_active_per_group')
      .on(t.groupId)
      .where(sql`not ${t.cancelled}`),
    index('races_year_round_idx').on(t.year, t.round, t.completed, t.raceDateTime),
    index('races_completed_idx').on(t.completed),
    index('races_racer1_idx').on(t.racer1),
    index('races_racer2_idx').on(t.racer2),
    index('races_racer3_idx').on(t.racer3),
  ],
);

export const raceCommentators = pgTable(
  'race_commentators',
  {
    raceId: uuid('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.userId] }), index('race_commentators_user_idx').on(t.userId)],
);

export const raceResults = pgTable(
  'race_results',
  {
    raceId: uuid('race_id')
      .notNull()
      .references(() => races.id, { onDelete: 'cascade' }),
    racerId: uuid('racer_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['Finished', 'DNF', 'DNS', 'DQ'] }).notNull(),
    finishTimeMs: integer('finish_time_ms').notNull(),
    dnfOrder: integer('dnf_order'),
    /** 1-based place from packages/core/results.ts placeResults. */
    place: integer('place').notNull(),
  },
  (t) => [primaryKey({ columns: [t.raceId, t.racerId] }), index('race_results_racer_idx').on(t.racerId)],
);

/** The Twitch channels of a racetime.gg room's entrants, last read (rules §16, migration 0018): the "Watch" link. */
export const racetimeRoomChannels = pgTable(
  'racetime_room_channels',
  { room: text('room').primaryKey(), channels: text('channels').array().notNull() },
  (t) => [check('racetime_room_channels_some', sql`cardinality(${t.channels}) between 1 and 6`)],
);

/** One-off Pickems and the running total of a player, per season. */
export const pickems = pgTable(
  'pickems',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: seasonYear(),
    selectedRunners: jsonb('selected_runners').$type<string[]>().notNull().default([]),
    ultraSelectedRunners: jsonb('ultra_selected_runners').$type<string[]>().notNull().default([]),
    selectedWinner: uuid('selected_winner').references(() => users.id),
    selectedBestTimeRunner: uuid('selected_best_time_runner').references(() => users.id),
    bestTimeMs: integer('best_time_ms'),
    /** Set when the one-off picks were submitted; null for a record made by round picks only. */
    oneOffSubmittedAt: timestamp('one_off_submitted_at', { withTimezone: true }),
    /** Derived by packages/core/pickemsScoring.ts; rewritten, never incremented. */
    points: integer('points').notNull().default(0),
    breakdown: jsonb('breakdown').$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A season's players by points: a profile's Pickems rank (rules §37, migration 0024).
  (t) => [primaryKey({ columns: [t.userId, t.year] }), index('pickems_year_points_idx').on(t.year, t.points)],
);

/** One row per user and round: the database refuses a second pick set for the round. */
export const roundPickSubmissions = pgTable(
  'round_pick_submissions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    year: seasonYear(),
    round: text('round').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.year, t.round] })],
);

export const roundPicks = pgTable(
  'round_picks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    year: seasonYear(),
    round: text('round').notNull(),
    runnerId: uuid('runner_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('round_picks_group_idx').on(t.groupId)],
);

export const hallOfFame = pgTable('hall_of_fame', {
  year: integer('year').primaryKey(),
  gold: jsonb('gold').$type<{ name: string; userId?: string }>().notNull(),
  silver: jsonb('silver').$type<{ name: string; userId?: string }>().notNull(),
  bronze: jsonb('bronze').$type<{ name: string; userId?: string }>().notNull(),
  spotlightVideos: jsonb('spotlight_videos').$type<string[]>().notNull().default([]),
});

/**
 * A historic hall-of-fame place (named, without a user id) linked by an admin to its user: until linked,
 * the trophy shows on no profile (a display name proves nothing). Migration 0006.
 */
export const hallOfFameLinks = pgTable(
  'hall_of_fame_links',
  {
    year: integer('year').notNull(),
    place: text('place', { enum: ['gold', 'silver', 'bronze'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'hall_of_fame_links_pk', columns: [t.year, t.place] }),
    index('hall_of_fame_links_user_idx').on(t.userId),
    check('hall_of_fame_links_place', sql`${t.place} in ('gold', 'silver', 'bronze')`),
  ],
);

/**
 * Group draws (rules §13, §28); the seed is shown only once confirmed or dropped (a dropped draft stays, public).
 * With `order` and `past_pairings` it recomputes `groups`.
 */
export const draws = pgTable(
  'draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    round: text('round').notNull(),
    status: text('status', { enum: ['draft', 'confirmed', 'dropped'] })
      .notNull()
      .default('draft'),
    seed: text('seed').notNull(),
    seedHash: text('seed_hash').notNull(),
    order: jsonb('order').$type<{ bracket: Bracket; runners: string[] }[]>().notNull(),
    groups: jsonb('groups').$type<{ bracket: Bracket; members: string[] }[]>().notNull(),
    pastPairings: jsonb('past_pairings').$type<[string, string][]>().notNull(),
    edited: boolean('edited').notNull().default(false),
    repeats: integer('repeats').notNull(),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    droppedBy: uuid('dropped_by').references(() => users.id),
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
  },
  // One confirmed draw per round and year: the last line of defence behind the tournament row lock.
  (t) => [
    check('draws_status_check', sql`${t.status} in ('draft', 'confirmed', 'dropped')`),
    uniqueIndex('draws_one_confirmed_per_round')
      .on(t.year, t.round)
      .where(sql`${t.status} = 'confirmed'`),
  ],
);
