CREATE TABLE "backoff_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "changes" jsonb;--> statement-breakpoint
CREATE INDEX "backoff_counters_forget_at_idx" ON "backoff_counters" USING btree ("forget_at");--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin ("name" gin_trgm_ops);