/**
 * People imported from the earlier site (rules §40, migration 0026): each a user row of their own that can never
 * log in, until an admin confirms whom they are (Admin → Imported people).
 */
import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

export const importedPeople = pgTable(
  'imported_people',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Discord username the earlier site stored, as it spelled it. */
    name: text('name').notNull(),
    /** `name` lower-case: one imported person per name ignoring case, whichever year brought it. */
    nameKey: text('name_key').notNull(),
    /** The imported profile; null once merged into another user. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['pending', 'confirmed', 'apart'] })
      .notNull()
      .default('pending'),
    /** The user an admin confirmed this person is: a later import of the name lands on them. */
    mergedInto: uuid('merged_into').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('imported_people_name_key_key').on(t.nameKey),
    uniqueIndex('imported_people_user_key')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    check('imported_people_status_known', sql`${t.status} in ('pending', 'confirmed', 'apart')`),
    check('imported_people_name_key_lower', sql`${t.nameKey} = lower(${t.nameKey})`),
  ],
);
