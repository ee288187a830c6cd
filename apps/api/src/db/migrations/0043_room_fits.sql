ALTER TABLE "hotels" ADD COLUMN "fit_children" integer[];--> statement-breakpoint
-- What a room of each hotel can take (decision 0091), so the search by occupancy reads one column of the
-- hotel's row instead of probing its room types for every room asked. With a adults, a live room type takes
-- up to least(max_children, max_occupancy - a) children when it takes a adults at all (max_adults >= a and
-- max_occupancy >= a); element a is the most over the hotel's room types. A room of A adults and C children
-- (as the hotel counts ages) fits some room type exactly when fit_children[A] >= C.
CREATE FUNCTION hotel_fit_children_refresh(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE hotels h SET fit_children = f.fits
    FROM (SELECT x.id, (SELECT array_agg(per.c ORDER BY per.a)
                          FROM (SELECT a, max(least(t.max_children, t.max_occupancy - a)) AS c
                                  FROM room_types t CROSS JOIN LATERAL generate_series(1, least(t.max_adults, t.max_occupancy)) AS a
                                 WHERE t.hotel_id = x.id AND t.archived_at IS NULL
                                 GROUP BY a) AS per) AS fits
            FROM unnest(ids) AS x(id)) AS f
   WHERE h.id = f.id AND h.fit_children IS DISTINCT FROM f.fits
$$;--> statement-breakpoint
-- The catalogue triggers (migration 0034) now keep it with the sell options, in the same statement.
CREATE OR REPLACE FUNCTION hotel_sell_options_rebuild(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM hotels WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
  PERFORM hotel_fit_children_refresh(ids);
  DELETE FROM hotel_sell_options WHERE hotel_id = ANY(ids);
  INSERT INTO hotel_sell_options AS o (hotel_id, room_type_id, rate_plan_id, priced_plan_id, rooms, max_occupancy, base,
                                       derive_percent, derive_amount, derived, min_days_before, max_days_before)
  SELECT t.hotel_id, t.id, p.id, coalesce(p.derived_from, p.id), t.rooms, t.max_occupancy, coalesce(parent.price, pp.price, 0),
         p.derive_percent, p.derive_amount, p.derived_from IS NOT NULL, p.min_days_before, p.max_days_before
    FROM room_types t
    JOIN rate_plan_prices pp ON pp.room_type_id = t.id
    JOIN rate_plans p ON p.id = pp.rate_plan_id AND p.archived_at IS NULL
    LEFT JOIN rate_plan_prices parent ON parent.rate_plan_id = p.derived_from AND parent.room_type_id = t.id
   WHERE t.hotel_id = ANY(ids) AND t.archived_at IS NULL
     AND (p.derived_from IS NULL OR parent.rate_plan_id IS NOT NULL)
  ON CONFLICT (hotel_id, room_type_id, rate_plan_id) DO UPDATE SET
     priced_plan_id = excluded.priced_plan_id, rooms = excluded.rooms, max_occupancy = excluded.max_occupancy,
     base = excluded.base, derive_percent = excluded.derive_percent, derive_amount = excluded.derive_amount,
     derived = excluded.derived, min_days_before = excluded.min_days_before, max_days_before = excluded.max_days_before;
END
$$;--> statement-breakpoint
SELECT hotel_fit_children_refresh(array_agg(id)) FROM hotels;
