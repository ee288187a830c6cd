ALTER TABLE "cab_bookings" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "trip" jsonb;--> statement-breakpoint
ALTER TABLE "cabs" ADD COLUMN "fare_card" jsonb;--> statement-breakpoint
ALTER TABLE "cabs" ADD COLUMN "base_city" text;--> statement-breakpoint
ALTER TABLE "cabs" ADD COLUMN "base_lat" double precision;--> statement-breakpoint
ALTER TABLE "cabs" ADD COLUMN "base_lng" double precision;--> statement-breakpoint
ALTER TABLE "cabs" ADD COLUMN "service_radius_km" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "cabs_base_city_idx" ON "cabs" USING btree ("base_city");--> statement-breakpoint
-- One car, one trip at a time (docs/decisions/0055-cab-trips-priced-for-the-route.md): no two live bookings of a
-- cab overlap from pickup to busy_until. Bookings made before this migration have no busy_until and were kept
-- apart by the booking routine alone; every booking made since has one. PGlite loads btree_gist in db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD CONSTRAINT "cab_bookings_no_overlap" EXCLUDE USING gist ("cab_id" WITH =, tstzrange("pickup_time", "busy_until") WITH &&) WHERE ("status" <> 'Cancelled' AND "busy_until" IS NOT NULL);
