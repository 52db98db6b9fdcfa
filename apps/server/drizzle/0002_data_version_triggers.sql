-- The data version (see data_version in src/db/schema.ts): replaced at the commit of every transaction that
-- changed a table the public reads show, whoever wrote (the server, another server process, a script, psql).
INSERT INTO "data_version" ("id") VALUES (1) ON CONFLICT DO NOTHING
--> statement-breakpoint
-- Statement trigger: the first change of a transaction queues one pending row (later statements see the flag).
CREATE FUNCTION "data_version_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('pokered.data_version_marked', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('pokered.data_version_marked', 'yes', true);
    INSERT INTO "data_version_pending" DEFAULT VALUES;
  END IF;
  RETURN NULL;
END
$$
--> statement-breakpoint
-- Deferred to commit: only then is the token's row locked, so a writer never waits for it while holding others.
CREATE FUNCTION "data_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "data_version" SET "version" = gen_random_uuid() WHERE "id" = 1;
  DELETE FROM "data_version_pending" WHERE "id" = NEW."id";
  RETURN NULL;
END
$$
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "data_version_pending_bump" AFTER INSERT ON "data_version_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "data_version_bump"()
--> statement-breakpoint
CREATE TRIGGER "users_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "tournament_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tournament"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "groups_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "groups"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "group_members_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "group_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "races_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "races"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "race_commentators_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "race_commentators"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "race_results_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "race_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "pickems_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pickems"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "round_pick_submissions_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "round_pick_submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "round_picks_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "round_picks"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
--> statement-breakpoint
CREATE TRIGGER "hall_of_fame_data_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hall_of_fame"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"()
