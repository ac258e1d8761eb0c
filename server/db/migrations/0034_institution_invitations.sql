CREATE TABLE "institution_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'learner' NOT NULL,
	"status" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"responded_at" timestamp with time zone,
	CONSTRAINT "institution_invitations_role_check" CHECK ("institution_invitations"."role" IN ('learner', 'educator')),
	CONSTRAINT "institution_invitations_status_check" CHECK ("institution_invitations"."status" IN ('pending_enrolled', 'auto_enrolled', 'already_enrolled', 'unprocessed', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD CONSTRAINT "institution_invitations_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD CONSTRAINT "institution_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_invitations" ADD CONSTRAINT "institution_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "institution_invitations_email_key" ON "institution_invitations" USING btree ("institution_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "institution_invitations_token_key" ON "institution_invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "institution_invitations_status_idx" ON "institution_invitations" USING btree ("institution_id","status","created_at");