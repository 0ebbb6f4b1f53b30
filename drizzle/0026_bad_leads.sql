CREATE TABLE "lead_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid,
	"agent_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"line" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reports_lead_id_unique" UNIQUE("lead_id"),
	CONSTRAINT "lead_reports_reason_check" CHECK ("lead_reports"."reason" in ('unreachable', 'duplicate', 'outside_licence', 'fake_details', 'do_not_contact'))
);--> statement-breakpoint
CREATE TABLE "report_clearances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"cleared_by" uuid NOT NULL,
	"reason" text NOT NULL,
	"cleared_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "lead_reports" ADD CONSTRAINT "lead_reports_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reports" ADD CONSTRAINT "lead_reports_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reports" ADD CONSTRAINT "lead_reports_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_clearances" ADD CONSTRAINT "report_clearances_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_duplicate_of_consents_id_fk" FOREIGN KEY ("duplicate_of") REFERENCES "public"."consents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_reports_consumer_idx" ON "lead_reports" USING btree ("consumer_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_reports_agent_idx" ON "lead_reports" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "report_clearances_consumer_idx" ON "report_clearances" USING btree ("consumer_id","cleared_at");--> statement-breakpoint
CREATE INDEX "leads_agent_consumer_idx" ON "leads" USING btree ("agent_id","consumer_id","created_at");
