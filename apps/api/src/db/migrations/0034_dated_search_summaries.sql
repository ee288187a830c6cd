CREATE TABLE "hotel_rule_nights" (
	"hotel_id" uuid NOT NULL,
	"night" date NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "hotel_rule_nights_pkey" PRIMARY KEY("hotel_id","night")
);
--> statement-breakpoint
CREATE TABLE "hotel_sell_options" (
	"hotel_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"rate_plan_id" uuid NOT NULL,
	"priced_plan_id" uuid NOT NULL,
	"rooms" integer NOT NULL,
	"max_occupancy" integer NOT NULL,
	"base" bigint NOT NULL,
	"derive_percent" double precision,
	"derive_amount" bigint,
	"derived" boolean NOT NULL,
	"min_days_before" integer,
	"max_days_before" integer,
	CONSTRAINT "hotel_sell_options_pkey" PRIMARY KEY("hotel_id","room_type_id","rate_plan_id")
);
--> statement-breakpoint
ALTER TABLE "hotel_rule_nights" ADD CONSTRAINT "hotel_rule_nights_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_sell_options" ADD CONSTRAINT "hotel_sell_options_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What the dated search reads (decision 0075), kept by triggers in the writing statement's transaction,
-- so no write path of the app (or the scale seed, or a hand-written statement) can leave them behind.
--
-- hotel_sell_options: a hotel's live room types under each live plan that sells them, rebuilt whole for
-- every hotel a statement on room_types, rate_plans or rate_plan_prices touched (a handful of rows a
-- hotel). The hotels' rows are locked first, in id order, so two edits of one hotel's catalogue rebuild
-- one after the other and the later one sees the earlier one's rows.
CREATE FUNCTION hotel_sell_options_rebuild(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM hotels WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
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
CREATE FUNCTION hotel_sell_options_follow_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- room_types and rate_plans name their hotel; a plan price names it through its room type or plan
  hotel text := CASE WHEN TG_TABLE_NAME = 'rate_plan_prices'
    THEN '(SELECT hotel_id FROM room_types WHERE id = c.room_type_id UNION SELECT hotel_id FROM rate_plans WHERE id = c.rate_plan_id)'
    ELSE '(SELECT c.hotel_id)' END;
  changed text := CASE TG_OP WHEN 'INSERT' THEN 'new_rows' WHEN 'DELETE' THEN 'old_rows'
    ELSE '(SELECT * FROM old_rows UNION ALL SELECT * FROM new_rows)' END;
  ids uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(DISTINCT h) FROM %s c CROSS JOIN LATERAL %s AS x(h) WHERE h IS NOT NULL', changed, hotel) INTO ids;
  IF ids IS NOT NULL THEN
    PERFORM hotel_sell_options_rebuild(ids);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotel_sell_options_on_room_types_insert AFTER INSERT ON room_types
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_sell_options_follow_catalogue();--> statement-breakpoint
CREATE TRIGGER hotel_sell_options_on_room_types_update AFTER UPDATE ON room_types
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_sell_options_follow_catalogue();--> statement-breakpoint
CREATE TRIGGER hotel_sell_options_on_room_types_delete AFTER DELETE ON room_types
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_sell_options_follow_catalogue();--> statement-breakpoint
CREATE TRIGGER hotel_sell_options_on_rate_plans_insert AFTER INSERT ON rate_plans
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_sell_options_follow_catalogue();--> statement-breakpoint
CREATE TRIGGER hotel_sell_options_on_rate_plans_update AFTER UPDATE ON rate_plans
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_sell_options_follow_catalogue();--> statement-breakpoint
CREATE TRIGGER hotel_sell_options_on_rate_plans_delete AFTER DELETE ON rate_plans
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_sell_options_follow_catalogue();--> statement-breakpoint
CREATE TRIGGER hotel_sell_options_on_rate_plan_prices_insert AFTER INSERT ON rate_plan_prices
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_sell_options_follow_catalogue();--> statement-breakpoint
CREATE TRIGGER hotel_sell_options_on_rate_plan_prices_update AFTER UPDATE ON rate_plan_prices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_sell_options_follow_catalogue();--> statement-breakpoint
CREATE TRIGGER hotel_sell_options_on_rate_plan_prices_delete AFTER DELETE ON rate_plan_prices
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_sell_options_follow_catalogue();--> statement-breakpoint
-- hotel_rule_nights: per hotel and night, how many rate nights set a stay rule; each written entry adds
-- or takes away its own count (grouped per hotel night, so a bulk edit writes each count once), which
-- concurrent writers add up right without reading each other's rows. Counts that fall to 0 stay (0 rules).
-- The hotel is the room type's, else (the room type was just erased, its entries going with it) the plan's.
CREATE FUNCTION hotel_rule_nights_follow_rate_nights() RETURNS trigger LANGUAGE plpgsql AS $$
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
    WITH d AS (
      SELECT h.hotel_id, c.night, sum(c.sign)::int AS delta
        FROM (%s) AS c
       CROSS JOIN LATERAL (SELECT coalesce((SELECT hotel_id FROM room_types WHERE id = c.room_type_id),
                                           (SELECT hotel_id FROM rate_plans WHERE id = c.rate_plan_id)) AS hotel_id) AS h
       WHERE h.hotel_id IS NOT NULL
       GROUP BY h.hotel_id, c.night
      HAVING sum(c.sign) <> 0
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
$$;--> statement-breakpoint
CREATE TRIGGER hotel_rule_nights_on_insert AFTER INSERT ON rate_nights
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_rule_nights_follow_rate_nights();--> statement-breakpoint
CREATE TRIGGER hotel_rule_nights_on_update AFTER UPDATE ON rate_nights
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_rule_nights_follow_rate_nights();--> statement-breakpoint
CREATE TRIGGER hotel_rule_nights_on_delete AFTER DELETE ON rate_nights
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_rule_nights_follow_rate_nights();--> statement-breakpoint
-- What there is now, each in one statement.
INSERT INTO hotel_sell_options (hotel_id, room_type_id, rate_plan_id, priced_plan_id, rooms, max_occupancy, base,
                                derive_percent, derive_amount, derived, min_days_before, max_days_before)
SELECT t.hotel_id, t.id, p.id, coalesce(p.derived_from, p.id), t.rooms, t.max_occupancy, coalesce(parent.price, pp.price, 0),
       p.derive_percent, p.derive_amount, p.derived_from IS NOT NULL, p.min_days_before, p.max_days_before
  FROM room_types t
  JOIN rate_plan_prices pp ON pp.room_type_id = t.id
  JOIN rate_plans p ON p.id = pp.rate_plan_id AND p.archived_at IS NULL
  LEFT JOIN rate_plan_prices parent ON parent.rate_plan_id = p.derived_from AND parent.room_type_id = t.id
 WHERE t.archived_at IS NULL AND (p.derived_from IS NULL OR parent.rate_plan_id IS NOT NULL);--> statement-breakpoint
INSERT INTO hotel_rule_nights (hotel_id, night, entries)
SELECT t.hotel_id, r.night, count(*)::int
  FROM rate_nights r JOIN room_types t ON t.id = r.room_type_id
 WHERE r.closed IS TRUE OR r.closed_to_arrival IS TRUE OR r.closed_to_departure IS TRUE OR r.min_stay > 1 OR r.max_stay IS NOT NULL
 GROUP BY t.hotel_id, r.night;
