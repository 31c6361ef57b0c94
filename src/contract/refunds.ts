import { z } from 'zod';
import { dollarsAmount, requiredText } from './form-fields';
import { idNumber } from './ids';
import { formatMoney } from './money';
import { MAX_ORDER_LINES, NOTE_MAX_LENGTH } from './order-limits';
import { quantitySchema } from './orders';
import type { OrderStatus } from './order-status';

// Refunds (demo: no real money moves). All money is integer cents; what a card paid is the
// order's total (a meal ticket's part is given back as the ticket, never as money).

/** What is left to refund: what was paid less what was refunded, never below 0. */
export function refundableCents(order: { totalCents: number; refundedCents: number }): number {
  return Math.max(0, order.totalCents - order.refundedCents);
}

type OrderMoney = {
  totalCents: number;
  tipCents: number;
  refundedCents: number;
  mealAllowanceCents: number;
};

/**
 * What an order earns its vendor as revenue: the food the customer paid for plus the part a meal
 * ticket paid, less refunds, which come off the food before the tip. The tip is never revenue.
 * The analytics' SQL (`orderRevenueCents`) computes the same.
 */
export function netRevenueCents(order: OrderMoney): number {
  return (
    Math.max(0, order.totalCents - order.tipCents - order.refundedCents) + order.mealAllowanceCents
  );
}

/** The tip an order keeps: all of it, unless refunds reached past the food into the tip. */
export function keptTipCents(order: Omit<OrderMoney, 'mealAllowanceCents'>): number {
  return Math.max(0, Math.min(order.tipCents, order.totalCents - order.refundedCents));
}

/** A paid order's payment status once `refundedCents` of its `paidCents` went back. */
export function paymentStatusAfterRefund(
  paidCents: number,
  refundedCents: number,
): 'paid' | 'partially_refunded' | 'refunded' {
  if (refundedCents <= 0) return 'paid';
  return refundedCents >= paidCents ? 'refunded' : 'partially_refunded';
}

/**
 * A customer may cancel until the kitchen starts the order: pending or confirmed, and a held order
 * only before it is fired (fireAt set, firedAt not yet).
 */
export function canCustomerCancel(order: {
  status: OrderStatus;
  fireAt: string | Date | null;
  firedAt: string | Date | null;
}): boolean {
  if (order.status !== 'pending' && order.status !== 'confirmed') return false;
  return order.fireAt === null || order.firedAt === null;
}

/** How a payment status reads on screen. */
export const PAYMENT_STATUS_LABELS = {
  unpaid: 'Awaiting payment',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
} as const;

export const CUSTOMER_CANCEL_REASON = 'Cancelled by the customer';
export const TOO_LATE_TO_CANCEL_MESSAGE =
  'The kitchen has started this order, so it can no longer be cancelled.';
export const REFUND_TOO_LARGE_MESSAGE = (leftCents: number) =>
  `Only ${formatMoney(leftCents)} is left to refund on this order.`;
export const REFUND_NOT_PAID_MESSAGE = 'Only a paid order can be refunded.';

const refundLineSchema = z.strictObject({
  orderItemId: idNumber('Order item id'),
  quantity: quantitySchema,
});

/** POST /api/vendor/orders/{orderId}/refunds; lines, when sent, must add up to the amount. */
export const refundRequestSchema = z.strictObject({
  amount: dollarsAmount('Amount', { text: true }).refine((cents) => cents > 0, {
    message: 'Amount must be more than 0',
  }),
  reason: requiredText('Reason is required', NOTE_MAX_LENGTH),
  lines: z
    .array(refundLineSchema)
    .max(MAX_ORDER_LINES, `At most ${MAX_ORDER_LINES} lines`)
    .optional(),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
export type RefundLine = z.infer<typeof refundLineSchema>;

type RefundableOrder = {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  items: readonly { id: number; unitPriceCents: number }[];
};

/**
 * What the customer paid for food worth `menuCents` at menu prices (options included): less its
 * share of the vendor's offer, plus its share of the tax. The service fee and the tip belong to
 * the order, not to a line.
 */
function paidForFoodCents(order: RefundableOrder, menuCents: number): number {
  if (order.subtotalCents <= 0) return 0;
  const paidCents = order.subtotalCents - order.discountCents + order.taxCents;
  return Math.round((menuCents * paidCents) / order.subtotalCents);
}

/** The menu price of `quantities` pieces (by order item id) of the order's lines. */
const menuCentsOf = (order: RefundableOrder, quantities: ReadonlyMap<number, number>) =>
  order.items.reduce((sum, item) => sum + item.unitPriceCents * (quantities.get(item.id) ?? 0), 0);

/**
 * What giving back `lines` refunds: what the customer paid for those pieces, after the pieces
 * `given` back before (by order item id). Worked out as the pieces given back with these less
 * those before, so refunding every line comes to the food and tax paid, to the cent. A line not
 * on the order counts nothing.
 */
export function linesRefundCents(
  order: RefundableOrder,
  lines: readonly RefundLine[],
  given: ReadonlyMap<number, number>,
): number {
  const after = new Map(given);
  for (const line of lines)
    after.set(line.orderItemId, (after.get(line.orderItemId) ?? 0) + line.quantity);
  return (
    paidForFoodCents(order, menuCentsOf(order, after)) -
    paidForFoodCents(order, menuCentsOf(order, given))
  );
}

/** How many of each line (by order item id) the refunds gave back. */
export function refundedQuantities(
  refunds: readonly { lines: readonly RefundLine[] }[],
): Map<number, number> {
  const given = new Map<number, number>();
  for (const refund of refunds)
    for (const line of refund.lines)
      given.set(line.orderItemId, (given.get(line.orderItemId) ?? 0) + line.quantity);
  return given;
}
