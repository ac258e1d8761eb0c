CREATE TABLE "certificate_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"requested_by" uuid,
	"user_ids" uuid[] NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"issued" integer DEFAULT 0 NOT NULL,
	"skipped" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "certificate_batches_status_check" CHECK ("certificate_batches"."status" IN ('running', 'finished', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "certificate_batches" ADD CONSTRAINT "certificate_batches_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_batches" ADD CONSTRAINT "certificate_batches_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_batches_running_key" ON "certificate_batches" USING btree ("course_id") WHERE "certificate_batches"."status" = 'running';--> statement-breakpoint
CREATE INDEX "certificate_batches_course_idx" ON "certificate_batches" USING btree ("course_id","created_at" DESC NULLS LAST);