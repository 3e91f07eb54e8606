-- Before the index: a database that already took two payments for one estimate (issue 24) keeps the first
-- (the one its report hangs on) and marks the others 'duplicate', for the refund path or support to refund.
UPDATE "payments" SET "status" = 'duplicate' WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "estimate_id" ORDER BY ("report_id" IS NULL), "created_at", "id"
    ) AS "n"
    FROM "payments"
    WHERE "estimate_id" IS NOT NULL AND "status" in ('succeeded', 'processing')
  ) AS "ranked" WHERE "ranked"."n" > 1
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_paid_per_estimate" ON "payments" USING btree ("estimate_id") WHERE "payments"."status" in ('succeeded', 'processing');
