import { z } from 'zod';
import { chosenOptionSchema } from './menu-options';
import { CARD_BRAND_LABELS, paidWithLabel, type CardBrand } from './payments';
import { formatMoney } from './money';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './enums';

// A paid order's receipt: GET /api/orders/{id}/receipt (the order's customer, its vendor or an
// admin) and the page /orders/{id}/receipt. All money is integer cents.

/** An order that was never paid has no receipt: the API answers 409 with this message. */
export const RECEIPT_NOT_PAID_MESSAGE = 'This order has not been paid, so it has no receipt yet.';

/**
 * The receipt's number: the day it was paid and the order's id, both fixed once paid, so it never
 * changes and no two orders share one (e.g. R-20261129-000042).
 */
export function receiptNumber(orderId: number, paidAt: Date): string {
  const day = paidAt.toISOString().slice(0, 10).replaceAll('-', '');
  return `R-${day}-${String(orderId).padStart(6, '0')}`;
}

/** The receipt page of an order. */
export const orderReceiptPath = (orderId: number) => `/orders/${orderId}/receipt`;

const receiptLineSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  /** One unit with its options. */
  unitPriceCents: z.number(),
  lineTotalCents: z.number(),
  options: z.array(chosenOptionSchema),
  /** How many of this line refunds gave back. */
  quantityRefunded: z.number(),
});
export type ReceiptLine = z.infer<typeof receiptLineSchema>;

const receiptRefundSchema = z.object({
  id: z.number(),
  amountCents: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});

/** How it was paid: a card or a wallet (brand and last four digits), or a meal ticket. */
const receiptPaymentSchema = z.object({
  method: z.enum([...PAYMENT_METHODS, 'meal_ticket']),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  mealTicketCode: z.string().nullable(),
});
export type ReceiptPayment = z.infer<typeof receiptPaymentSchema>;

export const receiptSchema = z.object({
  orderId: z.number(),
  receiptNumber: z.string(),
  vendorName: z.string(),
  vendorLocation: z.string().nullable(),
  customerFirstName: z.string(),
  orderedAt: z.string(),
  paidAt: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  lines: z.array(receiptLineSchema),
  subtotalCents: z.number(),
  discountCents: z.number(),
  serviceFeeCents: z.number(),
  taxCents: z.number(),
  tipCents: z.number(),
  /** What a meal ticket paid, taken off the total. */
  mealAllowanceCents: z.number(),
  /** What the customer paid. */
  totalCents: z.number(),
  refunds: z.array(receiptRefundSchema),
  refundedCents: z.number(),
  /** What the customer paid less what came back. */
  netPaidCents: z.number(),
  payment: receiptPaymentSchema,
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * How the payment reads: 'Visa ending 4242', 'Google Pay · Visa •••• 4242', or the meal ticket
 * that covered it.
 */
export function paymentLabel(payment: ReceiptPayment): string {
  if (payment.method === 'meal_ticket')
    return payment.mealTicketCode ? `Meal ticket ${payment.mealTicketCode}` : 'Meal ticket';
  const brand = (payment.cardBrand ?? 'unknown') as CardBrand;
  if (payment.cardLast4) return paidWithLabel(payment.method, brand, payment.cardLast4);
  return CARD_BRAND_LABELS[brand] ?? 'Card';
}

/** An option as the receipt lists it under its line: 'Oat milk (+$0.50)', 'No onions'. */
export function optionLabel(option: { name: string; priceDeltaCents: number }): string {
  return option.priceDeltaCents > 0
    ? `${option.name} (+${formatMoney(option.priceDeltaCents)})`
    : option.name;
}

/** The receipt's money rows, in the order they are shown; rows worth nothing are left out. */
export function receiptTotals(receipt: Receipt): { label: string; cents: number }[] {
  const rows = [
    { label: 'Subtotal', cents: receipt.subtotalCents, always: true },
    { label: 'Discount', cents: -receipt.discountCents, always: false },
    { label: 'Service fee', cents: receipt.serviceFeeCents, always: true },
    { label: 'Tax', cents: receipt.taxCents, always: true },
    { label: 'Tip', cents: receipt.tipCents, always: false },
    { label: 'Meal ticket', cents: -receipt.mealAllowanceCents, always: false },
    { label: 'Total paid', cents: receipt.totalCents, always: true },
    { label: 'Refunded', cents: -receipt.refundedCents, always: false },
  ];
  const shown = rows
    .filter((row) => row.always || row.cents !== 0)
    .map(({ label, cents }) => ({ label, cents }));
  if (receipt.refundedCents > 0) shown.push({ label: 'Net paid', cents: receipt.netPaidCents });
  return shown;
}
