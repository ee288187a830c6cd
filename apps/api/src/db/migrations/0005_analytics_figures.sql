CREATE TABLE "booking_day_totals" (
	"kind" text NOT NULL,
	"shard" integer NOT NULL,
	"day" date NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"paid_totals" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "booking_day_totals_pkey" PRIMARY KEY("day","kind","shard")
);
--> statement-breakpoint
CREATE TABLE "listing_day_figures" (
	"kind" text NOT NULL,
	"listing_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bookings" integer DEFAULT 0 NOT NULL,
	"paid" integer DEFAULT 0 NOT NULL,
	"cancelled" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"refunds" bigint DEFAULT 0 NOT NULL,
	"paid_totals" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listing_day_figures_pkey" PRIMARY KEY("kind","listing_id","day")
);
--> statement-breakpoint
CREATE INDEX "listing_day_figures_day_idx" ON "listing_day_figures" USING btree ("day","kind");--> statement-breakpoint
-- custom: triggers keep listing_day_figures and booking_day_totals equal to what the booking tables hold, in
-- the same transaction as every change of a booking (decision 0031); the rows of earlier bookings are added below.
CREATE FUNCTION add_booking_day_figures(k text, listing uuid, booking uuid, made timestamptz, sign integer, status text, paid bigint, refunded bigint, total bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (made AT TIME ZONE 'Asia/Kolkata')::date;
  p integer := CASE WHEN paid > 0 THEN sign ELSE 0 END;
  c integer := CASE WHEN status = 'Cancelled' THEN sign ELSE 0 END;
  pt bigint := CASE WHEN paid > 0 THEN sign * total ELSE 0 END;
BEGIN
  INSERT INTO listing_day_figures AS f (kind, listing_id, day, bookings, paid, cancelled, revenue, refunds, paid_totals)
  VALUES (k, listing, d, sign, p, c, sign * paid, sign * refunded, pt)
  ON CONFLICT (kind, listing_id, day) DO UPDATE SET
    bookings = f.bookings + excluded.bookings, paid = f.paid + excluded.paid, cancelled = f.cancelled + excluded.cancelled,
    revenue = f.revenue + excluded.revenue, refunds = f.refunds + excluded.refunds, paid_totals = f.paid_totals + excluded.paid_totals;
  INSERT INTO booking_day_totals AS f (day, kind, shard, bookings, paid, cancelled, revenue, refunds, paid_totals)
  VALUES (d, k, abs(hashtext(booking::text)) % 8, sign, p, c, sign * paid, sign * refunded, pt)
  ON CONFLICT (day, kind, shard) DO UPDATE SET
    bookings = f.bookings + excluded.bookings, paid = f.paid + excluded.paid, cancelled = f.cancelled + excluded.cancelled,
    revenue = f.revenue + excluded.revenue, refunds = f.refunds + excluded.refunds, paid_totals = f.paid_totals + excluded.paid_totals;
END $$;
--> statement-breakpoint
-- TG_ARGV: the kind, and the column naming the listing
CREATE FUNCTION booking_day_figures_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.paid_amount = NEW.paid_amount AND OLD.refunded_amount = NEW.refunded_amount
     AND OLD.total_amount = NEW.total_amount AND OLD.created_at = NEW.created_at
     AND to_jsonb(OLD) ->> TG_ARGV[1] = to_jsonb(NEW) ->> TG_ARGV[1] THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM add_booking_day_figures(TG_ARGV[0], (to_jsonb(OLD) ->> TG_ARGV[1])::uuid, OLD.id, OLD.created_at, -1, OLD.status, OLD.paid_amount, OLD.refunded_amount, OLD.total_amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM add_booking_day_figures(TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::uuid, NEW.id, NEW.created_at, 1, NEW.status, NEW.paid_amount, NEW.refunded_amount, NEW.total_amount);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER hotel_bookings_day_figures AFTER INSERT OR UPDATE OR DELETE ON hotel_bookings FOR EACH ROW EXECUTE FUNCTION booking_day_figures_trigger('hotel', 'hotel_id');
--> statement-breakpoint
CREATE TRIGGER cab_bookings_day_figures AFTER INSERT OR UPDATE OR DELETE ON cab_bookings FOR EACH ROW EXECUTE FUNCTION booking_day_figures_trigger('cab', 'cab_id');
--> statement-breakpoint
CREATE TRIGGER tour_bookings_day_figures AFTER INSERT OR UPDATE OR DELETE ON tour_bookings FOR EACH ROW EXECUTE FUNCTION booking_day_figures_trigger('tour', 'tour_id');
--> statement-breakpoint
INSERT INTO listing_day_figures (kind, listing_id, day, bookings, paid, cancelled, revenue, refunds, paid_totals)
SELECT b.kind, b.listing_id, (b.created_at AT TIME ZONE 'Asia/Kolkata')::date, count(*), count(*) FILTER (WHERE b.paid_amount > 0),
  count(*) FILTER (WHERE b.status = 'Cancelled'), sum(b.paid_amount), sum(b.refunded_amount), coalesce(sum(b.total_amount) FILTER (WHERE b.paid_amount > 0), 0)
FROM (
  SELECT 'hotel' AS kind, hotel_id AS listing_id, id, created_at, status, paid_amount, refunded_amount, total_amount FROM hotel_bookings
  UNION ALL SELECT 'cab', cab_id, id, created_at, status, paid_amount, refunded_amount, total_amount FROM cab_bookings
  UNION ALL SELECT 'tour', tour_id, id, created_at, status, paid_amount, refunded_amount, total_amount FROM tour_bookings
) b
GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO booking_day_totals (day, kind, shard, bookings, paid, cancelled, revenue, refunds, paid_totals)
SELECT (b.created_at AT TIME ZONE 'Asia/Kolkata')::date, b.kind, abs(hashtext(b.id::text)) % 8, count(*), count(*) FILTER (WHERE b.paid_amount > 0),
  count(*) FILTER (WHERE b.status = 'Cancelled'), sum(b.paid_amount), sum(b.refunded_amount), coalesce(sum(b.total_amount) FILTER (WHERE b.paid_amount > 0), 0)
FROM (
  SELECT 'hotel' AS kind, id, created_at, status, paid_amount, refunded_amount, total_amount FROM hotel_bookings
  UNION ALL SELECT 'cab', id, created_at, status, paid_amount, refunded_amount, total_amount FROM cab_bookings
  UNION ALL SELECT 'tour', id, created_at, status, paid_amount, refunded_amount, total_amount FROM tour_bookings
) b
GROUP BY 1, 2, 3;
