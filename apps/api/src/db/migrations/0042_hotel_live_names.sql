CREATE TABLE "hotel_live_names" (
	"name" text PRIMARY KEY NOT NULL,
	"hotels" integer NOT NULL
);
--> statement-breakpoint
-- the names of the live hotels there are, before their index is built (decision 0090)
INSERT INTO "hotel_live_names" ("name", "hotels")
SELECT "name", count(*) FROM "hotels" WHERE "archived_at" IS NULL GROUP BY "name";--> statement-breakpoint
DROP INDEX "hotels_live_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "hotel_live_names_trgm_idx" ON "hotel_live_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotels_live_name_idx" ON "hotels" USING btree ("name") WHERE "hotels"."archived_at" is null;--> statement-breakpoint
-- hotel_live_names (decision 0090) kept by statement triggers on hotels, in the writing statement's transaction,
-- so no write path (the app's, the scale seed's, one typed by hand) can leave it behind. Each statement's live
-- names before (-1 each) and after (+1 each) are summed per name: an update that changes neither a hotel's name
-- nor whether it is live cancels out and writes nothing. The counts are added in one upsert in name order (two
-- writers lock the rows they share in the same order), then the names no live hotel bears any more leave.
CREATE OR REPLACE FUNCTION hotel_live_names_follow_hotels() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT name, 1 AS sign FROM new_rows WHERE archived_at IS NULL'
    WHEN 'DELETE' THEN 'SELECT name, -1 AS sign FROM old_rows WHERE archived_at IS NULL'
    ELSE 'SELECT name, -1 AS sign FROM old_rows WHERE archived_at IS NULL
          UNION ALL SELECT name, 1 FROM new_rows WHERE archived_at IS NULL'
  END;
  fewer text[];
BEGIN
  EXECUTE format($q$
    WITH d AS MATERIALIZED (
      SELECT name, sum(sign)::int AS delta FROM (%s) AS c GROUP BY name HAVING sum(sign) <> 0
    ), counted AS (
      INSERT INTO hotel_live_names AS n (name, hotels)
      SELECT name, delta FROM d ORDER BY name
          ON CONFLICT (name) DO UPDATE SET hotels = n.hotels + excluded.hotels
    )
    SELECT coalesce(array_agg(name), '{}') FROM d WHERE delta < 0
  $q$, changes) INTO fewer;
  IF cardinality(fewer) > 0 THEN
    DELETE FROM hotel_live_names WHERE name = ANY (fewer) AND hotels <= 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER hotel_live_names_on_insert AFTER INSERT ON hotels
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_live_names_follow_hotels();--> statement-breakpoint
CREATE TRIGGER hotel_live_names_on_update AFTER UPDATE ON hotels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_live_names_follow_hotels();--> statement-breakpoint
CREATE TRIGGER hotel_live_names_on_delete AFTER DELETE ON hotels
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION hotel_live_names_follow_hotels();
