ALTER TABLE "certificate_designs" DROP CONSTRAINT "certificate_designs_rule_check";--> statement-breakpoint
ALTER TABLE "certificate_designs" ADD COLUMN "pass_mark" integer;--> statement-breakpoint
ALTER TABLE "certificate_designs" ADD CONSTRAINT "certificate_designs_pass_mark_check" CHECK ("certificate_designs"."pass_mark" BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "certificate_designs" ADD CONSTRAINT "certificate_designs_rule_check" CHECK ("certificate_designs"."issue_rule" IN ('completion', 'assessment', 'manual'));