-- The draw history (rules §13, §28): a dropped draft is kept, public with its seed, instead of being deleted, so
-- every draft an admin made for a round stays on record and a confirmed draw says how many came before it.
ALTER TABLE "draws" DROP CONSTRAINT "draws_status_check";
--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_status_check" CHECK ("status" IN ('draft', 'confirmed', 'dropped'));
--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "dropped_by" uuid REFERENCES "users"("id");
--> statement-breakpoint
ALTER TABLE "draws" ADD COLUMN "dropped_at" timestamp with time zone;
