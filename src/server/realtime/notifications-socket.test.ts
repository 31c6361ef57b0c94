import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SOCKET_CLOSE,
  SOCKET_MAX_MESSAGE_BYTES,
  type ServerSocketMessage,
} from '../../contract/notifications';
import { notifications, orders } from '../db/schema';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { userIdByEmail } from '../features/orders/orders.test-support';
import { setSetting } from '../features/payments/payments.test-support';
import { callApi, patchOrderStatus } from '../features/vendor/vendor.test-support';
import { recordNotification } from '../features/notifications/notifications.service';
import {
  isNotification,
  isOrderUpdate,
  openSocket,
  placePaidOrder,
  refusedStatus,
  type TestSocket,
} from './socket.test-support';

// The notification socket against a listening app, with a real `ws` client.

// Long enough that a client in this same process, held up by the embedded database on a busy
// machine, still answers each ping before the next beat takes it for dead
const HEARTBEAT_MS = 1_500;
let harness: TestApp;
let customer: string;
let vendor: string;
let pendingVendor: string;
let customerId: number;
const opened: TestSocket[] = [];

async function connect(cookie: string): Promise<TestSocket> {
  const socket = await openSocket(harness.app, { cookie });
  opened.push(socket);
  await socket.waitFor((message) => message.type === 'authenticated');
  return socket;
}

beforeAll(async () => {
  harness = await createTestApp({ socketHeartbeatMs: HEARTBEAT_MS });
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  await setSetting(harness.database.db, 'demo_payment_delay', '0');
  customer = await login(harness.app, 'customer@curtaincall.test');
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  pendingVendor = await login(harness.app, 'pending-vendor@curtaincall.test');
  customerId = await userIdByEmail(harness.database.db, 'customer@curtaincall.test');
});
afterAll(async () => {
  for (const socket of opened) socket.ws.terminate();
  await harness.close();
});

describe('the upgrade', () => {
  it('is refused with 401 without a valid session', async () => {
    expect(await refusedStatus(harness.app)).toBe(401);
    expect(await refusedStatus(harness.app, { cookie: 'cc_session=forged' })).toBe(401);
  });

  it('is refused with 403 from another origin', async () => {
    expect(
      await refusedStatus(harness.app, { cookie: customer, origin: 'https://evil.test' }),
    ).toBe(403);
  });

  it('opens with the session user and answers pings', async () => {
    const socket = await connect(customer);
    expect(socket.messages[0]).toEqual({ type: 'authenticated', userId: customerId });
    socket.send({ type: 'ping', userId: customerId });
    const pong = await socket.waitFor((message) => message.type === 'pong');
    expect(pong.type === 'pong' && !Number.isNaN(Date.parse(pong.timestamp))).toBe(true);
    socket.close();
  });
});

describe('client messages', () => {
  it('survives malformed and unknown messages', async () => {
    const socket = await connect(customer);
    socket.send('{not json');
    socket.send({ type: 'launch_rockets' });
    socket.send({ type: 'mark_read', notificationId: 'seven' });
    await expect
      .poll(() => socket.messages.filter((message) => message.type === 'error').length)
      .toBe(3);
    socket.send({ type: 'ping' });
    await socket.waitFor((message) => message.type === 'pong');
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.close();
  });

  it('closes with 1009 (message too big) on a message over the size limit, unread', async () => {
    const socket = await connect(customer);
    const padding = 'x'.repeat(SOCKET_MAX_MESSAGE_BYTES);
    socket.send({ type: 'ping', padding });
    expect((await socket.closed).code).toBe(1009);
    expect(socket.messages.some((message) => message.type === 'pong')).toBe(false);
  });

  it('reads a message of exactly the size limit', async () => {
    const socket = await connect(customer);
    const envelope = JSON.stringify({ type: 'ping', padding: '' });
    socket.send({ type: 'ping', padding: 'x'.repeat(SOCKET_MAX_MESSAGE_BYTES - envelope.length) });
    await socket.waitFor((message) => message.type === 'pong');
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    socket.close();
  });

  it('closes with 4401 when authenticate claims another user', async () => {
    const socket = await connect(customer);
    socket.send({ type: 'authenticate', userId: customerId + 1000, userRole: 'admin' });
    await socket.waitFor((message) => message.type === 'error');
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('accepts an authenticate that matches the session', async () => {
    const socket = await connect(customer);
    socket.send({ type: 'authenticate', userId: customerId, userRole: 'customer' });
    socket.send({ type: 'ping' });
    await socket.waitFor((message) => message.type === 'pong');
    expect(socket.messages.filter((message) => message.type === 'authenticated')).toHaveLength(2);
    socket.close();
  });

  it('lets no vendor follow another vendor’s orders (4403)', async () => {
    const socket = await connect(pendingVendor);
    socket.send({ type: 'subscribe_to_orders', vendorId: 1 });
    await socket.waitFor((message) => message.type === 'error');
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.forbidden);

    const customerSocket = await connect(customer);
    customerSocket.send({ type: 'subscribe_to_orders', vendorId: 1 });
    expect((await customerSocket.closed).code).toBe(SOCKET_CLOSE.forbidden);
  });

  it('lets the owner subscribe to its own vendor', async () => {
    const socket = await connect(vendor);
    socket.send({ type: 'subscribe_to_orders', vendorId: 1 });
    expect(await socket.waitFor((message) => message.type === 'subscribed')).toEqual({
      type: 'subscribed',
      vendorId: 1,
    });
    socket.close();

    const admin = await connect(await login(harness.app, 'admin@curtaincall.test'));
    admin.send({ type: 'subscribe_to_orders', vendorId: 1 });
    await admin.waitFor((message) => message.type === 'subscribed');
    admin.close();
  });

  it('mark_read marks the caller’s own notification read and ignores others’', async () => {
    const db = harness.database.db;
    const vendorId = await userIdByEmail(db, 'vendor@curtaincall.test');
    const socket = await connect(customer);
    const own = await recordNotification(db, {
      userId: customerId,
      title: 'Doors open',
      message: 'Doors open at 7pm.',
      category: 'system',
    });
    const others = await recordNotification(db, {
      userId: vendorId,
      title: 'Not yours',
      message: 'Someone else’s.',
      category: 'system',
    });
    socket.send({ type: 'mark_read', notificationId: own.id });
    socket.send({ type: 'mark_read', notificationId: others.id });
    socket.send({ type: 'ping' });
    await socket.waitFor((message) => message.type === 'pong');
    const rows = await db.select().from(notifications);
    expect(rows.find((row) => row.id === own.id)?.isRead).toBe(true);
    expect(rows.find((row) => row.id === others.id)?.isRead).toBe(false);
    socket.close();
  });
});

describe('order events', () => {
  it('reaches the vendor when an order is paid and the customer at every step', async () => {
    const vendorSocket = await connect(vendor);
    const customerSocket = await connect(customer);
    const order = await placePaidOrder(harness.app, harness.database.db, customer);

    const newOrder = await vendorSocket.waitFor(isNotification(`New order #${order.id}`));
    expect(newOrder.type === 'notification' && newOrder.data).toMatchObject({
      category: 'order',
      priority: 'high',
      orderId: order.id,
      isRead: false,
    });
    expect(newOrder.type === 'notification' && newOrder.data.message).toMatch(/2 items · \$/);
    // the board hears of the order as paying left it
    const paid = {
      type: 'order_update',
      data: {
        orderId: order.id,
        vendorId: order.vendorId,
        userId: customerId,
        status: order.status,
        paymentStatus: 'paid',
      },
    };
    expect(await vendorSocket.waitFor(isOrderUpdate(order.id))).toEqual(paid);
    expect(await customerSocket.waitFor(isOrderUpdate(order.id))).toEqual(paid);

    for (const status of ['confirmed', 'preparing', 'ready'] as const) {
      const response = await patchOrderStatus(harness.app, vendor, order.id, { status });
      expect(response.statusCode).toBe(200);
      const update = await customerSocket.waitFor(isOrderUpdate(order.id, status));
      expect(update).toEqual({
        type: 'order_update',
        data: {
          orderId: order.id,
          vendorId: order.vendorId,
          userId: customerId,
          status,
          paymentStatus: 'paid',
        },
      });
      await vendorSocket.waitFor(isOrderUpdate(order.id, status));
    }
    const ready = (await callApi(harness.app, 'GET', `/api/orders/${order.id}`, customer)).json<{
      pickupCode: string;
    }>();
    const notice = await customerSocket.waitFor(isNotification('Your order is ready!'));
    expect(notice.type === 'notification' && notice.data).toMatchObject({
      priority: 'high',
      category: 'order',
      message: `Show code ${ready.pickupCode} at Curtain Call Burgers (Lot B, Gate 3).`,
    });
    await customerSocket.waitFor(isNotification('Order confirmed'));
    await customerSocket.waitFor(isNotification('Your food is being prepared'));

    // the vendor's socket follows its vendor channel: each change arrives once, not twice
    vendorSocket.send({ type: 'ping' });
    await vendorSocket.waitFor((message) => message.type === 'pong');
    expect(vendorSocket.messages.filter(isOrderUpdate(order.id))).toHaveLength(4);

    const completed = await patchOrderStatus(harness.app, vendor, order.id, {
      status: 'completed',
      pickupCode: ready.pickupCode,
    });
    expect(completed.statusCode).toBe(200);
    const enjoy = await customerSocket.waitFor(isNotification('Enjoy your meal!'));
    expect(enjoy.type === 'notification' && enjoy.data.priority).toBe('low');
    vendorSocket.close();
    customerSocket.close();
  });

  it('tells the customer about a cancellation with the reason and the refund', async () => {
    const customerSocket = await connect(customer);
    const order = await placePaidOrder(harness.app, harness.database.db, customer);
    const response = await patchOrderStatus(harness.app, vendor, order.id, {
      status: 'cancelled',
      reason: 'Out of buns',
    });
    expect(response.statusCode).toBe(200);
    const update = await customerSocket.waitFor(isOrderUpdate(order.id, 'cancelled'));
    expect(update.type === 'order_update' && update.data.paymentStatus).toBe('refunded');
    const notice = await customerSocket.waitFor(isNotification('Order cancelled'));
    expect(notice.type === 'notification' && notice.data.priority).toBe('high');
    expect(notice.type === 'notification' && notice.data.message).toContain('Out of buns');
    expect(notice.type === 'notification' && notice.data.message).toContain(
      'Your payment has been refunded.',
    );
    customerSocket.close();
  });

  it('tells the customer at once, with high priority, that the order is delayed', async () => {
    const customerSocket = await connect(customer);
    const order = await placePaidOrder(harness.app, harness.database.db, customer);
    for (const status of ['confirmed', 'preparing'] as const)
      expect((await patchOrderStatus(harness.app, vendor, order.id, { status })).statusCode).toBe(
        200,
      );
    const delayed = await patchOrderStatus(harness.app, vendor, order.id, {
      status: 'delayed',
      delayMinutes: 10,
      reason: 'Grill restart',
    });
    expect(delayed.statusCode).toBe(200);
    await customerSocket.waitFor(isOrderUpdate(order.id, 'delayed'));
    const notice = await customerSocket.waitFor(isNotification('Your order is delayed'));
    const [moved] = await harness.database.db
      .select({ pickupTime: orders.pickupTime })
      .from(orders)
      .where(eq(orders.id, order.id));
    const newTime = moved!.pickupTime.toLocaleTimeString('en-US', {
      hour: 'numeric',
      minute: '2-digit',
    });
    const expected = {
      title: 'Your order is delayed',
      message: `Curtain Call Burgers needs a little more time for order #${order.id}. New pickup time: ${newTime}. Reason: Grill restart. We will tell you when it is ready.`,
      category: 'order',
      priority: 'high',
      orderId: order.id,
      isRead: false,
    };
    expect(notice.type === 'notification' && notice.data).toMatchObject(expected);
    const rows = await harness.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    expect(rows.filter((row) => row.title === expected.title)).toEqual([
      expect.objectContaining({ userId: customerId, priority: 'high', message: expected.message }),
    ]);
    customerSocket.close();
  });

  it('does not notify twice for an idempotent replay', async () => {
    const customerSocket = await connect(customer);
    const order = await placePaidOrder(harness.app, harness.database.db, customer);
    const headers = { 'idempotency-key': `replay-${order.id}` };
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
    await customerSocket.waitFor(isOrderUpdate(order.id, 'confirmed'));
    customerSocket.send({ type: 'ping' });
    await customerSocket.waitFor((message) => message.type === 'pong');
    const rows = await harness.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    expect(rows.filter((row) => row.title === 'Order confirmed')).toHaveLength(1);
    customerSocket.close();
  });
});

describe('connection limits and liveness', () => {
  it('keeps at most 5 sockets per user, closing the oldest with 4429', async () => {
    const sockets: TestSocket[] = [];
    for (let index = 0; index < 6; index += 1) sockets.push(await connect(customer));
    expect((await sockets[0]!.closed).code).toBe(SOCKET_CLOSE.tooManyConnections);
    for (const socket of sockets.slice(1)) expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    for (const socket of sockets) socket.close();
  });

  it('closes the socket at the next heartbeats after logout', async () => {
    const cookie = await login(harness.app, 'customer@curtaincall.test');
    const socket = await connect(cookie);
    const logout = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBeLessThan(300);
    const started = Date.now();
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
    // the heartbeat re-checks the session; a busy machine may delay a beat or two
    expect(Date.now() - started).toBeLessThan(HEARTBEAT_MS * 6);
  });

  it('terminates a socket that stops answering pings', async () => {
    const socket = await connect(customer);
    // a client that never answers: stop the automatic pong
    (socket.ws as unknown as { pong: () => void }).pong = () => undefined;
    const closing = await socket.closed;
    expect(closing.code).toBe(1006);
  });

  it('keeps answering pings from a live client', async () => {
    const socket = await connect(customer);
    await new Promise((resolve) => setTimeout(resolve, HEARTBEAT_MS * 3));
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    const messages: ServerSocketMessage[] = socket.messages;
    expect(messages[0]?.type).toBe('authenticated');
    socket.close();
  });
});
