/**
 * The tables of a season, a tournament year (rules §33; the seasons issue adds its entrants and status here). Kept
 * apart from schema.ts, which holds the tables of the tournament being played.
 */
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { SeasonSettings } from '@pokered/core/seasonSettings';

/** A tournament year's settings (rules §33, migration 0022); a year without a row shows the defaults. */
export const seasons = pgTable('seasons', {
  year: integer('year').primaryKey(),
  settings: jsonb('settings').$type<SeasonSettings>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
