-- A calendar change covers a run of consecutive nights [night, last_night] that moved alike (decision 0083);
-- the changes written before stay one night each.
DROP INDEX "calendar_changes_night_idx";--> statement-breakpoint
ALTER TABLE "calendar_changes" ADD COLUMN "last_night" date;--> statement-breakpoint
UPDATE "calendar_changes" SET "last_night" = "night";--> statement-breakpoint
ALTER TABLE "calendar_changes" ALTER COLUMN "last_night" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "calendar_changes_nights_idx" ON "calendar_changes" USING gist ("room_type_id",daterange("night", "last_night", '[]'));
