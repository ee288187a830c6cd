ALTER TABLE "cab_bookings" ADD COLUMN "travellers" integer;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "child_ages" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "child_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "fare_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "child_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "infant_below_age" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "single_supplement" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_child_seats_check" CHECK ("tour_bookings"."child_seats" >= 0);