import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAINTENANCE_MESSAGE } from '../../../contract/app-status';
import type { CustomerOrderView } from '../../../contract/orders';
import {
  events,
  idempotencyKeys,
  menuItems,
  orderItems,
  orders,
  orderStatusHistory,
  sessions,
  users,
  vendors,
} from '../../db/schema';
import { hashToken, cachedSessionCounts } from '../../auth/sessions';
import { setSetting } from '../payments/payments.test-support';
import { MAINTENANCE_SETTING_KEY } from '../settings/settings.service';
import { VENDOR_FACTS_CACHE_MS, vendorFactsCacheCounts } from './vendor-facts-cache';
import { postOrder, signUp, startAsCustomerForFile, userIdByEmail } from './orders.test-support';

// An order of the common kind is checked and priced against facts this process caches
// (the vendor, its menu, the events, the maintenance switch) and a cached session, and written in
// one statement that checks both again. Every change below is made straight in the database, as
// another instance or an operator would make it, with no message to this process: the order must
// still be refused or priced by what the database holds, and nothing written when it is refused.

const start = startAsCustomerForFile();
const db = () => start.harness.database.db;
const tacos = () => start.menu('Carne Asada Tacos');
const elote = () => start.menu('Elote');

const cart = (quantity = 1, extra: Record<string, unknown> = {}) => ({
  vendorId: tacos().vendorId,
  items: [
    { menuItemId: tacos().id, quantity },
    { menuItemId: elote().id, quantity: 1 },
  ],
  pickupTime: 'asap',
  ...extra,
});

const place = (payload: unknown = cart(), cookie = start.customer, key?: string) =>
  postOrder(start.harness.app, cookie, payload, key ? { 'idempotency-key': key } : {});

async function rowCounts() {
  return {
    orders: await db().$count(orders),
    items: await db().$count(orderItems),
    timeline: await db().$count(orderStatusHistory),
    keys: await db().$count(idempotencyKeys),
  };
}

/**
 * Places orders until one is placed on cached facts, so the vendor's facts and the customer's
 * session are cached as the database holds them now (a change since the last test drops them).
 */
async function warmUp(cookie = start.customer) {
  const counts = vendorFactsCacheCounts(db());
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const placed = counts.cached;
    const response = await place(cart(), cookie);
    expect(response.statusCode, response.body).toBe(201);
    if (counts.cached > placed) return;
  }
  throw new Error('no order was placed on cached facts');
}

const setPrice = (id: number, priceCents: number) =>
  db().update(menuItems).set({ priceCents }).where(eq(menuItems.id, id));

describe('orders on cached vendor facts', () => {
  let tacoPrice: number;
  beforeEach(async () => {
    tacoPrice = tacos().priceCents;
    await warmUp();
  });
  afterEach(async () => {
    await setPrice(tacos().id, tacoPrice);
    await db().update(menuItems).set({ isAvailable: true }).where(eq(menuItems.id, tacos().id));
    await db()
      .update(vendors)
      .set({ isActive: true, suspendedAt: null })
      .where(eq(vendors.id, tacos().vendorId));
    await setSetting(db(), MAINTENANCE_SETTING_KEY, 'false');
  });

  it('places the next orders on cached facts, each with its own ids and rows', async () => {
    const counts = vendorFactsCacheCounts(db());
    const before = { ...counts };
    const rowsBefore = await rowCounts();
    const answers = await Promise.all([place(cart(1)), place(cart(2)), place(cart(3))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(counts.cached - before.cached).toBe(3);
    expect(counts.readFresh).toBe(before.readFresh);
    const placed = answers.map((answer) => answer.json<CustomerOrderView>());
    expect(new Set(placed.map((order) => order.id)).size).toBe(3);
    expect(new Set(placed.flatMap((order) => order.items.map((item) => item.id))).size).toBe(6);
    expect(await rowCounts()).toEqual({
      orders: rowsBefore.orders + 3,
      items: rowsBefore.items + 6,
      timeline: rowsBefore.timeline + 3,
      keys: rowsBefore.keys,
    });
    // the answer is what reading the order back gives
    for (const order of placed) {
      const read = await start.harness.app.inject({
        method: 'GET',
        url: `/api/orders/${order.id}`,
        headers: { cookie: start.customer },
      });
      expect(read.json<CustomerOrderView>()).toEqual(order);
    }
  });

  it('prices at the price the database holds after a change no message told of', async () => {
    await setPrice(tacos().id, tacoPrice + 250);
    const counts = vendorFactsCacheCounts(db());
    const readFresh = counts.readFresh;
    const response = await place(cart(2));
    expect(response.statusCode).toBe(201);
    // the write's guard found the price changed: the order was placed on facts read fresh
    expect(counts.readFresh).toBe(readFresh + 1);
    const order = response.json<CustomerOrderView>();
    const line = order.items.find((item) => item.menuItemId === tacos().id);
    expect(line?.unitPriceCents).toBe(tacoPrice + 250);
    const storedLines = await db()
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(storedLines.find((row) => row.menuItemId === tacos().id)?.unitPriceCents).toBe(
      tacoPrice + 250,
    );
  });

  it('refuses the total the customer saw at the old price (409 with the new quote), writing nothing', async () => {
    const quoted = await place(cart(1));
    const oldTotal = quoted.json<CustomerOrderView>().totalAmount;
    await setPrice(tacos().id, tacoPrice + 100);
    const before = await rowCounts();
    const refused = await place(cart(1, { total: oldTotal }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PRICE_CHANGED');
    expect(Number(refused.json().quote.total)).toBeGreaterThan(Number(oldTotal));
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an item taken off the menu, a closed vendor and a suspended one', async () => {
    const before = await rowCounts();
    await db().update(menuItems).set({ isAvailable: false }).where(eq(menuItems.id, tacos().id));
    const unavailable = await place();
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().code).toBe('ITEM_UNAVAILABLE');
    await db().update(menuItems).set({ isAvailable: true }).where(eq(menuItems.id, tacos().id));

    await db().update(vendors).set({ isActive: false }).where(eq(vendors.id, tacos().vendorId));
    const closed = await place();
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('VENDOR_CLOSED');

    await db()
      .update(vendors)
      .set({ isActive: true, suspendedAt: new Date() })
      .where(eq(vendors.id, tacos().vendorId));
    const suspended = await place();
    expect(suspended.statusCode).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });

  it('takes orders again as soon as a closed vendor reopens', async () => {
    await db().update(vendors).set({ isActive: false }).where(eq(vendors.id, tacos().vendorId));
    expect((await place()).statusCode).toBe(409);
    await db().update(vendors).set({ isActive: true }).where(eq(vendors.id, tacos().vendorId));
    const reopened = await place();
    expect(reopened.statusCode, reopened.body).toBe(201);
  });

  it('refuses new orders under maintenance but still replays a retry of an order placed before', async () => {
    const first = await place(cart(1), start.customer, 'cached-facts-0001');
    expect(first.statusCode).toBe(201);
    await setSetting(db(), MAINTENANCE_SETTING_KEY, 'true');
    const before = await rowCounts();
    const refused = await place(cart(2));
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ code: 'MAINTENANCE', message: MAINTENANCE_MESSAGE });
    const retry = await place(cart(1), start.customer, 'cached-facts-0001');
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json<CustomerOrderView>().id).toBe(first.json<CustomerOrderView>().id);
    expect(await rowCounts()).toEqual(before);
  });

  it('replays a retry placed on cached facts, and refuses its key with another cart', async () => {
    const first = await place(cart(1), start.customer, 'cached-facts-0002');
    const again = await place(cart(1), start.customer, 'cached-facts-0002');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await place(cart(4), start.customer, 'cached-facts-0002');
    expect(other.statusCode).toBe(422);
  });

  it('refuses an item of another vendor, naming the line', async () => {
    const response = await place({
      ...cart(),
      items: [{ menuItemId: start.burger.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().issues)).toContain('body.items.0.menuItemId');
  });

  it('leaves an event out once it ended, though the cached facts still had it going on', async () => {
    const eventOf = async (response: { json: <T>() => T }) => {
      const [row] = await db()
        .select({ eventId: orders.eventId })
        .from(orders)
        .where(eq(orders.id, response.json<CustomerOrderView>().id));
      return row?.eventId;
    };
    const during = await place();
    const eventId = await eventOf(during);
    expect(eventId).toEqual(expect.any(Number));
    const [show] = await db()
      .select()
      .from(events)
      .where(eq(events.id, eventId as number));
    await db()
      .update(events)
      .set({ status: 'ended' })
      .where(eq(events.id, eventId as number));
    try {
      const after = await place();
      expect(after.statusCode).toBe(201);
      expect(await eventOf(after)).not.toBe(eventId);
    } finally {
      await db()
        .update(events)
        .set({ status: show?.status ?? 'ongoing' })
        .where(eq(events.id, eventId as number));
    }
  });
});

describe('cached facts of a paced vendor', () => {
  it('places its orders on facts read fresh, and on cached facts once it stops pacing (read again within a minute)', async () => {
    const burgerCart = {
      vendorId: start.burger.vendorId,
      items: [{ menuItemId: start.burger.id, quantity: 1 }],
      pickupTime: 'asap',
    };
    const counts = vendorFactsCacheCounts(db());
    const [burgers] = await db()
      .select()
      .from(vendors)
      .where(eq(vendors.id, start.burger.vendorId));
    expect(burgers?.slotCapacity).toEqual(expect.any(Number));
    const paced = { ...counts };
    expect((await place(burgerCart)).statusCode).toBe(201);
    expect(counts.readFresh).toBe(paced.readFresh + 1);
    await db()
      .update(vendors)
      .set({ slotCapacity: null })
      .where(eq(vendors.id, start.burger.vendorId));
    const later = Date.now() + VENDOR_FACTS_CACHE_MS + 1_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      const unpaced = { ...counts };
      expect((await place(burgerCart)).statusCode).toBe(201);
      expect((await place(burgerCart)).statusCode).toBe(201);
      expect(counts.cached).toBeGreaterThan(unpaced.cached);
    } finally {
      clock.mockRestore();
      await db()
        .update(vendors)
        .set({ slotCapacity: burgers?.slotCapacity ?? null })
        .where(eq(vendors.id, start.burger.vendorId));
    }
  });
});

describe('orders on a cached session', () => {
  it('takes the session a read just read: the first order after opening checkout reads it no more', async () => {
    const cookie = await signUp(start.harness.app, 'cached-session-read');
    const counts = cachedSessionCounts(db());
    const taken = counts.taken;
    const user = await start.harness.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { cookie },
    });
    expect(user.statusCode).toBe(200);
    const response = await place(cart(), cookie);
    expect(response.statusCode, response.body).toBe(201);
    expect(counts.taken).toBe(taken + 1);
  });

  it('answers 401 and writes nothing once the session is gone (signed out on another instance)', async () => {
    const cookie = await signUp(start.harness.app, 'cached-session-out');
    await warmUp(cookie);
    await db()
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.replace('cc_session=', ''))));
    const before = await rowCounts();
    const response = await place(cart(), cookie);
    expect(response.statusCode).toBe(401);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 401 for a deactivated account and 403 once it is no longer a customer', async () => {
    const deactivated = await signUp(start.harness.app, 'cached-session-off');
    await warmUp(deactivated);
    const offId = await userIdByEmail(db(), 'cached-session-off@example.test');
    await db().update(users).set({ isActive: false }).where(eq(users.id, offId));
    expect((await place(cart(), deactivated)).statusCode).toBe(401);

    const promoted = await signUp(start.harness.app, 'cached-session-role');
    await warmUp(promoted);
    const promotedId = await userIdByEmail(db(), 'cached-session-role@example.test');
    await db().update(users).set({ role: 'vendor' }).where(eq(users.id, promotedId));
    const before = await rowCounts();
    expect((await place(cart(), promoted)).statusCode).toBe(403);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers with the name the account has now', async () => {
    const cookie = await signUp(start.harness.app, 'cached-session-name');
    await warmUp(cookie);
    const id = await userIdByEmail(db(), 'cached-session-name@example.test');
    await db().update(users).set({ firstName: 'Renamed' }).where(eq(users.id, id));
    const response = await place(cart(), cookie);
    expect(response.statusCode).toBe(201);
    expect(response.json<CustomerOrderView>().customerFirstName).toBe('Renamed');
  });
});
