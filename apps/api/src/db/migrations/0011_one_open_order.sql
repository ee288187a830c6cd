ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created','captured','failed','voided'));--> statement-breakpoint
-- a booking keeps its newest open order; older ones are voided (a capture of one is refunded)
UPDATE "payments" SET "status" = 'voided', "updated_at" = now()
WHERE "status" = 'created' AND EXISTS (
  SELECT 1 FROM "payments" AS "newer"
  WHERE "newer"."booking_kind" = "payments"."booking_kind" AND "newer"."booking_id" = "payments"."booking_id"
    AND "newer"."status" = 'created'
    AND ("newer"."created_at", "newer"."id") > ("payments"."created_at", "payments"."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_open_order_key" ON "payments" USING btree ("booking_kind","booking_id") WHERE "payments"."status" = 'created';
