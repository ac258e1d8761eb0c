DROP INDEX "subscriptions_live_key";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "instalment_parts" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "instalment_parts" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cohort_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "parts" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "parts_paid" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_cohort_id_cohorts_id_fk" FOREIGN KEY ("cohort_id") REFERENCES "public"."cohorts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_instalment_key" ON "subscriptions" USING btree ("user_id","cohort_id") WHERE "subscriptions"."kind" = 'instalment' and "subscriptions"."status" not in ('cancelled', 'completed');--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_key" ON "subscriptions" USING btree ("user_id","kind") WHERE "subscriptions"."status" <> 'cancelled' and "subscriptions"."kind" <> 'instalment';