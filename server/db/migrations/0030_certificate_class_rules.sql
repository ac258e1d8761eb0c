CREATE TABLE "certificate_class_rules" (
	"cohort_id" uuid PRIMARY KEY NOT NULL,
	"issue_rule" text NOT NULL,
	"pass_mark" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_class_rules_rule_check" CHECK ("certificate_class_rules"."issue_rule" IN ('completion', 'assessment', 'manual', 'none')),
	CONSTRAINT "certificate_class_rules_pass_mark_check" CHECK ("certificate_class_rules"."pass_mark" BETWEEN 1 AND 100 AND ("certificate_class_rules"."issue_rule" = 'assessment') OR "certificate_class_rules"."pass_mark" IS NULL AND "certificate_class_rules"."issue_rule" <> 'assessment')
);
--> statement-breakpoint
ALTER TABLE "certificate_class_rules" ADD CONSTRAINT "certificate_class_rules_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Work scored (a quiz attempt handed in or marked, an exam attempt handed in or marked) in a class
-- whose certificate is earned by passing the course's assessment (the class's own rule, else its
-- course's): the listening processes check the learner's grade on commit, on the channel of
-- completed courses (server/domains/certification). One query per statement, however many rows a
-- batch of submissions writes.
CREATE FUNCTION "announce_assessment_scored"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  scored record;
BEGIN
  FOR scored IN
    SELECT DISTINCT s."user_id", k."course_id"
    FROM "scored_rows" s
    JOIN "cohorts" k ON k."id" = s."cohort_id"
    JOIN "certificate_designs" d ON d."course_id" = k."course_id" AND d."enabled"
    LEFT JOIN "certificate_class_rules" r ON r."cohort_id" = s."cohort_id"
    WHERE s."submitted_at" IS NOT NULL AND coalesce(r."issue_rule", d."issue_rule") = 'assessment'
  LOOP
    PERFORM pg_notify('kelas_course_completed', json_build_object('userId', scored."user_id", 'courseId', scored."course_id")::text);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_scored_insert" AFTER INSERT ON "quiz_attempts" REFERENCING NEW TABLE AS "scored_rows" FOR EACH STATEMENT EXECUTE FUNCTION "announce_assessment_scored"();--> statement-breakpoint
CREATE TRIGGER "quiz_attempts_scored_update" AFTER UPDATE ON "quiz_attempts" REFERENCING NEW TABLE AS "scored_rows" FOR EACH STATEMENT EXECUTE FUNCTION "announce_assessment_scored"();--> statement-breakpoint
CREATE TRIGGER "exam_attempts_scored_update" AFTER UPDATE ON "exam_attempts" REFERENCING NEW TABLE AS "scored_rows" FOR EACH STATEMENT EXECUTE FUNCTION "announce_assessment_scored"();--> statement-breakpoint
-- Grades released (a class's held marks, an exam's results): every learner of the course is checked.
CREATE FUNCTION "announce_grades_released"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "certificate_designs" d
             WHERE d."course_id" = NEW."course_id" AND d."enabled" AND (d."issue_rule" = 'assessment'
               OR EXISTS (SELECT 1 FROM "certificate_class_rules" r JOIN "cohorts" k ON k."id" = r."cohort_id"
                          WHERE k."course_id" = NEW."course_id" AND r."issue_rule" = 'assessment'))) THEN
    PERFORM pg_notify('kelas_course_completed', json_build_object('courseId', NEW."course_id")::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "cohorts_grades_released" AFTER UPDATE OF "assessment_settings" ON "cohorts" FOR EACH ROW
  WHEN (OLD."assessment_settings" IS DISTINCT FROM NEW."assessment_settings") EXECUTE FUNCTION "announce_grades_released"();--> statement-breakpoint
CREATE TRIGGER "exams_results_released" AFTER UPDATE OF "released_at" ON "exams" FOR EACH ROW
  WHEN (OLD."released_at" IS DISTINCT FROM NEW."released_at") EXECUTE FUNCTION "announce_grades_released"();
