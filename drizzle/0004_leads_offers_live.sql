CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"scope" jsonb NOT NULL,
	"wording" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "consents_quote_id_unique" UNIQUE("quote_id")
);
--> statement-breakpoint
CREATE TABLE "contact_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"quote_id" uuid,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consent_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pass_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"respond_by" timestamp with time zone,
	"first_reply_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('pending', 'accepted', 'passed', 'expired', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"lead_id" uuid,
	"offer_id" uuid,
	"quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"provider" text,
	"premium_cents" integer NOT NULL,
	"period" text NOT NULL,
	"coverages" jsonb NOT NULL,
	"deductible" integer NOT NULL,
	"term_months" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('sent', 'viewed', 'accepted', 'declined', 'expired', 'withdrawn')),
	CONSTRAINT "offers_premium_check" CHECK ("offers"."premium_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_quote_id_saved_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."saved_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_quote_id_saved_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."saved_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_quote_id_saved_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."saved_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_quote_id_saved_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."saved_quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_consumer_idx" ON "consents" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "consents_open_auto_idx" ON "consents" USING btree ("mode","withdrawn_at");--> statement-breakpoint
CREATE INDEX "contact_events_consumer_created_idx" ON "contact_events" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_quote_agent_idx" ON "leads" USING btree ("quote_id","agent_id");--> statement-breakpoint
CREATE INDEX "leads_agent_status_created_idx" ON "leads" USING btree ("agent_id","status","created_at");--> statement-breakpoint
CREATE INDEX "leads_consumer_idx" ON "leads" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_due_idx" ON "leads" USING btree ("status","respond_by");--> statement-breakpoint
CREATE INDEX "live_events_user_id_idx" ON "live_events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "live_events_created_idx" ON "live_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "offers_agent_created_idx" ON "offers" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_quote_idx" ON "offers" USING btree ("quote_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_lead_idx" ON "offers" USING btree ("lead_id");