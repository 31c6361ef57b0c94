import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { NewOrderStatusHistoryEntry, Order, OrderItem } from '../../db/schema';

// issue 14: an order is written in one statement. Its ids are taken from the sequences first, so
// the answer (and the idempotency key's stored copy of it) is made before anything is written,
// and the order, its lines, its first timeline entries and the key's claim go to the database
// together: one round trip, atomic without a transaction of its own.

/** Taken from the sequences before the write (order-facts.ts); unused ones are skipped. */
export type OrderIds = { orderId: number; itemIds: number[] };

/** A timeline entry as written, with its time, so the answer needs no read back. */
export type TimelineRow = Omit<NewOrderStatusHistoryEntry, 'id'> & { createdAt: Date };

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

function orderValues(order: Order): SQL {
  return sql`${order.id}::int, ${order.userId}::int, ${order.vendorId}::int, ${order.eventId}::int,
    ${order.status}::text, ${order.priority}::text, ${order.isUrgent}::boolean, ${order.flow}::text,
    ${order.subtotalCents}::int, ${order.discountCents}::int, ${order.serviceFeeCents}::int,
    ${order.taxCents}::int, ${order.mealAllowanceCents}::int, ${order.mealTicketId}::int,
    ${order.totalCents}::int, ${iso(order.pickupTime)}::timestamptz, ${order.isAsap}::boolean,
    ${order.specialInstructions}::text, ${order.paymentStatus}::text,
    ${iso(order.paidAt)}::timestamptz, ${iso(order.createdAt)}::timestamptz,
    ${iso(order.updatedAt)}::timestamptz, ${iso(order.lastStatusUpdate)}::timestamptz,
    ${iso(order.fireAt)}::timestamptz, ${order.heldForEventId}::int`;
}

const itemValues = (item: OrderItem) =>
  sql`(${item.id}::int, ${item.orderId}::int, ${item.menuItemId}::int,
    ${item.partnershipId}::int, ${item.name}::text, ${item.unitPriceCents}::int,
    ${item.quantity}::int, ${item.notes}::text)`;

const timelineValues = (entry: TimelineRow) =>
  sql`(${entry.orderId}::int, ${entry.status}::text, ${entry.actorUserId ?? null}::int,
    ${entry.actorRole}::text, ${entry.note ?? null}::text, ${iso(entry.createdAt)}::timestamptz)`;

/**
 * Writes the order, its lines and timeline entries in one statement when `claim` (an
 * `insert ... returning` of the idempotency key) returns a row; without a claim, always. Returns
 * whether the order was written (false: the key was taken by a request before this one).
 */
export async function writeOrderRows(
  db: Executor,
  rows: { order: Order; items: OrderItem[]; timeline: TimelineRow[] },
  claim: SQL | undefined,
): Promise<boolean> {
  const { order, items, timeline } = rows;
  const result = await db.execute<{ placed: number }>(sql`with
    claim as (${claim ?? sql`select 1 as id`}),
    placed as (
      insert into orders (id, user_id, vendor_id, event_id, status, priority, is_urgent, flow,
        subtotal_cents, discount_cents, service_fee_cents, tax_cents, meal_allowance_cents,
        meal_ticket_id, total_cents, pickup_time, is_asap, special_instructions, payment_status,
        paid_at, created_at, updated_at, last_status_update, fire_at, held_for_event_id)
      overriding system value
      select ${orderValues(order)} from claim
      returning id
    ),
    lines as (
      insert into order_items (id, order_id, menu_item_id, partnership_id, name,
        unit_price_cents, quantity, notes)
      overriding system value
      select line.* from placed,
        (values ${sql.join(items.map(itemValues), sql`, `)})
          as line(id, order_id, menu_item_id, partnership_id, name, unit_price_cents, quantity, notes)
    ),
    timeline as (
      insert into order_status_history (order_id, status, actor_user_id, actor_role, note,
        created_at)
      select entry.* from placed,
        (values ${sql.join(timeline.map(timelineValues), sql`, `)})
          as entry(order_id, status, actor_user_id, actor_role, note, created_at)
    )
    select (select count(*) from placed)::int as placed`);
  return result.rows[0]?.placed === 1;
}
