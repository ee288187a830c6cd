ALTER TABLE "hotel_bookings" ADD COLUMN "rooms" jsonb;--> statement-breakpoint
-- A booking of rooms named one by one takes, per night, one room of each room's type (its `rooms` list);
-- any other booking room_count rooms of its room type, as before. The same check as migrations 0019 and
-- 0028 refuses (RH409) a write that leaves a night with more rooms taken and blocked than it sells, so a
-- booking of several types takes every room in its one statement, or none.
CREATE OR REPLACE FUNCTION room_type_nights_follow_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT id, room_type_id, rooms, check_in_date, check_out_date, room_count, status, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT id, room_type_id, rooms, check_in_date, check_out_date, room_count, status, -1 AS sign FROM old_rows'
    ELSE 'SELECT id, room_type_id, rooms, check_in_date, check_out_date, room_count, status, -1 AS sign FROM old_rows
          UNION ALL SELECT id, room_type_id, rooms, check_in_date, check_out_date, room_count, status, 1 FROM new_rows'
  END;
  over record;
BEGIN
  EXECUTE format($q$
    WITH b AS (
      SELECT coalesce((r.room->>'roomTypeId')::uuid, x.room_type_id) AS room_type_id,
             x.check_in_date, x.check_out_date, x.status, x.sign,
             CASE WHEN r.room IS NULL THEN x.room_count ELSE 1 END AS room_count
        FROM (%s) AS x
        LEFT JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(x.rooms) = 'array' THEN x.rooms END) AS r(room) ON true
    ), d AS (
      SELECT b.room_type_id, d.night::date AS night, sum(b.sign * b.room_count)::int AS taken
        FROM b
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
