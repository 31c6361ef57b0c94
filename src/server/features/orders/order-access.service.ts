import { and, asc, eq, inArray } from 'drizzle-orm';
import { PAID_PAYMENT_STATUSES } from '../../../contract/enums';
import {
  RECENT_ORDERS_LIMIT,
  type CustomerOrderView,
  type OrderPriority,
  type OrderView,
  type TimelineEntry,
} from '../../../contract/orders';
import { isUrgentPriority } from '../../../contract/vendor';
import type { Database, Executor } from '../../db/client';
import { orderStatusHistory, orders, type User } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import { recordNotification } from '../notifications/notifications.service';
import { addToOutbox, orderUpdateMessage } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import {
  findOrderWithRelations,
  findOrdersWithRelations,
  loadOrderView,
  toCustomerOrderView,
  toOrderView,
  toTimelineEntry,
  type OrderWithRelations,
} from './order-views';

// Who may read an order and change its notes and priority (accounts spec 2.8 and 6).

type Viewer = Pick<User, 'id' | 'role'>;

const isCustomerOf = (order: OrderWithRelations, viewer: Viewer) => order.userId === viewer.id;
const isVendorOf = (order: OrderWithRelations, viewer: Viewer) =>
  order.vendor.ownerUserId === viewer.id;

/** The order's customer, its vendor's owner or an admin; anyone else gets 404, not 403. */
export async function findViewableOrder(
  db: Executor,
  orderId: number,
  viewer: Viewer,
): Promise<OrderWithRelations> {
  const order = await findOrderWithRelations(db, orderId);
  const canView =
    order && (isCustomerOf(order, viewer) || isVendorOf(order, viewer) || viewer.role === 'admin');
  if (!canView) throw notFound('Order');
  return order;
}

/** The vendor's team and admins see vendor notes; the customer gets the customer's view. */
function viewFor(view: OrderView, order: OrderWithRelations, viewer: Viewer) {
  return isVendorOf(order, viewer) || viewer.role === 'admin' ? view : toCustomerOrderView(view);
}

export async function getOrder(
  db: Executor,
  orderId: number,
  viewer: Viewer,
): Promise<OrderView | CustomerOrderView> {
  const order = await findViewableOrder(db, orderId, viewer);
  return viewFor(toOrderView(order, viewer.id), order, viewer);
}

/** A customer's history is short; this bounds the answer without paging. */
const LIST_LIMIT = 100;

/** The caller's own orders as a customer, newest first. */
export async function listOrders(db: Executor, userId: number): Promise<CustomerOrderView[]> {
  const rows = await findOrdersWithRelations(db, eq(orders.userId, userId), LIST_LIMIT);
  return rows.map((row) => toCustomerOrderView(toOrderView(row, userId)));
}

/** Home screen Recent Orders / Reorder: the last few orders the caller paid for. */
export async function listRecentPaidOrders(
  db: Executor,
  userId: number,
): Promise<CustomerOrderView[]> {
  const paid = and(
    eq(orders.userId, userId),
    inArray(orders.paymentStatus, [...PAID_PAYMENT_STATUSES]),
  );
  const rows = await findOrdersWithRelations(db, paid, RECENT_ORDERS_LIMIT);
  return rows.map((row) => toCustomerOrderView(toOrderView(row, userId)));
}

export async function getOrderTimeline(
  db: Executor,
  orderId: number,
  viewer: Viewer,
): Promise<TimelineEntry[]> {
  await findViewableOrder(db, orderId, viewer);
  const entries = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
  return entries.map(toTimelineEntry);
}

/**
 * accounts spec 6: the customer's note box is the customer's, vendor notes are the vendor's.
 * Someone who may see the order but not set that field gets 403; anyone else 404. Other open
 * views of the order hear of the change (order_update), and the vendor is told what the customer
 * wrote (the customer's note must reach the vendor).
 */
export async function updateOrderNotes(
  db: Database,
  orderId: number,
  viewer: Viewer,
  changes: { notes?: string; vendorNotes?: string },
  sender: OutboxSender,
): Promise<OrderView | CustomerOrderView> {
  return withOutbox(db, sender, async (tx) => {
    const order = await findViewableOrder(tx, orderId, viewer);
    if (changes.notes !== undefined && !isCustomerOf(order, viewer))
      throw forbidden('Only the customer who placed this order can change its notes');
    if (changes.vendorNotes !== undefined && !isVendorOf(order, viewer))
      throw forbidden("Only this order's vendor can change its vendor notes");
    await tx
      .update(orders)
      .set({
        ...(changes.notes !== undefined ? { notes: changes.notes || null } : {}),
        ...(changes.vendorNotes !== undefined ? { vendorNotes: changes.vendorNotes || null } : {}),
      })
      .where(eq(orders.id, orderId));
    const view = await loadOrderView(tx, orderId, viewer.id);
    const ownerUserId = order.vendor.ownerUserId;
    if (changes.notes !== undefined && ownerUserId !== null && view.notes !== order.notes) {
      await recordNotification(tx, {
        userId: ownerUserId,
        title: `Customer note on order #${order.id}`,
        message: view.notes ?? `${order.user.firstName} removed their note.`,
        category: 'order',
        orderId: order.id,
      });
    }
    await addToOutbox(tx, [orderUpdateMessage({ ...view, ownerUserId })]);
    return viewFor(view, order, viewer);
  });
}

/**
 * accounts spec 4 and 6: priority management is for the order's vendor and admins. The order's
 * customer gets 403; anyone else 404. Urgent sets isUrgent, any other priority clears it. Other
 * open views of the order hear of the change (order_update).
 */
export async function updateOrderPriority(
  db: Database,
  orderId: number,
  viewer: Viewer,
  priority: OrderPriority,
  sender: OutboxSender,
): Promise<OrderView> {
  return withOutbox(db, sender, async (tx) => {
    const order = await findViewableOrder(tx, orderId, viewer);
    if (!isVendorOf(order, viewer) && viewer.role !== 'admin')
      throw forbidden("Only this order's vendor or an admin can change its priority");
    await tx
      .update(orders)
      .set({ priority, isUrgent: isUrgentPriority(priority) })
      .where(eq(orders.id, orderId));
    const view = await loadOrderView(tx, orderId, viewer.id);
    await addToOutbox(tx, [orderUpdateMessage({ ...view, ownerUserId: order.vendor.ownerUserId })]);
    return view;
  });
}
