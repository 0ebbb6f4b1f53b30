ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" in ('lead_new', 'lead_expiring', 'lead_waiting', 'offer_new', 'offer_answered', 'offer_expiring', 'message', 'call_missed', 'licence_decided', 'renewal', 'task_due', 'review_request', 'reshop'));
