import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import type { OrderView } from '../../../contract/orders';
import { notifications, orders } from '../../db/schema';
import type { BusEvent } from '../../realtime/bus';
import type { TestApp } from '../../../test/test-app';
import { postOrder, startWithStaff, userIdByEmail } from './orders.test-support';

// The vendor's private notes never reach the customer (a response schema per role), and
// the customer's note reaches the vendor (the board, and a live notification when it changes).

let harness: TestApp;
let customer: string;
let vendor: string;
let admin: string;
let ownerId: number;
let order: OrderView;
const published: BusEvent[] = [];

beforeAll(async () => {
  const { burger, ...start } = await startWithStaff({ published });
  ({ harness, customer, vendor, admin } = start);
  const { app, database } = harness;
  ownerId = await userIdByEmail(database.db, 'vendor@curtaincall.test');
  const placed = await postOrder(app, customer, {
    vendorId: burger.vendorId,
    items: [{ menuItemId: burger.id, quantity: 1 }],
    pickupTime: 'asap',
  });
  expect(placed.statusCode, placed.body).toBe(201);
  order = placed.json<OrderView>();
  await database.db
    .update(orders)
    .set({ vendorNotes: 'Only your team sees these', paymentStatus: 'paid' })
    .where(eq(orders.id, order.id));
});
afterAll(() => harness.close());

const request = (method: 'GET' | 'PATCH', url: string, cookie: string, payload?: object) =>
  harness.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

describe("the vendor's private notes", () => {
  it('never reach the customer: the order, the lists and a notes change', async () => {
    const answers = [
      (await request('GET', `/api/orders/${order.id}`, customer)).json<object>(),
      ...(await request('GET', '/api/orders', customer)).json<object[]>(),
      ...(await request('GET', '/api/orders/recent', customer)).json<object[]>(),
      (
        await request('PATCH', `/api/orders/${order.id}/notes`, customer, { notes: 'Hi' })
      ).json<object>(),
    ];
    expect(answers.length).toBeGreaterThanOrEqual(4);
    for (const answer of answers) {
      expect(answer).toMatchObject({ id: order.id });
      expect(answer).not.toHaveProperty('vendorNotes');
    }
    expect(JSON.stringify(answers)).not.toContain('Only your team sees these');
  });

  it("reach the order's vendor and an admin", async () => {
    for (const cookie of [vendor, admin]) {
      const response = await request('GET', `/api/orders/${order.id}`, cookie);
      expect(response.json()).toMatchObject({ vendorNotes: 'Only your team sees these' });
    }
    const board = (await request('GET', '/api/vendor/orders', vendor)).json<OrderView[]>();
    expect(board.find((entry) => entry.id === order.id)?.vendorNotes).toBe(
      'Only your team sees these',
    );
  });
});

describe("the customer's note", () => {
  it('shows on the vendor board and tells the vendor live when it changes', async () => {
    published.length = 0;
    const saved = await request('PATCH', `/api/orders/${order.id}/notes`, customer, {
      notes: 'Blue jacket, by the stage door',
    });
    expect(saved.statusCode).toBe(200);

    const board = (await request('GET', '/api/vendor/orders', vendor)).json<OrderView[]>();
    expect(board.find((entry) => entry.id === order.id)?.notes).toBe(
      'Blue jacket, by the stage door',
    );
    const [notice] = await harness.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerId), eq(notifications.orderId, order.id)))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(notice).toMatchObject({
      title: `Customer note on order #${order.id}`,
      message: 'Blue jacket, by the stage door',
      category: 'order',
    });
    const toOwner = published.filter((event) => event.kind === 'user' && event.userId === ownerId);
    expect(toOwner.map((event) => event.message.type).sort()).toEqual([
      'notification',
      'order_update',
    ]);
  });

  it('tells the vendor nothing new when the note did not change, and says when it is removed', async () => {
    const count = () =>
      harness.database.db.$count(
        notifications,
        and(eq(notifications.userId, ownerId), eq(notifications.orderId, order.id)),
      );
    const before = await count();
    await request('PATCH', `/api/orders/${order.id}/notes`, customer, {
      notes: 'Blue jacket, by the stage door',
    });
    expect(await count()).toBe(before);
    await request('PATCH', `/api/orders/${order.id}/notes`, customer, { notes: '' });
    expect(await count()).toBe(before + 1);
    const [latest] = await harness.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderId, order.id))
      .orderBy(desc(notifications.id))
      .limit(1);
    expect(latest?.message).toBe('Alex removed their note.');
  });
});
