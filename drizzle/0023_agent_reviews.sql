CREATE TABLE "agent_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid,
	"agent_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"response" text,
	"responded_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	CONSTRAINT "agent_reviews_offer_id_unique" UNIQUE("offer_id"),
	CONSTRAINT "agent_reviews_rating_check" CHECK ("agent_reviews"."rating" between 1 and 5),
	CONSTRAINT "agent_reviews_response_check" CHECK (("agent_reviews"."response" is null) = ("agent_reviews"."responded_at" is null))
);--> statement-breakpoint
ALTER TABLE "agent_reviews" ADD CONSTRAINT "agent_reviews_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_reviews" ADD CONSTRAINT "agent_reviews_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_reviews" ADD CONSTRAINT "agent_reviews_consumer_id_users_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_reviews_agent_idx" ON "agent_reviews" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_reviews_consumer_idx" ON "agent_reviews" USING btree ("consumer_id");--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('lead_new', 'lead_expiring', 'offer_new', 'offer_answered', 'offer_expiring', 'message', 'call_missed', 'licence_decided', 'renewal', 'task_due', 'review_request'));
--> statement-breakpoint
CREATE INDEX "offers_accepted_answered_idx" ON "offers" USING btree ("answered_at") WHERE "offers"."status" = 'accepted';
