import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderView, TimelineEntry } from '../../../contract/orders';
import { DEMO_REFUND_NOTE } from '../../../contract/vendor';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { postOrder, seededMenu } from '../orders/orders.test-support';
import { confirmBody, setSetting } from '../payments/payments.test-support';
import { callApi, patchOrderStatus } from './vendor.test-support';

// The whole night through the real API: a customer orders and pays, the vendor works the order
// from the board to the counter with the pickup code the customer shows.

let harness: TestApp;
let customer: string;
let vendor: string;

beforeAll(async () => {
  harness = await createTestApp();
  await setSetting(harness.database.db, 'demo_payment_delay', '0');
  customer = await login(harness.app, 'customer@curtaincall.test');
  vendor = await login(harness.app, 'vendor@curtaincall.test');
});
afterAll(() => harness.close());

async function placeOrder(): Promise<OrderView> {
  const menu = await seededMenu(harness.database.db);
  const burger = menu('Encore Smash Burger');
  const response = await postOrder(harness.app, customer, {
    vendorId: burger.vendorId,
    items: [{ menuItemId: burger.id, quantity: 2 }],
    pickupTime: 'asap',
    specialInstructions: 'No onions',
  });
  expect(response.statusCode).toBe(201);
  return response.json<OrderView>();
}

async function pay(order: OrderView) {
  const intent = await callApi(harness.app, 'POST', '/api/payments/demo/create-intent', customer, {
    amount: order.totalCents / 100,
    orderId: order.id,
  });
  const paymentIntentId = intent.json<{ paymentIntentId: string }>().paymentIntentId;
  const confirmed = await callApi(
    harness.app,
    'POST',
    '/api/payments/demo/confirm',
    customer,
    confirmBody(paymentIntentId),
  );
  expect(confirmed.statusCode).toBe(200);
}

const board = async () =>
  (await callApi(harness.app, 'GET', '/api/vendor/orders', vendor)).json<OrderView[]>();
const advance = (orderId: number, payload: object) =>
  patchOrderStatus(harness.app, vendor, orderId, payload);

describe('an order from checkout to pickup', () => {
  it('shows on the board only once paid, and is completed with the customer’s code', async () => {
    const order = await placeOrder();
    expect((await board()).map((entry) => entry.id)).not.toContain(order.id);
    expect((await advance(order.id, { status: 'confirmed' })).statusCode).toBe(409);

    await pay(order);
    const listed = (await board()).find((entry) => entry.id === order.id);
    expect(listed).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      customerFirstName: 'Alex',
      specialInstructions: 'No onions',
    });

    for (const status of ['confirmed', 'preparing', 'ready']) {
      expect((await advance(order.id, { status })).statusCode).toBe(200);
    }
    const seen = await callApi(harness.app, 'GET', `/api/orders/${order.id}`, customer);
    const code = seen.json<OrderView>().pickupCode;
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    // only the customer carries the code; the vendor's screens never show it
    const vendorView = await callApi(harness.app, 'GET', `/api/orders/${order.id}`, vendor);
    expect(vendorView.json<OrderView>().pickupCode).toBeNull();
    expect((await board()).find((entry) => entry.id === order.id)?.pickupCode).toBeNull();

    const done = await advance(order.id, { status: 'completed', pickupCode: code?.toLowerCase() });
    expect(done.statusCode).toBe(200);
    expect(done.json<OrderView>().status).toBe('completed');

    const timeline = await callApi(
      harness.app,
      'GET',
      `/api/orders/${order.id}/timeline`,
      customer,
    );
    expect(timeline.json<TimelineEntry[]>().map((entry) => [entry.label, entry.actorRole])).toEqual(
      [
        ['Order Placed', 'user'],
        ['Pending', 'system'],
        ['Confirmed', 'vendor'],
        ['Preparing', 'vendor'],
        ['Ready for Pickup', 'vendor'],
        ['Completed', 'vendor'],
      ],
    );
    // still on the board for the rest of the night, as completed
    expect((await board()).find((entry) => entry.id === order.id)?.status).toBe('completed');
  });

  it('a paid order the vendor cancels is refunded, and the customer sees why', async () => {
    const order = await placeOrder();
    await pay(order);
    const response = await advance(order.id, { status: 'cancelled', reason: 'Grill broke down' });
    expect(response.statusCode).toBe(200);
    const seen = (
      await callApi(harness.app, 'GET', `/api/orders/${order.id}`, customer)
    ).json<OrderView>();
    expect(seen).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelReason: 'Grill broke down',
    });
    const timeline = await callApi(
      harness.app,
      'GET',
      `/api/orders/${order.id}/timeline`,
      customer,
    );
    expect(timeline.json<TimelineEntry[]>().at(-1)?.note).toContain(DEMO_REFUND_NOTE);
  });
});
