CREATE TABLE "portals" (
	"institution_id" uuid PRIMARY KEY NOT NULL,
	"strings" jsonb,
	"selling_points" jsonb,
	"faqs" jsonb,
	"nav_bar_links" jsonb,
	"footer_data" jsonb,
	"page_sections" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "portal_view_access" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "home_featured" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "portfolio_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "portals" ADD CONSTRAINT "portals_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institutions" ADD CONSTRAINT "institutions_portal_view_access_check" CHECK ("institutions"."portal_view_access" IN ('public', 'private'));