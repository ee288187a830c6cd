CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_role" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"summary" text NOT NULL,
	"status" integer NOT NULL,
	"person_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"listing_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"booking_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"request" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "audit_entries_kind_check" CHECK ("audit_entries"."kind" in ('change','read'))
);
--> statement-breakpoint
CREATE TABLE "provider_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"business_name" text NOT NULL,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"gstin" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_bookings" ADD COLUMN "gst_legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gst_legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_profiles" ADD CONSTRAINT "provider_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_entries_at_idx" ON "audit_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_entries_actor_idx" ON "audit_entries" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_person_idx" ON "audit_entries" USING gin ("person_ids");--> statement-breakpoint
CREATE INDEX "audit_entries_listing_idx" ON "audit_entries" USING gin ("listing_ids");--> statement-breakpoint
CREATE INDEX "audit_entries_booking_idx" ON "audit_entries" USING gin ("booking_ids");--> statement-breakpoint
-- The audit trail cannot be edited: an update may only pseudonymise an erased person's identifiers (the
-- erasure sets raahi.audit_pseudonymise for its transaction), and an entry is deleted only once a year old.
CREATE FUNCTION audit_entries_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.at > now() - interval '1 year' THEN
      RAISE EXCEPTION 'audit entries are kept for a year' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN OLD;
  END IF;
  IF coalesce(current_setting('raahi.audit_pseudonymise', true), '') <> 'on'
     OR NEW.id <> OLD.id OR NEW.at <> OLD.at OR NEW.kind <> OLD.kind OR NEW.action <> OLD.action
     OR NEW.status <> OLD.status THEN
    RAISE EXCEPTION 'audit entries cannot be edited' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_entries_guard BEFORE UPDATE OR DELETE ON audit_entries FOR EACH ROW EXECUTE FUNCTION audit_entries_guard();
