CREATE TABLE "referral_conversions" (
	"click_id" text PRIMARY KEY NOT NULL,
	"campaign_id" text NOT NULL,
	"source_id" text,
	"transaction_id" uuid,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"converted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referral_conversions" ADD CONSTRAINT "referral_conversions_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_conversions_campaign_idx" ON "referral_conversions" USING btree ("campaign_id","converted_at");--> statement-breakpoint
CREATE INDEX "payment_transactions_created_idx" ON "payment_transactions" USING btree ("created_at","id");