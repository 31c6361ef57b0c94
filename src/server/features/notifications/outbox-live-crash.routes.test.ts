import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerOrderView } from '../../../contract/orders';
import { menuItemCreateSchema } from '../../../contract/vendor';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { events, notifications, orders, users } from '../../db/schema';
import { createMemoryBus, type BusEvent, type EventBus } from '../../realtime/bus';
import { eventUpdateMessage, publishLive } from '../../realtime/events';
import {
  isNotification,
  isOrderUpdate,
  openSocket,
  placeOrder,
  type TestSocket,
} from '../../realtime/socket.test-support';
import { seedDemo } from '../../seed/seed';
import { decideVendorApplication } from '../admin/admin-vendors.service';
import { cancelOwnOrder } from '../orders/customer-cancellation.service';
import { fireOrderNow } from '../orders/held-orders.service';
import { postOrder, seededMenu, seededVendorId } from '../orders/orders.test-support';
import { callApi } from '../vendor/vendor.test-support';
import { createMenuItem } from '../vendor/vendor-menu.service';
import { sendOutbox } from './outbox-sender';
import { newestOutboxId, outboxWrittenAfter, quietLog, unsentCount } from './outbox.test-support';

// A change whose process dies between its commit and its send, or whose send fails, still has
// its messages in the outbox: the next send (the sweep's, or another request's) sends each once.

const MINUTE = 60_000;
const PENDING_VENDOR = 'pending-vendor@curtaincall.test';

let harness: TestApp;
let customer: string;
const opened: TestSocket[] = [];
const published: BusEvent[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  harness.bus.subscribe((event) => published.push(event));
  customer = await login(harness.app, 'customer@curtaincall.test');
});
afterAll(async () => {
  for (const socket of opened) socket.ws.terminate();
  await harness.close();
});
beforeEach(() => {
  published.length = 0;
});

const db = () => harness.database.db;

async function connect(cookie: string): Promise<TestSocket> {
  const socket = await openSocket(harness.app, { cookie });
  opened.push(socket);
  await socket.waitFor((message) => message.type === 'authenticated');
  return socket;
}

/** Every message the socket will get has arrived once a ping sent after them is answered. */
async function settle(socket: TestSocket): Promise<void> {
  socket.send({ type: 'ping' });
  await socket.waitFor((message) => message.type === 'pong');
}

const userNamed = async (email: string) => {
  const [row] = await db().select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no seeded user ${email}`);
  return row;
};

const vendorUpdatesOf = (vendorId: number) =>
  published.filter(
    (event) => event.message.type === 'vendor_update' && event.message.data.vendorId === vendorId,
  );

describe('sent after a crash', () => {
  // The change commits and the process dies before its send: called without a bus, the records
  // stay unsent. The app's own sweep may take them before this test's send: either way, once.

  it('sends an admin’s vendor approval that was never sent, once', async () => {
    const vendorId = await seededVendorId(db(), 'Night Owl Noodles');
    const owner = await userNamed(PENDING_VENDOR);
    const ownerSocket = await connect(await login(harness.app, PENDING_VENDOR));
    const actor = await userNamed('admin@curtaincall.test');
    const mark = await newestOutboxId(db());
    await decideVendorApplication(
      db(),
      { log: quietLog },
      { actorUserId: actor.id, vendorId, decision: { approved: true } },
    );
    const [notice] = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userId, owner.id));
    expect(await outboxWrittenAfter(db(), mark)).toEqual([
      { kind: 'notification', payload: { notificationId: notice?.id } },
      {
        kind: 'live',
        payload: {
          channels: [{ kind: 'broadcast' }],
          message: { type: 'vendor_update', data: { vendorId } },
        },
      },
    ]);

    await sendOutbox(db(), harness.bus, quietLog);
    expect(await sendOutbox(db(), harness.bus, quietLog)).toBe(0);
    expect(await unsentCount(db())).toBe(0);
    await ownerSocket.waitFor(isNotification('Your vendor application was approved'));
    await settle(ownerSocket);
    expect(
      ownerSocket.messages.filter(isNotification('Your vendor application was approved')),
    ).toHaveLength(1);
    expect(vendorUpdatesOf(vendorId)).toHaveLength(1);
    const listed = await callApi(harness.app, 'GET', `/api/vendors/${vendorId}`, customer);
    expect(listed.statusCode).toBe(200);
  });

  it('sends a customer’s cancellation that was never sent, once', async () => {
    const order = await placeOrder(harness.app, db(), customer);
    const customerSocket = await connect(customer);
    const user = await userNamed('customer@curtaincall.test');
    const mark = await newestOutboxId(db());
    await cancelOwnOrder(db(), { orderId: order.id, user, log: quietLog });
    expect(await outboxWrittenAfter(db(), mark)).toEqual([
      {
        kind: 'order_update',
        payload: expect.objectContaining({ id: order.id, userId: user.id, status: 'cancelled' }),
      },
    ]);

    await sendOutbox(db(), harness.bus, quietLog);
    expect(await sendOutbox(db(), harness.bus, quietLog)).toBe(0);
    await customerSocket.waitFor(isOrderUpdate(order.id, 'cancelled'));
    await settle(customerSocket);
    expect(customerSocket.messages.filter(isOrderUpdate(order.id, 'cancelled'))).toHaveLength(1);
  });

  it('sends a held order fired by its customer that was never sent, once', async () => {
    const burger = (await seededMenu(db()))('Encore Smash Burger');
    const [show] = await db().select().from(events).where(eq(events.status, 'ongoing'));
    if (!show) throw new Error('no show in progress in the demo data');
    await db()
      .update(events)
      .set({ estimatedEndTime: new Date(Date.now() + 40 * MINUTE) })
      .where(eq(events.id, show.id));
    await publishLive(harness.bus, eventUpdateMessage(show.id));
    const placed = await postOrder(harness.app, customer, {
      vendorId: burger.vendorId,
      items: [{ menuItemId: burger.id, quantity: 1 }],
      fireAt: 'show_end',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json<CustomerOrderView>();
    await db()
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(orders.id, order.id));
    const customerSocket = await connect(customer);
    published.length = 0;

    const mark = await newestOutboxId(db());
    const fired = await fireOrderNow(db(), {
      orderId: order.id,
      user: await userNamed('customer@curtaincall.test'),
      log: quietLog,
    });
    expect(fired.firedAt).not.toBeNull();
    // the order's update first, then the paced vendor's slots, as before the outbox
    expect(await outboxWrittenAfter(db(), mark)).toEqual([
      { kind: 'order_update', payload: expect.objectContaining({ id: order.id }) },
      {
        kind: 'live',
        payload: {
          channels: [{ kind: 'broadcast' }],
          message: { type: 'pickup_slots_update', vendorId: burger.vendorId },
        },
      },
    ]);

    await sendOutbox(db(), harness.bus, quietLog);
    expect(await sendOutbox(db(), harness.bus, quietLog)).toBe(0);
    await customerSocket.waitFor(isOrderUpdate(order.id));
    await settle(customerSocket);
    expect(customerSocket.messages.filter(isOrderUpdate(order.id))).toHaveLength(1);
    expect(
      published.filter(
        (event) =>
          event.message.type === 'pickup_slots_update' &&
          event.message.vendorId === burger.vendorId,
      ),
    ).toHaveLength(1);
  });
});

describe('a failed publish', () => {
  // A database of its own, without an app: no sweep sends behind the test's back.
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
  });
  afterAll(() => database.close());

  it('leaves the record unsent, and the next send publishes it once', async () => {
    const refusing: EventBus = {
      ...createMemoryBus(),
      publish: () => Promise.reject(new Error('bus down')),
    };
    const warn = vi.fn();
    const vendorId = (await seededMenu(database.db))('Encore Smash Burger').vendorId;
    await createMenuItem(
      database.db,
      { bus: refusing, log: { warn } },
      vendorId,
      menuItemCreateSchema.parse({ name: 'Quiet Taco', price: 3, category: 'mains' }),
    );
    expect(warn).toHaveBeenCalledOnce();
    expect(await unsentCount(database.db)).toBe(1);

    const bus = createMemoryBus();
    const received: BusEvent[] = [];
    bus.subscribe((event) => received.push(event));
    expect(await sendOutbox(database.db, bus, quietLog)).toBe(1);
    expect(await sendOutbox(database.db, bus, quietLog)).toBe(0);
    expect(received).toEqual([
      { kind: 'broadcast', message: { type: 'vendor_update', data: { vendorId } } },
    ]);
  });
});
