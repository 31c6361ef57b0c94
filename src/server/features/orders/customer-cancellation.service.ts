import { and, eq } from 'drizzle-orm';
import { DISCARDED_ORDER_CANCEL_REASON, type CustomerOrderView } from '../../../contract/orders';
import {
  canCustomerCancel,
  CUSTOMER_CANCEL_REASON,
  TOO_LATE_TO_CANCEL_MESSAGE,
} from '../../../contract/refunds';
import { DEMO_REFUND_NOTE } from '../../../contract/vendor';
import type { Database, Transaction } from '../../db/client';
import { orderStatusHistory, orders, type User } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordOrderStatusChanged } from '../notifications/notifications.service';
import { addToOutbox, orderUpdateMessage } from '../notifications/outbox';
import { withOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { releaseCancelledOrders } from './order-cancellation';
import { lockOrder, refundRemainder } from './order-refunds';
import {
  findOrderWithRelations,
  toCustomerOrderView,
  toOrderView,
  type OrderWithRelations,
} from './order-views';

/**
 * POST /api/orders/{id}/cancel: the customer cancels their own order until the kitchen starts it
 * (contract/refunds.ts canCustomerCancel). An unpaid one is simply discarded (the vendor never saw
 * it); a paid one is refunded in full at once, and the vendor's board and the customer hear of it.
 * The order's row is locked first, so a payment, a refund or the kitchen racing it wins or loses
 * whole. Already cancelled: answered unchanged (a repeated tap is harmless); started: 409;
 * another customer's order: 404.
 */
export async function cancelOwnOrder(
  db: Database,
  options: {
    orderId: number;
    user: Pick<User, 'id'>;
    now?: Date;
    emailsReceipt?: boolean;
  } & OutboxSender,
): Promise<CustomerOrderView> {
  const { orderId, user, now = new Date() } = options;
  const order = await withOutbox(db, options, async (tx) => {
    await lockOrder(tx, orderId);
    const found = await findOrderWithRelations(tx, orderId);
    if (!found || found.userId !== user.id) throw notFound('Order');
    if (found.status === 'cancelled') return found;
    if (!canCustomerCancel(found))
      throw new AppError('INVALID_TRANSITION', 409, TOO_LATE_TO_CANCEL_MESSAGE);
    await cancelOrder(tx, found, { userId: user.id, now, emailsReceipt: options.emailsReceipt });
    return (await findOrderWithRelations(tx, orderId)) ?? found;
  });
  return toCustomerOrderView(toOrderView(order, user.id));
}

async function cancelOrder(
  tx: Transaction,
  order: OrderWithRelations,
  { userId, now, emailsReceipt }: { userId: number; now: Date; emailsReceipt?: boolean },
) {
  const isPaid = order.paymentStatus !== 'unpaid';
  const reason = isPaid ? CUSTOMER_CANCEL_REASON : DISCARDED_ORDER_CANCEL_REASON;
  const refund = await refundRemainder(tx, order, {
    reason,
    actor: { userId, role: 'user' },
    now,
    emailsReceipt,
  });
  await tx
    .update(orders)
    .set({
      status: 'cancelled',
      cancelReason: reason,
      lastStatusUpdate: now,
      ...(isPaid ? { paymentStatus: 'refunded' as const } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)));
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: 'cancelled',
    actorUserId: userId,
    actorRole: 'user',
    note: refund ? `${reason} · ${DEMO_REFUND_NOTE}` : reason,
    createdAt: now,
  });
  await releaseCancelledOrders(tx, [order.id]);
  // an unpaid order was never the vendor's: only the customer's other open views refresh
  if (isPaid) await recordOrderStatusChanged(tx, [order.id]);
  else
    await addToOutbox(tx, [
      orderUpdateMessage({ ...order, status: 'cancelled', ownerUserId: order.vendor.ownerUserId }),
    ]);
}
