CREATE TABLE "agent_licence_lines" (
	"agent_id" uuid NOT NULL,
	"state" text NOT NULL,
	"line" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_licence_lines_agent_id_state_line_pk" PRIMARY KEY("agent_id","state","line"),
	CONSTRAINT "agent_licence_lines_status_check" CHECK ("agent_licence_lines"."status" in ('pending', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "agent_licences" (
	"agent_id" uuid PRIMARY KEY NOT NULL,
	"npn" text NOT NULL,
	"languages" text[] NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_service_areas" (
	"agent_id" uuid NOT NULL,
	"state" text NOT NULL,
	"zip_prefixes" text[] NOT NULL,
	CONSTRAINT "agent_service_areas_agent_id_state_pk" PRIMARY KEY("agent_id","state")
);
--> statement-breakpoint
CREATE TABLE "licence_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"npn" text NOT NULL,
	"lines" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_decisions_decision_check" CHECK ("licence_decisions"."decision" in ('approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "link_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "link_tokens_purpose_check" CHECK ("link_tokens"."purpose" in ('confirm_email', 'sign_in'))
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_licence_lines" ADD CONSTRAINT "agent_licence_lines_agent_id_agent_licences_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_licences"("agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_licences" ADD CONSTRAINT "agent_licences_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_service_areas" ADD CONSTRAINT "agent_service_areas_agent_id_agent_licences_agent_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_licences"("agent_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_decisions" ADD CONSTRAINT "licence_decisions_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_decisions" ADD CONSTRAINT "licence_decisions_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_licence_lines_route_idx" ON "agent_licence_lines" USING btree ("state","line","status");--> statement-breakpoint
CREATE INDEX "agent_licence_lines_status_idx" ON "agent_licence_lines" USING btree ("status");--> statement-breakpoint
CREATE INDEX "agent_service_areas_state_idx" ON "agent_service_areas" USING btree ("state");--> statement-breakpoint
CREATE INDEX "licence_decisions_agent_created_idx" ON "licence_decisions" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "link_tokens_user_purpose_idx" ON "link_tokens" USING btree ("user_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "link_tokens_expires_at_idx" ON "link_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
-- A company is shown as verified only once the work e-mail is confirmed (issue 9): agents who
-- registered before confirmation existed confirm like new ones.
UPDATE "users" SET "company_verified" = false WHERE "role" = 'agent' AND "email_confirmed_at" IS NULL;
