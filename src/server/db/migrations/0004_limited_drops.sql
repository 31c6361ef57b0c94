ALTER TABLE "order_items" ALTER COLUMN "menu_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "special_offering_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "partnership_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "special_offerings" ADD COLUMN "max_per_customer" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_special_offering_id_special_offerings_id_fk" FOREIGN KEY ("special_offering_id") REFERENCES "public"."special_offerings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_partnership_id_partnerships_id_fk" FOREIGN KEY ("partnership_id") REFERENCES "public"."partnerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_special_offering_idx" ON "order_items" USING btree ("special_offering_id");--> statement-breakpoint
CREATE INDEX "orders_hold_expires_idx" ON "orders" USING btree ("hold_expires_at") WHERE "orders"."hold_expires_at" is not null and "orders"."payment_status" = 'unpaid';--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_check" CHECK (("order_items"."menu_item_id" is null) <> ("order_items"."special_offering_id" is null));--> statement-breakpoint
ALTER TABLE "special_offerings" ADD CONSTRAINT "special_offerings_max_per_customer_check" CHECK ("special_offerings"."max_per_customer" >= 1);