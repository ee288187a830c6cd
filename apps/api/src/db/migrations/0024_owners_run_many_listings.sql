DROP INDEX "cabs_owner_key";--> statement-breakpoint
DROP INDEX "hotels_owner_key";--> statement-breakpoint
ALTER TABLE "cabs" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "cabs" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "review_reason" text;--> statement-breakpoint
CREATE INDEX "cabs_owner_idx" ON "cabs" USING btree ("owner_id","created_at","id") WHERE "cabs"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "cabs_pending_review_idx" ON "cabs" USING btree ("created_at") WHERE "cabs"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "hotels_owner_idx" ON "hotels" USING btree ("owner_id","created_at","id") WHERE "hotels"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "hotels_pending_review_idx" ON "hotels" USING btree ("created_at") WHERE "hotels"."review_status" = 'pending';--> statement-breakpoint
ALTER TABLE "cabs" ADD CONSTRAINT "cabs_review_status_check" CHECK ("cabs"."review_status" in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_review_status_check" CHECK ("hotels"."review_status" in ('pending', 'approved', 'rejected'));