import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../contract/order-status';
import { startOfServiceDay, type VendorAnalytics } from '../../../contract/vendor';
import type { MenuItemView } from '../../../contract/vendors';
import { eventVendors, events, orderStatusHistory, vendors, venues } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { signUp, userIdByEmail } from '../orders/orders.test-support';
import { getVendorAnalytics, localDateKey } from './vendor-analytics.service';
import { callApi, insertOrder, type InsertOrderOptions } from './vendor.test-support';

// accounts spec 2.9: every figure below is worked out by hand from the orders inserted here, at
// fixed local times on 15 June 2030 (browse pricing: $2.00 fee, 8 % tax).

let harness: TestApp;
let vendorId: number;
let vendorCookie: string;
let customerId: number;
const item = { a: 0, b: 0, c: 0 };

/** 15 June 2030 at hh:mm in the server's time zone; dayOffset moves the day. */
const local = (hours: number, minutes = 0, dayOffset = 0) =>
  new Date(2030, 5, 15 + dayOffset, hours, minutes);
const NOW = local(21, 0);

beforeAll(async () => {
  harness = await createTestApp();
  const { app, database } = harness;
  vendorCookie = await signUp(app, 'statsvendor', 'vendor');
  const ownerId = await userIdByEmail(database.db, 'statsvendor@example.test');
  const [vendor] = await database.db.select().from(vendors).where(eq(vendors.ownerUserId, ownerId));
  if (!vendor) throw new Error('signup made no vendor');
  vendorId = vendor.id;
  customerId = await userIdByEmail(database.db, 'customer@curtaincall.test');

  const create = async (name: string, price: string) => {
    const response = await callApi(app, 'POST', '/api/vendor/menu', vendorCookie, {
      name,
      price,
      category: 'mains',
    });
    return response.json<MenuItemView>().id;
  };
  item.a = await create('Alpha Burger', '10.00');
  item.b = await create('Beta Fries', '4.50');
  item.c = await create('Gamma Wrap', '7.25');
  const archived = await create('Retired Dish', '9.00');
  await callApi(app, 'DELETE', `/api/vendor/menu/${archived}`, vendorCookie);

  // the latest started event of this vendor ends at 20:30: the rush window is 18:30 to 21:30
  const [venue] = await database.db.select().from(venues).limit(1);
  if (!venue) throw new Error('seed has no venue');
  const eventRows = await database.db
    .insert(events)
    .values([
      {
        name: 'Last week',
        venueId: venue.id,
        eventDate: local(18, 0, -5),
        estimatedEndTime: local(21, 0, -5),
      },
      {
        name: 'Tonight',
        venueId: venue.id,
        eventDate: local(18, 0),
        estimatedEndTime: local(20, 30),
      },
      { name: 'Tomorrow', venueId: venue.id, eventDate: local(18, 0, 1) },
    ])
    .returning({ id: events.id });
  await database.db
    .insert(eventVendors)
    .values(eventRows.map((event) => ({ eventId: event.id, vendorId })));

  await seedOrders();
});
afterAll(() => harness.close());

async function place(
  options: Omit<InsertOrderOptions, 'userId' | 'vendorId'>,
  timeline: [OrderStatus, Date][] = [],
) {
  const order = await insertOrder(harness.database.db, {
    userId: customerId,
    vendorId,
    ...options,
  });
  if (timeline.length > 0) {
    await harness.database.db.insert(orderStatusHistory).values(
      timeline.map(([status, createdAt]) => ({
        orderId: order.id,
        status,
        actorRole: 'vendor' as const,
        createdAt,
      })),
    );
  }
  return order;
}

async function seedOrders() {
  // O1 today 19:00, 2 x A: 2000 + 200 + 160 = 2360; picked up after 40 min; prep 12 min
  await place(
    {
      lines: [{ menuItemId: item.a, quantity: 2 }],
      createdAt: local(19, 0),
      status: 'completed',
      lastStatusUpdate: local(19, 40),
    },
    [
      ['confirmed', local(19, 5)],
      ['ready', local(19, 17)],
      ['completed', local(19, 40)],
    ],
  );
  // O2 today 20:20, 3 x B + 1 x A: 2350 + 200 + 188 = 2738; ready; prep 8 min (delayed on the way)
  await place(
    {
      lines: [
        { menuItemId: item.b, quantity: 3 },
        { menuItemId: item.a, quantity: 1 },
      ],
      createdAt: local(20, 20),
      status: 'ready',
    },
    [
      ['confirmed', local(20, 25)],
      ['delayed', local(20, 28)],
      ['ready', local(20, 33)],
    ],
  );
  // O3 today 20:40, 1 x C: cancelled and refunded, so no revenue and no best-seller count
  await place(
    {
      lines: [{ menuItemId: item.c, quantity: 1 }],
      createdAt: local(20, 40),
      status: 'cancelled',
      paymentStatus: 'refunded',
    },
    [['confirmed', local(20, 41)]],
  );
  // O4 today 20:50: never paid, so it counts nowhere
  await place({
    lines: [{ menuItemId: item.a, quantity: 5 }],
    createdAt: local(20, 50),
    paymentStatus: 'unpaid',
  });
  // O5 three days ago, 2 x B: 900 + 200 + 72 = 1172; picked up after 20 min; prep not today
  await place(
    {
      lines: [{ menuItemId: item.b, quantity: 2 }],
      createdAt: local(12, 0, -3),
      status: 'completed',
      lastStatusUpdate: local(12, 20, -3),
    },
    [
      ['confirmed', local(12, 1, -3)],
      ['ready', local(12, 30, -3)],
    ],
  );
  // O6 yesterday 23:30, 2 x C: 1450 + 200 + 116 = 1766; picked up 00:30 today (60 min)
  await place({
    lines: [{ menuItemId: item.c, quantity: 2 }],
    createdAt: local(23, 30, -1),
    status: 'completed',
    lastStatusUpdate: local(0, 30),
  });
  // O7 twenty days ago, 1 x A: 1000 + 200 + 80 = 1280; picked up after 30 min
  await place({
    lines: [{ menuItemId: item.a, quantity: 1 }],
    createdAt: local(19, 0, -20),
    status: 'completed',
    lastStatusUpdate: local(19, 30, -20),
  });
}

describe('getVendorAnalytics', () => {
  it('matches the hand computation', async () => {
    const analytics = await getVendorAnalytics(harness.database.db, vendorId, NOW);
    const revenue = 2360 + 2738 + 1172 + 1766 + 1280;
    expect(analytics).toMatchObject({
      // O3 was cancelled: it counts in no figure, orders included (docs/decisions.md)
      totalOrders: 5,
      totalRevenueCents: revenue,
      totalRevenue: revenue / 100,
      // one average: the spec's avgPickupTime is the prep time too
      avgPickupTime: (12 + 8) / 2,
      avgPrepMinutes: (12 + 8) / 2,
      topItems: [
        { menuItemId: item.b, name: 'Beta Fries', count: 5 },
        { menuItemId: item.a, name: 'Alpha Burger', count: 4 },
        { menuItemId: item.c, name: 'Gamma Wrap', count: 2 },
      ],
      todayOrders: 2,
      todayRevenueCents: 2360 + 2738,
      menuItemCount: 3,
    } satisfies Partial<VendorAnalytics>);
  });

  it('counts the same orders in every figure: paid, excluding cancelled', async () => {
    const analytics = await getVendorAnalytics(harness.database.db, vendorId, NOW);
    const perDay = analytics.revenueByDay.reduce((sum, day) => sum + day.revenueCents, 0);
    // O7 is older than the 14 days of the chart
    expect(perDay).toBe(analytics.totalRevenueCents - 1280);
    const inRush = analytics.ordersByQuarterHour.reduce((sum, bucket) => sum + bucket.count, 0);
    // O1 and O2 are the orders of tonight's show, as counted in todayOrders
    expect(inRush).toBe(analytics.todayOrders);
    expect(analytics.avgPickupTime).toBe(analytics.avgPrepMinutes);
  });

  it('counts orders per quarter hour from 2 h before to 1 h after the show ends', async () => {
    const { ordersByQuarterHour } = await getVendorAnalytics(harness.database.db, vendorId, NOW);
    expect(ordersByQuarterHour).toHaveLength(12);
    expect(ordersByQuarterHour[0]?.start).toBe(local(18, 30).toISOString());
    expect(ordersByQuarterHour[11]?.start).toBe(local(21, 15).toISOString());
    // 19:00 (O1), 20:20 (O2); O3 (20:40) was cancelled, O4 is unpaid
    expect(ordersByQuarterHour.map((bucket) => bucket.count)).toEqual([
      0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0,
    ]);
  });

  it('gives the end of the event the buckets surround, for the chart marker', async () => {
    const analytics = await getVendorAnalytics(harness.database.db, vendorId, NOW);
    expect(analytics.eventEndsAt).toBe(local(20, 30).toISOString());
    expect(analytics.ordersByQuarterHour[8]?.start).toBe(analytics.eventEndsAt);
  });

  it('gives revenue for each of the last 14 days, zeros included', async () => {
    const { revenueByDay } = await getVendorAnalytics(harness.database.db, vendorId, NOW);
    expect(revenueByDay).toHaveLength(14);
    expect(revenueByDay[0]?.date).toBe('2030-06-02');
    expect(revenueByDay[13]?.date).toBe('2030-06-15');
    const nonZero = revenueByDay.filter((day) => day.revenueCents > 0);
    expect(nonZero).toEqual([
      { date: '2030-06-12', revenueCents: 1172 },
      { date: '2030-06-14', revenueCents: 1766 },
      { date: '2030-06-15', revenueCents: 2360 + 2738 },
    ]);
  });

  it('has no averages and no rush chart for a vendor with nothing yet', async () => {
    const pendingId = await userIdByEmail(harness.database.db, 'pending-vendor@curtaincall.test');
    const [pending] = await harness.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.ownerUserId, pendingId));
    const analytics = await getVendorAnalytics(harness.database.db, pending?.id ?? 0, NOW);
    expect(analytics).toMatchObject({
      totalOrders: 0,
      totalRevenue: 0,
      avgPickupTime: null,
      avgPrepMinutes: null,
      topItems: [],
      menuItemCount: 3,
      ordersByQuarterHour: [],
      eventEndsAt: null,
    });
    expect(analytics.revenueByDay.every((day) => day.revenueCents === 0)).toBe(true);
  });
});

describe('"today" is the service day, from 05:00 local time, as on the board', () => {
  it('after midnight, today is still the evening’s: its orders, revenue and prep time', async () => {
    for (const now of [local(0, 10, 1), local(4, 59, 1)]) {
      const analytics = await getVendorAnalytics(harness.database.db, vendorId, now);
      expect(analytics).toMatchObject({
        todayOrders: 2,
        todayRevenueCents: 2360 + 2738,
        avgPrepMinutes: (12 + 8) / 2,
      });
      expect(analytics.revenueByDay.at(-1)).toEqual({
        date: '2030-06-15',
        revenueCents: 2360 + 2738,
      });
    }
    const nextDay = await getVendorAnalytics(harness.database.db, vendorId, local(5, 0, 1));
    expect(nextDay).toMatchObject({ todayOrders: 0, todayRevenueCents: 0, avgPrepMinutes: null });
    expect(nextDay.revenueByDay.slice(-2)).toEqual([
      { date: '2030-06-15', revenueCents: 2360 + 2738 },
      { date: '2030-06-16', revenueCents: 0 },
    ]);
  });

  it('an order placed at 00:30 counts for the evening before, until 05:00', async () => {
    const { app, database } = harness;
    const cookie = await signUp(app, 'latenightvendor', 'vendor');
    const ownerId = await userIdByEmail(database.db, 'latenightvendor@example.test');
    const [vendor] = await database.db
      .select()
      .from(vendors)
      .where(eq(vendors.ownerUserId, ownerId));
    if (!vendor) throw new Error('signup made no vendor');
    const created = await callApi(app, 'POST', '/api/vendor/menu', cookie, {
      name: 'Midnight Ramen',
      price: '10.00',
      category: 'mains',
    });
    // 1 x $10.00: 1000 + 200 + 80 = 1280
    await insertOrder(database.db, {
      userId: customerId,
      vendorId: vendor.id,
      lines: [{ menuItemId: created.json<MenuItemView>().id, quantity: 1 }],
      createdAt: local(0, 30, 1),
      status: 'completed',
      lastStatusUpdate: local(0, 45, 1),
    });

    const tonight = await getVendorAnalytics(database.db, vendor.id, local(1, 0, 1));
    expect(tonight).toMatchObject({ todayOrders: 1, todayRevenueCents: 1280 });
    expect(tonight.revenueByDay.at(-1)).toEqual({ date: '2030-06-15', revenueCents: 1280 });

    const morning = await getVendorAnalytics(database.db, vendor.id, local(9, 0, 1));
    expect(morning).toMatchObject({ todayOrders: 0, todayRevenueCents: 0 });
    expect(morning.revenueByDay.slice(-2)).toEqual([
      { date: '2030-06-15', revenueCents: 1280 },
      { date: '2030-06-16', revenueCents: 0 },
    ]);
  });
});

describe('GET /api/vendor/analytics', () => {
  it("answers the signed-in vendor's figures for today", async () => {
    const demoVendor = await login(harness.app, 'vendor@curtaincall.test');
    const response = await callApi(harness.app, 'GET', '/api/vendor/analytics', demoVendor);
    expect(response.statusCode).toBe(200);
    const analytics = response.json<VendorAnalytics>();
    expect(analytics).toMatchObject({ totalOrders: 0, totalRevenueCents: 0, menuItemCount: 10 });
    // the seeded show in progress is assigned to the demo vendor
    expect(analytics.ordersByQuarterHour).toHaveLength(12);
    expect(analytics.revenueByDay.at(-1)?.date).toBe(localDateKey(startOfServiceDay(new Date())));

    const own = await callApi(harness.app, 'GET', '/api/vendor/analytics', vendorCookie);
    expect(own.json<VendorAnalytics>().totalOrders).toBe(5);
  });
});
