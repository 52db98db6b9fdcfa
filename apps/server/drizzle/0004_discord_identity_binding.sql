-- rules §2: a login matches its user by Discord id, so one Discord id binds at most one user. Before this, a login
-- overwrote the id of whichever user held the username, so a person who changed their Discord name could own two
-- rows with the same id: keep it on the row they used last (latest session, else the oldest row), unbind the others
-- (an unbound row is matched by username again, as an admin-added user is).
UPDATE "users" SET "discord_id" = NULL WHERE "id" IN (
  SELECT "id" FROM (
    SELECT u."id", row_number() OVER (
      PARTITION BY u."discord_id"
      ORDER BY (SELECT max(s."created_at") FROM "sessions" s WHERE s."user_id" = u."id") DESC NULLS LAST, u."created_at", u."id"
    ) AS "rank"
    FROM "users" u WHERE u."discord_id" IS NOT NULL
  ) ranked WHERE ranked."rank" > 1
)
--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_id_key" ON "users" ("discord_id") WHERE "discord_id" IS NOT NULL
--> statement-breakpoint
-- ADMIN_DISCORD_USERNAMES promotes only the Discord id each name bound at its first login, never a later holder of
-- the name. Not shown by any public read: no data-version trigger.
CREATE TABLE "admin_username_claims" (
  "discord_username" text PRIMARY KEY NOT NULL,
  "discord_id" text NOT NULL,
  "claimed_at" timestamp with time zone DEFAULT now() NOT NULL
)
