-- Discord notifications (rules §15, docs/decisions/011-notification-queue.md).
-- One webhook per channel. The URL is a secret: only the server reads it back. A webhook Discord says was deleted
-- (404) is disabled with the reason, shown to admins until they set another. `blocked_until` is Discord's rate
-- limit for it (429 retry_after, or X-RateLimit-Remaining 0), shared by every process.
CREATE TABLE "notification_webhooks" (
  "channel" text PRIMARY KEY NOT NULL CHECK ("channel" IN ('announcements', 'results', 'commentary')),
  "url" text NOT NULL,
  "disabled_reason" text,
  "blocked_until" timestamp with time zone,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The durable queue (outbox): a row is written in the same transaction as the change it announces, and sent later.
-- pending -> claimed (a process took it; not sent yet, so safe to give back) -> sending (the request may have left)
-- -> sent | failed. A claim that outlives its lease goes back to pending if it was only claimed, and to failed if it
-- was sending: never sent twice (rules §15: at most once). `dedupe_key` keeps one reminder per race and start time.
CREATE TABLE "notification_outbox" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "channel" text NOT NULL,
  "event" text NOT NULL,
  "facts" jsonb NOT NULL,
  "dedupe_key" text,
  "state" text DEFAULT 'pending' NOT NULL CHECK ("state" IN ('pending', 'claimed', 'sending', 'sent', 'failed')),
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "claim_token" uuid,
  "claimed_until" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_dedupe_key" ON "notification_outbox" ("dedupe_key") WHERE "dedupe_key" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" ("next_attempt_at") WHERE "state" = 'pending';
--> statement-breakpoint
CREATE INDEX "notification_outbox_created_idx" ON "notification_outbox" ("created_at");
