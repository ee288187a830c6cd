ALTER TABLE "hotels" ADD COLUMN "infant_below_age" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "adult_from_age" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "child_age_bands" jsonb DEFAULT '[]'::jsonb NOT NULL;