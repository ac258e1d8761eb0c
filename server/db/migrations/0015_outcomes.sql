CREATE TABLE "block_alignments" (
	"block_id" uuid NOT NULL,
	"outcome_id" uuid NOT NULL,
	CONSTRAINT "block_alignments_block_id_outcome_id_pk" PRIMARY KEY("block_id","outcome_id")
);
--> statement-breakpoint
CREATE TABLE "question_alignments" (
	"question_id" uuid NOT NULL,
	"outcome_id" uuid NOT NULL,
	CONSTRAINT "question_alignments_question_id_outcome_id_pk" PRIMARY KEY("question_id","outcome_id")
);
--> statement-breakpoint
CREATE TABLE "course_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "block_alignments" ADD CONSTRAINT "block_alignments_block_id_blocks_id_fk" FOREIGN KEY ("block_id") REFERENCES "public"."blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_alignments" ADD CONSTRAINT "block_alignments_outcome_id_course_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."course_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_alignments" ADD CONSTRAINT "question_alignments_question_id_bank_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."bank_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_alignments" ADD CONSTRAINT "question_alignments_outcome_id_course_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."course_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_outcomes" ADD CONSTRAINT "course_outcomes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_alignments_outcome_idx" ON "block_alignments" USING btree ("outcome_id");--> statement-breakpoint
CREATE INDEX "question_alignments_outcome_idx" ON "question_alignments" USING btree ("outcome_id");--> statement-breakpoint
CREATE INDEX "course_outcomes_course_position_idx" ON "course_outcomes" USING btree ("course_id","position");--> statement-breakpoint
-- course_outcomes follow courses.outcomes whatever writes it (the general settings, a seed, a
-- course created with outcomes): a text still there keeps its row, and so its alignments, wherever
-- it moved; a text rewritten in place takes, in order, the rows of texts no longer there; rows left
-- over go (with their alignments) and new texts get new rows. The outcome methods write the rows
-- first, so the update they end with finds every text in its place and changes nothing.
CREATE FUNCTION "course_outcomes_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  wanted text[] := ARRAY(SELECT jsonb_array_elements_text(NEW."outcomes"));
  slots uuid[] := array_fill(NULL::uuid, ARRAY[cardinality(wanted)]);
  taken uuid[] := '{}';
  found uuid;
BEGIN
  FOR i IN 1..cardinality(wanted) LOOP
    SELECT "id" INTO found FROM "course_outcomes"
      WHERE "course_id" = NEW."id" AND "text" = wanted[i] AND "id" <> ALL(taken)
      ORDER BY "position", "id" LIMIT 1;
    IF found IS NOT NULL THEN
      slots[i] := found;
      taken := taken || found;
    END IF;
  END LOOP;
  FOR i IN 1..cardinality(wanted) LOOP
    CONTINUE WHEN slots[i] IS NOT NULL;
    SELECT "id" INTO found FROM "course_outcomes"
      WHERE "course_id" = NEW."id" AND "id" <> ALL(taken)
      ORDER BY "position", "id" LIMIT 1;
    IF found IS NOT NULL THEN
      slots[i] := found;
      taken := taken || found;
    END IF;
  END LOOP;
  DELETE FROM "course_outcomes" WHERE "course_id" = NEW."id" AND "id" <> ALL(taken);
  FOR i IN 1..cardinality(wanted) LOOP
    IF slots[i] IS NULL THEN
      INSERT INTO "course_outcomes" ("course_id", "position", "text") VALUES (NEW."id", i - 1, wanted[i]);
    ELSE
      UPDATE "course_outcomes" SET "position" = i - 1, "text" = wanted[i]
        WHERE "id" = slots[i] AND ("position", "text") IS DISTINCT FROM (i - 1, wanted[i]);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "courses_outcomes_inserted" AFTER INSERT ON "courses" FOR EACH ROW EXECUTE FUNCTION "course_outcomes_follow"();--> statement-breakpoint
CREATE TRIGGER "courses_outcomes_updated" AFTER UPDATE OF "outcomes" ON "courses" FOR EACH ROW WHEN (OLD."outcomes" IS DISTINCT FROM NEW."outcomes") EXECUTE FUNCTION "course_outcomes_follow"();--> statement-breakpoint
-- Every existing course's outcomes get their ids, in order.
INSERT INTO "course_outcomes" ("course_id", "position", "text")
SELECT c."id", o."ordinality" - 1, o."value"
FROM "courses" c CROSS JOIN LATERAL jsonb_array_elements_text(c."outcomes") WITH ORDINALITY AS o("value", "ordinality");
