CREATE TABLE "ical_exports" (
	"room_type_id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "ical_exports_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "ical_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type_id" uuid NOT NULL,
	"url" text NOT NULL,
	"nights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"conflicts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_imported_at" timestamp with time zone,
	"last_tried_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_type_nights" ADD COLUMN "rooms_blocked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ical_exports" ADD CONSTRAINT "ical_exports_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ical_imports" ADD CONSTRAINT "ical_imports_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ical_imports_room_type_idx" ON "ical_imports" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "ical_imports_tried_idx" ON "ical_imports" USING btree ("last_tried_at");--> statement-breakpoint
ALTER TABLE "room_type_nights" ADD CONSTRAINT "room_type_nights_rooms_blocked_check" CHECK ("room_type_nights"."rooms_blocked" >= 0);--> statement-breakpoint
-- Rooms closed by imported feeds count with the rooms bookings take: a write to hotel_bookings that leaves
-- a night with more rooms taken and blocked than it sells is refused (RH409), as in migration 0019. A
-- feed's block is written by one upsert that reads the row under its lock and takes at most the rooms
-- still free, so a block and a booking of the last room never both succeed.
CREATE OR REPLACE FUNCTION room_type_nights_follow_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT room_type_id, check_in_date, check_out_date, room_count, status, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT room_type_id, check_in_date, check_out_date, room_count, status, -1 AS sign FROM old_rows'
    ELSE 'SELECT room_type_id, check_in_date, check_out_date, room_count, status, -1 AS sign FROM old_rows
          UNION ALL SELECT room_type_id, check_in_date, check_out_date, room_count, status, 1 FROM new_rows'
  END;
  over record;
BEGIN
  EXECUTE format($q$
    WITH d AS (
      SELECT b.room_type_id, d.night::date AS night, sum(b.sign * b.room_count)::int AS taken
        FROM (%s) AS b
        CROSS JOIN generate_series(b.check_in_date, b.check_out_date - 1, interval '1 day') AS d(night)
       WHERE b.status <> 'Cancelled' AND b.room_type_id IS NOT NULL
       GROUP BY b.room_type_id, d.night
      HAVING sum(b.sign * b.room_count) <> 0
    ), moved AS (
      INSERT INTO room_type_nights AS n (room_type_id, night, rooms_taken)
      SELECT room_type_id, night, taken FROM d ORDER BY room_type_id, night
          ON CONFLICT (room_type_id, night) DO UPDATE SET rooms_taken = n.rooms_taken + excluded.rooms_taken
      RETURNING n.room_type_id, n.night, n.rooms, n.rooms_taken, n.rooms_blocked
    )
    SELECT m.night FROM moved m
      JOIN d ON d.room_type_id = m.room_type_id AND d.night = m.night AND d.taken > 0
      JOIN room_types rt ON rt.id = m.room_type_id
     WHERE m.rooms_taken + m.rooms_blocked > coalesce(m.rooms, rt.rooms)
     ORDER BY m.night LIMIT 1
  $q$, changes) INTO over;
  IF over IS NOT NULL THEN
    RAISE EXCEPTION 'No rooms left on %', over.night USING ERRCODE = 'RH409';
  END IF;
  RETURN NULL;
END
$$;
