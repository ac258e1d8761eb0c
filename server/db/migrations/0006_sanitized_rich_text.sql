ALTER TABLE "blocks" ADD COLUMN "sanitizer_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_revisions" ADD COLUMN "sanitizer_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_templates" ADD COLUMN "sanitizer_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "blocks_sanitizer_version_idx" ON "blocks" USING btree ("sanitizer_version");--> statement-breakpoint
CREATE INDEX "page_revisions_sanitizer_version_idx" ON "page_revisions" USING btree ("sanitizer_version");--> statement-breakpoint
CREATE INDEX "page_templates_sanitizer_version_idx" ON "page_templates" USING btree ("sanitizer_version");