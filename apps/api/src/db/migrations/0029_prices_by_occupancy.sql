ALTER TABLE "rate_nights" ADD COLUMN "occupancy" jsonb;--> statement-breakpoint
ALTER TABLE "rate_plan_prices" ADD COLUMN "occupancy" jsonb;