// kill -9 under load, the database's side: what the drill's customers have in the database after
// the crashes and retries, held against what the server acknowledged to them.
import { and, count, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import {
  idempotencyKeys,
  orderItems,
  orders,
  outbox,
  paymentIntents,
} from '../../src/server/db/schema';
import type { DrillOrder } from './kill-drill';

export type DrillSnapshot = {
  /**
   * Every order of the drill's customers, with its number of item rows and of live updates sent
   * to its boards and customer that say it is paid.
   */
  orders: {
    id: number;
    userId: number;
    paymentStatus: string;
    items: number;
    paidUpdates: number;
  }[];
  /** The drill's customers' stored answers: the order id each key answered with. */
  keys: { userId: number; key: string; responseStatus: number | null; orderId: number | null }[];
  /** Succeeded payment intents of the drill's customers, by order. */
  succeededIntents: { orderId: number }[];
  /** In the whole database. */
  ordersWithoutItems: number;
  itemsWithoutOrders: number;
  /** Outbox records never sent (a notification or live update a crash would have lost). */
  unsentOutbox: number;
};

export async function readDrillSnapshot(
  db: Database,
  userIds: readonly number[],
): Promise<DrillSnapshot> {
  const mine = inArray(orders.userId, [...userIds]);
  const orderRows = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      paymentStatus: orders.paymentStatus,
      // written out in full: drizzle leaves a column's table off inside a one-table select
      items: sql<number>`(select count(*) from order_items where order_items.order_id = orders.id)::int`,
      paidUpdates: sql<number>`(select count(*) from outbox where outbox.kind = 'order_update'
        and outbox.sent_at is not null and (outbox.payload ->> 'id')::int = orders.id
        and outbox.payload ->> 'paymentStatus' = 'paid')::int`,
    })
    .from(orders)
    .where(mine);
  const keys = await db
    .select({
      userId: idempotencyKeys.userId,
      key: idempotencyKeys.key,
      responseStatus: idempotencyKeys.responseStatus,
      orderId: sql<number | null>`(${idempotencyKeys.responseBody} ->> 'id')::int`,
    })
    .from(idempotencyKeys)
    .where(inArray(idempotencyKeys.userId, [...userIds]));
  const succeededIntents = await db
    .select({ orderId: paymentIntents.orderId })
    .from(paymentIntents)
    .where(
      and(inArray(paymentIntents.userId, [...userIds]), eq(paymentIntents.status, 'succeeded')),
    );
  const [withoutItems] = await db
    .select({ total: count() })
    .from(orders)
    .where(notExists(db.select().from(orderItems).where(eq(orderItems.orderId, orders.id))));
  const [withoutOrders] = await db
    .select({ total: count() })
    .from(orderItems)
    .leftJoin(orders, eq(orders.id, orderItems.orderId))
    .where(isNull(orders.id));
  const [unsent] = await db.select({ total: count() }).from(outbox).where(isNull(outbox.sentAt));
  return {
    orders: orderRows,
    keys,
    succeededIntents,
    ordersWithoutItems: withoutItems?.total ?? 0,
    itemsWithoutOrders: withoutOrders?.total ?? 0,
    unsentOutbox: unsent?.total ?? 0,
  };
}

export type DrillVerdict = {
  /** Orders acknowledged (2xx) to the customers, and of those, payments acknowledged. */
  acknowledged: number;
  paid: number;
  /** Acknowledged orders missing, not the customer's, without all their items, or unpaid though the payment was acknowledged. */
  lost: number;
  /** Orders without items, items without orders, keys claimed without an answer, payments on one side only. */
  orphans: number;
  /** Orders nobody was told about (a retry that placed the order again), keys answering another order. */
  duplicates: number;
  /** Orders that ended with an error answer or no answer even after the retries. */
  unfinished: number;
  /** Paid orders whose boards and customer were never told so, and outbox records never sent. */
  unnotified: number;
  problems: string[];
};

/** Holds the drill's orders (all rounds so far) against the database. Pure. */
export function judgeDrill(
  tracked: readonly DrillOrder[],
  snapshot: DrillSnapshot,
  itemsPerOrder: number,
): DrillVerdict {
  const problems: string[] = [];
  const byId = new Map(snapshot.orders.map((order) => [order.id, order]));
  const keyOf = new Map(snapshot.keys.map((row) => [`${row.userId} ${row.key}`, row]));
  const acknowledged = tracked.filter((order) => order.orderId !== undefined);
  const acknowledgedIds = new Set(acknowledged.map((order) => order.orderId));
  const paidIntents = new Set(snapshot.succeededIntents.map((intent) => intent.orderId));

  let lost = 0;
  let duplicates = 0;
  for (const order of acknowledged) {
    const row = byId.get(order.orderId ?? 0);
    const issue = !row
      ? 'missing'
      : row.userId !== order.userId
        ? `belongs to user ${row.userId}`
        : row.items !== itemsPerOrder
          ? `has ${row.items} of ${itemsPerOrder} items`
          : order.isPaid && row.paymentStatus !== 'paid'
            ? `is ${row.paymentStatus} though its payment was acknowledged`
            : null;
    if (issue) {
      lost += 1;
      problems.push(`lost: order ${order.orderId} (key ${order.key}) ${issue}`);
    }
    const stored = keyOf.get(`${order.userId} ${order.key}`);
    if (stored?.orderId !== order.orderId) {
      duplicates += 1;
      problems.push(
        `duplicate: key ${order.key} acknowledged order ${order.orderId}, stored ${stored?.orderId ?? 'nothing'}`,
      );
    }
  }
  // an order whose key was never answered in the end is counted as unfinished, not duplicated
  const unfinished = tracked.filter((order) => order.error !== undefined);
  const unfinishedIds = new Set(
    unfinished.map((order) => keyOf.get(`${order.userId} ${order.key}`)?.orderId),
  );
  for (const row of snapshot.orders) {
    if (acknowledgedIds.has(row.id) || unfinishedIds.has(row.id)) continue;
    duplicates += 1;
    problems.push(`duplicate: order ${row.id} of user ${row.userId} was never acknowledged`);
  }

  let orphans = snapshot.ordersWithoutItems + snapshot.itemsWithoutOrders;
  if (orphans > 0)
    problems.push(
      `orphans: ${snapshot.ordersWithoutItems} orders without items, ${snapshot.itemsWithoutOrders} items without an order`,
    );
  for (const row of snapshot.keys) {
    if (row.responseStatus !== null) continue;
    orphans += 1;
    problems.push(`orphan: key ${row.key} of user ${row.userId} claimed, never answered`);
  }
  for (const row of snapshot.orders) {
    if ((row.paymentStatus === 'paid') === paidIntents.has(row.id)) continue;
    orphans += 1;
    problems.push(`orphan: order ${row.id} is ${row.paymentStatus}, its intent disagrees`);
  }

  let unnotified = snapshot.unsentOutbox;
  if (unnotified > 0) problems.push(`unnotified: ${unnotified} outbox records never sent`);
  for (const row of snapshot.orders) {
    if (row.paymentStatus !== 'paid' || row.paidUpdates > 0) continue;
    unnotified += 1;
    problems.push(`unnotified: order ${row.id} is paid, its boards were never told`);
  }

  for (const order of unfinished) problems.push(`unfinished: key ${order.key}: ${order.error}`);
  return {
    acknowledged: acknowledged.length,
    paid: tracked.filter((order) => order.isPaid).length,
    lost,
    orphans,
    duplicates,
    unfinished: unfinished.length,
    unnotified,
    problems,
  };
}
