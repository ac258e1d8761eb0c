CREATE TABLE "institutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT 'au' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"colours" jsonb NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "institutions_country_check" CHECK ("institutions"."country" IN ('au', 'us', 'in')),
	CONSTRAINT "institutions_region_check" CHECK ("institutions"."region" IN ('au', 'us')),
	CONSTRAINT "institutions_status_check" CHECK ("institutions"."status" IN ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "institutions_path_key" ON "institutions" USING btree ("path");