CREATE TABLE "booking_event_handlings" (
	"event_id" uuid NOT NULL,
	"handler" text NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_event_handlings_pkey" PRIMARY KEY("event_id","handler")
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"change" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_event_handlings" ADD CONSTRAINT "booking_event_handlings_event_id_booking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."booking_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_kind","booking_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_events_created_idx" ON "booking_events" USING btree ("created_at");