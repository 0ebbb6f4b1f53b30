ALTER TABLE "consents" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
ALTER TABLE "saved_quotes" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "saved_quotes" ADD COLUMN "idempotency_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_consumer_idempotency_idx" ON "consents" USING btree ("consumer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_agent_idempotency_idx" ON "offers" USING btree ("agent_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_quotes_user_idempotency_idx" ON "saved_quotes" USING btree ("user_id","idempotency_key");