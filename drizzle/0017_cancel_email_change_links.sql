ALTER TABLE "link_tokens" DROP CONSTRAINT "link_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "link_tokens" ADD CONSTRAINT "link_tokens_purpose_check" CHECK ("link_tokens"."purpose" in ('confirm_email', 'sign_in', 'reset_password', 'change_email', 'cancel_email_change'));
