CREATE TABLE "qualification_courses" (
	"qualification_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "qualification_courses_qualification_id_course_id_pk" PRIMARY KEY("qualification_id","course_id"),
	CONSTRAINT "qualification_courses_kind_check" CHECK ("qualification_courses"."kind" IN ('core', 'elective'))
);
--> statement-breakpoint
CREATE TABLE "qualification_enrolments" (
	"user_id" uuid NOT NULL,
	"qualification_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qualification_enrolments_user_id_qualification_id_pk" PRIMARY KEY("user_id","qualification_id")
);
--> statement-breakpoint
CREATE TABLE "qualifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"electives_required" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"design" jsonb NOT NULL,
	"portal_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qualifications_electives_check" CHECK ("qualifications"."electives_required" >= 0)
);
--> statement-breakpoint
ALTER TABLE "certificates" DROP CONSTRAINT "certificates_type_check";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "course_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "qualification_id" uuid;--> statement-breakpoint
ALTER TABLE "qualification_courses" ADD CONSTRAINT "qualification_courses_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_courses" ADD CONSTRAINT "qualification_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_enrolments" ADD CONSTRAINT "qualification_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualification_enrolments" ADD CONSTRAINT "qualification_enrolments_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qualifications" ADD CONSTRAINT "qualifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qualification_courses_course_idx" ON "qualification_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "qualification_enrolments_qualification_idx" ON "qualification_enrolments" USING btree ("qualification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qualifications_code_key" ON "qualifications" USING btree ("code");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_qualification_id_qualifications_id_fk" FOREIGN KEY ("qualification_id") REFERENCES "public"."qualifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_learner_qualification_key" ON "certificates" USING btree ("user_id","qualification_id");--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_subject_check" CHECK (("certificates"."course_id" IS NULL) <> ("certificates"."qualification_id" IS NULL));--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_type_check" CHECK ("certificates"."type" IN ('certificate_of_completion', 'opencred', 'qualification'));