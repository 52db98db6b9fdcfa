/**
 * A runner's entry in a season (rules §34, migration 0023): what belongs to the year, not to the person. Accounts,
 * linked accounts and settings stay on `users` and carry over from year to year.
 */
import { sql } from 'drizzle-orm';
import { MISSING_BEST_TIME_MS } from '@pokered/core/time';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { seasonYear } from './seasonSchema.ts';

export const seasonEntries = pgTable(
  'season_entries',
  {
    year: seasonYear(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null once a round end sent the runner out (rules §4). */
    bracket: text('bracket', { enum: ['Normal', 'Ascension', 'Exhibition', 'Playoffs'] }),
    /** Derived from the season's results by packages/core/scoring.ts; rewritten, never incremented. */
    points: integer('points').notNull().default(0),
    bestTimeMs: integer('best_time_ms'),
    bye: boolean('bye').notNull().default(false),
    /** Withdrawn by an admin (rules §8); results and points stay. */
    withdrawn: boolean('withdrawn').notNull().default(false),
    /**
     * The place in the season's final standings (rules §9, §37), stored once the season is completed and again
     * whenever its figures are written (an admin's correction, an import); null while the season runs and for a
     * withdrawn runner. A profile reads it instead of ranking every past season again (issue 26's budget).
     */
    finalRank: integer('final_rank'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.userId] }),
    index('season_entries_user_idx').on(t.userId),
    // The Pickems facts read the Playoffs bracket around every recorded result (else a scan of every entry).
    index('season_entries_bracket_idx').on(t.year, t.bracket),
    // A profile's career counts, per season, the active entrants ahead of the runner in rules §9's order (BYE first,
    // points descending, best time ascending, none as MISSING_BEST_TIME_MS): one range of this index per season,
    // read from the index alone (migration 0028): the plain columns at its end let the planner answer from the
    // index without the table (it does not see that the expressions hold them). Without it each count read the
    // season's every entry.
    index('season_entries_standings_order_idx')
      .on(
        t.year,
        sql`(not ${t.bye})`,
        sql`(-${t.points})`,
        sql`coalesce(${t.bestTimeMs}, ${sql.raw(String(MISSING_BEST_TIME_MS))})`,
        t.bye,
        t.points,
        t.bestTimeMs,
      )
      .where(sql`not ${t.withdrawn}`),
    check('season_entries_points_known', sql`${t.points} >= 0`),
  ],
);
