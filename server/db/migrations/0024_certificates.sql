CREATE TABLE "certificate_designs" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"design" jsonb NOT NULL,
	"issue_rule" text DEFAULT 'manual' NOT NULL,
	"min_learning_minutes" integer,
	"logo_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_designs_rule_check" CHECK ("certificate_designs"."issue_rule" IN ('completion', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"course_id" uuid NOT NULL,
	"cohort_id" uuid,
	"user_id" uuid NOT NULL,
	"data" jsonb NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text,
	"on_profile" boolean DEFAULT true NOT NULL,
	"status_index" integer GENERATED ALWAYS AS IDENTITY (sequence name "certificates_status_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	CONSTRAINT "certificates_type_check" CHECK ("certificates"."type" IN ('certificate_of_completion', 'opencred')),
	CONSTRAINT "certificates_revoked_check" CHECK (("certificates"."revoked_at" IS NULL) = ("certificates"."revoked_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "certificate_designs" ADD CONSTRAINT "certificate_designs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_learner_course_key" ON "certificates" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_index_key" ON "certificates" USING btree ("status_index");--> statement-breakpoint
CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
-- A learner's course progress reaching 100% is announced on commit (NOTIFY), so certification can
-- issue the course's certificate at once without the progress writers knowing of it.
CREATE FUNCTION "announce_course_completed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."total_pages" > 0 AND NEW."completed_pages" >= NEW."total_pages"
     AND (TG_OP = 'INSERT' OR OLD."total_pages" = 0 OR OLD."completed_pages" < OLD."total_pages") THEN
    PERFORM pg_notify('kelas_course_completed', json_build_object('userId', NEW."user_id", 'courseId', NEW."course_id")::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "course_progress_completed" AFTER INSERT OR UPDATE OF "completed_pages", "total_pages" ON "course_progress" FOR EACH ROW EXECUTE FUNCTION "announce_course_completed"();
