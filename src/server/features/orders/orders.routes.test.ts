import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderQuote, OrderView } from '../../../contract/orders';
import { priceOrder } from '../../../contract/pricing';
import { menuItems, orderItems, orderStatusHistory, orders, vendors } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import {
  demoCheckoutPayload,
  postOrder,
  seededMenu,
  seededVendorId,
  type SeedMenuItem,
} from './orders.test-support';

let harness: TestApp;
let customer: string;
let menu: (name: string) => SeedMenuItem;
let burger: SeedMenuItem;
let fries: SeedMenuItem;
beforeAll(async () => {
  harness = await createTestApp();
  customer = await login(harness.app, 'customer@curtaincall.test');
  menu = await seededMenu(harness.database.db);
  burger = menu('Encore Smash Burger');
  fries = menu('Loaded Stage Fries');
});
afterAll(() => harness.close());

const place = (payload: unknown, cookie = customer) => postOrder(harness.app, cookie, payload);
const orderCount = () => harness.database.db.$count(orders);

const demoPayload = () => demoCheckoutPayload(burger, fries);

const browsePayload = (overrides: Record<string, unknown> = {}) => ({
  vendorId: burger.vendorId,
  items: [
    { menuItemId: burger.id, quantity: 2, price: 15.99, notes: 'no onions' },
    { menuItemId: fries.id, quantity: 1, price: 8.99 },
  ],
  pickupTime: 'asap',
  total: '37.40',
  ...overrides,
});

describe('POST /api/orders: placing', () => {
  it('answers with the order exactly as reading it back shows it (made from the rows it wrote)', async () => {
    const placed = await place(browsePayload());
    expect(placed.statusCode).toBe(201);
    const read = await harness.app.inject({
      method: 'GET',
      url: `/api/orders/${placed.json<OrderView>().id}`,
      headers: { cookie: customer },
    });
    expect(read.statusCode).toBe(200);
    expect(placed.json()).toEqual(read.json());
    expect(placed.json<OrderView>().items.map((item) => item.name)).toEqual([
      'Encore Smash Burger',
      'Loaded Stage Fries',
    ]);
  });

  it('places a demo-flow order with the exact server figures and writes every row', async () => {
    const expected = priceOrder(
      [
        { unitPriceCents: 1599, quantity: 1 },
        { unitPriceCents: 899, quantity: 1 },
      ],
      'demo',
      { rating: 4.8 },
    );
    // Curtain Call Burgers is rated 4.8: its '20% OFF' comes off before the fee and tax
    expect(expected).toEqual({
      subtotalCents: 2498,
      discountCents: 500,
      serviceFeeCents: 100,
      taxCents: 160,
      totalCents: 2258,
    });
    const response = await place(demoPayload());
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderView>();
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      flow: 'demo',
      vendorName: 'Curtain Call Burgers',
      vendorLocation: 'Lot B, Gate 3',
      customerFirstName: 'Alex',
      ...expected,
      totalAmount: '22.58',
      discount: '5.00',
      serviceFee: '1.00',
      tax: '1.60',
      isAsap: false,
      pickupCode: null,
    });
    expect(order.userId).not.toBe(999);
    expect(order.eventId).toEqual(expect.any(Number));

    const db = harness.database.db;
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ ...expected, status: 'pending', flow: 'demo' });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.map((item) => [item.name, item.unitPriceCents, item.quantity])).toEqual([
      ['Encore Smash Burger', 1599, 1],
      ['Loaded Stage Fries', 899, 1],
    ]);
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history).toMatchObject([
      { status: 'pending', actorRole: 'user', note: 'Order Placed', actorUserId: order.userId },
    ]);
  });

  it('places a browse-flow order: flat $2.00 fee, ASAP pickup at the prep time', async () => {
    const before = Date.now();
    const response = await place(browsePayload({ specialInstructions: 'Extra napkins' }));
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderView>();
    expect(order).toMatchObject({
      flow: 'browse',
      subtotalCents: 4097,
      discountCents: 819,
      serviceFeeCents: 200,
      taxCents: 262,
      totalCents: 3740,
      totalAmount: '37.40',
      isAsap: true,
      specialInstructions: 'Extra napkins',
    });
    expect(order.items[0]).toMatchObject({ quantity: 2, price: '15.99', notes: 'no onions' });
    const pickupInMinutes = (new Date(order.pickupTime).getTime() - before) / 60_000;
    expect(pickupInMinutes).toBeGreaterThanOrEqual(12);
    expect(pickupInMinutes).toBeLessThan(13);
  });

  it('ignores a tampered line price and stores the menu price', async () => {
    const response = await place({
      ...browsePayload({ total: undefined }),
      items: [{ menuItemId: burger.id, quantity: 1, price: 0.01 }],
    });
    expect(response.statusCode).toBe(201);
    const order = response.json<OrderView>();
    expect(order.items[0]?.unitPriceCents).toBe(1599);
    expect(order.subtotalCents).toBe(1599);
  });

  it('answers 409 PRICE_CHANGED with the quote for a tampered total and writes nothing', async () => {
    const before = await orderCount();
    const response = await place({ ...demoPayload(), totalAmount: '1.00' });
    expect(response.statusCode).toBe(409);
    const body = response.json<{ code: string; message: string; quote: OrderQuote }>();
    expect(body.code).toBe('PRICE_CHANGED');
    expect(body.message).toBe('Prices have changed. Please review your order.');
    expect(body.quote).toMatchObject({ totalCents: 2258, total: '22.58', flow: 'demo' });
    expect(await orderCount()).toBe(before);
  });

  it('accepts a total one cent off and merges duplicate lines', async () => {
    const response = await place(
      browsePayload({
        items: [
          { menuItemId: burger.id, quantity: 1 },
          { menuItemId: burger.id, quantity: 1 },
          { menuItemId: fries.id, quantity: 1 },
        ],
        total: 37.39,
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<OrderView>().items.map((item) => item.quantity)).toEqual([2, 1]);
  });
});

describe('POST /api/orders: refusals', () => {
  const expectRefusal = async (payload: unknown, status: number, code: string, path?: string) => {
    const before = await orderCount();
    const response = await place(payload);
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ code: string; issues?: { path: string }[] }>();
    expect(body.code).toBe(code);
    if (path) expect(body.issues?.map((issue) => issue.path)).toContain(path);
    expect(await orderCount()).toBe(before);
    return body;
  };

  it('refuses bad quantities and missing fields with 400 naming the field', async () => {
    for (const quantity of [0, 51, 1.5, -1, '2'])
      await expectRefusal(
        browsePayload({ items: [{ menuItemId: burger.id, quantity }] }),
        400,
        'VALIDATION_FAILED',
        'body.items.0.quantity',
      );
    await expectRefusal(
      browsePayload({ items: [{ menuItemId: burger.id }] }),
      400,
      'VALIDATION_FAILED',
      'body.items.0.quantity',
    );
    await expectRefusal(
      browsePayload({ vendorId: undefined }),
      400,
      'VALIDATION_FAILED',
      'body.vendorId',
    );
    await expectRefusal(
      browsePayload({ pickupTime: undefined }),
      400,
      'VALIDATION_FAILED',
      'body.pickupTime',
    );
    await expectRefusal(browsePayload({ items: [] }), 400, 'VALIDATION_FAILED', 'body.items');
    // flow is optional; when sent it must be the one the payload's fields name
    for (const flow of [{ a: 1 }, null, 0, 'zzz', [], 'demo'])
      await expectRefusal(browsePayload({ flow }), 400, 'VALIDATION_FAILED', 'body.flow');
    await expectRefusal(
      { ...demoPayload(), flow: 'browse' },
      400,
      'VALIDATION_FAILED',
      'body.flow',
    );
    expect((await place(browsePayload({ flow: 'browse' }))).statusCode).toBe(201);
    const merged = [30, 21].map((quantity) => ({ menuItemId: burger.id, quantity }));
    await expectRefusal(
      browsePayload({ items: merged }),
      400,
      'VALIDATION_FAILED',
      'body.items.0.quantity',
    );
  });

  it("refuses another vendor's item and unknown items, naming the line", async () => {
    const taco = menu('Carne Asada Tacos');
    const body = await expectRefusal(
      browsePayload({
        items: [
          { menuItemId: fries.id, quantity: 1 },
          { menuItemId: taco.id, quantity: 1 },
        ],
      }),
      400,
      'VALIDATION_FAILED',
      'body.items.1.menuItemId',
    );
    expect(body.issues).toHaveLength(1);
    await expectRefusal(
      { ...demoPayload(), items: [{ id: 987654, quantity: 1 }] },
      400,
      'VALIDATION_FAILED',
      'body.items.0.id',
    );
  });

  it('refuses unavailable and archived items with 409 ITEM_UNAVAILABLE naming the item', async () => {
    const truffle = menu('Truffle Parmesan Fries');
    const unavailable = await expectRefusal(
      browsePayload({ items: [{ menuItemId: truffle.id, quantity: 1 }], total: undefined }),
      409,
      'ITEM_UNAVAILABLE',
      'body.items.0.menuItemId',
    );
    expect(unavailable).toMatchObject({
      message: expect.stringContaining('Truffle Parmesan Fries'),
    });
    const shake = menu('Hand-Spun Vanilla Shake');
    const db = harness.database.db;
    await db.update(menuItems).set({ isArchived: true }).where(eq(menuItems.id, shake.id));
    await expectRefusal(
      browsePayload({ items: [{ menuItemId: shake.id, quantity: 1 }], total: undefined }),
      409,
      'ITEM_UNAVAILABLE',
    );
    await db.update(menuItems).set({ isArchived: false }).where(eq(menuItems.id, shake.id));
  });

  it('refuses a closed vendor (409) and an unapproved one (404)', async () => {
    const db = harness.database.db;
    await db.update(vendors).set({ isActive: false }).where(eq(vendors.id, burger.vendorId));
    const closed = await expectRefusal(browsePayload(), 409, 'VENDOR_CLOSED');
    expect(closed).toMatchObject({
      message: 'Curtain Call Burgers is not taking orders right now',
    });
    await db.update(vendors).set({ isActive: true }).where(eq(vendors.id, burger.vendorId));

    const pendingVendor = await seededVendorId(db, 'Night Owl Noodles');
    const ramen = menu('Tonkotsu Ramen');
    const unapproved = await expectRefusal(
      {
        vendorId: pendingVendor,
        items: [{ menuItemId: ramen.id, quantity: 1 }],
        pickupTime: 'asap',
      },
      404,
      'NOT_FOUND',
    );
    expect(unapproved).toMatchObject({ message: 'Vendor not found' });
  });

  it('requires a signed-in customer: 401 without a session, 403 for vendors and admins', async () => {
    const anonymous = await harness.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { nonsense: true },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const email of ['vendor@curtaincall.test', 'admin@curtaincall.test']) {
      const response = await place(browsePayload(), await login(harness.app, email));
      expect(response.statusCode).toBe(403);
    }
  });
});
