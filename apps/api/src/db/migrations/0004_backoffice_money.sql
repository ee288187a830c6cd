CREATE TABLE "commission_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"basis_points" integer NOT NULL,
	"effective_from" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rates_range_check" CHECK ("commission_rates"."basis_points" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_rates_effective_idx" ON "commission_rates" USING btree ("effective_from");--> statement-breakpoint
-- custom: the first commission rate, 10 %, in force for every payment before an admin sets another
INSERT INTO "commission_rates" ("basis_points", "effective_from") VALUES (1000, '2000-01-01T00:00:00Z');--> statement-breakpoint
-- custom: every payment and refund with its booking's listing and guest (schema.ts ledgerEntries)
CREATE VIEW "ledger_entries" AS
SELECT e.*,
	coalesce(hb.hotel_id, cb.cab_id, tb.tour_id) AS listing_id,
	coalesce(h.name, c.model, t.name, '') AS listing_name,
	coalesce(h.owner_id, c.owner_id) AS owner_id,
	trim(u.first_name || ' ' || u.last_name) AS guest_name
FROM (
	SELECT p.id, 'payment'::text AS entry_type, coalesce(p.captured_at, p.created_at) AS at, p.captured_at AS paid_at,
		p.booking_kind, p.booking_id, p.user_id AS guest_id, p.method, p.order_id, p.gateway_payment_id,
		NULL::text AS gateway_refund_id, p.amount, p.status
	FROM payments p
	UNION ALL
	SELECT r.id, 'refund'::text, r.created_at, p.captured_at,
		r.booking_kind, r.booking_id, p.user_id, p.method, p.order_id, p.gateway_payment_id,
		r.gateway_refund_id, r.amount, r.status
	FROM refunds r JOIN payments p ON p.id = r.payment_id
) e
JOIN users u ON u.id = e.guest_id
LEFT JOIN hotel_bookings hb ON e.booking_kind = 'hotel' AND hb.id = e.booking_id
LEFT JOIN hotels h ON h.id = hb.hotel_id
LEFT JOIN cab_bookings cb ON e.booking_kind = 'cab' AND cb.id = e.booking_id
LEFT JOIN cabs c ON c.id = cb.cab_id
LEFT JOIN tour_bookings tb ON e.booking_kind = 'tour' AND tb.id = e.booking_id
LEFT JOIN tours t ON t.id = tb.tour_id;
