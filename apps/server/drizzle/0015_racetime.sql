-- racetime.gg (rules §16).
-- A user's linked racetime.gg account: its user id, as racetime.gg spells it. The users table already carries its
-- data-version triggers (0008), so the column needs none of its own. One account links at most one user.
ALTER TABLE "users" ADD COLUMN "racetime_id" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_racetime_id_key" ON "users" ("racetime_id") WHERE "racetime_id" IS NOT NULL;
--> statement-breakpoint
-- The watcher's bookkeeping (RACETIME_WATCH=on): when each room was last read, and what racetime.gg said. A process
-- claims a room with a conditional upsert (only when the last read is a minute old), so several processes sharing
-- this database read a room at most once a minute between them. Private on purpose (no data-version trigger): it is
-- written every minute for every watched room, and only the admin ready-to-complete list (never cached) reads it.
CREATE TABLE "racetime_rooms" (
  "room" text PRIMARY KEY NOT NULL,
  "checked_at" timestamp with time zone NOT NULL,
  "status" text,
  "finished_at" timestamp with time zone
);
