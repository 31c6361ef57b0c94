import { and, count, desc, eq, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type {
  NotificationCategory,
  NotificationPage,
  NotificationPriority,
  NotificationView,
} from '../../../contract/notifications';
import { formatMoney } from '../../../contract/money';
import { CUSTOMER_CANCEL_REASON } from '../../../contract/refunds';
import type { Database, Executor } from '../../db/client';
import { insertRow } from '../../db/rows';
import {
  notifications,
  orderItems,
  orders,
  vendors,
  type Notification,
  type Order,
  type Vendor,
} from '../../db/schema';
import { notFound } from '../../errors';
import { vendorUpdateMessage } from '../../realtime/events';
import { recordOrderStatusPush } from '../push/order-pushes';
import { addToOutbox, orderUpdateMessage, type OutboxMessage } from './outbox';

export function toNotificationView(row: Notification): NotificationView {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    category: row.category,
    priority: row.priority,
    isRead: row.isRead,
    orderId: row.orderId,
    createdAt: row.createdAt.toISOString(),
  };
}

export type NewNotificationInput = {
  userId: number;
  title: string;
  message: string;
  category: NotificationCategory;
  priority?: NotificationPriority;
  orderId?: number | null;
};

/**
 * Stores a notification and records its send in the outbox; run it in the transaction of the
 * change it tells of, so both commit or neither does.
 */
export async function recordNotification(
  tx: Executor,
  input: NewNotificationInput,
): Promise<NotificationView> {
  const row = await insertRow(tx, notifications, {
    userId: input.userId,
    title: input.title,
    message: input.message,
    category: input.category,
    priority: input.priority ?? 'medium',
    orderId: input.orderId ?? null,
  });
  await addToOutbox(tx, [{ kind: 'notification', notificationId: row.id }]);
  return toNotificationView(row);
}

// ---- the notifications API (own notifications only; someone else's id answers 404) ----

export async function listNotifications(
  db: Database,
  userId: number,
  query: { limit: number; before?: number | undefined },
): Promise<NotificationPage> {
  const where =
    query.before === undefined
      ? eq(notifications.userId, userId)
      : and(eq(notifications.userId, userId), lt(notifications.id, query.before));
  const rows = await db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    items: page.map(toNotificationView),
    nextCursor: rows.length > query.limit && last ? last.id : null,
  };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

/** Marks one of the user's notifications read; null when it is not theirs or does not exist. */
export async function markNotificationRead(
  db: Database,
  userId: number,
  id: number,
): Promise<NotificationView | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  return row ? toNotificationView(row) : null;
}

export async function markNotificationReadOr404(
  db: Database,
  userId: number,
  id: number,
): Promise<NotificationView> {
  const view = await markNotificationRead(db, userId, id);
  if (!view) throw notFound('Notification');
  return view;
}

export async function markAllNotificationsRead(db: Database, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotification(db: Database, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound('Notification');
}

// ---- the event-driven creators ----

/** An order's facts a notification and a live update are made of. */
export type OrderFacts = Pick<
  Order,
  | 'id'
  | 'userId'
  | 'vendorId'
  | 'status'
  | 'paymentStatus'
  | 'totalCents'
  | 'pickupTime'
  | 'isAsap'
  | 'pickupCode'
  | 'cancelReason'
  | 'readyAt'
> &
  OrderVendorFacts;

/** The vendor's side of an order's facts, and the pieces ordered. */
export type OrderVendorFacts = {
  vendorName: string;
  vendorLocation: string | null;
  ownerUserId: number | null;
  /** Pieces ordered (the sum of the lines' quantities), read in the same query. */
  itemCount: number;
};

/**
 * `OrderVendorFacts` of the order `orderId` of the vendor `vendorId` (SQL of the statement it
 * sits in), as one JSON object: one place for what an order update tells of the vendor.
 */
export const orderVendorFactsJson = (orderId: SQL | AnyColumn, vendorId: SQL | AnyColumn) =>
  sql<OrderVendorFacts>`(select json_build_object('vendorName', ${vendors.name},
      'vendorLocation', ${vendors.location}, 'ownerUserId', ${vendors.ownerUserId},
      'itemCount', (select coalesce(sum(${orderItems.quantity}), 0)::int
        from ${orderItems} where ${orderItems.orderId} = ${orderId}))
    from ${vendors} where ${vendors.id} = ${vendorId})`;

/**
 * `OrderVendorFacts` from what the process holds as it writes the order (its vendor and its
 * lines), the same facts `orderVendorFactsJson` reads.
 */
export const orderVendorFacts = (
  vendor: Pick<Vendor, 'name' | 'location' | 'ownerUserId'>,
  lines: readonly { quantity: number }[],
): OrderVendorFacts => ({
  vendorName: vendor.name,
  vendorLocation: vendor.location,
  ownerUserId: vendor.ownerUserId,
  itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
});

/** The facts of order `orderId`, read in the transaction that changed it. */
async function loadOrderFacts(tx: Executor, orderId: number): Promise<OrderFacts | null> {
  const [row] = await tx
    .select({ order: orders, vendor: orderVendorFactsJson(orders.id, orders.vendorId) })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ? { ...row.order, ...row.vendor } : null;
}

/** '5:40 PM', in the server's time zone (set TZ to the venue's). */
const clockTime = (time: Date) =>
  time.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

function pickupText(order: OrderFacts): string {
  return order.isAsap ? 'pickup ASAP' : `pickup at ${clockTime(order.pickupTime)}`;
}

function vendorPlace(order: OrderFacts): string {
  return order.vendorLocation ? `${order.vendorName} (${order.vendorLocation})` : order.vendorName;
}

type OrderNotification = NewNotificationInput & { userId: number };

/**
 * An order changed: whoever `notificationFor` names gets a notification, and every view of the
 * order an update, both through the outbox of `tx`, the transaction that changed it.
 */
async function recordOrderChange(
  tx: Executor,
  orderId: number,
  notificationFor: (order: OrderFacts) => OrderNotification | null,
): Promise<{ order: OrderFacts; notification: OrderNotification | null } | null> {
  const order = await loadOrderFacts(tx, orderId);
  if (!order) return null;
  const notification = notificationFor(order);
  const messages: OutboxMessage[] = [];
  if (notification) {
    const row = await insertRow(tx, notifications, {
      ...notification,
      priority: notification.priority ?? 'medium',
      orderId: notification.orderId ?? null,
    });
    messages.push({ kind: 'notification', notificationId: row.id });
  }
  messages.push(orderUpdateMessage(order));
  await addToOutbox(tx, messages);
  return { order, notification };
}

/** An order was paid: the vendor's owner hears about it (high), every board refreshes. */
export async function recordOrderPaid(tx: Executor, orderId: number): Promise<void> {
  await recordOrderChange(tx, orderId, orderPaidNotification);
}

/** What the vendor's owner is told of a paid order (high); null when the vendor has no owner. */
export function orderPaidNotification(order: OrderFacts): OrderNotification | null {
  if (order.ownerUserId === null) return null;
  const { itemCount } = order;
  return {
    userId: order.ownerUserId,
    title: `New order #${order.id}`,
    message: `${itemCount} item${itemCount === 1 ? '' : 's'} · ${formatMoney(order.totalCents)} · ${pickupText(order)}.`,
    category: 'order',
    priority: 'high',
    orderId: order.id,
  };
}

function statusNotification(
  order: OrderFacts,
  reason?: string,
): { title: string; message: string; priority: NotificationPriority } | null {
  switch (order.status) {
    case 'confirmed':
      return {
        title: 'Order confirmed',
        message: `${order.vendorName} accepted your order #${order.id}.`,
        priority: 'medium',
      };
    case 'preparing':
      return {
        title: 'Your food is being prepared',
        message: `${order.vendorName} is preparing your order #${order.id}.`,
        priority: 'medium',
      };
    case 'ready':
      return {
        title: 'Your order is ready!',
        message: `Show code ${order.pickupCode ?? '----'} at ${vendorPlace(order)}.`,
        priority: 'high',
      };
    case 'delayed':
      return {
        title: 'Your order is delayed',
        message: `${order.vendorName} needs a little more time for order #${order.id}. New pickup time: ${clockTime(order.pickupTime)}.${reason ? ` Reason: ${reason}.` : ''} We will tell you when it is ready.`,
        priority: 'high',
      };
    case 'cancelled': {
      const reason =
        order.cancelReason && order.cancelReason !== CUSTOMER_CANCEL_REASON
          ? ` Reason: ${order.cancelReason.replace(/\.$/, '')}.`
          : '';
      const refund = order.paymentStatus === 'refunded' ? ' Your payment has been refunded.' : '';
      // the vendor never sees an unpaid order, so it was not the vendor who cancelled it
      const what =
        order.paymentStatus === 'unpaid'
          ? `Your unpaid order #${order.id} from ${order.vendorName} was cancelled.`
          : order.cancelReason === CUSTOMER_CANCEL_REASON
            ? `You cancelled your order #${order.id} from ${order.vendorName}.`
            : `${order.vendorName} cancelled your order #${order.id}.`;
      const charge = order.paymentStatus === 'unpaid' ? ' You have not been charged.' : '';
      return {
        title: 'Order cancelled',
        message: `${what}${reason}${refund}${charge}`,
        priority: 'high',
      };
    }
    case 'completed':
      return {
        title: 'Enjoy your meal!',
        message: `Order #${order.id} from ${order.vendorName} has been picked up.`,
        priority: 'low',
      };
    default:
      return null;
  }
}

function customerStatusNotification(order: OrderFacts, reason?: string): OrderNotification | null {
  const content = statusNotification(order, reason);
  return content && { userId: order.userId, ...content, category: 'order', orderId: order.id };
}

/**
 * Orders changed status (the vendor, the expiry of unpaid orders): each customer is told, with
 * the vendor's reason for a delay or a cancel, and the news that calls them over (ready, delayed,
 * cancelled) is pushed to their subscribed devices too.
 */
export async function recordOrderStatusChanged(
  tx: Executor,
  orderIds: readonly number[],
  reason?: string,
): Promise<void> {
  for (const orderId of orderIds) {
    const change = await recordOrderChange(tx, orderId, (order) =>
      customerStatusNotification(order, reason),
    );
    if (!change?.notification) continue;
    const { order, notification } = change;
    await recordOrderStatusPush(tx, {
      userId: notification.userId,
      orderId: order.id,
      status: order.status,
      title: notification.title,
      body: notification.message,
      ...(order.pickupCode ? { pickupCode: order.pickupCode } : {}),
    });
  }
}

/**
 * The vendor refunded part of an order: its customer is told how much and why, and every view of
 * the order updates, in `tx`.
 */
export async function recordOrderRefunded(
  tx: Executor,
  orderId: number,
  refund: { amountCents: number; reason: string },
): Promise<void> {
  await recordOrderChange(tx, orderId, (order) => ({
    userId: order.userId,
    title: 'Refund issued',
    message: `${order.vendorName} refunded ${formatMoney(refund.amountCents)} on your order #${order.id}. Reason: ${refund.reason.replace(/\.$/, '')}.`,
    category: 'payment',
    priority: 'medium',
    orderId: order.id,
  }));
}

/** Why a ready order's customer is called again: the hot shelf (features/orders/ready-shelf). */
export type ShelfCall = 'realert' | 'remind' | 'uncollected';

function shelfCallNotification(order: OrderFacts, call: ShelfCall, now: Date): OrderNotification {
  const code = `Show code ${order.pickupCode ?? '----'} at ${vendorPlace(order)}.`;
  const content = {
    realert: { title: 'Your order is ready!', message: `Still waiting for you. ${code}` },
    remind: {
      title: 'Your order is waiting for you',
      message: `${order.vendorName} is keeping order #${order.id} for you. ${code}`,
    },
    uncollected: {
      title: 'Your order has not been collected',
      message: `Order #${order.id} has been ready since ${clockTime(order.readyAt ?? now)}. ${code}`,
    },
  }[call];
  return {
    userId: order.userId,
    ...content,
    category: 'order',
    priority: 'high',
    orderId: order.id,
  };
}

/**
 * A ready order's customer is called again, in `tx`: the ready push once more to every device, and
 * for a vendor's reminder or the uncollected flag a notification and an update of every view of
 * the order too (the board shows who was reminded; both sides show the flag). A re-alert is the
 * push alone: nothing about the order changed.
 */
export async function recordShelfCall(
  tx: Executor,
  orderId: number,
  call: ShelfCall,
  now: Date,
): Promise<void> {
  const change =
    call === 'realert'
      ? await loadOrderFacts(tx, orderId).then(
          (order) => order && { order, notification: shelfCallNotification(order, call, now) },
        )
      : await recordOrderChange(tx, orderId, (order) => shelfCallNotification(order, call, now));
  if (!change?.notification || change.order.status !== 'ready') return;
  const { order, notification } = change;
  await recordOrderStatusPush(tx, {
    userId: order.userId,
    orderId: order.id,
    status: 'ready',
    title: notification.title,
    body: notification.message,
    ...(order.pickupCode ? { pickupCode: order.pickupCode } : {}),
  });
}

/**
 * An admin approved or rejected a vendor application, in `tx`: the vendor's owner is told (with
 * the reason), and every client refetches the vendor (an approved one is listed at once).
 */
export async function recordVendorApplicationDecided(
  tx: Executor,
  input: { vendorId: number; decision: 'approved' | 'rejected'; reason?: string | null },
): Promise<NotificationView | null> {
  const [vendor] = await tx
    .select({ id: vendors.id, name: vendors.name, ownerUserId: vendors.ownerUserId })
    .from(vendors)
    .where(eq(vendors.id, input.vendorId))
    .limit(1);
  if (!vendor) return null;
  const approved = input.decision === 'approved';
  // the admin's reason may already end its sentence
  const reasonText = input.reason?.trim() ?? '';
  const reason = reasonText ? ` Reason: ${reasonText}${/[.!?]$/.test(reasonText) ? '' : '.'}` : '';
  // a listing without an account has nobody to tell; customers still refetch
  const view =
    vendor.ownerUserId === null
      ? null
      : await recordNotification(tx, {
          userId: vendor.ownerUserId,
          title: approved
            ? 'Your vendor application was approved'
            : 'Your vendor application was rejected',
          message: approved
            ? `${vendor.name} is now listed and can take orders.`
            : `${vendor.name} was not approved.${reason}`,
          category: 'vendor',
          priority: 'high',
        });
  await addToOutbox(tx, [vendorUpdateMessage(vendor.id)]);
  return view;
}

/** An admin notice to any users ('system' or 'promotion'), each user once, in `tx`. */
export async function recordAdminNotice(
  tx: Executor,
  input: {
    userIds: number[];
    title: string;
    message: string;
    category: Extract<NotificationCategory, 'system' | 'promotion'>;
    priority?: NotificationPriority;
  },
): Promise<NotificationView[]> {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(notifications)
    .values(
      userIds.map((userId) => ({
        userId,
        title: input.title,
        message: input.message,
        category: input.category,
        priority: input.priority ?? 'medium',
      })),
    )
    .returning();
  await addToOutbox(
    tx,
    rows.map((row) => ({ kind: 'notification', notificationId: row.id })),
  );
  return rows.map(toNotificationView);
}

/** Where a failed send is reported: the app's logger (`request.log`, `app.log`). */
export type NotifyLog = Pick<FastifyBaseLogger, 'warn'>;

/** Vendor ids owned by a user (auto-subscription of vendor sockets). */
export async function vendorIdsOwnedBy(db: Database, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.ownerUserId, userId));
  return rows.map((row) => row.id);
}

export async function vendorOwner(
  db: Database,
  vendorId: number,
): Promise<{ exists: boolean; ownerUserId: number | null }> {
  const [row] = await db
    .select({ ownerUserId: vendors.ownerUserId })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
    .limit(1);
  return { exists: Boolean(row), ownerUserId: row?.ownerUserId ?? null };
}
