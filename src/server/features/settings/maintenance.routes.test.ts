import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAINTENANCE_MESSAGE } from '../../../contract/app-status';
import type { OrderView } from '../../../contract/orders';
import {
  idempotencyKeys,
  orderItems,
  orderStatusHistory,
  orders,
  paymentIntents,
} from '../../db/schema';
import { login } from '../../../test/test-app';
import {
  demoCheckoutPayload,
  postOrder,
  startAsCustomerForFile,
} from '../orders/orders.test-support';
import { confirmBody, setSetting } from '../payments/payments.test-support';
import { patchOrderStatus } from '../vendor/vendor.test-support';
import { MAINTENANCE_SETTING_KEY } from './settings.service';

// accounts spec 9, app_maintenance_mode: 'customers see a maintenance notice and new orders are
// paused'. Orders placed before it carry on: they can be paid and prepared.

const start = startAsCustomerForFile();
beforeAll(() => setSetting(start.harness.database.db, 'demo_payment_delay', '0'));
afterEach(() => setMaintenance('false'));

const db = () => start.harness.database.db;
const setMaintenance = (value: string) => setSetting(db(), MAINTENANCE_SETTING_KEY, value);
const MAINTENANCE_BODY = { code: 'MAINTENANCE', message: MAINTENANCE_MESSAGE };

const browsePayload = () => ({
  vendorId: start.burger.vendorId,
  items: [{ menuItemId: start.burger.id, quantity: 1 }],
  pickupTime: 'asap',
});
const demoPayload = () => demoCheckoutPayload(start.burger, start.menu('Loaded Stage Fries'));

/** Every row a new order would write. */
async function rowCounts() {
  return {
    orders: await db().$count(orders),
    orderItems: await db().$count(orderItems),
    history: await db().$count(orderStatusHistory),
    idempotencyKeys: await db().$count(idempotencyKeys),
    paymentIntents: await db().$count(paymentIntents),
  };
}

async function placeOrder(): Promise<OrderView> {
  const response = await postOrder(start.harness.app, start.customer, browsePayload());
  expect(response.statusCode).toBe(201);
  return response.json<OrderView>();
}

function createIntent(url: string, order: OrderView) {
  return start.harness.app.inject({
    method: 'POST',
    url,
    payload: { amount: Number(order.totalAmount), orderId: order.id },
    headers: { cookie: start.customer },
  });
}

describe('GET /api/app-status', () => {
  it('answers without a session, never cached, and follows the setting at once', async () => {
    const off = await start.harness.app.inject({ method: 'GET', url: '/api/app-status' });
    expect(off.statusCode).toBe(200);
    expect(off.headers['cache-control']).toBe('no-store');
    expect(off.json()).toEqual({ maintenance: false, cardPayments: true, receiptEmails: false });

    await setMaintenance('true');
    const on = await start.harness.app.inject({ method: 'GET', url: '/api/app-status' });
    expect(on.json()).toEqual({ maintenance: true, cardPayments: true, receiptEmails: false });
  });

  it.each([
    ['ON', true],
    ['1', true],
    ['off', false],
    ['soon', false],
  ])('reads %s as maintenance %s', async (value, expected) => {
    await setMaintenance(value);
    const response = await start.harness.app.inject({ method: 'GET', url: '/api/app-status' });
    expect(response.json()).toEqual({
      maintenance: expected,
      cardPayments: true,
      receiptEmails: false,
    });
  });
});

describe('POST /api/orders in maintenance', () => {
  it.each([
    ['browse', browsePayload],
    ['demo', demoPayload],
  ])('refuses a %s order with 503 and writes nothing', async (_shape, payload) => {
    await setMaintenance('true');
    const before = await rowCounts();
    const response = await postOrder(start.harness.app, start.customer, payload());
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(MAINTENANCE_BODY);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a new Idempotency-Key without keeping it, so the retry goes through later', async () => {
    await setMaintenance('on');
    const before = await rowCounts();
    const headers = { 'idempotency-key': 'maintenance-0001' };
    const refused = await postOrder(start.harness.app, start.customer, browsePayload(), headers);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual(MAINTENANCE_BODY);
    expect(await rowCounts()).toEqual(before);

    await setMaintenance('false');
    const later = await postOrder(start.harness.app, start.customer, browsePayload(), headers);
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
  });

  it('still replays an order placed before maintenance, without a second order', async () => {
    const headers = { 'idempotency-key': 'maintenance-0002' };
    const first = await postOrder(start.harness.app, start.customer, browsePayload(), headers);
    expect(first.statusCode).toBe(201);
    await setMaintenance('true');
    const before = await rowCounts();
    const replay = await postOrder(start.harness.app, start.customer, browsePayload(), headers);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json<OrderView>().id).toBe(first.json<OrderView>().id);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('payments in maintenance', () => {
  it.each(['/api/payments/demo/create-intent', '/api/create-payment-intent'])(
    'still lets a customer pay an order placed before maintenance at %s',
    async (url) => {
      const order = await placeOrder();
      await setMaintenance('true');
      const response = await createIntent(url, order);
      expect(response.statusCode).toBe(200);
      expect(await db().$count(paymentIntents, eq(paymentIntents.orderId, order.id))).toBe(1);
    },
  );

  it('confirms an intent opened before maintenance, and the vendor can prepare the order', async () => {
    const order = await placeOrder();
    const intent = await createIntent('/api/create-payment-intent', order);
    expect(intent.statusCode).toBe(200);
    await setMaintenance('true');

    const confirmed = await start.harness.app.inject({
      method: 'POST',
      url: '/api/payments/demo/confirm',
      payload: confirmBody(intent.json<{ paymentIntentId: string }>().paymentIntentId),
      headers: { cookie: start.customer },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().payment_intent.status).toBe('succeeded');
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('paid');

    const vendor = await login(start.harness.app, 'vendor@curtaincall.test');
    const advanced = await patchOrderStatus(start.harness.app, vendor, order.id, {
      status: 'confirmed',
    });
    expect(advanced.statusCode).toBe(200);
    expect(advanced.json<OrderView>().status).toBe('confirmed');
  });
});
