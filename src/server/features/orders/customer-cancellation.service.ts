import { and, eq } from 'drizzle-orm';
import {
  CANNOT_DISCARD_PAID_MESSAGE,
  DISCARDED_ORDER_CANCEL_REASON,
  type CustomerOrderView,
} from '../../../contract/orders';
import type { Database } from '../../db/client';
import { orderStatusHistory, orders, type User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { addToOutbox, orderUpdateMessage } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { releaseCancelledOrders } from './order-cancellation';
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
  options: { orderId: number; user: Pick<User, 'id'>; now?: Date } & OutboxSender,
): Promise<CustomerOrderView> {
  const { orderId, user, now = new Date() } = options;
  const order = await withOutbox(db, options, async (tx) => {
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
    if (cancelled.length > 0) {
      await tx.insert(orderStatusHistory).values({
        orderId,
        status: 'cancelled',
        actorUserId: user.id,
        actorRole: 'user',
        note: DISCARDED_ORDER_CANCEL_REASON,
        createdAt: now,
      });
      await releaseCancelledOrders(tx, [orderId]);
    }
    const found = await findOrderWithRelations(tx, orderId);
    if (!found || found.userId !== user.id) throw notFound('Order');
    if (cancelled.length === 0 && found.status !== 'cancelled')
      throw new AppError('INVALID_TRANSITION', 409, CANNOT_DISCARD_PAID_MESSAGE);
    if (cancelled.length > 0)
      await addToOutbox(tx, [
        orderUpdateMessage({ ...found, ownerUserId: found.vendor.ownerUserId }),
      ]);
    return found;
  });
  return toCustomerOrderView(toOrderView(order, user.id));
}
