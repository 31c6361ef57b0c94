ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_check";--> statement-breakpoint
ALTER TABLE "payment_intents" ADD COLUMN "receipt_email" text;--> statement-breakpoint
CREATE INDEX "outbox_emails_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."sent_at" is null and "outbox"."kind" = 'email';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_check" CHECK ("outbox"."kind" in ('notification', 'order_update', 'live', 'push', 'email'));