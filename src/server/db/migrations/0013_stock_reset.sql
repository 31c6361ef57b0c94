ALTER TABLE "menu_items" ADD COLUMN "daily_stock_count" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "stock_reset_time" text DEFAULT '05:00';--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "stock_reset_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_daily_stock_check" CHECK ("menu_items"."daily_stock_count" is null or "menu_items"."daily_stock_count" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_stock_reset_time_check" CHECK ("vendors"."stock_reset_time" is null or "vendors"."stock_reset_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');