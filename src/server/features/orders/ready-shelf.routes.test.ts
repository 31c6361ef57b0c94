import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import { REMIND_TOO_SOON_MESSAGE } from '../../../contract/ready-shelf';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { notifications, orders, pushSubscriptions, vendors } from '../../db/schema';
import {
  startPushEndpoint,
  type PushEndpoint,
  type TestDevice,
} from '../push/push-endpoint.test-support';
import { callApi, insertOrder, patchOrderStatus } from '../vendor/vendor.test-support';
import { seededMenu, seededVendorId, signUp, userIdByEmail } from './orders.test-support';
import { remindCustomer, sweepReadyShelf } from './ready-shelf.service';

// The hot shelf: a ready order's unopened alert is pushed once more after two minutes, the vendor
// can buzz the customer again, and past the vendor's hot-shelf time the order is flagged
// uncollected on both sides. The sweep is called with a later clock instead of waiting.

const CUSTOMER = 'customer@curtaincall.test';
const MINUTE = 60_000;

let harness: TestApp;
let endpoint: PushEndpoint;
let vendorCookie: string;
let customerCookie: string;
let otherCustomerCookie: string;
let customerId: number;
let vendorId: number;
let burgerId: number;
let phone: TestDevice;

const db = () => harness.database.db;
const sender = () => ({ bus: harness.bus, log: harness.app.log });

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  harness = await createTestApp({
    environment: { PUSH_ENDPOINT_ORIGINS: endpoint.origin },
    pushSending: { timeoutMs: 1_500, retryDelaysMs: [100], sweepIntervalMs: 200 },
  });
  vendorCookie = await login(harness.app, 'vendor@curtaincall.test');
  customerCookie = await login(harness.app, CUSTOMER);
  otherCustomerCookie = await signUp(harness.app, 'shelffan');
  customerId = await userIdByEmail(db(), CUSTOMER);
  vendorId = await seededVendorId(db(), 'Curtain Call Burgers');
  burgerId = (await seededMenu(db()))('Encore Smash Burger').id;
  await db().delete(pushSubscriptions);
  phone = endpoint.device('shelf-phone');
  const subscribed = await callApi(
    harness.app,
    'POST',
    '/api/push/subscriptions',
    customerCookie,
    phone.subscription,
  );
  expect(subscribed.statusCode, subscribed.body).toBe(201);
});
afterAll(async () => {
  await harness.close();
  await endpoint.close();
});
beforeEach(async () => {
  await db().update(vendors).set({ hotShelfMinutes: 20 }).where(eq(vendors.id, vendorId));
});

const pushesFor = (orderId: number) =>
  endpoint.received.filter(
    (push) => (push.message as { orderId?: number } | undefined)?.orderId === orderId,
  );

async function readyOrder(): Promise<number> {
  const order = await insertOrder(db(), {
    userId: customerId,
    vendorId,
    lines: [{ menuItemId: burgerId, quantity: 1 }],
    status: 'preparing',
  });
  const response = await patchOrderStatus(harness.app, vendorCookie, order.id, { status: 'ready' });
  expect(response.statusCode, response.body).toBe(200);
  // the ready push itself
  await expect.poll(() => pushesFor(order.id).length, { timeout: 5_000 }).toBe(1);
  return order.id;
}

const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE + 5_000);

const customerNotifications = (orderId: number) =>
  db()
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.userId, customerId), eq(notifications.orderId, orderId)))
    .orderBy(notifications.id);

describe('the re-alert of an unopened ready alert', () => {
  it('pushes the ready order once more after two minutes, and only once', async () => {
    const orderId = await readyOrder();
    expect((await sweepReadyShelf(db(), sender(), later(1))).realerted).not.toContain(orderId);

    const swept = await sweepReadyShelf(db(), sender(), later(2));
    expect(swept.realerted).toContain(orderId);
    await expect.poll(() => pushesFor(orderId).length, { timeout: 5_000 }).toBe(2);
    const realert = pushesFor(orderId)[1];
    expect(realert?.urgency).toBe('high');
    expect(realert?.topic).toBe(`order-${orderId}`);
    expect(realert?.message).toMatchObject({
      type: 'order_status',
      orderId,
      status: 'ready',
      title: 'Your order is ready!',
      body: expect.stringMatching(
        /^Still waiting for you\. Show code [A-Z0-9]{4} at Curtain Call Burgers/,
      ),
      pickupCode: expect.stringMatching(/^[A-Z0-9]{4}$/),
    });

    expect((await sweepReadyShelf(db(), sender(), later(3))).realerted).not.toContain(orderId);
    // a re-alert is the push alone: the customer's list of notifications is not doubled
    expect((await customerNotifications(orderId)).map((n) => n.title)).toEqual([
      'Your order is ready!',
    ]);
  });

  it('is not sent once the customer opened the alert or the order', async () => {
    const orderId = await readyOrder();
    const seen = await callApi(
      harness.app,
      'POST',
      `/api/orders/${orderId}/ready-seen`,
      customerCookie,
    );
    expect(seen.statusCode).toBe(204);
    // a second open changes nothing
    const again = await callApi(
      harness.app,
      'POST',
      `/api/orders/${orderId}/ready-seen`,
      customerCookie,
    );
    expect(again.statusCode).toBe(204);

    expect((await sweepReadyShelf(db(), sender(), later(3))).realerted).not.toContain(orderId);
  });

  it('starts again when a recalled order is ready again', async () => {
    const orderId = await readyOrder();
    await callApi(harness.app, 'POST', `/api/orders/${orderId}/ready-seen`, customerCookie);
    for (const status of ['preparing', 'ready'])
      expect(
        (await patchOrderStatus(harness.app, vendorCookie, orderId, { status })).statusCode,
      ).toBe(200);
    expect((await sweepReadyShelf(db(), sender(), later(2))).realerted).toContain(orderId);
  });

  it("answers 404 for another customer's order and 400 for an id that is not one", async () => {
    const orderId = await readyOrder();
    const other = await callApi(
      harness.app,
      'POST',
      `/api/orders/${orderId}/ready-seen`,
      otherCustomerCookie,
    );
    expect(other.statusCode).toBe(404);
    const bad = await callApi(harness.app, 'POST', '/api/orders/1e3/ready-seen', customerCookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ issues: [{ path: 'params.id' }] });
    // the other customer's open did not count: the owner is still re-alerted
    expect((await sweepReadyShelf(db(), sender(), later(2))).realerted).toContain(orderId);
  });
});

describe('"Remind" on the board', () => {
  const remind = (orderId: number, cookie = vendorCookie) =>
    callApi(harness.app, 'POST', `/api/vendor/orders/${orderId}/remind`, cookie);

  it('pushes the ready order again, tells the customer, and stamps the order', async () => {
    const orderId = await readyOrder();
    const response = await remind(orderId);
    expect(response.statusCode, response.body).toBe(200);
    const view = response.json<OrderView>();
    expect(view.remindedAt).not.toBeNull();
    expect(view.readyAt).not.toBeNull();

    await expect.poll(() => pushesFor(orderId).length, { timeout: 5_000 }).toBe(2);
    expect(pushesFor(orderId)[1]?.message).toMatchObject({
      status: 'ready',
      title: 'Your order is waiting for you',
    });
    expect((await customerNotifications(orderId)).at(-1)?.message).toMatch(
      new RegExp(
        `^Curtain Call Burgers is keeping order #${orderId} for you\\. Show code [A-Z0-9]{4}`,
      ),
    );
  });

  it('refuses a second tap within a minute, sending nothing more', async () => {
    const orderId = await readyOrder();
    expect((await remind(orderId)).statusCode).toBe(200);
    const second = await remind(orderId);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ message: REMIND_TOO_SOON_MESSAGE });
    await expect.poll(() => pushesFor(orderId).length, { timeout: 5_000 }).toBe(2);

    // a minute on, it may buzz again
    const view = await remindCustomer(db(), {
      vendor: { id: vendorId },
      orderId,
      now: new Date(Date.now() + MINUTE + 1_000),
      ...sender(),
    });
    expect(view.remindedAt).not.toBeNull();
    await expect.poll(() => pushesFor(orderId).length, { timeout: 5_000 }).toBe(3);
  });

  it('answers 409 for an order that is not ready, 404 for another vendor, 403 for a customer', async () => {
    const order = await insertOrder(db(), {
      userId: customerId,
      vendorId,
      lines: [{ menuItemId: burgerId, quantity: 1 }],
      status: 'preparing',
    });
    const notReady = await remind(order.id);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toMatchObject({ message: 'Only a ready order can be reminded.' });
    expect(
      (await remind(order.id, await signUp(harness.app, 'shelfvendor', 'vendor'))).statusCode,
    ).toBe(404);
    expect((await remind(order.id, customerCookie)).statusCode).toBe(403);
    expect((await remind(0)).statusCode).toBe(400);
  });
});

describe('the uncollected flag', () => {
  it('flags a ready order past the hot-shelf time on both sides and tells the customer once', async () => {
    const saved = await callApi(harness.app, 'PATCH', '/api/vendor/profile', vendorCookie, {
      hotShelfMinutes: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ hotShelfMinutes: 5 });
    const orderId = await readyOrder();
    await callApi(harness.app, 'POST', `/api/orders/${orderId}/ready-seen`, customerCookie);

    expect((await sweepReadyShelf(db(), sender(), later(4))).uncollected).not.toContain(orderId);
    const swept = await sweepReadyShelf(db(), sender(), later(5));
    expect(swept.uncollected).toContain(orderId);
    expect((await sweepReadyShelf(db(), sender(), later(6))).uncollected).not.toContain(orderId);

    const board = await callApi(harness.app, 'GET', '/api/vendor/orders', vendorCookie);
    expect(board.json<OrderView[]>().find((o) => o.id === orderId)?.uncollectedAt).not.toBeNull();
    const own = await callApi(harness.app, 'GET', `/api/orders/${orderId}`, customerCookie);
    expect(own.json<OrderView>().uncollectedAt).not.toBeNull();
    expect((await customerNotifications(orderId)).at(-1)?.title).toBe(
      'Your order has not been collected',
    );
    await expect.poll(() => pushesFor(orderId).length, { timeout: 5_000 }).toBe(2);

    // handed over, it leaves the shelf: its view no longer carries the shelf's times
    const done = await patchOrderStatus(harness.app, vendorCookie, orderId, {
      status: 'completed',
      overridePickupCode: true,
    });
    expect(done.json<OrderView>()).toMatchObject({ readyAt: null, uncollectedAt: null });
  });

  it('calls an unopened order once when it is due for both in the same look', async () => {
    await db().update(vendors).set({ hotShelfMinutes: 5 }).where(eq(vendors.id, vendorId));
    const orderId = await readyOrder();
    const swept = await sweepReadyShelf(db(), sender(), later(5));
    expect(swept.uncollected).toContain(orderId);
    await expect.poll(() => pushesFor(orderId).length, { timeout: 5_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pushesFor(orderId)).toHaveLength(2);
    const [row] = await db().select().from(orders).where(eq(orders.id, orderId));
    expect(row?.realertedAt).not.toBeNull();
  });

  it.each([4, 121, 20.5, '20', null])(
    'refuses a hot-shelf time of %j, naming the field',
    async (value) => {
      const response = await callApi(harness.app, 'PATCH', '/api/vendor/profile', vendorCookie, {
        hotShelfMinutes: value,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        issues: [
          {
            path: 'body.hotShelfMinutes',
            message: 'Hot-shelf time must be a whole number of minutes from 5 to 120',
          },
        ],
      });
    },
  );
});
