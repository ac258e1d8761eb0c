ALTER TABLE "institution_members" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_members" ADD COLUMN "last_active_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "institution_members" ADD COLUMN "learning_seconds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "learner_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "institution_members_name_idx" ON "institution_members" USING btree ("institution_id","role","name_key","user_id");--> statement-breakpoint
CREATE INDEX "institution_members_active_idx" ON "institution_members" USING btree ("institution_id","role","last_active_at" NULLS FIRST,"name_key","user_id");--> statement-breakpoint
CREATE INDEX "institution_members_time_idx" ON "institution_members" USING btree ("institution_id","role","learning_seconds","name_key","user_id");--> statement-breakpoint
CREATE INDEX "institution_members_joined_name_idx" ON "institution_members" USING btree ("institution_id","role","joined_at","name_key","user_id");--> statement-breakpoint
-- A member's facts in an institution's courses: their latest activity and their learning time
-- (a course belongs to one institution at most: institution_courses is keyed by course).
CREATE FUNCTION "institution_member_facts"("target" uuid, "person" uuid,
  OUT "last_active_at" timestamp with time zone, OUT "learning_seconds" integer)
LANGUAGE sql STABLE AS $$
  SELECT
    (SELECT max(cp."last_active_at") FROM "course_progress" cp
      JOIN "institution_courses" ic ON ic."course_id" = cp."course_id"
      WHERE cp."user_id" = person AND ic."institution_id" = target),
    (SELECT coalesce(sum(d."seconds"), 0)::int FROM "learning_time_daily" d
      JOIN "institution_courses" ic ON ic."course_id" = d."course_id"
      WHERE d."user_id" = person AND ic."institution_id" = target)
$$;--> statement-breakpoint
UPDATE "institution_members" m SET "name_key" = lower(u."full_name") FROM "users" u WHERE u."id" = m."user_id";--> statement-breakpoint
UPDATE "institution_members" m SET ("last_active_at", "learning_seconds") =
  (SELECT f."last_active_at", f."learning_seconds" FROM "institution_member_facts"(m."institution_id", m."user_id") f);--> statement-breakpoint
UPDATE "institutions" i SET "learner_count" =
  (SELECT count(*) FROM "institution_members" m WHERE m."institution_id" = i."id" AND m."role" = 'learner');--> statement-breakpoint
-- The learner limit's room reads the kept count instead of counting the members.
CREATE OR REPLACE FUNCTION "institution_learner_room"("target" uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT i."learner_limit" - i."learner_count" FROM "institutions" i WHERE i."id" = target
$$;--> statement-breakpoint
-- A member joins with their name's key and their facts so far.
CREATE FUNCTION "institution_member_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(u."full_name") INTO NEW."name_key" FROM "users" u WHERE u."id" = NEW."user_id";
  SELECT f."last_active_at", f."learning_seconds" INTO NEW."last_active_at", NEW."learning_seconds"
    FROM "institution_member_facts"(NEW."institution_id", NEW."user_id") f;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "institution_members_start" BEFORE INSERT ON "institution_members"
  FOR EACH ROW EXECUTE FUNCTION "institution_member_start"();--> statement-breakpoint
-- The institution's learner count follows its learner members however they come and go.
CREATE FUNCTION "institution_learner_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    IF NEW."role" = 'learner' THEN
      UPDATE "institutions" SET "learner_count" = "learner_count" + 1 WHERE "id" = NEW."institution_id";
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    IF OLD."role" = 'learner' THEN
      UPDATE "institutions" SET "learner_count" = "learner_count" - 1 WHERE "id" = OLD."institution_id";
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "institution_members_learner_count" AFTER INSERT OR DELETE OR UPDATE OF "role", "institution_id"
  ON "institution_members" FOR EACH ROW EXECUTE FUNCTION "institution_learner_count"();--> statement-breakpoint
CREATE FUNCTION "institution_member_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "institution_members" SET "name_key" = lower(NEW."full_name") WHERE "user_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_institution_member_name" AFTER UPDATE OF "full_name" ON "users"
  FOR EACH ROW WHEN (OLD."full_name" IS DISTINCT FROM NEW."full_name")
  EXECUTE FUNCTION "institution_member_name"();--> statement-breakpoint
-- Activity in an institution's course moves its member's last activity forward; an activity taken
-- back (a row deleted or moved earlier) has it read again.
CREATE FUNCTION "institution_member_activity"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR NEW."last_active_at" < OLD."last_active_at" THEN
    UPDATE "institution_members" m SET "last_active_at" = f."last_active_at"
      FROM "institution_courses" ic, "institution_member_facts"(ic."institution_id", OLD."user_id") f
      WHERE ic."course_id" = OLD."course_id" AND m."institution_id" = ic."institution_id" AND m."user_id" = OLD."user_id";
  ELSE
    UPDATE "institution_members" m SET "last_active_at" = NEW."last_active_at"
      FROM "institution_courses" ic
      WHERE ic."course_id" = NEW."course_id" AND m."institution_id" = ic."institution_id" AND m."user_id" = NEW."user_id"
        AND (m."last_active_at" IS NULL OR m."last_active_at" < NEW."last_active_at");
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "course_progress_institution_activity" AFTER INSERT OR DELETE OR UPDATE OF "last_active_at"
  ON "course_progress" FOR EACH ROW EXECUTE FUNCTION "institution_member_activity"();--> statement-breakpoint
-- Learning time in an institution's course adds to its member's (by the change, never re-summed).
CREATE FUNCTION "institution_member_learning_time"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  person uuid := coalesce(NEW."user_id", OLD."user_id");
  course uuid := coalesce(NEW."course_id", OLD."course_id");
  change integer := coalesce(NEW."seconds", 0) - coalesce(OLD."seconds", 0);
BEGIN
  IF change <> 0 THEN
    UPDATE "institution_members" m SET "learning_seconds" = m."learning_seconds" + change
      FROM "institution_courses" ic
      WHERE ic."course_id" = course AND m."institution_id" = ic."institution_id" AND m."user_id" = person;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "learning_time_daily_institution_time" AFTER INSERT OR DELETE OR UPDATE OF "seconds"
  ON "learning_time_daily" FOR EACH ROW EXECUTE FUNCTION "institution_member_learning_time"();--> statement-breakpoint
-- A course added to or taken from an institution changes every member's facts there: read again.
CREATE FUNCTION "institution_course_facts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "institution_members" m SET ("last_active_at", "learning_seconds") =
    (SELECT f."last_active_at", f."learning_seconds" FROM "institution_member_facts"(m."institution_id", m."user_id") f)
    WHERE m."institution_id" IN (NEW."institution_id", OLD."institution_id");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "institution_courses_facts" AFTER INSERT OR DELETE OR UPDATE OF "institution_id", "course_id"
  ON "institution_courses" FOR EACH ROW EXECUTE FUNCTION "institution_course_facts"();
