CREATE TABLE "booking_event_failures" (
	"event_id" uuid NOT NULL,
	"handler" text NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text NOT NULL,
	"first_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_event_failures_pkey" PRIMARY KEY("event_id","handler")
);
--> statement-breakpoint
ALTER TABLE "booking_event_failures" ADD CONSTRAINT "booking_event_failures_event_id_booking_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."booking_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_event_failures_last_idx" ON "booking_event_failures" USING btree ("last_failed_at");--> statement-breakpoint
-- the messages of events made before they were written by the mail handler are in the outbox already
INSERT INTO "booking_event_handlings" ("event_id", "handler") SELECT "id", 'mail.booking' FROM "booking_events" ON CONFLICT DO NOTHING;
