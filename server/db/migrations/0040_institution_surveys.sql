CREATE TABLE "institution_surveys" (
	"institution_id" uuid PRIMARY KEY NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"display_before_payment" boolean DEFAULT true NOT NULL,
	"webhook_url" text,
	"power_automate_url" text,
	"verified_orchestration" boolean DEFAULT true NOT NULL,
	"signing_secret" text NOT NULL,
	"answers" jsonb,
	"submitted_at" timestamp with time zone,
	"submitted_by" uuid
);
--> statement-breakpoint
ALTER TABLE "institution_surveys" ADD CONSTRAINT "institution_surveys_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_surveys" ADD CONSTRAINT "institution_surveys_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;