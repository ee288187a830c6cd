ALTER TABLE "cab_bookings" ADD COLUMN "pay_now_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "pay_later_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "pay_now_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "pay_later_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "meals_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "insurance_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "donation_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "mobile" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "gst_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "pay_now_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "pay_later_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Bookings made before: split their add-ons into lines (insurance ₹158, donation ₹35, the rest the meal plan) and record what was due when.
UPDATE "hotel_bookings" SET "insurance_amount" = CASE WHEN "insurance" THEN 15800 ELSE 0 END, "donation_amount" = CASE WHEN "donation" THEN 3500 ELSE 0 END, "meals_amount" = "add_ons_amount" - (CASE WHEN "insurance" THEN 15800 ELSE 0 END) - (CASE WHEN "donation" THEN 3500 ELSE 0 END), "pay_now_amount" = "total_amount";--> statement-breakpoint
UPDATE "tour_bookings" SET "pay_now_amount" = "total_amount";--> statement-breakpoint
UPDATE "cab_bookings" SET "pay_now_amount" = CASE WHEN "payment_choice" = 'half' THEN round("total_amount" / 2.0) ELSE "total_amount" END, "pay_later_amount" = "total_amount" - CASE WHEN "payment_choice" = 'half' THEN round("total_amount" / 2.0) ELSE "total_amount" END;
