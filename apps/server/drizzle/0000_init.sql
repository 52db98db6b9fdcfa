CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"round" text NOT NULL,
	"pot" integer NOT NULL,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round" text NOT NULL,
	"group_number" integer NOT NULL,
	"bracket" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hall_of_fame" (
	"year" integer PRIMARY KEY NOT NULL,
	"gold" jsonb NOT NULL,
	"silver" jsonb NOT NULL,
	"bronze" jsonb NOT NULL,
	"spotlight_videos" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pickems" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"selected_runners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ultra_selected_runners" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_winner" uuid,
	"selected_best_time_runner" uuid,
	"best_time_ms" integer,
	"one_off_submitted_at" timestamp with time zone,
	"points" integer DEFAULT 0 NOT NULL,
	"breakdown" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "race_commentators" (
	"race_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "race_commentators_race_id_user_id_pk" PRIMARY KEY("race_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "race_results" (
	"race_id" uuid NOT NULL,
	"racer_id" uuid NOT NULL,
	"status" text NOT NULL,
	"finish_time_ms" integer NOT NULL,
	"dnf_order" integer,
	"place" integer NOT NULL,
	CONSTRAINT "race_results_race_id_racer_id_pk" PRIMARY KEY("race_id","racer_id")
);
--> statement-breakpoint
CREATE TABLE "races" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid,
	"round" text NOT NULL,
	"bracket" text,
	"race_date_time" bigint NOT NULL,
	"racer1" uuid NOT NULL,
	"racer2" uuid NOT NULL,
	"racer3" uuid,
	"submitted_by" uuid,
	"cancelled" boolean DEFAULT false NOT NULL,
	"restream_planned" boolean DEFAULT false NOT NULL,
	"restream_channel" text,
	"restreamer" uuid,
	"completed" boolean DEFAULT false NOT NULL,
	"race_time_id" text,
	"winner" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_pick_submissions" (
	"user_id" uuid NOT NULL,
	"round" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "round_pick_submissions_user_id_round_pk" PRIMARY KEY("user_id","round")
);
--> statement-breakpoint
CREATE TABLE "round_picks" (
	"user_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"round" text NOT NULL,
	"runner_id" uuid NOT NULL,
	CONSTRAINT "round_picks_user_id_group_id_pk" PRIMARY KEY("user_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"year" integer NOT NULL,
	"stage" text DEFAULT 'Round 1' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"discord_username" text NOT NULL,
	"display_name" text NOT NULL,
	"global_name" text,
	"role" text DEFAULT 'commentator' NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"pronouns" text,
	"country" text,
	"avatar_url" text,
	"discord_id" text,
	"current_bracket" text,
	"points" integer DEFAULT 0 NOT NULL,
	"best_time_ms" integer,
	"bye" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_discord_username_lower" CHECK ("users"."discord_username" = lower("users"."discord_username"))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickems" ADD CONSTRAINT "pickems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickems" ADD CONSTRAINT "pickems_selected_winner_users_id_fk" FOREIGN KEY ("selected_winner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickems" ADD CONSTRAINT "pickems_selected_best_time_runner_users_id_fk" FOREIGN KEY ("selected_best_time_runner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_commentators" ADD CONSTRAINT "race_commentators_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_commentators" ADD CONSTRAINT "race_commentators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_race_id_races_id_fk" FOREIGN KEY ("race_id") REFERENCES "public"."races"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "race_results" ADD CONSTRAINT "race_results_racer_id_users_id_fk" FOREIGN KEY ("racer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_racer1_users_id_fk" FOREIGN KEY ("racer1") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_racer2_users_id_fk" FOREIGN KEY ("racer2") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_racer3_users_id_fk" FOREIGN KEY ("racer3") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_restreamer_users_id_fk" FOREIGN KEY ("restreamer") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "races" ADD CONSTRAINT "races_winner_users_id_fk" FOREIGN KEY ("winner") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_pick_submissions" ADD CONSTRAINT "round_pick_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_picks" ADD CONSTRAINT "round_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_picks" ADD CONSTRAINT "round_picks_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_picks" ADD CONSTRAINT "round_picks_runner_id_users_id_fk" FOREIGN KEY ("runner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action");--> statement-breakpoint
CREATE UNIQUE INDEX "group_members_round_user_key" ON "group_members" USING btree ("round","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_round_number_key" ON "groups" USING btree ("round","group_number");--> statement-breakpoint
CREATE INDEX "race_commentators_user_idx" ON "race_commentators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "race_results_racer_idx" ON "race_results" USING btree ("racer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "races_one_active_per_group" ON "races" USING btree ("group_id") WHERE not "races"."cancelled";--> statement-breakpoint
CREATE INDEX "races_round_idx" ON "races" USING btree ("round","completed","race_date_time");--> statement-breakpoint
CREATE INDEX "races_completed_idx" ON "races" USING btree ("completed");--> statement-breakpoint
CREATE INDEX "races_racer1_idx" ON "races" USING btree ("racer1");--> statement-breakpoint
CREATE INDEX "races_racer2_idx" ON "races" USING btree ("racer2");--> statement-breakpoint
CREATE INDEX "races_racer3_idx" ON "races" USING btree ("racer3");--> statement-breakpoint
CREATE INDEX "round_picks_group_idx" ON "round_picks" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_discord_username_key" ON "users" USING btree ("discord_username");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");