ALTER TABLE "sessions" ADD COLUMN "family_id" text;--> statement-breakpoint
ALTER TABLE "sign_in_handoffs" ADD COLUMN "session_family" text;--> statement-breakpoint
CREATE INDEX "sessions_family_id_idx" ON "sessions" USING btree ("family_id") WHERE "sessions"."family_id" IS NOT NULL;