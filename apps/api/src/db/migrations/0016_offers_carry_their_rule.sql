ALTER TABLE "offers" ADD COLUMN "auto_apply" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_nights" integer;--> statement-breakpoint
CREATE INDEX "offers_auto_idx" ON "offers" USING btree ("related_id") WHERE "offers"."auto_apply";