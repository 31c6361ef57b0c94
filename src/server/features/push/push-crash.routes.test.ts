import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { outbox, pushSubscriptions, users, vendors } from '../../db/schema';
import { createMemoryBus } from '../../realtime/bus';
import { quietLog } from '../notifications/outbox.test-support';
import { seededMenu, seededVendorId } from '../orders/orders.test-support';
import { updateVendorOrderStatus } from '../vendor/vendor-orders.service';
import { callApi, insertOrder } from '../vendor/vendor.test-support';
import { startPushEndpoint, type PushEndpoint } from './push-endpoint.test-support';
import { startPushSender, type PushSender } from './push-sender';
import { vapidKeysLoader } from './vapid-keys';

// A status change whose process dies after its commit, before its pushes leave, still has them
// in the outbox: the next sender to look (a restarted instance, another one) sends each once.
// A sender that died holding a push lets it go when its hold runs out, and only then.

const CUSTOMER = 'customer@curtaincall.test';

let harness: TestApp;
let endpoint: PushEndpoint;
const senders: PushSender[] = [];

beforeAll(async () => {
  endpoint = await startPushEndpoint();
  // the app's own sender only looks once a minute here, so the test's senders do the sending
  harness = await createTestApp({
    environment: { PUSH_ENDPOINT_ORIGINS: endpoint.origin },
    pushSending: { sweepIntervalMs: 60_000, timeoutMs: 2_000 },
  });
});
afterAll(async () => {
  for (const sender of senders) await sender.close();
  await harness.close();
  await endpoint.close();
});

const db = () => harness.database.db;

/** Another instance's push sender over the same database, with a bus of its own. */
function restartedSender(): PushSender {
  const sender = startPushSender({
    db: db(),
    bus: createMemoryBus(),
    keys: vapidKeysLoader(db(), undefined),
    subject: 'mailto:ops@curtaincall.test',
    log: quietLog,
    sending: { sweepIntervalMs: 60_000, timeoutMs: 2_000 },
  });
  senders.push(sender);
  return sender;
}

async function readyWithoutSending(deviceNames: string[]) {
  const cookie = await login(harness.app, CUSTOMER);
  const devices = deviceNames.map((name) => endpoint.device(name));
  for (const device of devices) {
    const response = await callApi(
      harness.app,
      'POST',
      '/api/push/subscriptions',
      cookie,
      device.subscription,
    );
    expect(response.statusCode).toBe(201);
  }
  const [customer] = await db().select().from(users).where(eq(users.email, CUSTOMER));
  const [actor] = await db().select().from(users).where(eq(users.email, 'vendor@curtaincall.test'));
  const vendorId = await seededVendorId(db(), 'Curtain Call Burgers');
  const [vendor] = await db().select().from(vendors).where(eq(vendors.id, vendorId));
  if (!customer || !actor || !vendor) throw new Error('no demo data');
  const burger = (await seededMenu(db()))('Encore Smash Burger');
  const order = await insertOrder(db(), {
    userId: customer.id,
    vendorId,
    lines: [{ menuItemId: burger.id, quantity: 1 }],
    status: 'preparing',
  });
  // committed, then the process dies: called without a bus, nothing is sent
  const result = await updateVendorOrderStatus(db(), {
    vendor,
    actor,
    orderId: order.id,
    body: { status: 'ready' },
    path: '/api/vendor/orders/:orderId',
    log: quietLog,
  });
  expect(result.statusCode).toBe(200);
  return { order, devices };
}

const pushRecordsOf = (orderId: number) =>
  db()
    .select()
    .from(outbox)
    .where(
      sql`${outbox.kind} = 'push' and ${outbox.payload}->'message'->>'orderId' = ${String(orderId)}`,
    )
    .orderBy(outbox.id);

describe('pushes left by a crash', () => {
  it('are sent once, to each device, by the next sender', async () => {
    const { order, devices } = await readyWithoutSending(['crash-phone', 'crash-tablet']);
    const records = await pushRecordsOf(order.id);
    expect(records).toHaveLength(2);
    expect(records.every((record) => record.sentAt === null && record.attempts === 0)).toBe(true);
    expect(endpoint.received).toEqual([]);

    const sender = restartedSender();
    await sender.sendDue();
    await sender.idle();
    expect(await sender.sendDue()).toBe(0);
    await sender.idle();
    const second = restartedSender();
    expect(await second.sendDue()).toBe(0);

    expect(endpoint.received.map((push) => push.device).sort()).toEqual(
      devices.map((device) => device.name).sort(),
    );
    expect(endpoint.problems).toEqual([]);
    const sent = await pushRecordsOf(order.id);
    expect(sent.map(({ attempts, sentAt }) => ({ attempts, isSent: sentAt !== null }))).toEqual([
      { attempts: 1, isSent: true },
      { attempts: 1, isSent: true },
    ]);
  });

  it('are left alone while a sender that died holds them, and sent once when the hold runs out', async () => {
    endpoint.received.length = 0;
    await db().delete(pushSubscriptions);
    const { order, devices } = await readyWithoutSending(['held-phone']);
    const [record] = await pushRecordsOf(order.id);
    if (!record) throw new Error('no push recorded');
    // what a claim leaves behind when its sender dies before marking it
    await db()
      .update(outbox)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '1 hour'` })
      .where(eq(outbox.id, record.id));

    const sender = restartedSender();
    expect(await sender.sendDue()).toBe(0);
    await db()
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, record.id));
    expect(await sender.sendDue()).toBe(1);
    await sender.idle();
    expect(await sender.sendDue()).toBe(0);

    expect(endpoint.received.map((push) => push.device)).toEqual([devices[0]?.name]);
    const [sent] = await pushRecordsOf(order.id);
    expect(sent?.attempts).toBe(2);
    expect(sent?.sentAt).not.toBeNull();
  });
});
