ALTER TABLE "leads" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "contacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "stale_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_stage_check" CHECK ("leads"."stage" in ('new', 'contacted', 'quoted', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lost_reason_check" CHECK (("leads"."stage" = 'lost') = ("leads"."lost_reason" is not null) and ("leads"."lost_reason" is null or "leads"."lost_reason" in ('no_answer', 'bought_elsewhere', 'price', 'not_eligible', 'other', 'consumer_withdrew', 'offers_closed')));--> statement-breakpoint
CREATE INDEX "leads_agent_stage_created_idx" ON "leads" USING btree ("agent_id","stage","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_agent_created_idx" ON "leads" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "leads_new_waiting_idx" ON "leads" USING btree ("created_at") WHERE "leads"."stage" = 'new' and "leads"."status" in ('pending', 'accepted') and "leads"."stale_reminded_at" is null;--> statement-breakpoint
CREATE TABLE "lead_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"actor_id" uuid,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"lost_reason" text,
	"cause" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_stage_events" ADD CONSTRAINT "lead_stage_events_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_events" ADD CONSTRAINT "lead_stage_events_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_events" ADD CONSTRAINT "lead_stage_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_stage_events_lead_idx" ON "lead_stage_events" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE TABLE "lead_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"agent_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_body_check" CHECK (char_length("lead_notes"."body") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_lead_idx" ON "lead_notes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_notes_agent_idx" ON "lead_notes" USING btree ("agent_id","created_at");--> statement-breakpoint
UPDATE "leads" l SET "stage" = CASE
	WHEN EXISTS (SELECT 1 FROM "offers" o WHERE o."lead_id" = l."id" AND o."status" = 'accepted') THEN 'won'
	WHEN EXISTS (SELECT 1 FROM "offers" o WHERE o."lead_id" = l."id") THEN 'quoted'
	WHEN EXISTS (SELECT 1 FROM "conversations" c JOIN "messages" m ON m."conversation_id" = c."id"
		WHERE c."agent_id" = l."agent_id" AND c."consumer_id" = l."consumer_id" AND m."sender_id" = l."agent_id") THEN 'contacted'
	ELSE 'new' END;--> statement-breakpoint
UPDATE "leads" SET "contacted_at" = coalesce("first_reply_at", now()) WHERE "stage" <> 'new';--> statement-breakpoint
CREATE FUNCTION "lead_stage_auto"(p_lead uuid, p_to text, p_reason text, p_cause text, p_from text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	WITH "before" AS (
		SELECT "id", "stage" FROM "leads" WHERE "id" = p_lead AND "stage" = ANY (p_from) FOR UPDATE
	), "moved" AS (
		UPDATE "leads" l SET "stage" = p_to, "lost_reason" = p_reason, "stage_changed_at" = now(),
			"contacted_at" = coalesce(l."contacted_at", CASE WHEN p_to <> 'lost' THEN now() END)
		FROM "before" b WHERE l."id" = b."id"
		RETURNING l."id", l."agent_id", b."stage" AS "from_stage"
	)
	INSERT INTO "lead_stage_events" ("lead_id", "agent_id", "from_stage", "to_stage", "lost_reason", "cause")
	SELECT "id", "agent_id", "from_stage", p_to, p_reason, p_cause FROM "moved";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "lead_stage_on_message"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
	FOR r IN SELECT l."id" FROM "conversations" c JOIN "leads" l ON l."agent_id" = c."agent_id" AND l."consumer_id" = c."consumer_id"
		WHERE c."id" = NEW."conversation_id" AND NEW."sender_id" = c."agent_id" AND l."stage" = 'new' AND l."status" IN ('pending', 'accepted')
	LOOP
		PERFORM "lead_stage_auto"(r."id", 'contacted', NULL, 'message', ARRAY['new']);
	END LOOP;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_lead_stage" AFTER INSERT ON "messages" FOR EACH ROW EXECUTE FUNCTION "lead_stage_on_message"();--> statement-breakpoint
CREATE FUNCTION "lead_stage_on_call"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
	FOR r IN SELECT l."id" FROM "conversations" c JOIN "leads" l ON l."agent_id" = c."agent_id" AND l."consumer_id" = c."consumer_id"
		WHERE c."id" = NEW."conversation_id" AND (NEW."caller_id" = c."agent_id" OR NEW."answered_at" IS NOT NULL)
			AND l."stage" = 'new' AND l."status" IN ('pending', 'accepted')
	LOOP
		PERFORM "lead_stage_auto"(r."id", 'contacted', NULL, 'call', ARRAY['new']);
	END LOOP;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "calls_lead_stage" AFTER INSERT OR UPDATE OF "answered_at" ON "calls" FOR EACH ROW EXECUTE FUNCTION "lead_stage_on_call"();--> statement-breakpoint
CREATE FUNCTION "lead_stage_on_offer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "lead_stage_auto"(NEW."lead_id", 'quoted', NULL, 'offer_sent', ARRAY['new', 'contacted']);
	ELSIF NEW."status" = 'accepted' AND OLD."status" <> 'accepted' THEN
		PERFORM "lead_stage_auto"(NEW."lead_id", 'won', NULL, 'offer_accepted', ARRAY['new', 'contacted', 'quoted', 'lost']);
	ELSIF OLD."status" = 'accepted' AND NEW."status" <> 'accepted' AND NOT EXISTS (
		SELECT 1 FROM "offers" o WHERE o."lead_id" = NEW."lead_id" AND o."status" = 'accepted'
	) THEN
		IF EXISTS (SELECT 1 FROM "offers" o WHERE o."lead_id" = NEW."lead_id" AND o."status" IN ('sent', 'viewed')) THEN
			PERFORM "lead_stage_auto"(NEW."lead_id", 'quoted', NULL, 'acceptance_taken_back', ARRAY['won']);
		ELSE
			PERFORM "lead_stage_auto"(NEW."lead_id", 'lost', 'offers_closed', 'acceptance_taken_back', ARRAY['won']);
		END IF;
	ELSIF NEW."status" IN ('declined', 'expired') AND OLD."status" IN ('sent', 'viewed') AND NOT EXISTS (
		SELECT 1 FROM "offers" o WHERE o."lead_id" = NEW."lead_id" AND o."status" IN ('sent', 'viewed', 'accepted')
	) THEN
		PERFORM "lead_stage_auto"(NEW."lead_id", 'lost', 'offers_closed', 'offers_closed', ARRAY['new', 'contacted', 'quoted']);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "offers_lead_stage" AFTER INSERT OR UPDATE OF "status" ON "offers" FOR EACH ROW EXECUTE FUNCTION "lead_stage_on_offer"();--> statement-breakpoint
CREATE FUNCTION "lead_stage_on_withdrawal"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."status" = 'withdrawn' AND OLD."status" <> 'withdrawn' THEN
		PERFORM "lead_stage_auto"(NEW."id", 'lost', 'consumer_withdrew', 'consumer_withdrew', ARRAY['new', 'contacted', 'quoted']);
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "leads_stage_on_withdrawal" AFTER UPDATE OF "status" ON "leads" FOR EACH ROW EXECUTE FUNCTION "lead_stage_on_withdrawal"();--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('lead_new', 'lead_expiring', 'lead_waiting', 'offer_new', 'offer_answered', 'offer_expiring', 'message', 'call_missed', 'licence_decided', 'renewal', 'task_due', 'review_request'));
