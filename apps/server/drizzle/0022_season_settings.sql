-- A season's settings (rules §33): the estimated schedule, the prize pool link and split, and the racetime.gg
-- category and goal its rooms are expected to have, one row per tournament year, edited by admins. A year without
-- a row shows the defaults (packages/core/src/seasonSettings.ts). The seasons issue will give this table the
-- season's status and entrants.
CREATE TABLE "seasons" (
  "year" integer PRIMARY KEY NOT NULL,
  "settings" jsonb NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- /info and the navbar's prize pool link are cached by what they read (0021, ADR 018): the table is its own area.
INSERT INTO "data_area_versions" ("area") VALUES ('seasons') ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE TRIGGER "seasons_data_version_insert" AFTER INSERT ON "seasons" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "seasons_data_version_update" AFTER UPDATE ON "seasons" REFERENCING OLD TABLE AS old_rows
  NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "seasons_data_version_delete" AFTER DELETE ON "seasons" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "seasons_data_version_truncate" AFTER TRUNCATE ON "seasons"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"();
