import { describe, expect, it } from 'vitest';
import { priceOrder } from './pricing';
import {
  canCustomerCancel,
  keptTipCents,
  netRevenueCents,
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

  const items = [
    { id: 1, unitPriceCents: 1000, quantity: 1 },
    { id: 2, unitPriceCents: 450, quantity: 2 },
    { id: 3, unitPriceCents: 1799, quantity: 3 },
  ];
  const none = new Map<number, number>();

  it('gives back what the customer paid for a line: its price and its share of the tax', () => {
    const order = { ...priceOrder(items, 'browse'), items };
    expect(linesRefundCents(order, [{ orderItemId: 1, quantity: 1 }], none)).toBe(1080);
    expect(
      linesRefundCents(
        order,
        [
          { orderItemId: 1, quantity: 1 },
          { orderItemId: 2, quantity: 2 },
        ],
        none,
      ),
    ).toBe(2052);
    // an order item id not on the order counts nothing
    expect(linesRefundCents(order, [{ orderItemId: 99, quantity: 1 }], none)).toBe(0);
  });

  it('takes the offer off a line as it came off the order', () => {
    // 3 x 17.99 less 20 % is 43.18, plus 3.45 tax: 46.63 for the three, 15.54 or 15.55 each
    const burgers = [{ id: 3, unitPriceCents: 1799, quantity: 3 }];
    const order = { ...priceOrder(burgers, 'browse', { rating: 4.9 }), items: burgers };
    expect(order).toMatchObject({ subtotalCents: 5397, discountCents: 1079, taxCents: 345 });
    const one = [{ orderItemId: 3, quantity: 1 }];
    expect(linesRefundCents(order, one, none)).toBe(1554);
    expect(linesRefundCents(order, one, new Map([[3, 1]]))).toBe(1555);
    expect(linesRefundCents(order, one, new Map([[3, 2]]))).toBe(1554);
  });

  it('adds up to the food and tax paid, to the cent, however the lines are given back', () => {
    for (const rating of [0, 4.9]) {
      const order = { ...priceOrder(items, 'demo', { rating }), items };
      const paid = order.subtotalCents - order.discountCents + order.taxCents;
      const given = new Map<number, number>();
      let refunded = 0;
      for (const item of [...items].reverse())
        for (let piece = 0; piece < item.quantity; piece += 1) {
          const line = [{ orderItemId: item.id, quantity: 1 }];
          refunded += linesRefundCents(order, line, given);
          given.set(item.id, (given.get(item.id) ?? 0) + 1);
        }
      expect(refunded).toBe(paid);
      expect(refunded).toBeLessThan(order.totalCents);
    }
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
