CREATE TABLE "coupon_redemptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"booking_kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"discount" bigint NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"gateway_payment_id" text,
	"method" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"captured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('created','captured','failed'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"booking_kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_refund_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"key" text NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_gateway_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_gateway_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event" text NOT NULL,
	"payload" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "tax_rate" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "coupon_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "coupon_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "refund_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cab_bookings" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "cabs" ADD COLUMN "advance_percent" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "cabs" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "tax_rate" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "coupon_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "coupon_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "refund_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "hotels" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "coupon_code" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "discount_type" text DEFAULT 'percent' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "discount_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "max_discount" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "min_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "applies_to" text DEFAULT 'listing' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "per_account_limit" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "total_limit" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "members_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "discount_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "tax_rate" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "coupon_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "coupon_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "paid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "refunded_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "refund_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tour_bookings" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "tours" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_offer_user_idx" ON "coupon_redemptions" USING btree ("offer_id","user_id") WHERE "coupon_redemptions"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_booking_key" ON "coupon_redemptions" USING btree ("booking_kind","booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_order_key" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_payment_key" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_kind","booking_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_key" ON "refunds" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_key" ON "refunds" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE INDEX "refunds_booking_idx" ON "refunds" USING btree ("booking_kind","booking_id");--> statement-breakpoint
CREATE INDEX "test_gateway_webhooks_due_idx" ON "test_gateway_webhooks" USING btree ("next_attempt_at") WHERE "test_gateway_webhooks"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "cab_bookings_hold_idx" ON "cab_bookings" USING btree ("hold_expires_at") WHERE "cab_bookings"."status" = 'Pending' and "cab_bookings"."paid_amount" = 0;--> statement-breakpoint
CREATE INDEX "hotel_bookings_hold_idx" ON "hotel_bookings" USING btree ("hold_expires_at") WHERE "hotel_bookings"."status" = 'Pending' and "hotel_bookings"."paid_amount" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_coupon_code_key" ON "offers" USING btree (upper("coupon_code")) WHERE "offers"."coupon_code" is not null;--> statement-breakpoint
CREATE INDEX "tour_bookings_hold_idx" ON "tour_bookings" USING btree ("hold_expires_at") WHERE "tour_bookings"."status" = 'Pending' and "tour_bookings"."paid_amount" = 0;--> statement-breakpoint
ALTER TABLE "cabs" ADD CONSTRAINT "cabs_advance_check" CHECK ("cabs"."advance_percent" between 1 and 100);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_discount_check" CHECK ("offers"."discount_type" in ('percent','flat') and "offers"."discount_value" >= 0);--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_applies_to_check" CHECK ("offers"."applies_to" in ('any','hotels','cabs','tours','listing'));