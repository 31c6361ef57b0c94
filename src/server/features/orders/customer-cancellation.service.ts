import { and, eq } from 'drizzle-orm';
import {
  CANNOT_DISCARD_PAID_MESSAGE,
  DISCARDED_ORDER_CANCEL_REASON,
  type CustomerOrderView,
} from '../../../contract/orders';
import type { Database } from '../../db/client';
import { orderStatusHistory, orders, type User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { publishOrderUpdate } from '../../realtime/events';
import { announceOfferingStock, releaseCancelledOrders } from './order-cancellation';
import { findOrderWithRelations, toCustomerOrderView, toOrderView } from './order-views';

/**
 * POST /api/orders/{id}/cancel: the customer discards their own unpaid order (a declined card, an
 * abandoned checkout). The vendor never saw it and nothing was charged, so there is no refund and
 * nobody to tell but the customer's other open views. The UPDATE only matches an unpaid pending
 * order, so a payment racing it wins or loses whole. Already cancelled: answered unchanged (a
 * repeated tap is harmless); paid: 409; another customer's order: 404.
 */
export async function cancelOwnUnpaidOrder(
  db: Database,
  options: { orderId: number; user: Pick<User, 'id'>; bus?: EventBus; now?: Date },
): Promise<CustomerOrderView> {
  const { orderId, user, now = new Date() } = options;
  const stock = await db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelReason: DISCARDED_ORDER_CANCEL_REASON,
        lastStatusUpdate: now,
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.userId, user.id),
          eq(orders.status, 'pending'),
          eq(orders.paymentStatus, 'unpaid'),
        ),
      )
      .returning({ id: orders.id });
    if (cancelled.length === 0) return null;
    await tx.insert(orderStatusHistory).values({
      orderId,
      status: 'cancelled',
      actorUserId: user.id,
      actorRole: 'user',
      note: DISCARDED_ORDER_CANCEL_REASON,
      createdAt: now,
    });
    return releaseCancelledOrders(tx, [orderId]);
  });
  const order = await findOrderWithRelations(db, orderId);
  if (!order || order.userId !== user.id) throw notFound('Order');
  if (stock === null && order.status !== 'cancelled')
    throw new AppError('INVALID_TRANSITION', 409, CANNOT_DISCARD_PAID_MESSAGE);
  if (stock !== null) {
    await announceOfferingStock(options.bus, stock);
    await publishOrderUpdate(options.bus, { ...order, ownerUserId: order.vendor.ownerUserId });
  }
  return toCustomerOrderView(toOrderView(order, user.id));
}
