CREATE TABLE "access_token_families" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"current_token_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"renewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cohort_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "course_file_links" (
	"storage_key" text NOT NULL,
	"course_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_file_links_storage_key_course_id_pk" PRIMARY KEY("storage_key","course_id")
);
--> statement-breakpoint
CREATE TABLE "block_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "backoff_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"forget_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "plan" text DEFAULT 'free' NOT NULL;--> statement-breakpoint
ALTER TABLE "class_invitations" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "access_token_families" ADD CONSTRAINT "access_token_families_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_token_families" ADD CONSTRAINT "access_token_families_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_staff_invitations" ADD CONSTRAINT "class_staff_invitations_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_staff_invitations" ADD CONSTRAINT "class_staff_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_staff_invitations" ADD CONSTRAINT "class_staff_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_file_links" ADD CONSTRAINT "course_file_links_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_responses" ADD CONSTRAINT "block_responses_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_responses" ADD CONSTRAINT "block_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_responses" ADD CONSTRAINT "block_responses_storage_key_uploads_storage_key_fk" FOREIGN KEY ("storage_key") REFERENCES "public"."uploads"("storage_key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_token_families_user_id_idx" ON "access_token_families" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "access_token_families_session_id_idx" ON "access_token_families" USING btree ("session_id","renewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_staff_invitations_cohort_email_role_key" ON "class_staff_invitations" USING btree ("cohort_id",lower("email"),"role");--> statement-breakpoint
CREATE UNIQUE INDEX "class_staff_invitations_token_key" ON "class_staff_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "block_responses_block_user_idx" ON "block_responses" USING btree ("block_id","user_id");--> statement-breakpoint
CREATE INDEX "backoff_counters_forget_at_idx" ON "backoff_counters" USING btree ("forget_at");--> statement-breakpoint
CREATE INDEX "uploads_course_id_idx" ON "uploads" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_status_created_at_idx" ON "mail_outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "page_leave_metrics_recorded_at_idx" ON "page_leave_metrics" USING btree ("recorded_at");