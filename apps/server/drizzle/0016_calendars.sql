-- Calendars (rules §14).
-- A race's revision for its calendar event: SEQUENCE grows each time the race is moved, cancelled or uncancelled, so
-- calendar clients replace their copy. The races table already carries its data-version triggers (0008), so the
-- column needs none of its own.
ALTER TABLE "races" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Each user's personal feed token (GET /api/calendar/u/{token}.ics): looked up by its SHA-256, and kept sealed
-- (AES-256-GCM under a key derived from SESSION_SECRET) so that Settings can show the URL again while a copy of the
-- database alone gives no working feed URL. Private on purpose (no data-version trigger): no cached or rendered read
-- shows it, and issuing a token must not empty the caches.
CREATE TABLE "calendar_tokens" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "token_sealed" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_tokens_token_hash_key" ON "calendar_tokens" ("token_hash");
