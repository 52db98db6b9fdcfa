-- Versions per data area (docs/decisions/018-versions-per-area.md): beside the one data version of 0001/0002, each
-- area of the public data has its own token, replaced at the commit of a transaction that changed that area only.
-- A cached answer or page is then valid while the areas it reads are unchanged: a pronoun change no longer throws
-- away /standings or /rules. The areas group the tables the public reads show:
--   users          users, every column but the four below (names, role, country, bracket, points, withdrawn...)
--   user_profiles  users.pronouns, avatar_url, global_name, discord_id: shown on a profile only, rewritten by logins
--   tournament     tournament
--   groups         groups, group_members
--   races          races, race_commentators, racetime_room_channels
--   results        race_results
--   pickems        pickems, round_pick_submissions, round_picks
--   hall_of_fame   hall_of_fame, hall_of_fame_links
--   draws          draws
-- The global data version keeps changing as before (the Pickems facts are kept per it, src/db/dataVersion.ts).
CREATE TABLE "data_area_versions" (
	"area" text PRIMARY KEY NOT NULL,
	"version" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_area_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_area_pending_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"area" text NOT NULL
);
--> statement-breakpoint
INSERT INTO "data_area_versions" ("area") VALUES ('users'), ('user_profiles'), ('tournament'), ('groups'), ('races'),
  ('results'), ('pickems'), ('hall_of_fame'), ('draws') ON CONFLICT DO NOTHING
--> statement-breakpoint
-- The area of a table other than users (whose columns fall in two areas).
CREATE FUNCTION "data_area_of"("table_name" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE "table_name"
    WHEN 'group_members' THEN 'groups'
    WHEN 'race_commentators' THEN 'races'
    WHEN 'racetime_room_channels' THEN 'races'
    WHEN 'race_results' THEN 'results'
    WHEN 'round_pick_submissions' THEN 'pickems'
    WHEN 'round_picks' THEN 'pickems'
    WHEN 'hall_of_fame_links' THEN 'hall_of_fame'
    ELSE "table_name"
  END
$$
--> statement-breakpoint
-- Whether this transaction already queued the bump of an area.
CREATE FUNCTION "data_area_marked"("area" text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT current_setting('pokered.area_' || "area", true) IS NOT DISTINCT FROM 'yes'
$$
--> statement-breakpoint
-- Queues, once per transaction, the bump of an area and of the global data version (both at commit).
CREATE FUNCTION "data_area_touch"("area" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT "data_area_marked"("area") THEN
    PERFORM set_config('pokered.area_' || "area", 'yes', true);
    INSERT INTO "data_area_pending" ("area") VALUES ("area");
  END IF;
  IF current_setting('pokered.data_version_marked', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('pokered.data_version_marked', 'yes', true);
    INSERT INTO "data_version_pending" DEFAULT VALUES;
  END IF;
END
$$
--> statement-breakpoint
-- Deferred to commit, as the global bump of 0002: the area's row is locked only then.
CREATE FUNCTION "data_area_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_area_versions" SET "version" = gen_random_uuid() WHERE "area" = NEW."area";
  DELETE FROM "data_area_pending" WHERE "id" = NEW."id";
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_area_pending_bump" AFTER INSERT ON "data_area_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_area_bump"()
--> statement-breakpoint
-- The statement triggers of 0008 (and 0006, 0009, 0018) call this function: it now marks the areas a statement
-- changed. Same rules as 0008: an insert or delete marks if it touched a row, an update if a row differs; for users,
-- each area only if one of its columns differs.
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
        SELECT "id", "discord_username", "display_name", "role", "is_admin", "country", "current_bracket", "points",
          "best_time_ms", "bye", "withdrawn", "racetime_id", "created_at" FROM new_rows
        EXCEPT SELECT "id", "discord_username", "display_name", "role", "is_admin", "country", "current_bracket",
          "points", "best_time_ms", "bye", "withdrawn", "racetime_id", "created_at" FROM old_rows
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
$$
--> statement-breakpoint
-- TRUNCATE keeps marking unconditionally: every area of the table.
CREATE OR REPLACE FUNCTION "data_version_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM "data_area_touch"('users');
    PERFORM "data_area_touch"('user_profiles');
  ELSE
    PERFORM "data_area_touch"("data_area_of"(TG_TABLE_NAME));
  END IF;
  RETURN NULL;
END
$$
