ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
CREATE TABLE "admin_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_user_id" uuid,
	"reason" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "admin_audit_events_created_idx" ON "admin_audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "admin_audit_events_target_idx" ON "admin_audit_events" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE FUNCTION "admin_audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'admin_audit_events is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "admin_audit_events_append_only" BEFORE UPDATE OR DELETE ON "admin_audit_events" FOR EACH ROW EXECUTE FUNCTION "admin_audit_events_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "admin_audit_events_no_truncate" BEFORE TRUNCATE ON "admin_audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_events_refuse_change"();
