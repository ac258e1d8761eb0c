CREATE TABLE "institution_courses" (
	"course_id" uuid PRIMARY KEY NOT NULL,
	"institution_id" uuid NOT NULL,
	"archived_at" timestamp with time zone,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "role_grants" ADD COLUMN "granted_via" text;--> statement-breakpoint
ALTER TABLE "role_grants" ADD COLUMN "own_role" text;--> statement-breakpoint
ALTER TABLE "institution_courses" ADD CONSTRAINT "institution_courses_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_courses" ADD CONSTRAINT "institution_courses_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_courses" ADD CONSTRAINT "institution_courses_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_courses_institution_idx" ON "institution_courses" USING btree ("institution_id","added_at");--> statement-breakpoint
CREATE INDEX "role_grants_granted_via_idx" ON "role_grants" USING btree ("granted_via","scope_path") WHERE "role_grants"."granted_via" IS NOT NULL;