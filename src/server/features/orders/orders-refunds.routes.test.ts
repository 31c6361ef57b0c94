import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminAnalytics } from '../../../contract/admin';
import type { OrderView, RefundView } from '../../../contract/orders';
import {
  CUSTOMER_CANCEL_REASON,
  TOO_LATE_TO_CANCEL_MESSAGE,
  linesRefundCents,
} from '../../../contract/refunds';
import type { VendorAnalytics } from '../../../contract/vendor';
import { menuItems, notifications, orders, refunds, vendors } from '../../db/schema';
import type { BusEvent } from '../../realtime/bus';
import type { TestApp } from '../../../test/test-app';
import { callApi, insertOrder } from '../vendor/vendor.test-support';
import { postOrder, signUp, startWithStaff, type SeedMenuItem } from './orders.test-support';

// A customer cancels a paid order (refunded in full at once); a vendor refunds part of one.

let harness: TestApp;
let customer: string;
let customerId: number;
let vendor: string;
let admin: string;
let burger: SeedMenuItem;
const published: BusEvent[] = [];

beforeAll(async () => {
  ({ harness, customer, customerId, vendor, admin, burger } = await startWithStaff({ published }));
});
afterAll(() => harness.close());
afterEach(() => {
  published.length = 0;
});

const db = () => harness.database.db;

/** A paid order of `quantity` burgers placed through the API (so counted portions are taken). */
async function paidOrder(quantity = 2, set: Partial<typeof orders.$inferInsert> = {}) {
  const response = await postOrder(harness.app, customer, {
    vendorId: burger.vendorId,
    items: [{ menuItemId: burger.id, quantity }],
    pickupTime: 'asap',
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json<OrderView>();
  await db()
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: new Date(), ...set })
    .where(eq(orders.id, order.id));
  return order;
}

const cancel = (orderId: number, cookie = customer) =>
  callApi(harness.app, 'POST', `/api/orders/${orderId}/cancel`, cookie);
const refund = (orderId: number, payload: object, cookie = vendor, key?: string) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/vendor/orders/${orderId}/refunds`,
    payload,
    headers: { cookie, ...(key ? { 'idempotency-key': key } : {}) },
  });
const rowOf = async (orderId: number) =>
  (await db().select().from(orders).where(eq(orders.id, orderId)))[0];
const refundsOf = (orderId: number) =>
  db().select().from(refunds).where(eq(refunds.orderId, orderId));
const stockOf = async () =>
  (await db().select().from(menuItems).where(eq(menuItems.id, burger.id)))[0]?.stockCount;

describe('POST /api/orders/{id}/cancel of a paid order', () => {
  it('cancels and refunds it in full with a record; the vendor and the customer hear of it', async () => {
    const order = await paidOrder();
    published.length = 0;
    const response = await cancel(order.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelReason: CUSTOMER_CANCEL_REASON,
      refundedAmount: order.totalAmount,
      refunds: [{ amount: order.totalAmount, reason: CUSTOMER_CANCEL_REASON }],
    });
    expect(await refundsOf(order.id)).toMatchObject([
      { amountCents: order.totalCents, actorUserId: customerId, actorRole: 'user' },
    ]);
    const [note] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    expect(note).toMatchObject({ userId: customerId, title: 'Order cancelled' });
    expect(note?.message).toContain('has been refunded');
    // the vendor's board (its owner) updates live
    expect(published).toContainEqual(
      expect.objectContaining({
        message: expect.objectContaining({
          type: 'order_update',
          data: expect.objectContaining({ orderId: order.id, status: 'cancelled' }),
        }),
      }),
    );

    published.length = 0;
    const again = await cancel(order.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    expect(await refundsOf(order.id)).toHaveLength(1);
    expect(published).toEqual([]);
  });

  it('allows confirmed and held-not-fired orders; refuses fired and preparing ones with 409', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    const confirmed = await paidOrder(1, { status: 'confirmed' });
    expect((await cancel(confirmed.id)).statusCode).toBe(200);
    const held = await paidOrder(1, { fireAt: later });
    expect((await cancel(held.id)).statusCode).toBe(200);

    const fired = await paidOrder(1, { fireAt: new Date(), firedAt: new Date() });
    const preparing = await paidOrder(1, { status: 'preparing' });
    for (const order of [fired, preparing]) {
      const response = await cancel(order.id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: TOO_LATE_TO_CANCEL_MESSAGE });
      expect(await rowOf(order.id)).toMatchObject({ paymentStatus: 'paid', refundedCents: 0 });
    }
  });

  it("answers 404 for another customer's and for a vendor's call, changing nothing", async () => {
    const order = await paidOrder(1);
    expect((await cancel(order.id, await signUp(harness.app, 'refundstranger'))).statusCode).toBe(
      404,
    );
    expect((await cancel(order.id, vendor)).statusCode).toBe(404);
    expect(await rowOf(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
  });
});

describe('POST /api/vendor/orders/{orderId}/refunds', () => {
  it('refunds part of an order; the customer sees the refund and its reason', async () => {
    const order = await paidOrder(2);
    const response = await refund(order.id, { amount: '1.50', reason: 'Fries were cold' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<RefundView>()).toMatchObject({
      amount: '1.50',
      amountCents: 150,
      reason: 'Fries were cold',
    });
    const seen = await callApi(harness.app, 'GET', `/api/orders/${order.id}`, customer);
    expect(seen.json()).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedAmount: '1.50',
      refunds: [{ amount: '1.50', reason: 'Fries were cold' }],
    });
    const [note] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    expect(note?.message).toContain('Reason: Fries were cold.');

    const tooMuch = await refund(order.id, { amount: order.totalCents / 100, reason: 'All' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'REFUND_TOO_LARGE' });
    const rest = (order.totalCents - 150) / 100;
    expect((await refund(order.id, { amount: rest, reason: 'Sorry' })).statusCode).toBe(201);
    expect(await rowOf(order.id)).toMatchObject({
      paymentStatus: 'refunded',
      refundedCents: order.totalCents,
    });
    expect((await refund(order.id, { amount: 0.01, reason: 'More' })).statusCode).toBe(409);
  });

  it('answers 400 naming the field for a bad amount, reason or line', async () => {
    const order = await paidOrder(2);
    const other = await paidOrder(1);
    const lineId = order.items[0]?.id ?? 0;
    const cases: [object, string][] = [
      [{ amount: '1.234', reason: 'x' }, 'amount'],
      [{ amount: -1, reason: 'x' }, 'amount'],
      [{ amount: 0, reason: 'x' }, 'amount'],
      [{ amount: '10000000.01', reason: 'x' }, 'amount'],
      [{ amount: 1, reason: ' ' }, 'reason'],
      [{ amount: 1, reason: 'x', lines: [{ orderItemId: 0, quantity: 1 }] }, 'orderItemId'],
      [
        { amount: 1, reason: 'x', lines: [{ orderItemId: other.items[0]?.id, quantity: 1 }] },
        'lines.0.orderItemId',
      ],
      [
        {
          amount: (burger.priceCents * 3) / 100,
          reason: 'x',
          lines: [{ orderItemId: lineId, quantity: 3 }],
        },
        'lines.0.quantity',
      ],
      [{ amount: 99, reason: 'x', lines: [{ orderItemId: lineId, quantity: 1 }] }, 'amount'],
    ];
    for (const [payload, field] of cases) {
      const response = await refund(order.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().issues?.[0]?.path, JSON.stringify(payload)).toContain(field);
    }
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it("answers 404 for another vendor's order and 403 for a customer", async () => {
    const order = await paidOrder(1);
    const rival = await signUp(harness.app, 'refundrival', 'vendor');
    expect((await refund(order.id, { amount: 1, reason: 'x' }, rival)).statusCode).toBe(404);
    expect((await refund(order.id, { amount: 1, reason: 'x' }, customer)).statusCode).toBe(403);
    expect(await refundsOf(order.id)).toEqual([]);
  });

  it('gives back the portions of a refunded line, and a cancel only the rest', async () => {
    await db().update(menuItems).set({ stockCount: 20 }).where(eq(menuItems.id, burger.id));
    const order = await paidOrder(3);
    expect(await stockOf()).toBe(17);
    const line = order.items[0];
    if (!line) throw new Error('no line');
    const lines = [{ orderItemId: line.id, quantity: 2 }];
    const response = await refund(order.id, {
      amount: linesRefundCents(order, lines, new Map()) / 100,
      reason: 'Two burgers dropped',
      lines,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(await stockOf()).toBe(19);
    expect((await cancel(order.id)).statusCode).toBe(200);
    expect(await stockOf()).toBe(20);
    expect(await rowOf(order.id)).toMatchObject({ refundedCents: order.totalCents });
    await db().update(menuItems).set({ stockCount: null }).where(eq(menuItems.id, burger.id));
  });

  it('gives back what the customer paid for each line, so every line refunded adds up', async () => {
    const vendorRow = eq(vendors.id, burger.vendorId);
    const [before] = await db().select({ rating: vendors.rating }).from(vendors).where(vendorRow);
    // the '20% OFF' offer: a line is worth its price less its share of it, plus its tax
    await db().update(vendors).set({ rating: 4.9 }).where(vendorRow);
    const order = await paidOrder(3);
    await db()
      .update(vendors)
      .set({ rating: before?.rating ?? 0 })
      .where(vendorRow);
    expect(order.discountCents).toBeGreaterThan(0);
    const line = order.items[0];
    if (!line) throw new Error('no line');
    const one = [{ orderItemId: line.id, quantity: 1 }];
    const full = await refund(order.id, {
      amount: line.unitPriceCents / 100,
      reason: 'x',
      lines: one,
    });
    expect(full.statusCode).toBe(400);
    expect(full.json().issues[0].path).toBe('body.amount');
    const given = new Map<number, number>();
    for (let piece = 1; piece <= 3; piece += 1) {
      const amountCents = linesRefundCents(order, one, given);
      const response = await refund(order.id, {
        amount: amountCents / 100,
        reason: `Burger ${piece}`,
        lines: one,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<RefundView>().amountCents).toBe(amountCents);
      given.set(line.id, piece);
    }
    const paidForFood = order.subtotalCents - order.discountCents + order.taxCents;
    expect(await rowOf(order.id)).toMatchObject({ refundedCents: paidForFood });
    // the service fee is the order's: what is left is still there to refund by amount
    expect(order.totalCents - paidForFood).toBe(order.serviceFeeCents);
  });

  it('never refunds more than was paid under 10 concurrent refunds', async () => {
    const order = await insertOrder(db(), {
      userId: customerId,
      vendorId: burger.vendorId,
      lines: [{ menuItemId: burger.id, quantity: 2 }],
    });
    const each = Math.floor(order.totalCents / 4) + 1;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(order.id, { amount: each / 100, reason: 'Rush' })),
    );
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 409)).toHaveLength(7);
    expect(await rowOf(order.id)).toMatchObject({ refundedCents: each * 3 });
    expect(await refundsOf(order.id)).toHaveLength(3);
  });

  it('answers a double submit with the same Idempotency-Key with the first refund', async () => {
    const order = await paidOrder(1);
    const first = await refund(order.id, { amount: 1, reason: 'Oops' }, vendor, 'refund-key-1');
    const second = await refund(order.id, { amount: 1, reason: 'Oops' }, vendor, 'refund-key-1');
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await refundsOf(order.id)).toHaveLength(1);
  });

  it('keeps an order refunded in full but not cancelled on the board and its pass', async () => {
    const order = await paidOrder(1);
    const full = await refund(order.id, { amount: order.totalAmount, reason: 'On the house' });
    expect(full.statusCode, full.body).toBe(201);
    const board = await callApi(harness.app, 'GET', '/api/vendor/orders', vendor);
    expect(board.json<OrderView[]>().find((row) => row.id === order.id)).toMatchObject({
      status: 'pending',
      paymentStatus: 'refunded',
    });
    const pass = await callApi(harness.app, 'GET', `/api/orders/${order.id}/pass`, customer);
    expect(pass.statusCode, pass.body).toBe(200);
  });

  it("writes a refund record for the vendor's cancel of a paid order", async () => {
    const order = await paidOrder(1);
    await refund(order.id, { amount: 1, reason: 'Part' });
    const response = await callApi(harness.app, 'PATCH', `/api/vendor/orders/${order.id}`, vendor, {
      status: 'cancelled',
      reason: 'Out of buns',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ paymentStatus: 'refunded' });
    expect(
      (await refundsOf(order.id)).map((row) => [row.amountCents, row.reason, row.actorRole]),
    ).toEqual([
      [100, 'Part', 'vendor'],
      [order.totalCents - 100, 'Out of buns', 'vendor'],
    ]);
  });
});

describe('analytics net of refunds', () => {
  it('counts a partly refunded order as paid less refunded, for the vendor and the platform', async () => {
    const vendorFigures = async () =>
      (await callApi(harness.app, 'GET', '/api/vendor/analytics', vendor)).json<VendorAnalytics>();
    const platformFigures = async () =>
      (await callApi(harness.app, 'GET', '/api/admin/analytics', admin)).json<AdminAnalytics>();
    const order = await paidOrder(2);
    const [vendorBefore, platformBefore] = [await vendorFigures(), await platformFigures()];
    expect((await refund(order.id, { amount: '2.00', reason: 'Late' })).statusCode).toBe(201);
    const [vendorAfter, platformAfter] = [await vendorFigures(), await platformFigures()];
    expect(vendorBefore.totalRevenueCents - vendorAfter.totalRevenueCents).toBe(200);
    expect(vendorAfter.totalOrders).toBe(vendorBefore.totalOrders);
    expect(platformBefore.totalRevenueCents - platformAfter.totalRevenueCents).toBe(200);
  });
});
