-- Consents and the contact log are the consumer's proof of who received their data: they no
-- longer go with the request, the lead or either account (decision 0042). What the record needs
-- is kept on the row; references become nullable and are set null when their row goes.
ALTER TABLE "consents" DROP CONSTRAINT "consents_consumer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_quote_id_saved_quotes_id_fk";--> statement-breakpoint
ALTER TABLE "consents" ALTER COLUMN "consumer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ALTER COLUMN "quote_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "line" text;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "state" text;--> statement-breakpoint
UPDATE "consents" SET "line" = q."type", "state" = q."state" FROM "saved_quotes" q WHERE q."id" = "consents"."quote_id";--> statement-breakpoint
ALTER TABLE "consents" ALTER COLUMN "line" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ALTER COLUMN "state" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_quote_id_saved_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."saved_quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" DROP CONSTRAINT "contact_events_consumer_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "contact_events" DROP CONSTRAINT "contact_events_agent_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "contact_events" ALTER COLUMN "consumer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_events" ADD COLUMN "subject_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_events" ADD COLUMN "consent_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_events" ADD COLUMN "line" text;--> statement-breakpoint
ALTER TABLE "contact_events" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "contact_events" ADD COLUMN "agent_first_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_events" ADD COLUMN "agent_last_initial" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_events" ADD COLUMN "agent_company" text;--> statement-breakpoint
UPDATE "contact_events" SET "agent_first_name" = u."first_name", "agent_last_initial" = upper(left(u."last_name", 1)), "agent_company" = u."company" FROM "users" u WHERE u."id" = "contact_events"."agent_id";--> statement-breakpoint
UPDATE "contact_events" SET "consent_id" = c."id", "line" = c."line", "state" = c."state" FROM "consents" c WHERE c."quote_id" = "contact_events"."quote_id";--> statement-breakpoint
-- Every lead has its delivery in the log (the log lists agents from these rows now).
INSERT INTO "contact_events" ("consumer_id", "agent_id", "quote_id", "consent_id", "line", "state", "kind", "created_at", "agent_first_name", "agent_last_initial", "agent_company")
SELECT l."consumer_id", l."agent_id", l."quote_id", c."id", c."line", c."state", 'lead_delivered', l."created_at", u."first_name", upper(left(u."last_name", 1)), u."company"
FROM "leads" l
JOIN "consents" c ON c."id" = l."consent_id"
JOIN "users" u ON u."id" = l."agent_id"
WHERE NOT EXISTS (
  SELECT 1 FROM "contact_events" e
  WHERE e."consumer_id" = l."consumer_id" AND e."agent_id" = l."agent_id"
    AND e."consent_id" = c."id" AND e."kind" = 'lead_delivered'
);--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_events" ADD CONSTRAINT "contact_events_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE set null ON UPDATE no action;
