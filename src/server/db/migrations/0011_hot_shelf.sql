ALTER TABLE "vendors" ADD COLUMN "hot_shelf_minutes" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "realerted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "uncollected_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_ready_idx" ON "orders" USING btree ("ready_at") WHERE "orders"."status" = 'ready';--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_hot_shelf_check" CHECK ("vendors"."hot_shelf_minutes" between 5 and 120);--> statement-breakpoint
UPDATE "orders" SET "ready_at" = "last_status_update" WHERE "status" = 'ready';
