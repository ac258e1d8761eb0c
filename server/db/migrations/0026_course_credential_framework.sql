ALTER TABLE "courses" ADD COLUMN "credential_framework" text;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_credential_framework_check" CHECK ("courses"."credential_framework" IN ('AUSTRALIA', 'MALAYSIA'));--> statement-breakpoint
-- Existing OpenCreds courses take the framework whose list (spec §9) holds their hours, the
-- Malaysian first (both lists hold 10 and 40); hours in neither list leave it to their team to choose.
UPDATE "courses" SET "credential_framework" = CASE
  WHEN "learning_hours" IN (4, 10, 20, 40, 80, 120, 160) THEN 'MALAYSIA'
  WHEN "learning_hours" IN (2.5, 10, 25, 40, 100) THEN 'AUSTRALIA'
END
WHERE "course_type" = 'OPENCRED';
