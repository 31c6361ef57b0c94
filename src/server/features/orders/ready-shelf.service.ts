import { and, eq, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { OrderView } from '../../../contract/orders';
import {
  READY_REALERT_AFTER_MINUTES,
  REMIND_COOLDOWN_SECONDS,
  REMIND_TOO_SOON_MESSAGE,
} from '../../../contract/ready-shelf';
import type { Database, Executor } from '../../db/client';
import { orders, vendors, type User, type Vendor } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordShelfCall, type ShelfCall } from '../notifications/notifications.service';
import { sendOutbox, withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { loadOrderView } from './order-views';

// The hot shelf: a ready order waits there until it is handed over. Each call of its customer
// (a re-alert, the vendor's "Remind", the uncollected flag) is one UPDATE that stamps the order
// only while the stamp is still empty (or, for "Remind", old enough), and records its messages in
// the same transaction: of every instance's sweep and every tap, exactly one call is made.

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * POST /api/orders/{id}/ready-seen: the customer opened the ready alert or the order, so it is not
 * pushed again. Any other status, or seen already, changes nothing; another customer's order is 404.
 */
export async function markReadySeen(
  db: Database,
  { orderId, user, now = new Date() }: { orderId: number; user: Pick<User, 'id'>; now?: Date },
): Promise<void> {
  const [order] = await db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order || order.userId !== user.id) throw notFound('Order');
  await db
    .update(orders)
    .set({ readySeenAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'ready'), isNull(orders.readySeenAt)));
}

/**
 * POST /api/vendor/orders/{orderId}/remind: the vendor buzzes the customer of a ready order again.
 * A second tap within the cool-down is a 409 and sends nothing.
 */
export async function remindCustomer(
  db: Database,
  options: { vendor: Pick<Vendor, 'id'>; orderId: number; now?: Date } & OutboxSender,
): Promise<OrderView> {
  const { vendor, orderId, now = new Date() } = options;
  return withOutbox(db, options, async (tx) => {
    const [order] = await tx
      .select({ vendorId: orders.vendorId, status: orders.status })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    if (!order || order.vendorId !== vendor.id) throw notFound('Order');
    if (order.status !== 'ready')
      throw new AppError('INVALID_TRANSITION', 409, 'Only a ready order can be reminded.');
    const cooledDown = new Date(now.getTime() - REMIND_COOLDOWN_SECONDS * 1000);
    const stamped = await tx
      .update(orders)
      .set({ remindedAt: now })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.status, 'ready'),
          or(isNull(orders.remindedAt), lte(orders.remindedAt, cooledDown)),
        ),
      )
      .returning({ id: orders.id });
    if (stamped.length === 0) throw new AppError('CONFLICT', 409, REMIND_TOO_SOON_MESSAGE);
    await recordShelfCall(tx, orderId, 'remind', now);
    return loadOrderView(tx, orderId);
  });
}

/** Stamps `column` on the ready orders `due` selects, still unstamped; returns their ids. */
async function stampReadyOrders(
  tx: Executor,
  column: typeof orders.realertedAt | typeof orders.uncollectedAt,
  set: { realertedAt: Date } | { uncollectedAt: Date },
  due: SQL,
): Promise<number[]> {
  const rows = await tx
    .update(orders)
    .set(set)
    .from(vendors)
    .where(and(eq(vendors.id, orders.vendorId), eq(orders.status, 'ready'), isNull(column), due))
    .returning({ id: orders.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export type ShelfSweep = { realerted: number[]; uncollected: number[] };

/**
 * One look at the hot shelf: ready orders whose alert went unopened for
 * READY_REALERT_AFTER_MINUTES are pushed once more; those ready for longer than their vendor's
 * hot-shelf time are flagged uncollected and their customer told. Every instance runs it.
 */
export async function sweepReadyShelf(
  db: Database,
  sender: OutboxSender,
  now: Date = new Date(),
): Promise<ShelfSweep> {
  const swept = await db.transaction(async (tx) => {
    const realerted = await stampReadyOrders(
      tx,
      orders.realertedAt,
      { realertedAt: now },
      sql`${orders.readySeenAt} is null
        and ${orders.readyAt} <= ${ts(now)} - make_interval(mins => ${READY_REALERT_AFTER_MINUTES})`,
    );
    const uncollected = await stampReadyOrders(
      tx,
      orders.uncollectedAt,
      { uncollectedAt: now },
      sql`${orders.readyAt} <= ${ts(now)} - make_interval(mins => ${vendors.hotShelfMinutes})`,
    );
    // an order flagged in the same look is called once, as uncollected
    const calls: [number, ShelfCall][] = [
      ...realerted
        .filter((id) => !uncollected.includes(id))
        .map((id): [number, ShelfCall] => [id, 'realert']),
      ...uncollected.map((id): [number, ShelfCall] => [id, 'uncollected']),
    ];
    for (const [orderId, call] of calls) await recordShelfCall(tx, orderId, call, now);
    return { realerted, uncollected };
  });
  // most looks find nothing, and have nothing to send
  if (swept.realerted.length + swept.uncollected.length > 0)
    await sendOutbox(db, sender.bus, sender.log);
  return swept;
}
