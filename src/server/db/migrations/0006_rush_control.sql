ALTER TABLE "vendors" ADD COLUMN "slot_capacity" integer;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "paused_slots" timestamp with time zone[] DEFAULT '{}'::timestamptz[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_for_event_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_held_for_event_id_events_id_fk" FOREIGN KEY ("held_for_event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_vendor_pickup_idx" ON "orders" USING btree ("vendor_id","pickup_time") WHERE "orders"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "orders_fire_due_idx" ON "orders" USING btree ("fire_at") WHERE "orders"."fired_at" is null and "orders"."fire_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_held_vendor_idx" ON "orders" USING btree ("vendor_id") WHERE "orders"."fired_at" is null and "orders"."fire_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_held_event_idx" ON "orders" USING btree ("held_for_event_id") WHERE "orders"."fired_at" is null and "orders"."held_for_event_id" is not null;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_slot_capacity_check" CHECK ("vendors"."slot_capacity" is null or "vendors"."slot_capacity" between 1 and 500);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fired_check" CHECK ("orders"."fired_at" is null or "orders"."fire_at" is not null);