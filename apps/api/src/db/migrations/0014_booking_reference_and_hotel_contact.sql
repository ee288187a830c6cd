-- Booking references (RH-7K2M9Q): six letters and digits people can read aloud (no 0/O, 1/I/L), one per
-- booking of any kind. Each is made from one shared sequence through a bijection of 0 … 31^6 - 1 (times a
-- number prime to 31, plus an offset), so references never repeat and do not count the bookings in the open.
-- Existing bookings get theirs when the columns are added (a volatile default is evaluated per row).
CREATE SEQUENCE "booking_reference_seq" AS bigint MINVALUE 0 MAXVALUE 887503680 START 0;--> statement-breakpoint
CREATE FUNCTION next_booking_reference() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
  n bigint := (nextval('booking_reference_seq') * 387420489 + 170061823) % 887503681;
  code text := '';
BEGIN
  FOR i IN 1..6 LOOP
    code := substr(alphabet, (n % 31)::int + 1, 1) || code;
    n := n / 31;
  END LOOP;
  RETURN 'RH-' || code;
END $$;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "reference" text DEFAULT next_booking_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "reference" text DEFAULT next_booking_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "check_in_time" text DEFAULT '12:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "check_out_time" text DEFAULT '11:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "reference" text DEFAULT next_booking_reference() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "cab_bookings_reference_key" ON "cab_bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_reference_key" ON "hotel_bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_bookings_reference_key" ON "tour_bookings" USING btree ("reference");