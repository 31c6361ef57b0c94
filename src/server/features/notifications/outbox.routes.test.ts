import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { notifications, orders, outbox, users, vendors } from '../../db/schema';
import { setSetting } from '../payments/payments.test-support';
import { patchOrderStatus } from '../vendor/vendor.test-support';
import { updateVendorOrderStatus } from '../vendor/vendor-orders.service';
import { runHousekeeping } from '../../jobs/housekeeping';
import {
  isNotification,
  isOrderUpdate,
  openSocket,
  placeOrder,
  placePaidOrder,
  payOrder,
  type TestSocket,
} from '../../realtime/socket.test-support';
import { sendOutbox } from './outbox-sender';
import { failCommitsThatWriteTheOutbox, quietLog, unsentCount } from './outbox.test-support';

// The outbox: a change's notification and live update are written in the change's transaction
// and sent after the commit from that record, so a crash in between loses nothing, and nothing
// is sent twice.

let harness: TestApp;
let customer: string;
let vendor: string;
const opened: TestSocket[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  await setSetting(harness.database.db, 'demo_payment_delay', '0');
  customer = await login(harness.app, 'customer@curtaincall.test');
  vendor = await login(harness.app, 'vendor@curtaincall.test');
});
afterAll(async () => {
  for (const socket of opened) socket.ws.terminate();
  await harness.close();
});

async function connect(cookie: string): Promise<TestSocket> {
  const socket = await openSocket(harness.app, { cookie });
  opened.push(socket);
  await socket.waitFor((message) => message.type === 'authenticated');
  return socket;
}

const db = () => harness.database.db;

async function orderNotifications(orderId: number, title: string) {
  return db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.orderId, orderId), eq(notifications.title, title)));
}

/** The order's outbox records: its live updates and its notifications. */
async function outboxOf(orderId: number) {
  const rows = await db().select().from(outbox).orderBy(outbox.id);
  const ids = (
    await db().select().from(notifications).where(eq(notifications.orderId, orderId))
  ).map((row) => row.id);
  return rows.filter((row) =>
    row.kind === 'order_update'
      ? row.payload.id === orderId
      : ids.includes(Number(row.payload.notificationId)),
  );
}

describe('written with the change', () => {
  it('stores a status change, its notification and its outbox record together or not at all', async () => {
    const order = await placePaidOrder(harness.app, db(), customer);
    const restore = await failCommitsThatWriteTheOutbox(db());
    try {
      const refused = await patchOrderStatus(harness.app, vendor, order.id, {
        status: 'confirmed',
      });
      expect(refused.statusCode).toBe(500);
    } finally {
      await restore();
    }
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('pending');
    expect(await orderNotifications(order.id, 'Order confirmed')).toEqual([]);
    expect(
      (await outboxOf(order.id)).filter((record) => record.payload.status === 'confirmed'),
    ).toEqual([]);

    const accepted = await patchOrderStatus(harness.app, vendor, order.id, { status: 'confirmed' });
    expect(accepted.statusCode).toBe(200);
    const [notification] = await orderNotifications(order.id, 'Order confirmed');
    const records = await outboxOf(order.id);
    expect(records.filter((record) => record.payload.status === 'confirmed')).toHaveLength(1);
    expect(records.every((record) => record.sentAt !== null)).toBe(true);
    expect(notification).toBeDefined();
  });

  it('stores a payment, the vendor notification and the outbox records together or not at all', async () => {
    const order = await placeOrder(harness.app, db(), customer);
    const restore = await failCommitsThatWriteTheOutbox(db());
    let failed = false;
    try {
      await payOrder(harness.app, customer, order);
    } catch {
      failed = true;
    } finally {
      await restore();
    }
    expect(failed).toBe(true);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('unpaid');
    expect(await orderNotifications(order.id, `New order #${order.id}`)).toEqual([]);
    expect(await outboxOf(order.id)).toEqual([]);
  });
});

describe('sent after a crash', () => {
  it('sends a committed status change that was never sent, once, from the sweep', async () => {
    const order = await placePaidOrder(harness.app, db(), customer);
    const customerSocket = await connect(customer);
    const [vendorRow] = await db().select().from(vendors).where(eq(vendors.id, order.vendorId));
    const [actor] = await db()
      .select()
      .from(users)
      .where(eq(users.email, 'vendor@curtaincall.test'));
    if (!vendorRow || !actor) throw new Error('no seeded vendor');
    // the change commits, and the process dies before its send: no bus to send on
    await updateVendorOrderStatus(db(), {
      vendor: vendorRow,
      actor,
      orderId: order.id,
      body: { status: 'confirmed' },
      path: '/api/vendor/orders/:orderId',
      log: quietLog,
    });
    const written = await outboxOf(order.id);
    expect(written.map((record) => record.kind)).toEqual([
      'notification',
      'order_update',
      'notification',
      'order_update',
    ]);

    // the app's own sweep may take them first: either way each goes once
    await sendOutbox(db(), harness.bus, quietLog);
    expect(await sendOutbox(db(), harness.bus, quietLog)).toBe(0);
    expect(await unsentCount(db())).toBe(0);
    await customerSocket.waitFor(isNotification('Order confirmed'));
    await customerSocket.waitFor(isOrderUpdate(order.id, 'confirmed'));
    customerSocket.send({ type: 'ping' });
    await customerSocket.waitFor((message) => message.type === 'pong');
    expect(customerSocket.messages.filter(isNotification('Order confirmed'))).toHaveLength(1);
    expect(customerSocket.messages.filter(isOrderUpdate(order.id, 'confirmed'))).toHaveLength(1);
  });

  it('sends the expiry of an unpaid order that was never sent, once', async () => {
    const order = await placeOrder(harness.app, db(), customer);
    const customerSocket = await connect(customer);
    const later = new Date(Date.now() + 31 * 60_000);
    const { cancelledOrderIds } = await runHousekeeping(db(), undefined, quietLog, later);
    expect(cancelledOrderIds).toContain(order.id);
    expect((await outboxOf(order.id)).map((record) => record.kind)).toEqual([
      'notification',
      'order_update',
    ]);

    await sendOutbox(db(), harness.bus, quietLog);
    expect(await unsentCount(db())).toBe(0);
    await customerSocket.waitFor(isNotification('Order cancelled'));
    await customerSocket.waitFor(isOrderUpdate(order.id, 'cancelled'));
  });
});

describe('a retry', () => {
  it('does not notify twice when a status change is replayed from its stored answer', async () => {
    const order = await placePaidOrder(harness.app, db(), customer);
    const customerSocket = await connect(customer);
    const headers = { 'idempotency-key': `confirm-${order.id}` };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await patchOrderStatus(
        harness.app,
        vendor,
        order.id,
        { status: 'confirmed' },
        headers,
      );
      expect(response.statusCode).toBe(200);
    }
    await customerSocket.waitFor(isNotification('Order confirmed'));
    customerSocket.send({ type: 'ping' });
    await customerSocket.waitFor((message) => message.type === 'pong');
    expect(customerSocket.messages.filter(isNotification('Order confirmed'))).toHaveLength(1);
    expect(await orderNotifications(order.id, 'Order confirmed')).toHaveLength(1);
    expect(await sendOutbox(db(), harness.bus, quietLog)).toBe(0);
  });
});
