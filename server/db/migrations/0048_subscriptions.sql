CREATE TABLE "gateway_customers" (
	"user_id" uuid NOT NULL,
	"processor" text NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_customers_user_id_processor_pk" PRIMARY KEY("user_id","processor")
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"trial_days" integer DEFAULT 0 NOT NULL,
	"educator_seats" integer DEFAULT 1 NOT NULL,
	"prices" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"billing_period" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"next_charge_at" timestamp with time zone,
	"failed_charges" integer DEFAULT 0 NOT NULL,
	"gateway_customer" text,
	"payment_method" text,
	"card" jsonb,
	"pending_change" jsonb,
	"started_by" uuid,
	"renewal_transaction_id" uuid,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_price" CHECK ("subscriptions"."price_minor" >= 0 and "subscriptions"."failed_charges" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "gateway_customer" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "saved_payment_method" text;--> statement-breakpoint
ALTER TABLE "gateway_customers" ADD CONSTRAINT "gateway_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_started_by_payment_transactions_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."payment_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_renewal_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("renewal_transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_live_key" ON "subscriptions" USING btree ("user_id","kind") WHERE "subscriptions"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_due_idx" ON "subscriptions" USING btree ("next_charge_at") WHERE "subscriptions"."status" in ('trialing', 'active', 'past_due');--> statement-breakpoint
INSERT INTO "subscription_plans" ("id", "kind", "name", "trial_days", "educator_seats", "prices", "position") VALUES ('educator', 'educator', 'Educator', 30, 1, '{"monthly":{"AUD":2900,"MYR":8900,"SGD":2500,"USD":1900},"yearly":{"AUD":29000,"MYR":89000,"SGD":25000,"USD":19000}}', 1) ON CONFLICT ("id") DO NOTHING;
