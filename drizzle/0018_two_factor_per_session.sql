ALTER TABLE "sessions" ADD COLUMN "second_factor_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "removal_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "removal_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "two_factor_secrets" ADD COLUMN "removal_cancel_hash" text;
