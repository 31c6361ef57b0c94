import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView, TimelineEntry } from '../../../contract/orders';
import { orderStatusHistory, orders } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { postOrder, seededMenu, signUp } from './orders.test-support';

// Who may read an order, its timeline and its notes (accounts spec 2.8 and 6).

let harness: TestApp;
let customerA: string;
let customerB: string;
let vendor: string;
let otherVendor: string;
let admin: string;
let burgerOrder: OrderView;
let tacoOrder: OrderView;

beforeAll(async () => {
  harness = await createTestApp();
  const { app, database } = harness;
  customerA = await login(app, 'customer@curtaincall.test');
  customerB = await signUp(app, 'casey');
  vendor = await login(app, 'vendor@curtaincall.test');
  otherVendor = await signUp(app, 'rivalgrill', 'vendor');
  admin = await login(app, 'admin@curtaincall.test');
  const menu = await seededMenu(database.db);
  const place = async (name: string) => {
    const item = menu(name);
    const response = await postOrder(app, customerA, {
      vendorId: item.vendorId,
      items: [{ menuItemId: item.id, quantity: 1 }],
      pickupTime: 'asap',
    });
    return response.json<OrderView>();
  };
  burgerOrder = await place('Encore Smash Burger');
  tacoOrder = await place('Carne Asada Tacos');
});
afterAll(() => harness.close());

const get = (url: string, cookie?: string) =>
  harness.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const patchNotes = (id: number, payload: object, cookie: string) =>
  harness.app.inject({
    method: 'PATCH',
    url: `/api/orders/${id}/notes`,
    payload,
    headers: { cookie },
  });

describe('GET /api/orders and /api/orders/recent', () => {
  it("lists the caller's own orders newest first, with items", async () => {
    const response = await get('/api/orders', customerA);
    expect(response.statusCode).toBe(200);
    const list = response.json<OrderView[]>();
    expect(list.map((order) => order.id)).toEqual([tacoOrder.id, burgerOrder.id]);
    expect(list[0]?.items).toHaveLength(1);
    expect((await get('/api/orders', customerB)).json()).toEqual([]);
    expect((await get('/api/orders', vendor)).json()).toEqual([]);
    expect((await get('/api/orders')).statusCode).toBe(401);
  });

  it('recent lists only paid orders, at most five', async () => {
    expect((await get('/api/orders/recent', customerA)).json()).toEqual([]);
    await harness.database.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(orders.id, burgerOrder.id));
    const recent = (await get('/api/orders/recent', customerA)).json<OrderView[]>();
    expect(recent.map((order) => order.id)).toEqual([burgerOrder.id]);
    expect(recent[0]?.items[0]?.name).toBe('Encore Smash Burger');
  });
});

describe('GET /api/orders/:id', () => {
  it("is readable by its customer, its vendor and an admin, with the customer's first name", async () => {
    for (const cookie of [customerA, vendor, admin]) {
      const response = await get(`/api/orders/${burgerOrder.id}`, cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: burgerOrder.id, customerFirstName: 'Alex' });
    }
  });

  it('answers 404 (never 403) to anyone else, and for an order that does not exist', async () => {
    expect((await get(`/api/orders/${burgerOrder.id}`, customerB)).statusCode).toBe(404);
    expect((await get(`/api/orders/${tacoOrder.id}`, vendor)).statusCode).toBe(404);
    expect((await get(`/api/orders/${burgerOrder.id}`, otherVendor)).statusCode).toBe(404);
    expect((await get('/api/orders/999999', customerA)).json()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Order not found',
    });
    expect((await get(`/api/orders/${burgerOrder.id}`)).statusCode).toBe(401);
  });

  it('answers 400 naming the parameter for a bad id', async () => {
    const response = await get('/api/orders/abc', customerA);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'params.id', message: 'Order id must be a number' },
    ]);
  });

  it('shows the pickup code only once the order is ready', async () => {
    const db = harness.database.db;
    await db.update(orders).set({ pickupCode: '4821' }).where(eq(orders.id, burgerOrder.id));
    expect((await get(`/api/orders/${burgerOrder.id}`, customerA)).json().pickupCode).toBeNull();
    await db.update(orders).set({ status: 'ready' }).where(eq(orders.id, burgerOrder.id));
    expect((await get(`/api/orders/${burgerOrder.id}`, customerA)).json().pickupCode).toBe('4821');
  });
});

describe('GET /api/orders/:id/timeline', () => {
  it("lists the order's history oldest first with labels", async () => {
    await harness.database.db.insert(orderStatusHistory).values({
      orderId: burgerOrder.id,
      status: 'ready',
      actorRole: 'vendor',
      createdAt: new Date(Date.now() + 1000),
    });
    const response = await get(`/api/orders/${burgerOrder.id}/timeline`, vendor);
    expect(response.statusCode).toBe(200);
    const timeline = response.json<TimelineEntry[]>();
    expect(timeline.map((entry) => [entry.status, entry.label, entry.actorRole])).toEqual([
      ['pending', 'Order Placed', 'user'],
      ['ready', 'Ready for Pickup', 'vendor'],
    ]);
  });

  it("hides another customer's timeline with 404", async () => {
    expect((await get(`/api/orders/${burgerOrder.id}/timeline`, customerB)).statusCode).toBe(404);
  });
});

describe('PATCH /api/orders/:id/notes', () => {
  it('lets the customer set notes and the vendor set vendor notes', async () => {
    const mine = await patchNotes(burgerOrder.id, { notes: '  Gate 3 please ' }, customerA);
    expect(mine.statusCode).toBe(200);
    // the customer's answer never carries the vendor's private notes
    expect(mine.json()).toMatchObject({ notes: 'Gate 3 please' });
    expect(mine.json()).not.toHaveProperty('vendorNotes');
    const theirs = await patchNotes(burgerOrder.id, { vendorNotes: 'Regular' }, vendor);
    expect(theirs.json()).toMatchObject({ notes: 'Gate 3 please', vendorNotes: 'Regular' });
    const cleared = await patchNotes(burgerOrder.id, { notes: '' }, customerA);
    expect(cleared.json()).toMatchObject({ notes: null });
    expect(cleared.json()).not.toHaveProperty('vendorNotes');
  });

  it("refuses the other party's field with 403 and outsiders with 404", async () => {
    expect((await patchNotes(burgerOrder.id, { vendorNotes: 'x' }, customerA)).statusCode).toBe(
      403,
    );
    expect((await patchNotes(burgerOrder.id, { notes: 'x' }, vendor)).statusCode).toBe(403);
    expect((await patchNotes(burgerOrder.id, { notes: 'x' }, admin)).statusCode).toBe(403);
    expect((await patchNotes(burgerOrder.id, { notes: 'x' }, customerB)).statusCode).toBe(404);
    expect((await patchNotes(tacoOrder.id, { vendorNotes: 'x' }, vendor)).statusCode).toBe(404);
    const [row] = await harness.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, burgerOrder.id));
    expect(row).toMatchObject({ notes: null, vendorNotes: 'Regular' });
  });

  it('validates the body', async () => {
    const empty = await patchNotes(burgerOrder.id, {}, customerA);
    expect(empty.statusCode).toBe(400);
    const long = await patchNotes(burgerOrder.id, { notes: 'x'.repeat(501) }, customerA);
    expect(long.json().issues).toEqual([
      { path: 'body.notes', message: 'Notes can be at most 500 characters' },
    ]);
  });
});
