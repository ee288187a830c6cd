CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"granted" boolean NOT NULL,
	"notice_version" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"method" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('bookings','marketing-email')),
	CONSTRAINT "consents_method_check" CHECK ("consents"."method" in ('registration','first-booking','account-page','email-link'))
);
--> statement-breakpoint
CREATE TABLE "data_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "data_requests_kind_check" CHECK ("data_requests"."kind" in ('access','correction','erasure','nominee')),
	CONSTRAINT "data_requests_status_check" CHECK ("data_requests"."status" in ('open','done'))
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"report" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nominee_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nominee_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nominee_relation" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "nominee_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "legal_hold" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_requests" ADD CONSTRAINT "data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","purpose","at");--> statement-breakpoint
CREATE INDEX "data_requests_open_idx" ON "data_requests" USING btree ("status","due_by");--> statement-breakpoint
CREATE INDEX "data_requests_user_idx" ON "data_requests" USING btree ("user_id","kind");