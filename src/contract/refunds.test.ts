import { describe, expect, it } from 'vitest';
import {
  canCustomerCancel,
  lineRefundCents,
  linesRefundCents,
  paymentStatusAfterRefund,
  refundableCents,
  refundRequestSchema,
} from './refunds';

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
