-- racetime.gg streams (rules §16): the Twitch channels of each room's entrants, as the server last read the room
-- (the watcher, the admin's import preview, or a room attached to a race about to start). Race answers give them as
-- `twitchChannels`, the "Watch" multistream link of the race cards and the race page. Keyed by room, so a race whose
-- room changes shows nothing until its new room is read. Only Twitch logins are stored (4-25 of a-z, 0-9, _).
-- Public: it carries the data-version triggers of 0008, and is written only when a room's list changes, so reading a
-- room every minute keeps the caches unless its streams changed.
CREATE TABLE "racetime_room_channels" (
  "room" text PRIMARY KEY NOT NULL,
  "channels" text[] NOT NULL,
  CONSTRAINT "racetime_room_channels_some" CHECK (cardinality("channels") BETWEEN 1 AND 6)
);
--> statement-breakpoint
CREATE TRIGGER "racetime_room_channels_data_version_insert" AFTER INSERT ON "racetime_room_channels"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "racetime_room_channels_data_version_update" AFTER UPDATE ON "racetime_room_channels"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "racetime_room_channels_data_version_delete" AFTER DELETE ON "racetime_room_channels"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "racetime_room_channels_data_version_truncate" AFTER TRUNCATE ON "racetime_room_channels"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"();
