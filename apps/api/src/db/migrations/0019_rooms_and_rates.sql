CREATE TABLE "calendar_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"edit_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"rate_plan_id" uuid,
	"night" date NOT NULL,
	"field" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb,
	"old_stored" jsonb
);
--> statement-breakpoint
CREATE TABLE "calendar_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"user_id" uuid,
	"by_name" text DEFAULT '' NOT NULL,
	"undone_at" timestamp with time zone,
	"undoes" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_nights" (
	"rate_plan_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price" bigint,
	"min_stay" integer,
	"max_stay" integer,
	"closed_to_arrival" boolean,
	"closed_to_departure" boolean,
	"closed" boolean,
	CONSTRAINT "rate_nights_pkey" PRIMARY KEY("rate_plan_id","room_type_id","night")
);
--> statement-breakpoint
CREATE TABLE "rate_plan_prices" (
	"rate_plan_id" uuid NOT NULL,
	"room_type_id" uuid NOT NULL,
	"price" bigint,
	CONSTRAINT "rate_plan_prices_pkey" PRIMARY KEY("rate_plan_id","room_type_id")
);
--> statement-breakpoint
CREATE TABLE "rate_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"meal_plan" text DEFAULT 'EP' NOT NULL,
	"cancellation_policy" jsonb,
	"derived_from" uuid,
	"derive_percent" double precision,
	"derive_amount" bigint,
	"min_days_before" integer,
	"max_days_before" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_plans_meal_plan_check" CHECK ("rate_plans"."meal_plan" in ('EP','CP','MAP','AP'))
);
--> statement-breakpoint
CREATE TABLE "room_type_nights" (
	"room_type_id" uuid NOT NULL,
	"night" date NOT NULL,
	"rooms" integer,
	"stop_sell" boolean,
	"rooms_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_type_nights_pkey" PRIMARY KEY("room_type_id","night"),
	CONSTRAINT "room_type_nights_rooms_check" CHECK ("room_type_nights"."rooms" is null or "room_type_nights"."rooms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"beds" text[] DEFAULT '{}'::text[] NOT NULL,
	"size_sqm" integer,
	"base_occupancy" integer DEFAULT 2 NOT NULL,
	"max_adults" integer DEFAULT 2 NOT NULL,
	"max_children" integer DEFAULT 0 NOT NULL,
	"max_occupancy" integer DEFAULT 2 NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"rooms" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_types_rooms_check" CHECK ("room_types"."rooms" >= 1)
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "room_type_id" uuid;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "rate_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "night_prices" jsonb;--> statement-breakpoint
ALTER TABLE "calendar_changes" ADD CONSTRAINT "calendar_changes_edit_id_calendar_edits_id_fk" FOREIGN KEY ("edit_id") REFERENCES "public"."calendar_edits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_changes" ADD CONSTRAINT "calendar_changes_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_changes" ADD CONSTRAINT "calendar_changes_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_edits" ADD CONSTRAINT "calendar_edits_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_edits" ADD CONSTRAINT "calendar_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_nights" ADD CONSTRAINT "rate_nights_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_nights" ADD CONSTRAINT "rate_nights_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plan_prices" ADD CONSTRAINT "rate_plan_prices_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plan_prices" ADD CONSTRAINT "rate_plan_prices_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_plans" ADD CONSTRAINT "rate_plans_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_type_nights" ADD CONSTRAINT "room_type_nights_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_types" ADD CONSTRAINT "room_types_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_changes_edit_idx" ON "calendar_changes" USING btree ("edit_id");--> statement-breakpoint
CREATE INDEX "calendar_changes_night_idx" ON "calendar_changes" USING btree ("room_type_id","night");--> statement-breakpoint
CREATE INDEX "calendar_edits_hotel_user_idx" ON "calendar_edits" USING btree ("hotel_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "rate_nights_room_type_night_idx" ON "rate_nights" USING btree ("room_type_id","night");--> statement-breakpoint
CREATE INDEX "rate_plan_prices_room_type_idx" ON "rate_plan_prices" USING btree ("room_type_id");--> statement-breakpoint
CREATE INDEX "rate_plans_hotel_idx" ON "rate_plans" USING btree ("hotel_id","position");--> statement-breakpoint
CREATE INDEX "room_types_hotel_idx" ON "room_types" USING btree ("hotel_id","position");--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_room_type_id_room_types_id_fk" FOREIGN KEY ("room_type_id") REFERENCES "public"."room_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_rate_plan_id_rate_plans_id_fk" FOREIGN KEY ("rate_plan_id") REFERENCES "public"."rate_plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_bookings_room_type_idx" ON "hotel_bookings" USING btree ("room_type_id","check_in_date");--> statement-breakpoint
CREATE INDEX "hotel_bookings_rate_plan_idx" ON "hotel_bookings" USING btree ("rate_plan_id");--> statement-breakpoint
-- Every hotel sells one room type and one plan at least: a new hotel (however it is inserted) gets a
-- 'Standard room' of its rooms and a 'Room only' plan at its price under its policy, in its own statement.
CREATE FUNCTION hotels_get_default_rooms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH rt AS (
    INSERT INTO room_types (hotel_id, name, rooms, created_at, updated_at)
    SELECT id, 'Standard room', rooms, created_at, created_at FROM new_rows
    RETURNING id, hotel_id
  ), rp AS (
    INSERT INTO rate_plans (hotel_id, name, meal_plan, cancellation_policy, created_at, updated_at)
    SELECT id, 'Room only', 'EP', cancellation_policy, created_at, created_at FROM new_rows
    RETURNING id, hotel_id
  )
  INSERT INTO rate_plan_prices (rate_plan_id, room_type_id, price)
  SELECT rp.id, rt.id, h.price FROM rp JOIN rt ON rt.hotel_id = rp.hotel_id JOIN new_rows h ON h.id = rp.hotel_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotels_default_rooms_on_insert AFTER INSERT ON hotels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotels_get_default_rooms();--> statement-breakpoint
-- The hotels there are now, the same way.
WITH rt AS (
  INSERT INTO room_types (hotel_id, name, rooms, created_at, updated_at)
  SELECT id, 'Standard room', rooms, created_at, created_at FROM hotels
  RETURNING id, hotel_id
), rp AS (
  INSERT INTO rate_plans (hotel_id, name, meal_plan, cancellation_policy, created_at, updated_at)
  SELECT id, 'Room only', 'EP', cancellation_policy, created_at, created_at FROM hotels
  RETURNING id, hotel_id
)
INSERT INTO rate_plan_prices (rate_plan_id, room_type_id, price)
SELECT rp.id, rt.id, h.price FROM rp JOIN rt ON rt.hotel_id = rp.hotel_id JOIN hotels h ON h.id = rp.hotel_id;--> statement-breakpoint
-- Existing bookings were of that room and plan; their money columns stay as they are.
UPDATE hotel_bookings b SET room_type_id = rt.id, rate_plan_id = rp.id
  FROM room_types rt, rate_plans rp
 WHERE rt.hotel_id = b.hotel_id AND rp.hotel_id = b.hotel_id;--> statement-breakpoint
-- A booking inserted without a room type (an older client of the table, the scale seed) takes the hotel's
-- default: its first live room type and plan in the owner's order.
CREATE FUNCTION hotel_bookings_default_room() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.room_type_id IS NULL THEN
    SELECT id INTO NEW.room_type_id FROM room_types
     WHERE hotel_id = NEW.hotel_id AND archived_at IS NULL ORDER BY position, created_at, id LIMIT 1;
  END IF;
  IF NEW.rate_plan_id IS NULL THEN
    SELECT p.id INTO NEW.rate_plan_id FROM rate_plans p
     WHERE p.hotel_id = NEW.hotel_id AND p.archived_at IS NULL
       AND EXISTS (SELECT 1 FROM rate_plan_prices pp WHERE pp.rate_plan_id = p.id AND pp.room_type_id = NEW.room_type_id)
     ORDER BY p.position, p.created_at, p.id LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotel_bookings_default_room_on_insert BEFORE INSERT ON hotel_bookings
  FOR EACH ROW EXECUTE FUNCTION hotel_bookings_default_room();--> statement-breakpoint
-- Rooms taken per room type and night follow every write to hotel_bookings, as hotel_room_nights does
-- (migration 0002), and a write that leaves a night with more rooms taken than it sells (its own count,
-- else the room type's) is refused with SQLSTATE RH409: the database itself never oversells, whatever
-- the caller did first. Nights are touched in (room type, night) order, so writers never wait in a cycle.
CREATE FUNCTION room_type_nights_follow_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
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
      RETURNING n.room_type_id, n.night, n.rooms, n.rooms_taken
    )
    SELECT m.night FROM moved m
      JOIN d ON d.room_type_id = m.room_type_id AND d.night = m.night AND d.taken > 0
      JOIN room_types rt ON rt.id = m.room_type_id
     WHERE m.rooms_taken > coalesce(m.rooms, rt.rooms)
     ORDER BY m.night LIMIT 1
  $q$, changes) INTO over;
  IF over IS NOT NULL THEN
    RAISE EXCEPTION 'No rooms left on %', over.night USING ERRCODE = 'RH409';
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION room_type_nights_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE room_type_nights SET rooms_taken = 0 WHERE rooms_taken <> 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER room_type_nights_on_insert AFTER INSERT ON hotel_bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION room_type_nights_follow_bookings();--> statement-breakpoint
CREATE TRIGGER room_type_nights_on_update AFTER UPDATE ON hotel_bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION room_type_nights_follow_bookings();--> statement-breakpoint
CREATE TRIGGER room_type_nights_on_delete AFTER DELETE ON hotel_bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION room_type_nights_follow_bookings();--> statement-breakpoint
CREATE TRIGGER room_type_nights_on_truncate AFTER TRUNCATE ON hotel_bookings
  FOR EACH STATEMENT EXECUTE FUNCTION room_type_nights_clear();--> statement-breakpoint
-- The bookings made before: counted once, never refused (they were sold under the hotel's one count).
INSERT INTO room_type_nights (room_type_id, night, rooms_taken)
SELECT b.room_type_id, d.night::date, sum(b.room_count)
  FROM hotel_bookings b
  CROSS JOIN generate_series(b.check_in_date, b.check_out_date - 1, interval '1 day') AS d(night)
 WHERE b.status <> 'Cancelled' AND b.room_type_id IS NOT NULL
 GROUP BY b.room_type_id, d.night;
