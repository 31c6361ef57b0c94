import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { outbox, pushSubscriptions } from '../../db/schema';
import { seededMenu, seededVendorId, userIdByEmail } from '../orders/orders.test-support';
import { callApi, insertOrder, patchOrderStatus } from '../vendor/vendor.test-support';
import {
  startPushEndpoint,
  type DeviceBehaviour,
  type PushEndpoint,
  type TestDevice,
} from './push-endpoint.test-support';

// The vendor moves an order on; the customer's every subscribed device gets the news from its
// push service, encrypted for it and signed with the server's VAPID key, without the vendor's
// request ever waiting for a push service.

const CUSTOMER = 'customer@curtaincall.test';
const TIMEOUT_MS = 1_500;
const RETRY_DELAYS_MS = [100, 200];

let harness: TestApp;
let endpoint: PushEndpoint;
let vendorCookie: string;
let publicKey: string;
let customerId: number;
let vendorId: number;
let burgerId: number;
let deviceCount = 0;

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  harness = await createTestApp({
    environment: {
      PUSH_ENDPOINT_ORIGINS: endpoint.origin,
      VAPID_SUBJECT: 'mailto:ops@curtaincall.test',
    },
    pushSending: { timeoutMs: TIMEOUT_MS, retryDelaysMs: RETRY_DELAYS_MS, sweepIntervalMs: 200 },
  });
  vendorCookie = await login(harness.app, 'vendor@curtaincall.test');
  publicKey = (await callApi(harness.app, 'GET', '/api/push/public-key')).json<{
    publicKey: string;
  }>().publicKey;
  customerId = await userIdByEmail(db(), CUSTOMER);
  vendorId = await seededVendorId(db(), 'Curtain Call Burgers');
  burgerId = (await seededMenu(db()))('Encore Smash Burger').id;
});
afterAll(async () => {
  await harness.close();
  await endpoint.close();
});
beforeEach(async () => {
  // each test subscribes its own devices
  await db().delete(pushSubscriptions);
  endpoint.received.length = 0;
  endpoint.attempts.length = 0;
});

const db = () => harness.database.db;

/** A signed-in device of the customer, subscribed through the API. */
async function subscribedDevice(behaviour?: DeviceBehaviour): Promise<TestDevice> {
  deviceCount += 1;
  const device = endpoint.device(`order-device-${deviceCount}`, behaviour);
  const cookie = await login(harness.app, CUSTOMER);
  const response = await callApi(
    harness.app,
    'POST',
    '/api/push/subscriptions',
    cookie,
    device.subscription,
  );
  expect(response.statusCode, response.body).toBe(201);
  return device;
}

const preparingOrder = () =>
  insertOrder(db(), {
    userId: customerId,
    vendorId,
    lines: [{ menuItemId: burgerId, quantity: 1 }],
    status: 'preparing',
  });

async function patch(orderId: number, payload: object) {
  const response = await patchOrderStatus(harness.app, vendorCookie, orderId, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const receivedBy = (device: TestDevice) =>
  endpoint.received.filter((push) => push.device === device.name);
const attemptsOf = (device: TestDevice) =>
  endpoint.attempts.filter((attempt) => attempt.device === device.name);

async function pushRecordsOf(orderId: number) {
  return db()
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'push'),
        sql`${outbox.payload}->'message'->>'orderId' = ${String(orderId)}`,
      ),
    )
    .orderBy(outbox.id);
}

describe('an order ready for pickup', () => {
  it('is pushed once to every device of the customer: high urgency, 15 minutes, one topic', async () => {
    const phone = await subscribedDevice();
    const tablet = await subscribedDevice();
    const order = await preparingOrder();
    await patch(order.id, { status: 'ready' });

    await expect.poll(() => endpoint.received.length, { timeout: 5_000 }).toBe(2);
    const [pickupCode] = await db()
      .execute(sql`select pickup_code from orders where id = ${order.id}`)
      .then((result) => (result as unknown as { rows: { pickup_code: string }[] }).rows);
    for (const device of [phone, tablet]) {
      const [push] = receivedBy(device);
      expect(push).toMatchObject({
        ttl: '900',
        urgency: 'high',
        topic: `order-${order.id}`,
        contentEncoding: 'aes128gcm',
        vapidPublicKey: publicKey,
        claims: { aud: endpoint.origin, sub: 'mailto:ops@curtaincall.test' },
        message: {
          type: 'order_status',
          orderId: order.id,
          status: 'ready',
          title: 'Your order is ready!',
          body: expect.stringContaining(pickupCode?.pickup_code ?? 'no code'),
          pickupCode: pickupCode?.pickup_code,
        },
      });
      expect(push?.claims.exp).toBeGreaterThan(Date.now() / 1000);
    }
    expect(endpoint.problems).toEqual([]);
    // marked sent once the push service has answered
    await expect
      .poll(async () =>
        (await pushRecordsOf(order.id)).map(({ attempts, sentAt }) => ({
          attempts,
          isSent: sentAt !== null,
        })),
      )
      .toEqual([
        { attempts: 1, isSent: true },
        { attempts: 1, isSent: true },
      ]);
  });

  it('pushes nothing when the customer has no subscribed device, nor for other statuses', async () => {
    const order = await preparingOrder();
    await patch(order.id, { status: 'ready' });
    expect(await pushRecordsOf(order.id)).toEqual([]);

    await subscribedDevice();
    const other = await insertOrder(db(), {
      userId: customerId,
      vendorId,
      lines: [{ menuItemId: burgerId, quantity: 1 }],
      status: 'confirmed',
    });
    await patch(other.id, { status: 'preparing' });
    expect(await pushRecordsOf(other.id)).toEqual([]);
  });
});

describe('a delay and a cancellation', () => {
  it('are pushed with normal urgency and the order’s topic', async () => {
    const phone = await subscribedDevice();
    const delayed = await preparingOrder();
    await patch(delayed.id, { status: 'delayed', delayMinutes: 10, reason: 'Grill reheating' });
    const cancelled = await preparingOrder();
    await patch(cancelled.id, { status: 'cancelled', reason: 'Out of buns' });

    await expect.poll(() => receivedBy(phone).length, { timeout: 5_000 }).toBe(2);
    const byOrder = (orderId: number) =>
      receivedBy(phone).find((push) => (push.message as { orderId: number }).orderId === orderId);
    expect(byOrder(delayed.id)).toMatchObject({
      urgency: 'normal',
      ttl: '3600',
      topic: `order-${delayed.id}`,
      message: {
        type: 'order_status',
        status: 'delayed',
        title: 'Your order is delayed',
        body: expect.stringContaining('Grill reheating'),
      },
    });
    expect(byOrder(cancelled.id)).toMatchObject({
      urgency: 'normal',
      topic: `order-${cancelled.id}`,
      message: {
        status: 'cancelled',
        title: 'Order cancelled',
        body: expect.stringContaining('Out of buns'),
      },
    });
    expect(byOrder(cancelled.id)?.message).not.toHaveProperty('pickupCode');
  });
});

describe('a subscription the push service says is over', () => {
  it.each([404, 410])('is removed when the push service answers %i', async (status) => {
    const gone = await subscribedDevice({ kind: 'status', status });
    const live = await subscribedDevice();
    const order = await preparingOrder();
    await patch(order.id, { status: 'ready' });

    await expect.poll(() => receivedBy(live).length, { timeout: 5_000 }).toBe(1);
    await expect
      .poll(async () => (await db().select().from(pushSubscriptions)).map((row) => row.endpoint), {
        timeout: 5_000,
      })
      .toEqual([live.subscription.endpoint]);
    // told once, not retried
    expect(attemptsOf(gone)).toHaveLength(1);
    await expect
      .poll(async () => (await pushRecordsOf(order.id)).every((record) => record.sentAt !== null))
      .toBe(true);
  });
});

describe('a failing push service', () => {
  it('is tried again with back-off until it accepts', async () => {
    const flaky = await subscribedDevice({ kind: 'fail-first', times: 2, status: 503 });
    const order = await preparingOrder();
    await patch(order.id, { status: 'ready' });
    await expect.poll(() => receivedBy(flaky).length, { timeout: 5_000 }).toBe(1);
    const times = attemptsOf(flaky).map((attempt) => attempt.at);
    expect(times).toHaveLength(3);
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[0] ?? 0);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBeGreaterThanOrEqual(RETRY_DELAYS_MS[1] ?? 0);
    // the record is marked sent once the push service's answer is back, a moment after it
    // delivered the message
    await expect
      .poll(async () => (await pushRecordsOf(order.id))[0]?.sentAt ?? null, { timeout: 5_000 })
      .not.toBeNull();
    const [record] = await pushRecordsOf(order.id);
    expect(record).toMatchObject({ attempts: 3 });
  });

  it('that never answers is given up after its time-out and retries, holding up neither the other devices nor the vendor', async () => {
    const silent = await subscribedDevice({ kind: 'hang' });
    const live = await subscribedDevice();
    const order = await preparingOrder();

    const started = Date.now();
    await patch(order.id, { status: 'ready' });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS);
    await expect.poll(() => receivedBy(live).length, { timeout: 5_000 }).toBe(1);
    const firstSilentAttempt = attemptsOf(silent)[0]?.at ?? 0;
    expect(firstSilentAttempt).toBeGreaterThan(0);
    // the live device was served while the silent one's first try still hung
    expect(Date.now() - firstSilentAttempt).toBeLessThan(TIMEOUT_MS);

    // another order's push goes out while the silent device is still being tried
    const next = await preparingOrder();
    await patch(next.id, { status: 'ready' });
    await expect.poll(() => receivedBy(live).length, { timeout: 5_000 }).toBe(2);

    const [silentRow] = await db()
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, silent.subscription.endpoint));
    const silentRecord = async () =>
      (await pushRecordsOf(order.id)).find(
        (record) => record.payload.subscriptionId === silentRow?.id,
      );
    const maxAttempts = RETRY_DELAYS_MS.length + 1;
    await expect
      .poll(async () => (await silentRecord())?.sentAt ?? null, {
        timeout: maxAttempts * TIMEOUT_MS + 5_000,
        interval: 100,
      })
      .not.toBeNull();
    const givenUpAfter = Date.now() - firstSilentAttempt;
    expect(await silentRecord()).toMatchObject({ attempts: maxAttempts });
    // each try was cut off at the time-out, then waited its back-off
    const backOff = RETRY_DELAYS_MS.reduce((sum, delay) => sum + delay, 0);
    expect(givenUpAfter).toBeGreaterThanOrEqual(maxAttempts * TIMEOUT_MS + backOff - 100);
    expect(givenUpAfter).toBeLessThan(maxAttempts * TIMEOUT_MS + backOff + 2_000);
    expect(receivedBy(silent)).toEqual([]);
  });
});
