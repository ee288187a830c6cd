ALTER TABLE "users" ADD COLUMN "guest_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_guest_key" ON "users" USING btree ("guest_key");