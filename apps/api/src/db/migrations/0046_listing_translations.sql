-- A listing's, a blog post's and an offer's texts as given in other languages than English: per language the
-- fields given ({"hi": {"name": "…"}}; decision 0102).
ALTER TABLE "blogs" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;