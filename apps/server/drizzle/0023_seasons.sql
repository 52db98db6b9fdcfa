-- Seasons as data (rules §34, docs/decisions/020-seasons.md): everything that belongs to a tournament year belongs to
-- its season. A runner's bracket, points, best time, BYE and withdrawal move from the person (`users`) to their entry
-- in the season (`season_entries`); groups, group members, races, Pickems and round picks gain the year they belong
-- to; `users.role` goes, since a runner is an entrant of the current season. Today's rows move into the season of
-- the tournament row's year, keeping every id.
CREATE FUNCTION "current_season_year"() RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT "year" FROM "tournament" WHERE "id" = 1
$$;
--> statement-breakpoint
ALTER TABLE "seasons" ALTER COLUMN "settings" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "seasons" ADD COLUMN "status" text DEFAULT 'upcoming' NOT NULL,
  ADD COLUMN "stage" text DEFAULT 'Round 1' NOT NULL,
  ADD COLUMN "source" text DEFAULT 'site' NOT NULL,
  ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  ADD COLUMN "completed_at" timestamp with time zone,
  ADD CONSTRAINT "seasons_status_known" CHECK ("status" in ('upcoming', 'running', 'completed')),
  ADD CONSTRAINT "seasons_source_known" CHECK ("source" in ('site', 'imported'));
--> statement-breakpoint
-- The current season: completed once its Final ended, running from its first group or draw, else upcoming.
INSERT INTO "seasons" ("year", "settings", "status", "stage", "completed_at")
SELECT t."year", NULL,
  CASE WHEN t."stage" = 'completed' THEN 'completed'
    WHEN EXISTS (SELECT 1 FROM "groups") OR EXISTS (SELECT 1 FROM "draws" WHERE "draws"."year" = t."year")
      OR t."stage" <> 'Round 1' THEN 'running'
    ELSE 'upcoming' END,
  t."stage", CASE WHEN t."stage" = 'completed' THEN t."updated_at" END
FROM "tournament" t WHERE t."id" = 1
ON CONFLICT ("year") DO UPDATE SET "status" = excluded."status", "stage" = excluded."stage",
  "completed_at" = excluded."completed_at";
--> statement-breakpoint
CREATE TABLE "season_entries" (
  "year" integer DEFAULT current_season_year() NOT NULL,
  "user_id" uuid NOT NULL,
  "bracket" text,
  "points" integer DEFAULT 0 NOT NULL,
  "best_time_ms" integer,
  "bye" boolean DEFAULT false NOT NULL,
  "withdrawn" boolean DEFAULT false NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "season_entries_year_user_id_pk" PRIMARY KEY ("year", "user_id"),
  CONSTRAINT "season_entries_points_known" CHECK ("points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "season_entries" ADD CONSTRAINT "season_entries_year_seasons_year_fk" FOREIGN KEY ("year")
  REFERENCES "public"."seasons"("year") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "season_entries" ADD CONSTRAINT "season_entries_user_id_users_id_fk" FOREIGN KEY ("user_id")
  REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "season_entries_user_idx" ON "season_entries" USING btree ("user_id");
--> statement-breakpoint
CREATE INDEX "season_entries_bracket_idx" ON "season_entries" USING btree ("year", "bracket");
--> statement-breakpoint
-- Every runner of today is an entrant of the current season, with the figures they have now.
INSERT INTO "season_entries" ("year", "user_id", "bracket", "points", "best_time_ms", "bye", "withdrawn", "created_at")
SELECT t."year", u."id", u."current_bracket", u."points", u."best_time_ms", u."bye", u."withdrawn", u."created_at"
FROM "users" u CROSS JOIN "tournament" t WHERE t."id" = 1 AND u."role" = 'runner';
--> statement-breakpoint
-- An entry is part of the users area (0021): every page that shows a runner's figures reads it.
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
    ELSE "table_name"
  END
$$;
--> statement-breakpoint
CREATE TRIGGER "season_entries_data_version_insert" AFTER INSERT ON "season_entries" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "season_entries_data_version_update" AFTER UPDATE ON "season_entries" REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "season_entries_data_version_delete" AFTER DELETE ON "season_entries" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "season_entries_data_version_truncate" AFTER TRUNCATE ON "season_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"();
--> statement-breakpoint
-- The users area now holds the person's public columns only (the season's moved to season_entries).
CREATE OR REPLACE FUNCTION "data_version_mark_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "area" text := "data_area_of"(TG_TABLE_NAME);
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF "data_area_marked"('users') AND "data_area_marked"('user_profiles') THEN
      RETURN NULL;
    END IF;
    IF TG_OP = 'INSERT' THEN
      IF EXISTS (SELECT 1 FROM new_rows) THEN
        PERFORM "data_area_touch"('users');
        PERFORM "data_area_touch"('user_profiles');
      END IF;
    ELSIF TG_OP = 'DELETE' THEN
      IF EXISTS (SELECT 1 FROM old_rows) THEN
        PERFORM "data_area_touch"('users');
        PERFORM "data_area_touch"('user_profiles');
      END IF;
    ELSE
      IF EXISTS (
        SELECT "id", "discord_username", "display_name", "is_admin", "country", "racetime_id", "created_at"
        FROM new_rows
        EXCEPT SELECT "id", "discord_username", "display_name", "is_admin", "country", "racetime_id", "created_at"
        FROM old_rows
      ) THEN
        PERFORM "data_area_touch"('users');
      END IF;
      IF EXISTS (
        SELECT "id", "pronouns", "avatar_url", "global_name", "discord_id" FROM new_rows
        EXCEPT SELECT "id", "pronouns", "avatar_url", "global_name", "discord_id" FROM old_rows
      ) THEN
        PERFORM "data_area_touch"('user_profiles');
      END IF;
    END IF;
    RETURN NULL;
  END IF;
  IF "data_area_marked"("area") THEN
    RETURN NULL;
  END IF;
  -- Each branch is planned when first run, so a trigger only ever reads the transition tables it declares.
  IF TG_OP = 'INSERT' THEN
    IF EXISTS (SELECT 1 FROM new_rows) THEN PERFORM "data_area_touch"("area"); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM old_rows) THEN PERFORM "data_area_touch"("area"); END IF;
  ELSIF EXISTS (SELECT * FROM new_rows EXCEPT SELECT * FROM old_rows) THEN
    PERFORM "data_area_touch"("area");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP INDEX "users_role_idx";
--> statement-breakpoint
DROP INDEX "users_current_bracket_idx";
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role", DROP COLUMN "current_bracket", DROP COLUMN "points", DROP COLUMN "best_time_ms",
  DROP COLUMN "bye", DROP COLUMN "withdrawn";
--> statement-breakpoint
-- The year of every row that belongs to a season: today's rows are the current season's.
ALTER TABLE "groups" ADD COLUMN "year" integer DEFAULT current_season_year() NOT NULL;
--> statement-breakpoint
ALTER TABLE "group_members" ADD COLUMN "year" integer DEFAULT current_season_year() NOT NULL;
--> statement-breakpoint
ALTER TABLE "races" ADD COLUMN "year" integer DEFAULT current_season_year() NOT NULL;
--> statement-breakpoint
ALTER TABLE "pickems" ADD COLUMN "year" integer DEFAULT current_season_year() NOT NULL;
--> statement-breakpoint
ALTER TABLE "round_pick_submissions" ADD COLUMN "year" integer DEFAULT current_season_year() NOT NULL;
--> statement-breakpoint
ALTER TABLE "round_picks" ADD COLUMN "year" integer DEFAULT current_season_year() NOT NULL;
--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year");
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year");
--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year");
--> statement-breakpoint
ALTER TABLE "pickems" ADD CONSTRAINT "pickems_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year");
--> statement-breakpoint
ALTER TABLE "round_pick_submissions" ADD CONSTRAINT "round_pick_submissions_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year");
--> statement-breakpoint
ALTER TABLE "round_picks" ADD CONSTRAINT "round_picks_year_seasons_year_fk" FOREIGN KEY ("year") REFERENCES "public"."seasons"("year");
--> statement-breakpoint
-- The keys gain the year: a runner is in one group per round of a season, and plays Pickems once per season.
DROP INDEX "groups_round_number_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "groups_year_round_number_key" ON "groups" USING btree ("year", "round", "group_number");
--> statement-breakpoint
DROP INDEX "group_members_round_user_key";
--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_year_round_user_key" ON "group_members" USING btree ("year", "round", "user_id");
--> statement-breakpoint
DROP INDEX "races_round_idx";
--> statement-breakpoint
CREATE INDEX "races_year_round_idx" ON "races" USING btree ("year", "round", "completed", "race_date_time");
--> statement-breakpoint
ALTER TABLE "pickems" DROP CONSTRAINT "pickems_pkey";
--> statement-breakpoint
ALTER TABLE "pickems" ADD CONSTRAINT "pickems_user_id_year_pk" PRIMARY KEY ("user_id", "year");
--> statement-breakpoint
ALTER TABLE "round_pick_submissions" DROP CONSTRAINT "round_pick_submissions_user_id_round_pk";
--> statement-breakpoint
ALTER TABLE "round_pick_submissions" ADD CONSTRAINT "round_pick_submissions_user_id_year_round_pk"
  PRIMARY KEY ("user_id", "year", "round");
