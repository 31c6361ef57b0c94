import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CustomerOrderView } from '../../../contract/orders';
import type { MenuItemView } from '../../../contract/vendors';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { insertRow } from '../../db/rows';
import { menuItems, outbox, vendors } from '../../db/schema';
import { postOrder, seededVendorId } from '../orders/orders.test-support';
import { callApi } from '../vendor/vendor.test-support';
import { resetDailyStock } from '../vendor/stock-reset.service';

// The nightly reset of counted portions: what the vendor saves (an item's dailyStockCount, its
// stockResetTime), and the reset itself, run with a fixed `now` (server local time).

let harness: TestApp;
let vendor: string;
let customer: string;
let vendorId: number;
let otherVendorId: number;
const db = () => harness.database.db;

beforeAll(async () => {
  harness = await createTestApp();
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  customer = await login(harness.app, 'customer@curtaincall.test');
  vendorId = await seededVendorId(db(), 'Curtain Call Burgers');
  otherVendorId = await seededVendorId(db(), 'Taco Encore');
});
afterAll(() => harness.close());

const asVendor = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  callApi(harness.app, method, url, vendor, payload);

async function createItem(fields: object): Promise<MenuItemView> {
  const response = await asVendor('POST', '/api/vendor/menu', {
    name: `Daily ${Date.now()} ${Math.random()}`,
    price: '9.00',
    category: 'mains',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MenuItemView>();
}

const stockOf = async (itemId: number) =>
  (await db().select().from(menuItems).where(eq(menuItems.id, itemId)))[0]!.stockCount;

const order = (itemId: number, quantity = 1) =>
  postOrder(harness.app, customer, {
    vendorId,
    items: [{ menuItemId: itemId, quantity }],
    pickupTime: 'asap',
  });

/** A local time on a day of January 2030 (the reset's clock is the server's local time). */
const at = (day: number, hours: number, minutes = 0) => new Date(2030, 0, day, hours, minutes);

/** The vendor's reset settings, set directly: its time and when it was last done. */
const setReset = (id: number, stockResetTime: string | null, stockResetAt: Date) =>
  db().update(vendors).set({ stockResetTime, stockResetAt }).where(eq(vendors.id, id));

const vendorUpdatesFor = async (id: number) =>
  (await db().select().from(outbox)).filter(
    (record) =>
      JSON.stringify(record.payload).includes('vendor_update') &&
      JSON.stringify(record.payload).includes(`"vendorId":${id}`),
  ).length;

describe('portions each day on a menu item', () => {
  it('is saved, answered on the vendor menu and the public one, and cleared with null', async () => {
    const item = await createItem({ stockCount: 4, dailyStockCount: 12 });
    expect(item).toMatchObject({ stockCount: 4, dailyStockCount: 12 });
    const own = (await asVendor('GET', '/api/vendor/menu')).json<MenuItemView[]>();
    expect(own.find((entry) => entry.id === item.id)?.dailyStockCount).toBe(12);
    const menu = (await callApi(harness.app, 'GET', `/api/vendors/${vendorId}/menu`)).json<
      MenuItemView[]
    >();
    expect(menu.find((entry) => entry.id === item.id)?.dailyStockCount).toBe(12);

    const changed = await asVendor('PATCH', `/api/vendor/menu/${item.id}`, {
      dailyStockCount: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ stockCount: 4, dailyStockCount: null });
    // not sent: none
    expect((await createItem({})).dailyStockCount).toBeNull();
  });

  it.each([-1, 10_001, 2 ** 31, 1.5, '3', true])(
    'refuses %j with a 400 naming body.dailyStockCount',
    async (bad) => {
      const created = await asVendor('POST', '/api/vendor/menu', {
        name: 'Bad count',
        price: '9.00',
        category: 'mains',
        dailyStockCount: bad,
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().issues[0].path).toBe('body.dailyStockCount');
      expect(created.json().issues[0].message).toContain('Portions each day');
      const item = await createItem({});
      const changed = await asVendor('PATCH', `/api/vendor/menu/${item.id}`, {
        dailyStockCount: bad,
      });
      expect(changed.statusCode).toBe(400);
      expect(changed.json().issues[0].path).toBe('body.dailyStockCount');
    },
  );

  it('refuses JSON -0 like the other counts', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/vendor/menu',
      headers: { cookie: vendor, 'content-type': 'application/json' },
      payload: '{"name":"Minus","price":"9.00","category":"mains","dailyStockCount":-0}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('body.dailyStockCount');
  });
});

describe('the reset time setting', () => {
  const patchProfile = (payload: object) =>
    callApi(harness.app, 'PATCH', '/api/vendor/profile', vendor, payload);

  it('is "05:00" by default, saved as HH:MM, and cleared with null or an empty string', async () => {
    const profile = await callApi(harness.app, 'GET', '/api/vendor/profile', vendor);
    expect(profile.json().stockResetTime).toBe('05:00');
    const saved = await patchProfile({ stockResetTime: '23:30' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().stockResetTime).toBe('23:30');
    expect((await patchProfile({ stockResetTime: '' })).json().stockResetTime).toBeNull();
    expect((await patchProfile({ stockResetTime: '00:00' })).json().stockResetTime).toBe('00:00');
    expect((await patchProfile({ stockResetTime: null })).json().stockResetTime).toBeNull();
    await patchProfile({ stockResetTime: '05:00' });
  });

  it.each(['5:00', '24:00', '12:60', '05:00:00', 'noon', ' 05:00', 500, true])(
    'refuses %j with a 400 naming body.stockResetTime',
    async (bad) => {
      const refused = await patchProfile({ stockResetTime: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().issues[0].path).toBe('body.stockResetTime');
    },
  );

  it('a new reset time counts from now: a time already past today does not reset at once', async () => {
    const item = await createItem({ stockCount: 1, dailyStockCount: 9 });
    await setReset(vendorId, '05:00', new Date(2020, 0, 1));
    await patchProfile({ stockResetTime: '00:00' });
    const resets = await resetDailyStock(db(), { now: new Date() });
    expect(resets.map((reset) => reset.vendorId)).not.toContain(vendorId);
    expect(await stockOf(item.id)).toBe(1);
    await patchProfile({ stockResetTime: '05:00' });
  });
});

describe('the nightly reset', () => {
  let daily: MenuItemView;
  let uncounted: MenuItemView;
  let notDaily: MenuItemView;
  let otherItemId: number;

  beforeEach(async () => {
    daily = await createItem({ stockCount: 0, dailyStockCount: 5 });
    uncounted = await createItem({ stockCount: null, dailyStockCount: null });
    notDaily = await createItem({ stockCount: 2, dailyStockCount: null });
    const other = await insertRow(db(), menuItems, {
      vendorId: otherVendorId,
      name: `Other ${Date.now()}`,
      priceCents: 800,
      category: 'mains',
      stockCount: 1,
      dailyStockCount: 7,
    });
    otherItemId = other.id;
    // last reset at noon on 1 January; the other vendor resets at 06:00
    await setReset(vendorId, '05:00', at(1, 12));
    await setReset(otherVendorId, '06:00', at(1, 12));
  });

  it('does nothing before the reset time', async () => {
    const resets = await resetDailyStock(db(), { now: at(2, 4, 59) });
    expect(resets.map((reset) => reset.vendorId)).not.toContain(vendorId);
    expect(await stockOf(daily.id)).toBe(0);
  });

  it('restores the items with portions each day, once a day, and leaves the rest alone', async () => {
    const updatesBefore = await vendorUpdatesFor(vendorId);
    const resets = await resetDailyStock(db(), { now: at(2, 5, 0) });
    const mine = resets.find((reset) => reset.vendorId === vendorId);
    expect(mine?.itemIds).toContain(daily.id);
    expect(await stockOf(daily.id)).toBe(5);
    expect(await stockOf(uncounted.id)).toBeNull();
    expect(await stockOf(notDaily.id)).toBe(2);
    // the other vendor's time (06:00) has not come
    expect(await stockOf(otherItemId)).toBe(1);
    expect(resets.map((reset) => reset.vendorId)).not.toContain(otherVendorId);
    // open menus are told, through the reset's outbox
    expect(await vendorUpdatesFor(vendorId)).toBe(updatesBefore + 1);
    const [row] = await db().select().from(vendors).where(eq(vendors.id, vendorId));
    expect(row!.stockResetAt.getTime()).toBe(at(2, 5).getTime());

    // sold again, then looked at later the same day and by a second instance at once: no reset
    await db().update(menuItems).set({ stockCount: 1 }).where(eq(menuItems.id, daily.id));
    const again = await Promise.all([
      resetDailyStock(db(), { now: at(2, 23, 0) }),
      resetDailyStock(db(), { now: at(3, 4, 59) }),
    ]);
    expect(again.flat().map((reset) => reset.vendorId)).not.toContain(vendorId);
    expect(await stockOf(daily.id)).toBe(1);
    expect(await vendorUpdatesFor(vendorId)).toBe(updatesBefore + 1);

    // the next morning it resets again; the other vendor, at its own time
    await resetDailyStock(db(), { now: at(3, 6, 30) });
    expect(await stockOf(daily.id)).toBe(5);
    expect(await stockOf(otherItemId)).toBe(7);
  });

  it('two instances looking at once reset a vendor once', async () => {
    const updatesBefore = await vendorUpdatesFor(vendorId);
    const looks = await Promise.all(
      Array.from({ length: 4 }, () => resetDailyStock(db(), { now: at(2, 5, 1) })),
    );
    expect(looks.flat().filter((reset) => reset.vendorId === vendorId)).toHaveLength(1);
    expect(await vendorUpdatesFor(vendorId)).toBe(updatesBefore + 1);
  });

  it('days missed (a server down) reset once', async () => {
    const resets = await resetDailyStock(db(), { now: at(5, 9, 0) });
    expect(resets.filter((reset) => reset.vendorId === vendorId)).toHaveLength(1);
    expect(await stockOf(daily.id)).toBe(5);
    expect(await resetDailyStock(db(), { now: at(5, 9, 1) })).toEqual([]);
  });

  it('leaves a vendor without a reset time alone', async () => {
    await setReset(vendorId, null, at(1, 12));
    await resetDailyStock(db(), { now: at(9, 12) });
    expect(await stockOf(daily.id)).toBe(0);
    await setReset(vendorId, '05:00', at(1, 12));
  });

  it('leaves deleted items alone', async () => {
    const deleted = await callApi(harness.app, 'DELETE', `/api/vendor/menu/${daily.id}`, vendor);
    expect(deleted.statusCode).toBe(204);
    await resetDailyStock(db(), { now: at(2, 5) });
    expect(await stockOf(daily.id)).toBe(0);
  });
});

describe('a sold-out item after the reset', () => {
  it('is orderable again, and an order from before the reset gives nothing back', async () => {
    const item = await createItem({ stockCount: 1, dailyStockCount: 3 });
    await setReset(vendorId, '05:00', at(1, 12));
    const before = await order(item.id);
    expect(before.statusCode, before.body).toBe(201);
    const soldOut = await order(item.id);
    expect(soldOut.statusCode).toBe(409);
    expect(soldOut.json().message).toBe(`${item.name} is sold out`);

    await resetDailyStock(db(), { now: at(2, 5) });
    const menu = (await callApi(harness.app, 'GET', `/api/vendors/${vendorId}/menu`)).json<
      MenuItemView[]
    >();
    expect(menu.find((entry) => entry.id === item.id)?.stockCount).toBe(3);
    const after = await order(item.id, 2);
    expect(after.statusCode, after.body).toBe(201);
    expect(await stockOf(item.id)).toBe(1);

    // yesterday's order, cancelled today: the count started afresh, nothing comes back
    const { id } = before.json<CustomerOrderView>();
    const cancelled = await callApi(harness.app, 'POST', `/api/orders/${id}/cancel`, customer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await stockOf(item.id)).toBe(1);
    // today's order, cancelled: its portions come back
    const { id: todayId } = after.json<CustomerOrderView>();
    await callApi(harness.app, 'POST', `/api/orders/${todayId}/cancel`, customer);
    expect(await stockOf(item.id)).toBe(3);
  });

  it('an item counted only from the reset is not ordered past its count on cached facts', async () => {
    // not counted: orders for it are placed on the vendor's cached facts
    const item = await createItem({ stockCount: null, dailyStockCount: 2 });
    await setReset(vendorId, '05:00', at(1, 12));
    expect((await order(item.id)).statusCode).toBe(201);
    await resetDailyStock(db(), { now: at(2, 5) });
    const tooMany = await order(item.id, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Only 2 ${item.name} left`);
    expect((await order(item.id, 2)).statusCode).toBe(201);
    expect(await stockOf(item.id)).toBe(0);
    await db()
      .update(menuItems)
      .set({ dailyStockCount: null })
      .where(inArray(menuItems.id, [item.id]));
  });
});
