import { and, eq, gte, inArray, or } from 'drizzle-orm';
import { isPaidStatus, WAS_PAID_STATUSES } from '../../../contract/enums';
import { refundableCents } from '../../../contract/refunds';
import { ACTIVE_STATUSES, canTransition } from '../../../contract/order-status';
import type { OrderView } from '../../../contract/orders';
import {
  DEFAULT_VENDOR_CANCEL_REASON,
  DEMO_REFUND_NOTE,
  generatePickupCode,
  MEAL_TICKET_RETURNED_NOTE,
  invalidTransitionMessage,
  pickupCodeMatches,
  PICKUP_OVERRIDE_NOTE,
  startOfServiceDay,
  WRONG_PICKUP_CODE_MESSAGE,
  type VendorOrderUpdate,
} from '../../../contract/vendor';
import type { Database, Executor, Transaction } from '../../db/client';
import { orderStatusHistory, orders, type NewOrder, type User, type Vendor } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { runIdempotent, type IdempotentResult } from '../../http/idempotency';
import {
  findOrderWithRelations,
  findOrdersWithRelations,
  loadOrderView,
  toOrderView,
  type OrderWithRelations,
} from '../orders/order-views';
import type { EventBus } from '../../realtime/bus';
import { releaseCancelledOrders } from '../orders/order-cancellation';
import { lockOrder, refundRemainder } from '../orders/order-refunds';
import { recordOrderStatusChanged, type NotifyLog } from '../notifications/notifications.service';
import { sendOutbox } from '../notifications/outbox-sender';

/**
 * GET /api/vendor/orders (accounts spec 2.7): every active paid order plus the ones completed or
 * cancelled since the start of today's service day (05:00 in the server's time zone, so a show
 * that runs past midnight keeps its orders, and yesterday evening's are gone), soonest pickup
 * first, in one query. No limit: the board must never drop an order, and active orders are
 * bounded by what one kitchen can take.
 */
export async function listVendorOrders(
  db: Executor,
  vendorId: number,
  now: Date = new Date(),
): Promise<OrderView[]> {
  const finishedSince = startOfServiceDay(now);
  const where = and(
    eq(orders.vendorId, vendorId),
    inArray(orders.paymentStatus, [...WAS_PAID_STATUSES]),
    or(inArray(orders.status, [...ACTIVE_STATUSES]), gte(orders.lastStatusUpdate, finishedSince)),
  );
  const rows = await findOrdersWithRelations(db, where, undefined, 'pickupTime');
  return rows.map((row) => toOrderView(row));
}

type StatusChange = { set: Partial<NewOrder>; notes: string[] };

/** What else changes with the status: pickup code, cancel reason, demo refund, timeline note. */
function describeChange(
  order: OrderWithRelations,
  body: VendorOrderUpdate,
  now: Date,
): StatusChange {
  const change: StatusChange = { set: {}, notes: [] };
  // a delay moves the pickup on from the promised time, or from now once that has passed
  if (body.status === 'delayed' && body.delayMinutes !== undefined) {
    const from = Math.max(order.pickupTime.getTime(), now.getTime());
    change.set.pickupTime = new Date(from + body.delayMinutes * 60_000);
    change.notes.push(`Pickup moved ${body.delayMinutes} min later`);
    if (body.reason) change.notes.push(body.reason);
  }
  // a recalled order (ready -> preparing -> ready) keeps its code: the customer's pass still works
  if (body.status === 'ready' && order.pickupCode === null)
    change.set.pickupCode = generatePickupCode();
  // each time it reaches the shelf, its clock, alerts and flag start again
  if (body.status === 'ready')
    Object.assign(change.set, {
      readyAt: now,
      readySeenAt: null,
      realertedAt: null,
      remindedAt: null,
      uncollectedAt: null,
    });
  if (body.status === 'completed') {
    const codeMatches = pickupCodeMatches(order.pickupCode, body.pickupCode);
    if (!codeMatches && body.overridePickupCode !== true)
      throw new AppError('WRONG_PICKUP_CODE', 409, WRONG_PICKUP_CODE_MESSAGE, {
        issues: [{ path: 'body.pickupCode', message: WRONG_PICKUP_CODE_MESSAGE }],
      });
    if (!codeMatches) change.notes.push(PICKUP_OVERRIDE_NOTE);
  }
  if (body.status === 'cancelled') {
    const reason = body.reason ?? DEFAULT_VENDOR_CANCEL_REASON;
    change.set.cancelReason = reason;
    change.notes.push(reason);
    if (isPaidStatus(order.paymentStatus)) {
      change.set.paymentStatus = 'refunded';
      // only what the card paid is refunded; a meal ticket is given back instead
      if (refundableCents(order) > 0) change.notes.push(DEMO_REFUND_NOTE);
    }
    if (order.mealTicketId !== null) change.notes.push(MEAL_TICKET_RETURNED_NOTE);
  }
  if (body.notes) change.notes.push(body.notes);
  return change;
}

type StatusUpdate = {
  vendor: Vendor;
  actor: User;
  orderId: number;
  body: VendorOrderUpdate;
  /** A cancel's refund records a receipt e-mail (a mail server is set). */
  emailsReceipt?: boolean;
};

/**
 * One status change in one transaction. The UPDATE only matches while the order still has the
 * status that was read, so of two cooks pressing the same button at once exactly one wins; the
 * other gets 409 and nothing of theirs is written.
 */
async function changeOrderStatus(
  tx: Transaction,
  { vendor, actor, orderId, body, emailsReceipt }: StatusUpdate,
  now: Date,
): Promise<OrderView> {
  // a cancel refunds: it waits for a refund or a customer's cancel of this order in flight
  if (body.status === 'cancelled') await lockOrder(tx, orderId);
  const order = await findOrderWithRelations(tx, orderId);
  if (!order || order.vendorId !== vendor.id) throw notFound('Order');
  if (order.paymentStatus === 'unpaid')
    throw new AppError(
      'CONFLICT',
      409,
      'This order has not been paid yet, so it cannot be updated.',
    );
  const from = order.status;
  if (!canTransition(from, body.status))
    throw new AppError('INVALID_TRANSITION', 409, invalidTransitionMessage(from, body.status));

  const change = describeChange(order, body, now);
  // a paid order cancelled gives back what is left of its payment, as a refund record
  if (body.status === 'cancelled')
    await refundRemainder(tx, order, {
      reason: change.set.cancelReason ?? DEFAULT_VENDOR_CANCEL_REASON,
      actor: { userId: actor.id, role: 'vendor' },
      now,
      emailsReceipt,
    });
  const updated = await tx
    .update(orders)
    .set({ ...change.set, status: body.status, lastStatusUpdate: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning({ id: orders.id });
  if (updated.length === 0)
    throw new AppError(
      'CONFLICT',
      409,
      'Someone else changed this order a moment ago. Refresh to see its current status.',
    );
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: body.status,
    actorUserId: actor.id,
    actorRole: 'vendor',
    note: change.notes.length > 0 ? change.notes.join(' · ') : null,
    createdAt: now,
  });
  // the customer's notification and the live update commit with the change, or neither does
  await recordOrderStatusChanged(tx, [order.id], body.reason);
  // accounts spec 3: a cancelled order gives its meal ticket and its pre-order stock back, in
  // the same transaction
  if (body.status === 'cancelled') await releaseCancelledOrders(tx, [order.id]);
  return loadOrderView(tx, order.id);
}

/**
 * PATCH /api/vendor/orders/{orderId}. With an Idempotency-Key, a retried request (an offline
 * replay, a lost response) answers the first result instead of a 409.
 */
export async function updateVendorOrderStatus(
  db: Database,
  update: StatusUpdate & { idempotencyKey?: string; path: string; bus?: EventBus; log: NotifyLog },
): Promise<IdempotentResult<OrderView>> {
  const { idempotencyKey, path, bus, log, ...change } = update;
  const result = await runIdempotent<OrderView>(
    db,
    {
      userId: change.actor.id,
      key: idempotencyKey,
      method: 'PATCH',
      path,
      body: { orderId: change.orderId, ...change.body },
    },
    async (tx) => ({ statusCode: 200, body: await changeOrderStatus(tx, change, new Date()) }),
  );
  // after the commit, once per change (a replay changed nothing); never fails the change
  if (!result.isReplay && result.statusCode === 200) await sendOutbox(db, bus, log);
  return result;
}
