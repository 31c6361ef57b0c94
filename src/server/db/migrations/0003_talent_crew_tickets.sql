ALTER TABLE "orders" DROP CONSTRAINT "orders_total_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meal_allowance_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "meal_ticket_id" integer;--> statement-breakpoint
ALTER TABLE "crew_members" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_tickets" ADD COLUMN "spent_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_tickets" ADD COLUMN "redeemed_order_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_meal_ticket_id_meal_tickets_id_fk" FOREIGN KEY ("meal_ticket_id") REFERENCES "public"."meal_tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_meal_ticket_idx" ON "orders" USING btree ("meal_ticket_id");--> statement-breakpoint
CREATE INDEX "crew_members_contact_idx" ON "crew_members" USING btree (lower("contact_info"));--> statement-breakpoint
CREATE INDEX "meal_tickets_redeemed_vendor_idx" ON "meal_tickets" USING btree ("redeemed_vendor_id");--> statement-breakpoint
CREATE INDEX "meal_tickets_redeemed_order_idx" ON "meal_tickets" USING btree ("redeemed_order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_meal_allowance_check" CHECK ("orders"."meal_allowance_cents" >= 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."service_fee_cents" + "orders"."tax_cents" - "orders"."meal_allowance_cents");--> statement-breakpoint
ALTER TABLE "meal_tickets" ADD CONSTRAINT "meal_tickets_spent_check" CHECK ("meal_tickets"."spent_cents" >= 0 and "meal_tickets"."spent_cents" <= "meal_tickets"."amount_cents");