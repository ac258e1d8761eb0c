CREATE TABLE "sign_in_handoffs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"target_host" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution_domains" (
	"institution_id" uuid PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"prefix" text,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	"check_failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_in_handoffs" ADD CONSTRAINT "sign_in_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_domains" ADD CONSTRAINT "institution_domains_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_handoffs_expires_at_idx" ON "sign_in_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_domains_domain_key" ON "institution_domains" USING btree ("domain");