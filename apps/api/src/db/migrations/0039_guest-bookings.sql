ALTER TABLE "sessions" ADD COLUMN "booking_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_email" text;