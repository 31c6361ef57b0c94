import { describe, expect, it } from 'vitest';
import {
  canCustomerCancel,
  keptTipCents,
  netRevenueCents,
  lineRefundCents,
  linesRefundCents,
  paymentStatusAfterRefund,
  refundableCents,
  refundRequestSchema,
} from './refunds';

describe('net revenue and kept tips', () => {
  // $20.00 of food, $3.00 tip: total $23.00
  const order = { totalCents: 2300, tipCents: 300, refundedCents: 0, mealAllowanceCents: 0 };

  it('counts the food, not the tip, and adds what a meal ticket paid', () => {
    expect(netRevenueCents(order)).toBe(2000);
    expect(netRevenueCents({ ...order, mealAllowanceCents: 1500 })).toBe(3500);
    expect(keptTipCents(order)).toBe(300);
  });

  it('takes a partial refund off the food first and leaves the tip whole', () => {
    const refunded = { ...order, refundedCents: 500 };
    expect(netRevenueCents(refunded)).toBe(1500);
    expect(keptTipCents(refunded)).toBe(300);
  });

  it('reaches the tip only once all the food is refunded, and never goes below 0', () => {
    expect(netRevenueCents({ ...order, refundedCents: 2100 })).toBe(0);
    expect(keptTipCents({ ...order, refundedCents: 2100 })).toBe(200);
    expect(netRevenueCents({ ...order, refundedCents: 2300 })).toBe(0);
    expect(keptTipCents({ ...order, refundedCents: 2300 })).toBe(0);
  });
});

describe('refund money rules', () => {
  it('leaves what was paid less what was refunded, never below 0', () => {
    expect(refundableCents({ totalCents: 2500, refundedCents: 0 })).toBe(2500);
    expect(refundableCents({ totalCents: 2500, refundedCents: 700 })).toBe(1800);
    expect(refundableCents({ totalCents: 2500, refundedCents: 2600 })).toBe(0);
  });

  it('prices a line from its unit price (options included) times the quantity', () => {
    expect(lineRefundCents({ unitPriceCents: 1299 }, 3)).toBe(3897);
    const items = [
      { id: 1, unitPriceCents: 1000 },
      { id: 2, unitPriceCents: 450 },
    ];
    expect(
      linesRefundCents(items, [
        { orderItemId: 1, quantity: 1 },
        { orderItemId: 2, quantity: 2 },
      ]),
    ).toBe(1900);
  });

  it('names the payment status from paid and refunded cents', () => {
    expect(paymentStatusAfterRefund(2500, 0)).toBe('paid');
    expect(paymentStatusAfterRefund(2500, 1)).toBe('partially_refunded');
    expect(paymentStatusAfterRefund(2500, 2500)).toBe('refunded');
  });

  it('lets a customer cancel until the kitchen starts', () => {
    const at = '2026-01-01T20:00:00.000Z';
    expect(canCustomerCancel({ status: 'pending', fireAt: null, firedAt: null })).toBe(true);
    expect(canCustomerCancel({ status: 'confirmed', fireAt: null, firedAt: null })).toBe(true);
    expect(canCustomerCancel({ status: 'pending', fireAt: at, firedAt: null })).toBe(true);
    expect(canCustomerCancel({ status: 'pending', fireAt: at, firedAt: at })).toBe(false);
    expect(canCustomerCancel({ status: 'preparing', fireAt: null, firedAt: null })).toBe(false);
    expect(canCustomerCancel({ status: 'cancelled', fireAt: null, firedAt: null })).toBe(false);
  });
});

describe('refundRequestSchema', () => {
  it('reads the amount into cents and refuses 0, a third decimal and unknown fields', () => {
    expect(refundRequestSchema.parse({ amount: '2.50', reason: ' Cold ' })).toEqual({
      amount: 250,
      reason: 'Cold',
    });
    for (const amount of [0, '0.00', '1.234', -1, '1e2'])
      expect(refundRequestSchema.safeParse({ amount, reason: 'x' }).success).toBe(false);
    expect(refundRequestSchema.safeParse({ amount: 1, reason: 'x', userId: 1 }).success).toBe(
      false,
    );
  });
});
