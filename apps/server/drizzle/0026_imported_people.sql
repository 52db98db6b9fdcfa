-- People brought in from the earlier site (rules §40, issue 28). Each is a user row of their own that can never log
-- in: its username holds '..', which no Discord username may, and login never binds a user listed here. The name
-- the earlier site stored is kept here, unique ignoring case, so a second year's import finds the same person.
CREATE TABLE IF NOT EXISTS "imported_people" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "name_key" text NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "merged_into" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_by" uuid REFERENCES "users"("id") ON DELETE SET NULL,
  "decided_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "imported_people_status_known" CHECK ("status" in ('pending', 'confirmed', 'apart')),
  CONSTRAINT "imported_people_name_key_lower" CHECK ("name_key" = lower("name_key"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "imported_people_name_key_key" ON "imported_people" ("name_key");
--> statement-breakpoint
-- An imported profile belongs to one imported name; a merged one has none left (partial: many nulls).
CREATE UNIQUE INDEX IF NOT EXISTS "imported_people_user_key" ON "imported_people" ("user_id") WHERE "user_id" IS NOT NULL;
