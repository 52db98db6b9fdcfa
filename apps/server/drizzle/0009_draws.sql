-- Group draws (rules §13). A draft keeps its seed secret until confirmed; confirmed draws are public, so the
-- table has a data-version trigger (migration 0002) like every table the public reads show.
CREATE TABLE "draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"round" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"order" jsonb NOT NULL,
	"groups" jsonb NOT NULL,
	"past_pairings" jsonb NOT NULL,
	"edited" boolean DEFAULT false NOT NULL,
	"repeats" integer NOT NULL,
	"created_by" uuid REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_by" uuid REFERENCES "users"("id"),
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "draws_status_check" CHECK ("status" IN ('draft', 'confirmed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "draws_one_confirmed_per_round" ON "draws" USING btree ("year", "round") WHERE "status" = 'confirmed';
--> statement-breakpoint
-- The data-version triggers of 0008: a write that changes no row keeps the caches.
CREATE TRIGGER "draws_data_version_insert" AFTER INSERT ON "draws"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "draws_data_version_update" AFTER UPDATE ON "draws"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "draws_data_version_delete" AFTER DELETE ON "draws"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "draws_data_version_truncate" AFTER TRUNCATE ON "draws"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"();
