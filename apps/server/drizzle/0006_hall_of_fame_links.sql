-- Historic hall-of-fame places (named, without a user id) belong to the user an admin links them to, never to
-- whoever bears the name: one link per place, removed with its user.
CREATE TABLE "hall_of_fame_links" (
	"year" integer NOT NULL,
	"place" text NOT NULL,
	"user_id" uuid NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hall_of_fame_links_pk" PRIMARY KEY("year","place"),
	CONSTRAINT "hall_of_fame_links_place" CHECK ("place" IN ('gold', 'silver', 'bronze')),
	CONSTRAINT "hall_of_fame_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX "hall_of_fame_links_user_idx" ON "hall_of_fame_links" USING btree ("user_id");
--> statement-breakpoint
-- The data-version triggers of 0008 (which runs before this migration): a write that changes no row keeps the caches.
CREATE TRIGGER "hall_of_fame_links_data_version_insert" AFTER INSERT ON "hall_of_fame_links"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "hall_of_fame_links_data_version_update" AFTER UPDATE ON "hall_of_fame_links"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "hall_of_fame_links_data_version_delete" AFTER DELETE ON "hall_of_fame_links"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark_changed"();
--> statement-breakpoint
CREATE TRIGGER "hall_of_fame_links_data_version_truncate" AFTER TRUNCATE ON "hall_of_fame_links"
  FOR EACH STATEMENT EXECUTE FUNCTION "data_version_mark"();
