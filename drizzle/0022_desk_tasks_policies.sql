CREATE TABLE "agent_task_feeds" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"policy_id" uuid,
	"renewal_mark" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_tasks_kind_check" CHECK ("agent_tasks"."kind" in ('call', 'message', 'email', 'other', 'renewal'))
);
--> statement-breakpoint
CREATE TABLE "won_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"lead_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"carrier" text NOT NULL,
	"policy_number" text,
	"effective_date" date NOT NULL,
	"term_months" integer NOT NULL,
	"premium_cents" integer NOT NULL,
	"renewal_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "won_policies_term_check" CHECK ("won_policies"."term_months" in (6, 12)),
	CONSTRAINT "won_policies_premium_check" CHECK ("won_policies"."premium_cents" > 0),
	CONSTRAINT "won_policies_dates_check" CHECK ("won_policies"."renewal_date" > "won_policies"."effective_date")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "agent_task_feeds" ADD CONSTRAINT "agent_task_feeds_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tasks" ADD CONSTRAINT "agent_tasks_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tasks" ADD CONSTRAINT "agent_tasks_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tasks" ADD CONSTRAINT "agent_tasks_policy_id_won_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."won_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "won_policies" ADD CONSTRAINT "won_policies_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "won_policies" ADD CONSTRAINT "won_policies_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "won_policies" ADD CONSTRAINT "won_policies_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "won_policies" ADD CONSTRAINT "won_policies_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_task_feeds_token_idx" ON "agent_task_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "agent_tasks_agent_due_idx" ON "agent_tasks" USING btree ("agent_id","due_at");--> statement-breakpoint
CREATE INDEX "agent_tasks_lead_idx" ON "agent_tasks" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "agent_tasks_reminder_idx" ON "agent_tasks" USING btree ("due_at") WHERE "agent_tasks"."done_at" is null and "agent_tasks"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_tasks_renewal_idx" ON "agent_tasks" USING btree ("policy_id","renewal_mark");--> statement-breakpoint
CREATE UNIQUE INDEX "won_policies_offer_idx" ON "won_policies" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "won_policies_agent_renewal_idx" ON "won_policies" USING btree ("agent_id","renewal_date");--> statement-breakpoint
CREATE INDEX "won_policies_consumer_idx" ON "won_policies" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "won_policies_renewal_idx" ON "won_policies" USING btree ("renewal_date");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('lead_new', 'lead_expiring', 'offer_new', 'offer_answered', 'offer_expiring', 'message', 'call_missed', 'licence_decided', 'renewal', 'task_due'));