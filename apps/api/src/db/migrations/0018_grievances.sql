CREATE TABLE "grievance_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"grievance_id" uuid NOT NULL,
	"from_side" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievance_messages_side_check" CHECK ("grievance_messages"."from_side" in ('person','staff'))
);
--> statement-breakpoint
CREATE TABLE "grievances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "grievances_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic" text NOT NULL,
	"kind" text,
	"listing_id" uuid,
	"booking_id" uuid,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"acknowledge_by" timestamp with time zone NOT NULL,
	"resolve_by" timestamp with time zone NOT NULL,
	"acknowledged_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"outcome" text,
	"handler_id" uuid,
	"handler_name" text,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grievances_kind_check" CHECK ("grievances"."kind" in ('hotel','cab','tour')),
	CONSTRAINT "grievances_topic_check" CHECK ("grievances"."topic" in ('booking','listing','payment','refund')),
	CONSTRAINT "grievances_status_check" CHECK ("grievances"."status" in ('open','answered','resolved'))
);
--> statement-breakpoint
ALTER TABLE "grievance_messages" ADD CONSTRAINT "grievance_messages_grievance_id_grievances_id_fk" FOREIGN KEY ("grievance_id") REFERENCES "public"."grievances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievance_messages" ADD CONSTRAINT "grievance_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grievances" ADD CONSTRAINT "grievances_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grievance_messages_grievance_idx" ON "grievance_messages" USING btree ("grievance_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grievances_number_key" ON "grievances" USING btree ("number");--> statement-breakpoint
CREATE INDEX "grievances_listing_idx" ON "grievances" USING btree ("kind","listing_id");--> statement-breakpoint
CREATE INDEX "grievances_user_idx" ON "grievances" USING btree ("user_id","last_activity_at");--> statement-breakpoint
CREATE INDEX "grievances_open_idx" ON "grievances" USING btree ("resolve_by") WHERE "grievances"."resolved_at" is null;