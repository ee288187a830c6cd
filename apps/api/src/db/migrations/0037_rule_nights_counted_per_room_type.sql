-- hotel_rule_nights (decision 0075) counted per room type and plan before the hotel is looked up: a bulk edit
-- of a year's rate nights asked the hotel of each of its 5,000-11,000 old and new rows (two index probes a row);
-- now a cell whose rule did not change cancels out first, and each room type and plan pair of the statement is
-- asked its hotel once (decision 0083).
CREATE OR REPLACE FUNCTION hotel_rule_nights_follow_rate_nights() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  rule text := '(closed IS TRUE OR closed_to_arrival IS TRUE OR closed_to_departure IS TRUE OR min_stay > 1 OR max_stay IS NOT NULL)';
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT room_type_id, rate_plan_id, night, 1 AS sign FROM new_rows WHERE %s', rule)
    WHEN 'DELETE' THEN format('SELECT room_type_id, rate_plan_id, night, -1 AS sign FROM old_rows WHERE %s', rule)
    ELSE format('SELECT room_type_id, rate_plan_id, night, -1 AS sign FROM old_rows WHERE %1$s
                 UNION ALL SELECT room_type_id, rate_plan_id, night, 1 FROM new_rows WHERE %1$s', rule)
  END;
BEGIN
  EXECUTE format($q$
    WITH c AS MATERIALIZED (%s),
    counts AS (
      SELECT room_type_id, rate_plan_id, night, sum(sign) AS delta FROM c GROUP BY 1, 2, 3 HAVING sum(sign) <> 0
    ), pairs AS (
      SELECT room_type_id, rate_plan_id,
             coalesce((SELECT hotel_id FROM room_types WHERE id = x.room_type_id),
                      (SELECT hotel_id FROM rate_plans WHERE id = x.rate_plan_id)) AS hotel_id
        FROM (SELECT DISTINCT room_type_id, rate_plan_id FROM counts) AS x
    ), d AS (
      SELECT p.hotel_id, n.night, sum(n.delta)::int AS delta
        FROM counts n JOIN pairs p ON p.room_type_id = n.room_type_id AND p.rate_plan_id = n.rate_plan_id
       WHERE p.hotel_id IS NOT NULL
       GROUP BY p.hotel_id, n.night
      HAVING sum(n.delta) <> 0
    ), raised AS (
      INSERT INTO hotel_rule_nights AS r (hotel_id, night, entries)
      SELECT hotel_id, night, delta FROM d WHERE delta > 0 ORDER BY hotel_id, night
          ON CONFLICT (hotel_id, night) DO UPDATE SET entries = r.entries + excluded.entries
    )
    UPDATE hotel_rule_nights r SET entries = r.entries + d.delta
      FROM d WHERE d.delta < 0 AND r.hotel_id = d.hotel_id AND r.night = d.night
  $q$, changes);
  RETURN NULL;
END
$$;
