CREATE TABLE "institution_csv_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"institution_id" uuid NOT NULL,
	"requested_by" uuid,
	"status" text DEFAULT 'running' NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "institution_csv_exports_status_check" CHECK ("institution_csv_exports"."status" IN ('running', 'finished', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "institution_csv_exports" ADD CONSTRAINT "institution_csv_exports_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution_csv_exports" ADD CONSTRAINT "institution_csv_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "institution_csv_exports_institution_idx" ON "institution_csv_exports" USING btree ("institution_id","created_at");