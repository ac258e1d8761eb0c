-- The one way into an institution, for the triggers of 0033 and the server alike: a person already
-- a member stays as they are; otherwise the institution's row is locked (two people cannot take
-- its last place together) and a learner joins only while its learner members are fewer than its
-- learner limit (educators are not counted). False when a learner finds it full. A plpgsql function
-- is volatile, so each statement here sees what committed before the lock was granted.
CREATE FUNCTION "institution_join"("target" uuid, "person" uuid, "member_role" text, "member_source" text)
RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "institution_members" m WHERE m."institution_id" = target AND m."user_id" = person) THEN
    RETURN true;
  END IF;
  PERFORM 1 FROM "institutions" WHERE "id" = target FOR UPDATE;
  IF member_role = 'learner' AND "institution_learner_room"(target) <= 0 THEN
    RETURN false;
  END IF;
  INSERT INTO "institution_members" ("institution_id", "user_id", "role", "source")
    VALUES (target, person, member_role, member_source) ON CONFLICT DO NOTHING;
  RETURN true;
END $$;--> statement-breakpoint
-- An institution's room for learners: its learner limit less its learner members.
CREATE FUNCTION "institution_learner_room"("target" uuid) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT i."learner_limit" - (SELECT count(*)::int FROM "institution_members" m
      WHERE m."institution_id" = i."id" AND m."role" = 'learner')
  FROM "institutions" i WHERE i."id" = target
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "institution_admit_learner"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
BEGIN
  IF NEW."status" <> 'active' OR NEW."staff" THEN RETURN NEW; END IF;
  SELECT ic."institution_id" INTO target FROM "cohorts" k
    JOIN "institution_courses" ic ON ic."course_id" = k."course_id"
    WHERE k."id" = NEW."cohort_id";
  IF target IS NOT NULL AND NOT "institution_join"(target, NEW."user_id", 'learner', 'enrolment') THEN
    RAISE EXCEPTION 'institution.full' USING ERRCODE = 'KL409';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "institution_auto_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mapped record;
BEGIN
  FOR mapped IN
    SELECT i."id", mapping->>'role' AS "role"
    FROM "institutions" i, jsonb_array_elements(i."auto_membership"->'rolesMapping') mapping
    WHERE i."status" = 'active' AND (i."auto_membership"->>'isEnabled')::boolean
      AND mapping->>'domain' = lower(split_part(NEW."email", '@', 2))
    ORDER BY i."id"
  LOOP
    PERFORM "institution_join"(mapped."id", NEW."id", mapped."role", 'automatic');
  END LOOP;
  RETURN NULL;
END $$;
