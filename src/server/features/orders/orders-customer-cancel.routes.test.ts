import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DISCARDED_ORDER_CANCEL_REASON, type OrderView } from '../../../contract/orders';
import { TOO_LATE_TO_CANCEL_MESSAGE } from '../../../contract/refunds';
import { notifications, orderStatusHistory, orders } from '../../db/schema';
import type { BusEvent } from '../../realtime/bus';
import type { TestApp } from '../../../test/test-app';
import { postOrder, signUp, startAsCustomer, type SeedMenuItem } from './orders.test-support';

// POST /api/orders/{id}/cancel: a customer discards their own unpaid order (paid ones: the
// refunds tests).

let harness: TestApp;
let customer: string;
let customerId: number;
let burger: SeedMenuItem;
const published: BusEvent[] = [];

beforeAll(async () => {
  const start = await startAsCustomer({ published });
  ({ harness, customer, customerId } = start);
  burger = start.menu('Encore Smash Burger');
});
afterAll(() => harness.close());
afterEach(() => {
  published.length = 0;
});

async function placeOrder(cookie = customer): Promise<OrderView> {
  const response = await postOrder(harness.app, cookie, {
    vendorId: burger.vendorId,
    items: [{ menuItemId: burger.id, quantity: 1 }],
    pickupTime: 'asap',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderView>();
}

const cancel = (orderId: number | string, cookie?: string) =>
  harness.app.inject({
    method: 'POST',
    url: `/api/orders/${orderId}/cancel`,
    headers: cookie ? { cookie } : {},
  });

const rowOf = async (orderId: number) => {
  const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row;
};

describe('POST /api/orders/{id}/cancel', () => {
  it("discards the customer's unpaid order: cancelled, a timeline entry, no notification", async () => {
    const order = await placeOrder();
    published.length = 0;
    const response = await cancel(order.id, customer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: order.id,
      status: 'cancelled',
      paymentStatus: 'unpaid',
      cancelReason: DISCARDED_ORDER_CANCEL_REASON,
    });
    expect(await rowOf(order.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });

    const db = harness.database.db;
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((entry) => [entry.status, entry.actorRole, entry.note])).toEqual([
      ['pending', 'user', 'Order Placed'],
      ['cancelled', 'user', DISCARDED_ORDER_CANCEL_REASON],
    ]);
    expect(await db.$count(notifications, eq(notifications.orderId, order.id))).toBe(0);
    // the customer's other open views refresh
    expect(published).toContainEqual(
      expect.objectContaining({
        kind: 'user',
        userId: customerId,
        message: expect.objectContaining({
          type: 'order_update',
          data: expect.objectContaining({ orderId: order.id, status: 'cancelled' }),
        }),
      }),
    );
  });

  it('answers a repeated discard unchanged, and the discarded order can no longer be paid', async () => {
    const order = await placeOrder();
    expect((await cancel(order.id, customer)).statusCode).toBe(200);
    published.length = 0;
    const again = await cancel(order.id, customer);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: order.id, status: 'cancelled' });
    expect(published).toEqual([]);

    const pay = await harness.app.inject({
      method: 'POST',
      url: '/api/payments/demo/create-intent',
      payload: { amount: order.totalCents / 100, orderId: order.id },
      headers: { cookie: customer },
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe('This order was cancelled, so it cannot be paid.');
  });

  it('refuses an order the kitchen has started with 409 and leaves it as it was', async () => {
    const order = await placeOrder();
    await harness.database.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date(), status: 'preparing' })
      .where(eq(orders.id, order.id));
    const response = await cancel(order.id, customer);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'INVALID_TRANSITION',
      message: TOO_LATE_TO_CANCEL_MESSAGE,
    });
    expect(await rowOf(order.id)).toMatchObject({ status: 'preparing', paymentStatus: 'paid' });
  });

  it("answers 404 for another customer's order and for no order, 401 when signed out", async () => {
    const order = await placeOrder();
    const stranger = await signUp(harness.app, 'discardstranger');
    const response = await cancel(order.id, stranger);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Order not found' });
    expect(await rowOf(order.id)).toMatchObject({ status: 'pending' });

    expect((await cancel(999_999, customer)).statusCode).toBe(404);
    expect((await cancel(order.id)).statusCode).toBe(401);
    const bad = await cancel('abc', customer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues?.[0]?.path).toMatch(/id/);
  });
});
