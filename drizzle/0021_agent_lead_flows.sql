CREATE TABLE "agent_lead_flows" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"lines" text[] DEFAULT '{}'::text[] NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"zip_prefixes" text[] DEFAULT '{}'::text[] NOT NULL,
	"work_days" integer[],
	"work_from" text,
	"work_to" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"daily_cap" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_lead_flows_hours_check" CHECK (("agent_lead_flows"."work_days" is null) = ("agent_lead_flows"."work_from" is null) and ("agent_lead_flows"."work_from" is null) = ("agent_lead_flows"."work_to" is null) and ("agent_lead_flows"."work_from" is null or "agent_lead_flows"."work_from" < "agent_lead_flows"."work_to")),
	CONSTRAINT "agent_lead_flows_daily_cap_check" CHECK ("agent_lead_flows"."daily_cap" is null or "agent_lead_flows"."daily_cap" >= 1)
);--> statement-breakpoint
ALTER TABLE "agent_lead_flows" ADD CONSTRAINT "agent_lead_flows_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
