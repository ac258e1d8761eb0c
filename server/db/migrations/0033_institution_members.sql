CREATE TABLE "institution_members" (
	"institution_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'learner' NOT NULL,
	"source" text NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institution_members_institution_id_user_id_pk" PRIMARY KEY("institution_id","user_id"),
	CONSTRAINT "institution_members_role_check" CHECK ("institution_members"."role" IN ('learner', 'educator')),
	CONSTRAINT "institution_members_source_check" CHECK ("institution_members"."source" IN ('automatic', 'enrolment', 'course', 'invitation', 'added'))
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "learner_limit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "auto_membership" jsonb DEFAULT '{"isEnabled":false,"rolesMapping":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "institution_members" ADD CONSTRAINT "institution_members_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_members" ADD CONSTRAINT "institution_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_members_joined_idx" ON "institution_members" USING btree ("institution_id","joined_at");--> statement-breakpoint
CREATE INDEX "institution_members_user_idx" ON "institution_members" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_learner_limit_check" CHECK ("institutions"."learner_limit" >= 0);--> statement-breakpoint
-- A learner enrolling in (or approved for) a class of an institution's course joins the institution
-- while it has room: its learner limit counts its learner members (the institution's row locked
-- first, so two enrolments cannot take the last place together). A full institution refuses with
-- the field reason code 'institution.full' under SQLSTATE KL409 (server/db/errors.ts databaseRefusal).
CREATE FUNCTION "institution_admit_learner"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  target uuid;
  room integer;
BEGIN
  IF NEW."status" <> 'active' OR NEW."staff" THEN RETURN NEW; END IF;
  SELECT ic."institution_id" INTO target FROM "cohorts" k
    JOIN "institution_courses" ic ON ic."course_id" = k."course_id"
    WHERE k."id" = NEW."cohort_id";
  IF target IS NULL OR EXISTS (SELECT 1 FROM "institution_members" m
      WHERE m."institution_id" = target AND m."user_id" = NEW."user_id") THEN
    RETURN NEW;
  END IF;
  PERFORM 1 FROM "institutions" WHERE "id" = target FOR UPDATE;
  SELECT i."learner_limit" - (SELECT count(*)::int FROM "institution_members" m
      WHERE m."institution_id" = i."id" AND m."role" = 'learner')
    INTO room FROM "institutions" i WHERE i."id" = target;
  IF room <= 0 THEN
    RAISE EXCEPTION 'institution.full' USING ERRCODE = 'KL409';
  END IF;
  INSERT INTO "institution_members" ("institution_id", "user_id", "role", "source")
    VALUES (target, NEW."user_id", 'learner', 'enrolment') ON CONFLICT DO NOTHING;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "enrolments_institution_admit" BEFORE INSERT OR UPDATE OF "status", "staff" ON "enrolments"
  FOR EACH ROW EXECUTE FUNCTION "institution_admit_learner"();--> statement-breakpoint
-- Automatic membership (spec §3 autoMembership): a person whose verified address is at a domain an
-- active institution maps joins it with the mapped role, however the address came to be verified
-- (sign-up with a proof, the mailed link, an invitation, a changed address). A learner joins only
-- while the institution has room; educators are not counted.
CREATE FUNCTION "institution_auto_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mapped record;
BEGIN
  FOR mapped IN
    SELECT i."id", i."learner_limit", mapping->>'role' AS "role"
    FROM "institutions" i, jsonb_array_elements(i."auto_membership"->'rolesMapping') mapping
    WHERE i."status" = 'active' AND (i."auto_membership"->>'isEnabled')::boolean
      AND mapping->>'domain' = lower(split_part(NEW."email", '@', 2))
    ORDER BY i."id"
    FOR UPDATE OF i
  LOOP
    IF mapped."role" = 'educator' OR mapped."learner_limit" > (SELECT count(*) FROM "institution_members" m
        WHERE m."institution_id" = mapped."id" AND m."role" = 'learner') THEN
      INSERT INTO "institution_members" ("institution_id", "user_id", "role", "source")
        VALUES (mapped."id", NEW."id", mapped."role", 'automatic') ON CONFLICT DO NOTHING;
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_institution_auto_membership" AFTER INSERT OR UPDATE OF "email", "email_verified_at" ON "users"
  FOR EACH ROW WHEN (NEW."email_verified_at" IS NOT NULL AND NEW."deactivated_at" IS NULL)
  EXECUTE FUNCTION "institution_auto_membership"();
