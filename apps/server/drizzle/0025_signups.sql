-- Sign-ups, waitlist and check-in (rules §38) and the published seeding (rules §39), issue 27. A season gains its
-- sign-up settings; a runner's sign-up is a row of `season_signups` (a registered or checked-in one also holds the
-- `season_entries` row that makes them a runner, §34); an admin's block is on the person, in `user_blocks`.
ALTER TABLE "seasons" ADD COLUMN "signups_open_at" timestamp with time zone,
  ADD COLUMN "signups_close_at" timestamp with time zone,
  ADD COLUMN "check_in_opens_at" timestamp with time zone,
  ADD COLUMN "signup_cap" integer,
  ADD COLUMN "require_racetime" boolean DEFAULT true NOT NULL,
  ADD COLUMN "seeding_published_at" timestamp with time zone,
  ADD CONSTRAINT "seasons_signup_cap_positive" CHECK ("signup_cap" IS NULL OR "signup_cap" >= 1);
--> statement-breakpoint
CREATE TABLE "season_signups" (
  "year" integer NOT NULL,
  "user_id" uuid NOT NULL,
  "status" text NOT NULL,
  "restream_consent" text,
  "rules_version" text,
  "personal_best_ms" integer,
  "personal_best_url" text,
  "seed" integer,
  "seed_source" text,
  "reason" text,
  "entered_at" timestamp with time zone DEFAULT now() NOT NULL,
  "queued_at" timestamp with time zone DEFAULT now() NOT NULL,
  "checked_in_at" timestamp with time zone,
  "promoted_at" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "season_signups_year_user_id_pk" PRIMARY KEY ("year", "user_id"),
  CONSTRAINT "season_signups_status_known" CHECK ("status" in ('registered', 'waitlisted', 'checked-in', 'missed', 'withdrawn', 'refused')),
  CONSTRAINT "season_signups_consent_known" CHECK ("restream_consent" IS NULL OR "restream_consent" in ('yes', 'no', 'clean-audio')),
  CONSTRAINT "season_signups_seed_source_known" CHECK ("seed_source" IS NULL OR "seed_source" in ('last-season', 'racetime', 'claimed', 'none'))
);
--> statement-breakpoint
ALTER TABLE "season_signups" ADD CONSTRAINT "season_signups_year_seasons_year_fk" FOREIGN KEY ("year")
  REFERENCES "public"."seasons"("year") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "season_signups" ADD CONSTRAINT "season_signups_user_id_users_id_fk" FOREIGN KEY ("user_id")
  REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The waitlist in order (its first is the one a free place goes to) and a season's counts by status.
CREATE INDEX "season_signups_status_idx" ON "season_signups" USING btree ("year", "status", "queued_at");
--> statement-breakpoint
CREATE INDEX "season_signups_user_idx" ON "season_signups" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "user_blocks" (
  "user_id" uuid PRIMARY KEY NOT NULL,
  "reason" text NOT NULL,
  "blocked_by" uuid,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_blocks" ADD CONSTRAINT "user_blocks_user_id_users_id_fk" FOREIGN KEY ("user_id")
  REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- racetime.gg's leaderboard of a category (rules §39), kept a day: one read gives every runner's best time.
CREATE TABLE "racetime_leaderboard_reads" (
  "category" text PRIMARY KEY NOT NULL,
  "read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "racetime_leaderboard_times" (
  "category" text NOT NULL,
  "goal" text NOT NULL,
  "racetime_id" text NOT NULL,
  "best_time_ms" integer NOT NULL,
  CONSTRAINT "racetime_leaderboard_times_pk" PRIMARY KEY ("category", "goal", "racetime_id")
);
--> statement-breakpoint
-- A sign-up shows on the public entrants list (the seasons area, 0022).
CREATE OR REPLACE FUNCTION "data_area_of"("table_name" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE "table_name"
    WHEN 'group_members' THEN 'groups'
    WHEN 'race_commentators' THEN 'races'
    WHEN 'racetime_room_channels' THEN 'races'
    WHEN 'race_results' THEN 'results'
    WHEN 'round_pick_submissions' THEN 'pickems'
    WHEN 'round_picks' THEN 'pickems'
    WHEN 'hall_of_fame_links' THEN 'hall_of_fame'
    WHEN 'season_entries' THEN 'users'
    WHEN 'season_signups' THEN 'seasons'
    ELSE "table_name"
  END
$$;
--> statement-breakpoint
CREATE TRIGGER "season_signups_data_version_insert" AFTER INSERT ON "season_signups" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "season_signups_data_version_update" AFTER UPDATE ON "season_signups" REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "season_signups_data_version_delete" AFTER DELETE ON "season_signups" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "season_signups_data_version_truncate" AFTER TRUNCATE ON "season_signups"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"();
