import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, lt } from 'drizzle-orm';
import type { OrderView } from '../../../contract/orders';
import { hashToken } from '../../auth/sessions';
import { notifications, orders, sessions } from '../../db/schema';
import type { BusEvent } from '../../realtime/bus';
import { login, type TestApp } from '../../../test/test-app';
import { SWEEP_INTERVAL_MS } from '../../jobs/housekeeping';
import {
  postOrder,
  startAsCustomer,
  userIdByEmail,
  type SeedMenuItem,
} from './orders.test-support';

// Other open views hear of changes they did not make: the periodic sweep's cancellations, and
// notes and priority changes (order_update on the customer's, the vendor's and the owner's
// channels).

let harness: TestApp;
let customer: string;
let vendor: string;
let customerId: number;
let ownerId: number;
let burger: SeedMenuItem;
const published: BusEvent[] = [];

beforeAll(async () => {
  // only the sweep's interval is driven by the test; everything else runs on real time
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const start = await startAsCustomer({ published });
  ({ harness, customer } = start);
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  customerId = await userIdByEmail(harness.database.db, 'customer@curtaincall.test');
  ownerId = await userIdByEmail(harness.database.db, 'vendor@curtaincall.test');
  burger = start.menu('Encore Smash Burger');
});
afterAll(async () => {
  await harness.close();
  vi.useRealTimers();
});
afterEach(() => {
  published.length = 0;
});

async function placeOrder(): Promise<OrderView> {
  const response = await postOrder(harness.app, customer, {
    vendorId: burger.vendorId,
    items: [{ menuItemId: burger.id, quantity: 1 }],
    pickupTime: 'asap',
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrderView>();
}

const orderUpdates = (orderId: number) =>
  published.filter(
    (event) => event.message.type === 'order_update' && event.message.data.orderId === orderId,
  );

/** PATCH /api/orders/{id}/notes or /priority as the signed-in `cookie`. */
const patchOrder = (orderId: number, what: 'notes' | 'priority', cookie: string, payload: object) =>
  harness.app.inject({
    method: 'PATCH',
    url: `/api/orders/${orderId}/${what}`,
    payload,
    headers: { cookie },
  });

/** The channels an order_update went to, e.g. 'user:7' and 'vendor:1'. */
const channelsOf = (events: BusEvent[]) =>
  events
    .map((event) =>
      event.kind === 'user'
        ? `user:${event.userId}`
        : event.kind === 'vendor'
          ? `vendor:${event.vendorId}`
          : 'broadcast',
    )
    .sort();

async function eventually(check: () => Promise<boolean>, what: string) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await check()) return;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('the periodic sweep (every minute, on every instance)', () => {
  it('cancels an unpaid order after 30 minutes, tells its customer live and purges expired sessions', async () => {
    const db = harness.database.db;
    const order = await placeOrder();
    await db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(orders.id, order.id));
    const stale = await login(harness.app, 'customer@curtaincall.test');
    const staleHash = hashToken(stale.replace(/^cc_session=/, ''));
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.tokenHash, staleHash));

    vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
    await eventually(
      async () =>
        orderUpdates(order.id).length > 0 &&
        (await db.$count(sessions, lt(sessions.expiresAt, new Date()))) === 0,
      'the sweep',
    );

    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('cancelled');
    const updates = orderUpdates(order.id);
    expect(updates[0]?.message).toEqual({
      type: 'order_update',
      data: {
        orderId: order.id,
        vendorId: burger.vendorId,
        userId: customerId,
        status: 'cancelled',
        paymentStatus: 'unpaid',
      },
    });
    expect(channelsOf(updates)).toContain(`user:${customerId}`);
    const notices = await db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id));
    expect(notices).toEqual([
      expect.objectContaining({
        userId: customerId,
        title: 'Order cancelled',
        message: expect.stringContaining('Payment not completed within 30 minutes'),
      }),
    ]);
    // the vendor never saw the unpaid order: the message does not say the vendor cancelled it
    expect(notices[0]?.message).toBe(
      `Your unpaid order #${order.id} from Curtain Call Burgers was cancelled. Reason: Payment not completed within 30 minutes. You have not been charged.`,
    );
    expect(await db.$count(sessions, eq(sessions.tokenHash, staleHash))).toBe(0);
    // live sessions are kept
    const stillSignedIn = await harness.app.inject({
      method: 'GET',
      url: '/api/orders',
      headers: { cookie: customer },
    });
    expect(stillSignedIn.statusCode).toBe(200);
  });
});

describe('PATCH notes and priority publish an order_update', () => {
  it("reaches the customer, the vendor channel and the vendor's owner after a notes change", async () => {
    const order = await placeOrder();
    published.length = 0;
    const response = await patchOrder(order.id, 'notes', customer, { notes: 'Meet at gate B' });
    expect(response.statusCode, response.body).toBe(200);
    expect(channelsOf(orderUpdates(order.id))).toEqual(
      [`user:${customerId}`, `user:${ownerId}`, `vendor:${burger.vendorId}`].sort(),
    );
    expect(orderUpdates(order.id)[0]?.message).toMatchObject({
      type: 'order_update',
      data: { orderId: order.id, status: 'pending', paymentStatus: 'unpaid' },
    });

    published.length = 0;
    const vendorNotes = await patchOrder(order.id, 'notes', vendor, { vendorNotes: 'Regular' });
    expect(vendorNotes.statusCode, vendorNotes.body).toBe(200);
    expect(orderUpdates(order.id)).toHaveLength(3);
  });

  it('after a priority change, and not after a refused one', async () => {
    const order = await placeOrder();
    published.length = 0;
    const refused = await patchOrder(order.id, 'priority', customer, { priority: 'urgent' });
    expect(refused.statusCode).toBe(403);
    expect(orderUpdates(order.id)).toEqual([]);

    const response = await patchOrder(order.id, 'priority', vendor, { priority: 'urgent' });
    expect(response.statusCode, response.body).toBe(200);
    expect(channelsOf(orderUpdates(order.id))).toEqual(
      [`user:${customerId}`, `user:${ownerId}`, `vendor:${burger.vendorId}`].sort(),
    );
  });
});
