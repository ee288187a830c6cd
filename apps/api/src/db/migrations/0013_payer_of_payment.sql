ALTER TABLE "payments" ADD COLUMN "payer" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_payer_idx" ON "payments" USING btree ("payer") WHERE "payments"."payer" <> '';