import { and, desc, eq } from 'drizzle-orm';
import { refundedQuantities } from '../../../contract/refunds';
import { RECEIPT_NOT_PAID_MESSAGE, receiptNumber, type Receipt } from '../../../contract/receipts';
import { formatTicketCode } from '../../../contract/talent-crew';
import type { Executor } from '../../db/client';
import { paymentIntents, type User } from '../../db/schema';
import { AppError } from '../../errors';
import { findViewableOrder } from './order-access.service';
import { findOrderWithRelations, type OrderWithRelations } from './order-views';

// A paid order's receipt, built from the order as stored and the card payment that paid it.

type Viewer = Pick<User, 'id' | 'role'>;

/** The receipt of an order `viewer` may see; 404 like the order, 409 while it is unpaid. */
export async function getOrderReceipt(
  db: Executor,
  orderId: number,
  viewer: Viewer,
): Promise<Receipt> {
  const order = await findViewableOrder(db, orderId, viewer);
  return receiptOf(db, order);
}

/** The receipt of an order, whoever asks (the receipt e-mail); null when there is none. */
export async function findReceipt(db: Executor, orderId: number): Promise<Receipt | null> {
  const order = await findOrderWithRelations(db, orderId);
  if (!order?.paidAt) return null;
  return receiptOf(db, order);
}

async function receiptOf(db: Executor, order: OrderWithRelations): Promise<Receipt> {
  const { paidAt } = order;
  if (!paidAt) throw new AppError('CONFLICT', 409, RECEIPT_NOT_PAID_MESSAGE);
  const [card] = await db
    .select({
      method: paymentIntents.paymentMethod,
      brand: paymentIntents.cardBrand,
      last4: paymentIntents.cardLast4,
    })
    .from(paymentIntents)
    .where(and(eq(paymentIntents.orderId, order.id), eq(paymentIntents.status, 'succeeded')))
    .orderBy(desc(paymentIntents.updatedAt))
    .limit(1);
  const given = refundedQuantities(order.refunds);
  return {
    orderId: order.id,
    receiptNumber: receiptNumber(order.id, paidAt),
    vendorName: order.vendor.name,
    vendorLocation: order.vendor.location,
    customerFirstName: order.user.firstName,
    orderedAt: order.createdAt.toISOString(),
    paidAt: paidAt.toISOString(),
    paymentStatus: order.paymentStatus,
    lines: order.items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      lineTotalCents: item.unitPriceCents * item.quantity,
      options: item.options,
      quantityRefunded: given.get(item.id) ?? 0,
    })),
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    serviceFeeCents: order.serviceFeeCents,
    taxCents: order.taxCents,
    tipCents: order.tipCents,
    mealAllowanceCents: order.mealAllowanceCents,
    totalCents: order.totalCents,
    refunds: order.refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
    })),
    refundedCents: order.refundedCents,
    netPaidCents: Math.max(0, order.totalCents - order.refundedCents),
    // an order with no card payment on record was covered by its meal ticket
    payment: card
      ? { method: card.method, cardBrand: card.brand, cardLast4: card.last4, mealTicketCode: null }
      : {
          method: 'meal_ticket',
          cardBrand: null,
          cardLast4: null,
          mealTicketCode: order.mealTicket ? formatTicketCode(order.mealTicket.code) : null,
        },
  };
}
