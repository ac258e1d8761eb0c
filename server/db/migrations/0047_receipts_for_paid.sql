-- Receipts for the transactions paid before receipts existed (migration 0046), in their buyer's
-- language, each numbered from the one series.
INSERT INTO "invoices" ("number", "transaction_id", "language", "buyer_name", "buyer_email", "issued_at")
SELECT 'KL-' || to_char(coalesce(t."paid_at", t."created_at") at time zone 'UTC', 'YYYY') || '-' ||
         lpad(nextval('invoice_numbers')::text, 6, '0'),
       t."id", u."preferred_language", u."full_name", u."email", coalesce(t."paid_at", t."created_at")
FROM (
  SELECT * FROM "payment_transactions"
  WHERE "status" IN ('paid', 'partially_refunded', 'refunded')
    AND "user_id" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "invoices" i WHERE i."transaction_id" = "payment_transactions"."id")
  ORDER BY coalesce("paid_at", "created_at"), "id"
) t
JOIN "users" u ON u."id" = t."user_id";
