CREATE TABLE "social_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"cohort_id" uuid NOT NULL,
	"post_id" uuid,
	"comment_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution" text,
	CONSTRAINT "social_reports_target_check" CHECK (("social_reports"."post_id" IS NULL) <> ("social_reports"."comment_id" IS NULL)),
	CONSTRAINT "social_reports_reason_check" CHECK ("social_reports"."reason" IN ('spam', 'harassment', 'inappropriate', 'other')),
	CONSTRAINT "social_reports_resolution_check" CHECK (("social_reports"."resolved_at" IS NULL) = ("social_reports"."resolution" IS NULL) AND ("social_reports"."resolution" IS NULL OR "social_reports"."resolution" IN ('hidden', 'dismissed')))
);
--> statement-breakpoint
ALTER TABLE "social_reports" ADD CONSTRAINT "social_reports_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_reports" ADD CONSTRAINT "social_reports_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_reports" ADD CONSTRAINT "social_reports_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_reports" ADD CONSTRAINT "social_reports_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_reports" ADD CONSTRAINT "social_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_reports" ADD CONSTRAINT "social_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_reports_open_post_idx" ON "social_reports" USING btree ("post_id","reporter_id") WHERE "social_reports"."post_id" IS NOT NULL AND "social_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "social_reports_open_comment_idx" ON "social_reports" USING btree ("comment_id","reporter_id") WHERE "social_reports"."comment_id" IS NOT NULL AND "social_reports"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "social_reports_class_open_idx" ON "social_reports" USING btree ("cohort_id","created_at" DESC NULLS LAST) WHERE "social_reports"."resolved_at" IS NULL;