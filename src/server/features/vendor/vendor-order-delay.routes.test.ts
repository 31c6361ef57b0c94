import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { DELAY_MINUTES_MESSAGE } from '../../../contract/vendor';
import { notifications, orders } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { seededMenu, seededVendorId, userIdByEmail } from '../orders/orders.test-support';
import { insertOrder, patchOrderStatus, type InsertOrderOptions } from './vendor.test-support';

// A delay names its minutes (and maybe why): the server moves the pickup time and the customer
// is told the new time and the reason.

let harness: TestApp;
let vendorCookie: string;
let base: Pick<InsertOrderOptions, 'userId' | 'vendorId' | 'lines'>;

beforeAll(async () => {
  harness = await createTestApp();
  const { app, database } = harness;
  vendorCookie = await login(app, 'vendor@curtaincall.test');
  const menu = await seededMenu(database.db);
  base = {
    userId: await userIdByEmail(database.db, 'customer@curtaincall.test'),
    vendorId: await seededVendorId(database.db, 'Curtain Call Burgers'),
    lines: [{ menuItemId: menu('Encore Smash Burger').id, quantity: 1 }],
  };
});
afterAll(() => harness.close());

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const place = (pickupTime: Date) =>
  insertOrder(harness.database.db, { ...base, status: 'preparing', pickupTime });
const patch = (orderId: number, payload: object) =>
  patchOrderStatus(harness.app, vendorCookie, orderId, payload);

async function rowOf(orderId: number) {
  const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function lastNotificationOf(orderId: number) {
  const [row] = await harness.database.db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(desc(notifications.id))
    .limit(1);
  return row;
}

describe('PATCH /api/vendor/orders/:id with status delayed', () => {
  it('moves the pickup time by the minutes and tells the customer the new time and why', async () => {
    const pickup = inMinutes(10);
    const order = await place(pickup);
    const response = await patch(order.id, {
      status: 'delayed',
      delayMinutes: 15,
      reason: 'Grill is reheating',
    });
    expect(response.statusCode).toBe(200);
    const moved = new Date(pickup.getTime() + 15 * 60_000);
    expect((await rowOf(order.id)).pickupTime.toISOString()).toBe(moved.toISOString());
    expect(response.json().pickupTime).toBe(moved.toISOString());
    const time = moved.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    expect(await lastNotificationOf(order.id)).toMatchObject({
      title: 'Your order is delayed',
      message: expect.stringContaining(`New pickup time: ${time}. Reason: Grill is reheating.`),
    });
  });

  it('moves a pickup already past from now, not from the time that has gone', async () => {
    const order = await place(inMinutes(-20));
    const before = Date.now();
    expect((await patch(order.id, { status: 'delayed', delayMinutes: 10 })).statusCode).toBe(200);
    const pickup = (await rowOf(order.id)).pickupTime.getTime();
    expect(pickup).toBeGreaterThanOrEqual(before + 10 * 60_000);
    expect(pickup).toBeLessThan(Date.now() + 10 * 60_000 + 1);
  });

  it.each([[4], [121], [7.5], ['10']])(
    'refuses %j minutes with 400 naming delayMinutes, and changes nothing',
    async (minutes) => {
      const pickup = inMinutes(10);
      const order = await place(pickup);
      const response = await patch(order.id, { status: 'delayed', delayMinutes: minutes });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toContainEqual(
        expect.objectContaining({ message: DELAY_MINUTES_MESSAGE }),
      );
      const row = await rowOf(order.id);
      expect(row.status).toBe('preparing');
      expect(row.pickupTime.toISOString()).toBe(pickup.toISOString());
    },
  );

  it('refuses delay minutes with another status', async () => {
    const order = await place(inMinutes(10));
    const response = await patch(order.id, { status: 'ready', delayMinutes: 10 });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().issues)).toContain('delayMinutes');
    expect((await rowOf(order.id)).status).toBe('preparing');
  });
});
