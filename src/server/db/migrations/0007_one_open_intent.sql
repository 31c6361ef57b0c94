-- One open intent per order, held by the database. An order that somehow has more than one keeps
-- its newest (the one create-intent handed out last); the older ones were never paid with and
-- no longer reach any checkout, so they go.
DELETE FROM "payment_intents" "older" USING "payment_intents" "newer"
WHERE "older"."order_id" = "newer"."order_id"
  AND "older"."status" in ('requires_payment_method', 'failed')
  AND "newer"."status" in ('requires_payment_method', 'failed')
  AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intents_one_open_idx" ON "payment_intents" USING btree ("order_id") WHERE "payment_intents"."status" in ('requires_payment_method', 'failed');
