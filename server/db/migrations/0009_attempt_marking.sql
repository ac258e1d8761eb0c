ALTER TABLE "quiz_attempts" ADD COLUMN "status" text DEFAULT 'marked' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "marked_by" uuid;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;