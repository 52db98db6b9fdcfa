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
CREATE TRIGGER "draws_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "draws"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
