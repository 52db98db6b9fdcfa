/**
 * The tables no public read shows: sessions, the audit log, admin-name claims, rate-limit counters, the racetime.gg
 * watcher's bookkeeping and the data version itself. They carry no data-version trigger (writing them must not empty the caches; the trigger test
 * lists them as private), and live apart from the public tables of schema.ts. client.ts gives Drizzle both files.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's random id: a database leak does not give working cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: uuid('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_action_idx').on(t.action)],
);

/** The Discord id each ADMIN_DISCORD_USERNAMES name bound at its first login (rules §2): later holders are not promoted. */
export const adminUsernameClaims = pgTable('admin_username_claims', {
  discordUsername: text('discord_username').primaryKey(),
  discordId: text('discord_id').notNull(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters, kept in the database so limits hold across server processes. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * One row: a random token replaced when a transaction that changed what the public reads show commits
 * (the triggers of migration 0002_data_version_triggers: users, tournament, groups, group_members, races,
 * race_commentators, race_results, pickems, round_pick_submissions, round_picks, hall_of_fame, draws; since migration
 * 0008_data_version_changed_rows only for statements that really changed a row). The read cache
 * (src/http/readCache.ts) keeps an answer only while this token is unchanged, whichever process or script wrote.
 */
export const dataVersion = pgTable('data_version', {
  id: integer('id').primaryKey().default(1),
  version: uuid('version').notNull().defaultRandom(),
});

/**
 * At most one row per writing transaction, inserted by the statement triggers; its deferred trigger replaces
 * the token at commit time and deletes the row. Bumping at commit, not at the first write, means a writer
 * never holds the token's row lock while it waits for another lock (no deadlock), and a bulk write costs one
 * bump, not one per row.
 */
export const dataVersionPending = pgTable('data_version_pending', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
});

/**
 * One token per data area (migration 0021, docs/decisions/018-versions-per-area.md): replaced at the commit of a
 * transaction that changed that area, so a cached answer or page stays valid while the areas it reads are unchanged
 * (src/db/dataVersion.ts).
 */
export const dataAreaVersions = pgTable('data_area_versions', {
  area: text('area').primaryKey(),
  version: uuid('version').notNull().defaultRandom(),
});

/** The areas' queue: one row per area a transaction changed, bumped and deleted at its commit (as above). */
export const dataAreaPending = pgTable('data_area_pending', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  area: text('area').notNull(),
});

/**
 * What the racetime.gg watcher (src/jobs/racetimeWatch.ts, rules §16) last saw of each room: when a process last
 * read it (the claim that keeps reads to one a minute per room across processes) and its status then. A race whose
 * room is `finished` has results ready to import. Migration 0015.
 */
export const racetimeRooms = pgTable('racetime_rooms', {
  room: text('room').primaryKey(),
  checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
  status: text('status'),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * Each user's personal calendar feed token (rules §14), migration 0016: found by its SHA-256 (`tokenHash`), and
 * kept sealed (AES-256-GCM under a key derived from SESSION_SECRET, src/features/calendar/mutations.ts) so Settings can
 * show the URL again, while a copy of the database alone gives no working feed URL.
 */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_tokens_token_hash_key').on(t.tokenHash)],
);

/** One Discord webhook per channel (rules §15, migration 0017): a secret URL, never sent back whole. */
export const notificationWebhooks = pgTable(
  'notification_webhooks',
  {
    channel: text('channel').primaryKey(),
    url: text('url').notNull(),
    /** Why it is no longer used (Discord answered 404: the webhook was deleted), or null. */
    disabledReason: text('disabled_reason'),
    /** Discord's rate limit: no message goes to it before this time. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('notification_webhooks_channel_check', sql`${t.channel} in ('announcements', 'results', 'commentary')`),
  ],
);

/** The durable queue of Discord messages (rules §15, docs/decisions/011-notification-queue.md, migration 0017). */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    event: text('event').notNull(),
    facts: jsonb('facts').notNull(),
    dedupeKey: text('dedupe_key'),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimToken: uuid('claim_token'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('notification_outbox_state_check', sql`${t.state} in ('pending', 'claimed', 'sending', 'sent', 'failed')`),
    uniqueIndex('notification_outbox_dedupe_key')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('notification_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    index('notification_outbox_created_idx').on(t.createdAt),
  ],
);
