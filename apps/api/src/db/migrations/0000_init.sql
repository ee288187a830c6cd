CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"author" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_category_check" CHECK ("blogs"."category" in ('hotel','tour','cabs'))
);
--> statement-breakpoint
CREATE TABLE "booking_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_by" uuid,
	"note" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cab_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"base_amount" bigint NOT NULL,
	"taxes_amount" bigint DEFAULT 0 NOT NULL,
	"add_ons_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cab_id" uuid NOT NULL,
	"pickup_location" text NOT NULL,
	"dropoff_location" text NOT NULL,
	"pickup_time" timestamp with time zone NOT NULL,
	"dropoff_time" timestamp with time zone NOT NULL,
	"payment_choice" text DEFAULT 'full' NOT NULL,
	CONSTRAINT "cab_bookings_status_check" CHECK ("cab_bookings"."status" in ('Pending','Confirmed','Cancelled')),
	CONSTRAINT "cab_bookings_times_check" CHECK ("cab_bookings"."dropoff_time" > "cab_bookings"."pickup_time")
);
--> statement-breakpoint
CREATE TABLE "cabs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"image_url" text DEFAULT '' NOT NULL,
	"model" text NOT NULL,
	"type" text NOT NULL,
	"seats" integer NOT NULL,
	"kms_included" integer DEFAULT 0 NOT NULL,
	"extra_km_fare" bigint DEFAULT 0 NOT NULL,
	"fuel_type" text NOT NULL,
	"cancellation" text DEFAULT '' NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"original_price" bigint NOT NULL,
	"discounted_price" bigint NOT NULL,
	"taxes" double precision DEFAULT 0 NOT NULL,
	"travel_type" text DEFAULT 'Outstation' NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"exclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cabs_price_check" CHECK ("cabs"."original_price" >= 0 and "cabs"."discounted_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hotel_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"base_amount" bigint NOT NULL,
	"taxes_amount" bigint DEFAULT 0 NOT NULL,
	"add_ons_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hotel_id" uuid NOT NULL,
	"room_count" integer NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"guests" integer DEFAULT 2 NOT NULL,
	"meal_plan" text DEFAULT 'none' NOT NULL,
	"insurance" boolean DEFAULT false NOT NULL,
	"donation" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hotel_bookings_status_check" CHECK ("hotel_bookings"."status" in ('Pending','Confirmed','Cancelled')),
	CONSTRAINT "hotel_bookings_rooms_check" CHECK ("hotel_bookings"."room_count" >= 1),
	CONSTRAINT "hotel_bookings_dates_check" CHECK ("hotel_bookings"."check_out_date" > "hotel_bookings"."check_in_date")
);
--> statement-breakpoint
CREATE TABLE "hotels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"location" text NOT NULL,
	"distance" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"hotel_price_highlight" text DEFAULT '' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" bigint NOT NULL,
	"taxes" bigint DEFAULT 0 NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenities" text[] DEFAULT '{}'::text[] NOT NULL,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"star" integer DEFAULT 3 NOT NULL,
	"type" text DEFAULT 'Hotel' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"rooms" integer DEFAULT 10 NOT NULL,
	"hotel_details" jsonb NOT NULL,
	"food_and_dining" jsonb NOT NULL,
	"location_and_surroundings" jsonb NOT NULL,
	"room_details_and_amenities" jsonb NOT NULL,
	"activities_and_nearby_attractions" jsonb NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hotels_price_check" CHECK ("hotels"."price" >= 0 and "hotels"."taxes" >= 0),
	CONSTRAINT "hotels_rooms_check" CHECK ("hotels"."rooms" >= 1)
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"uploaded_by" uuid,
	"original_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"related_to" text NOT NULL,
	"related_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_related_check" CHECK ("offers"."related_to" in ('Hotel','Cab','Tour')),
	CONSTRAINT "offers_dates_check" CHECK ("offers"."end_date" >= "offers"."start_date")
);
--> statement-breakpoint
CREATE TABLE "package_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tour_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"base_amount" bigint NOT NULL,
	"taxes_amount" bigint DEFAULT 0 NOT NULL,
	"add_ons_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tour_id" uuid NOT NULL,
	"booking_date" date NOT NULL,
	"persons" integer NOT NULL,
	CONSTRAINT "tour_bookings_status_check" CHECK ("tour_bookings"."status" in ('Pending','Confirmed','Cancelled')),
	CONSTRAINT "tour_bookings_persons_check" CHECK ("tour_bookings"."persons" >= 1)
);
--> statement-breakpoint
CREATE TABLE "tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" bigint NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"location" text NOT NULL,
	"duration" text NOT NULL,
	"nights" integer DEFAULT 0 NOT NULL,
	"days" integer DEFAULT 1 NOT NULL,
	"inclusions" text[] DEFAULT '{}'::text[] NOT NULL,
	"tour_plan" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"available_from" date NOT NULL,
	"available_till" date NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"seats_per_departure" integer DEFAULT 20 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tours_price_check" CHECK ("tours"."price" >= 0),
	CONSTRAINT "tours_seats_check" CHECK ("tours"."seats_per_departure" >= 1)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"profile_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin','hotel','cab','tour','content','user'))
);
--> statement-breakpoint
ALTER TABLE "booking_status_history" ADD CONSTRAINT "booking_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD CONSTRAINT "cab_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD CONSTRAINT "cab_bookings_cab_id_cabs_id_fk" FOREIGN KEY ("cab_id") REFERENCES "public"."cabs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cabs" ADD CONSTRAINT "cabs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_hotel_id_hotels_id_fk" FOREIGN KEY ("hotel_id") REFERENCES "public"."hotels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotels" ADD CONSTRAINT "hotels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD CONSTRAINT "tour_bookings_tour_id_tours_id_fk" FOREIGN KEY ("tour_id") REFERENCES "public"."tours"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_category_idx" ON "blogs" USING btree ("category");--> statement-breakpoint
CREATE INDEX "blogs_featured_idx" ON "blogs" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "blogs_created_at_idx" ON "blogs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_status_history_booking_idx" ON "booking_status_history" USING btree ("booking_kind","booking_id","changed_at");--> statement-breakpoint
CREATE INDEX "cab_bookings_user_idx" ON "cab_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cab_bookings_cab_idx" ON "cab_bookings" USING btree ("cab_id","pickup_time");--> statement-breakpoint
CREATE INDEX "cab_bookings_created_idx" ON "cab_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cab_bookings_idem_key" ON "cab_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "cabs_owner_key" ON "cabs" USING btree ("owner_id") WHERE "cabs"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "cabs_type_idx" ON "cabs" USING btree (lower("type"));--> statement-breakpoint
CREATE INDEX "cabs_fuel_idx" ON "cabs" USING btree (lower("fuel_type"));--> statement-breakpoint
CREATE INDEX "cabs_seats_idx" ON "cabs" USING btree ("seats");--> statement-breakpoint
CREATE INDEX "cabs_featured_idx" ON "cabs" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "hotel_bookings_user_idx" ON "hotel_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "hotel_bookings_hotel_idx" ON "hotel_bookings" USING btree ("hotel_id","check_in_date","check_out_date");--> statement-breakpoint
CREATE INDEX "hotel_bookings_created_idx" ON "hotel_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "hotel_bookings_idem_key" ON "hotel_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "hotels_owner_key" ON "hotels" USING btree ("owner_id") WHERE "hotels"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "hotels_location_idx" ON "hotels" USING btree (lower("location"));--> statement-breakpoint
CREATE INDEX "hotels_price_idx" ON "hotels" USING btree ("price");--> statement-breakpoint
CREATE INDEX "hotels_star_idx" ON "hotels" USING btree ("star");--> statement-breakpoint
CREATE INDEX "hotels_rating_idx" ON "hotels" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "hotels_type_idx" ON "hotels" USING btree ("type");--> statement-breakpoint
CREATE INDEX "hotels_featured_idx" ON "hotels" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "hotels_amenities_idx" ON "hotels" USING gin ("amenities");--> statement-breakpoint
CREATE INDEX "hotels_facilities_idx" ON "hotels" USING gin ("facilities");--> statement-breakpoint
CREATE UNIQUE INDEX "images_path_key" ON "images" USING btree ("path");--> statement-breakpoint
CREATE INDEX "offers_related_idx" ON "offers" USING btree ("related_to");--> statement-breakpoint
CREATE INDEX "offers_dates_idx" ON "offers" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE UNIQUE INDEX "package_categories_name_key" ON "package_categories" USING btree (lower("category"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "tour_bookings_user_idx" ON "tour_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tour_bookings_tour_idx" ON "tour_bookings" USING btree ("tour_id","booking_date");--> statement-breakpoint
CREATE INDEX "tour_bookings_created_idx" ON "tour_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tour_bookings_idem_key" ON "tour_bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "tours_type_idx" ON "tours" USING btree ("type");--> statement-breakpoint
CREATE INDEX "tours_price_idx" ON "tours" USING btree ("price");--> statement-breakpoint
CREATE INDEX "tours_featured_idx" ON "tours" USING btree ("featured");--> statement-breakpoint
CREATE INDEX "tours_created_at_idx" ON "tours" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tours_available_idx" ON "tours" USING btree ("available_from","available_till");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");