CREATE TABLE "certificate_requests" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"declined_at" timestamp with time zone,
	"declined_reason" text,
	CONSTRAINT "certificate_requests_user_id_course_id_pk" PRIMARY KEY("user_id","course_id"),
	CONSTRAINT "certificate_requests_declined_check" CHECK (("certificate_requests"."declined_at" IS NULL) = ("certificate_requests"."declined_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_requests" ADD CONSTRAINT "certificate_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_requests_course_idx" ON "certificate_requests" USING btree ("course_id","requested_at");