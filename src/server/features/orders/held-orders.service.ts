import { and, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { PAID_PAYMENT_STATUSES } from '../../../contract/enums';
import { ACTIVE_STATUSES } from '../../../contract/order-status';
import type { CustomerOrderView } from '../../../contract/orders';
import type { Database, Executor } from '../../db/client';
import { orders, vendors, type User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { pickupSlotsUpdateMessage, type OrderUpdateFacts } from '../../realtime/events';
import { addToOutbox, orderUpdateMessage } from '../notifications/outbox';
import { sendOutbox, withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { loadOrderView, toCustomerOrderView } from './order-views';

// Hold-and-fire: a held order waits (paid) until its fire time, the show's end less
// the vendor's prep time. The job fires what is due, the customer fires one at once ('I'm
// leaving now'), and an end-time change (admin) or an encore (vendor) moves what is still held.
// Every change is one conditional UPDATE, so instances and requests racing each other are safe.

/** Still held: has a fire time, not fired, not cancelled or completed (paid or not). */
const stillHeld = (): SQL =>
  and(
    isNotNull(orders.fireAt),
    isNull(orders.firedAt),
    inArray(orders.status, [...ACTIVE_STATUSES]),
  ) as SQL;

const updateFacts = {
  id: orders.id,
  userId: orders.userId,
  vendorId: orders.vendorId,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  ownerUserId: vendors.ownerUserId,
};

/**
 * Records, in the transaction that changed them, what tells the customers and vendors of changed
 * orders, and the paced vendors' open checkouts.
 */
async function recordHeldOrdersChanged(
  tx: Executor,
  changed: readonly OrderUpdateFacts[],
): Promise<void> {
  const vendorIds = new Set(changed.map((order) => order.vendorId));
  await addToOutbox(tx, [
    ...changed.map(orderUpdateMessage),
    ...[...vendorIds].map(pickupSlotsUpdateMessage),
  ]);
}

/**
 * The job's work: every paid held order whose fire time has come is fired in one UPDATE ...
 * RETURNING (an instance only tells of the rows it changed). A late firing (paid after its fire
 * time) moves the pickup to now + prep, never earlier than it was.
 */
export async function fireDueOrders(
  db: Database,
  sender: OutboxSender,
  now: Date = new Date(),
): Promise<OrderUpdateFacts[]> {
  const fired = await db.transaction(async (tx) => {
    const changed = await updateDueOrders(tx, now);
    await recordHeldOrdersChanged(tx, changed);
    return changed;
  });
  // most ticks fire nothing, and have nothing to send
  if (fired.length > 0) await sendOutbox(db, sender.bus, sender.log);
  return fired;
}

async function updateDueOrders(tx: Executor, now: Date): Promise<OrderUpdateFacts[]> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  return tx
    .update(orders)
    .set({
      firedAt: now,
      pickupTime: sql`greatest(${orders.pickupTime}, ${nowSql} + make_interval(mins => ${vendors.estimatedPrepTime}))`,
      lastStatusUpdate: now,
    })
    .from(vendors)
    .where(
      and(
        eq(vendors.id, orders.vendorId),
        stillHeld(),
        inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]),
        lte(orders.fireAt, now),
      ),
    )
    .returning(updateFacts);
}

/**
 * POST /api/orders/{id}/fire ('I'm leaving now'): the owner's held order starts now, ready in the
 * vendor's prep time. Idempotent: a fired or normal order is answered unchanged; a cancelled or
 * completed one is a 409; another customer's order is a 404. An unpaid held order gets its new
 * times and is fired by the job once paid.
 */
export async function fireOrderNow(
  db: Database,
  options: { orderId: number; user: User; now?: Date } & OutboxSender,
): Promise<CustomerOrderView> {
  const { orderId, user, now = new Date() } = options;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const view = await withOutbox(db, options, async (tx) => {
    const changed = await tx
      .update(orders)
      .set({
        fireAt: now,
        firedAt: sql`case when ${inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES])} then ${nowSql} else null end`,
        pickupTime: sql`${nowSql} + make_interval(mins => ${vendors.estimatedPrepTime})`,
        lastStatusUpdate: now,
      })
      .from(vendors)
      .where(
        and(
          eq(vendors.id, orders.vendorId),
          eq(orders.id, orderId),
          eq(orders.userId, user.id),
          stillHeld(),
        ),
      )
      .returning(updateFacts);
    await recordHeldOrdersChanged(tx, changed);
    return loadOrderView(tx, orderId, user.id);
  });
  if (view.userId !== user.id) throw notFound('Order');
  if (view.status === 'cancelled' || view.status === 'completed')
    throw new AppError('INVALID_TRANSITION', 409, `A ${view.status} order cannot be fired`);
  return toCustomerOrderView(view);
}

/** Moves the held orders `where` names by `seconds` (pickup and fire time together). */
async function shiftHeld(db: Executor, where: SQL, seconds: number): Promise<OrderUpdateFacts[]> {
  const delta = sql`make_interval(secs => ${seconds}::float8)`;
  return db
    .update(orders)
    .set({
      fireAt: sql`${orders.fireAt} + ${delta}`,
      pickupTime: sql`${orders.pickupTime} + ${delta}`,
    })
    .from(vendors)
    .where(and(eq(vendors.id, orders.vendorId), stillHeld(), where))
    .returning(updateFacts);
}

/**
 * The admin moved the end of an event (or ended it): its still-held orders move by the same
 * delta, and their customers and vendors are told, in the admin's transaction.
 */
export async function moveHeldOrdersOfEvent(
  tx: Executor,
  eventId: number,
  deltaMs: number,
): Promise<void> {
  if (deltaMs === 0) return;
  const moved = await shiftHeld(tx, eq(orders.heldForEventId, eventId), deltaMs / 1000);
  await recordHeldOrdersChanged(tx, moved);
}

/** POST /api/vendor/held-orders/shift: an encore moves the vendor's own held orders. */
export async function shiftVendorHeldOrders(
  db: Database,
  options: { vendorId: number; minutes: number } & OutboxSender,
): Promise<{ moved: number }> {
  return withOutbox(db, options, async (tx) => {
    const moved = await shiftHeld(tx, eq(orders.vendorId, options.vendorId), options.minutes * 60);
    await recordHeldOrdersChanged(tx, moved);
    return { moved: moved.length };
  });
}
