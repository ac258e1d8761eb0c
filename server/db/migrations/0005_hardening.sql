CREATE TABLE "access_token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"current_token_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "access_token_families" ADD CONSTRAINT "access_token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_token_families" ADD CONSTRAINT "access_token_families_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_token_families_user_id_idx" ON "access_token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_token_families_session_id_idx" ON "access_token_families" USING btree ("session_id","renewed_at");--> statement-breakpoint
CREATE INDEX "backoff_counters_forget_at_idx" ON "backoff_counters" USING btree ("forget_at");--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "page_leave_metrics_recorded_at_idx" ON "page_leave_metrics" USING btree ("recorded_at");