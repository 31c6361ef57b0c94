import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ACTIVITY_LIMIT,
  CHART_DAYS,
  type ActivityEntry,
  type AdminAnalytics,
} from '../../../contract/admin';
import { users } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { seededMenu, signUp, userIdByEmail } from '../orders/orders.test-support';
import { insertOrder } from '../vendor/vendor.test-support';
import { statCard } from './admin-analytics.service';
import { ADMIN_EMAIL, call, CUSTOMER_EMAIL } from './admin.test-support';

// accounts spec 2.10: stat cards with real changes, Platform Metrics, User Activity, charts and
// Recent Activity, from the database.

const DAY_MS = 24 * 60 * 60 * 1000;
let harness: TestApp;
let admin: string;
const counted: { totalCents: number; createdAt: Date }[] = [];

beforeAll(async () => {
  harness = await createTestApp();
  admin = await login(harness.app, ADMIN_EMAIL);
  const db = harness.database.db;
  const userId = await userIdByEmail(db, CUSTOMER_EMAIL);
  const burger = (await seededMenu(db))('Encore Smash Burger');
  const line = (quantity: number) => [{ menuItemId: burger.id, quantity }];
  const now = Date.now();
  for (const [quantity, daysAgo] of [
    [1, 0],
    [2, 1],
    [3, 40],
  ] as const) {
    const createdAt = new Date(now - daysAgo * DAY_MS - 60_000);
    const order = await insertOrder(db, {
      userId,
      vendorId: burger.vendorId,
      lines: line(quantity),
      status: 'completed',
      createdAt,
    });
    counted.push({ totalCents: order.totalCents, createdAt });
  }
  // neither counts: cancelled, and never paid
  await insertOrder(db, { userId, vendorId: burger.vendorId, lines: line(4), status: 'cancelled' });
  await insertOrder(db, {
    userId,
    vendorId: burger.vendorId,
    lines: line(5),
    paymentStatus: 'unpaid',
  });
});
afterAll(() => harness.close());

const analytics = async () => {
  const response = await call(harness.app, 'GET', '/api/admin/analytics', admin);
  expect(response.statusCode).toBe(200);
  return response.json<AdminAnalytics>();
};

describe('GET /api/admin/analytics', () => {
  it('adds up revenue from paid, not cancelled orders, in cents and as the spec string', async () => {
    const figures = await analytics();
    const total = counted.reduce((sum, order) => sum + order.totalCents, 0);
    expect(figures.totalRevenueCents).toBe(total);
    expect(figures.totalRevenue).toBe((total / 100).toFixed(2));
    expect(figures.totalOrders).toBe(3);
    const [today, yesterday, older] = counted;
    expect(figures.cards.platformRevenueCents).toEqual(
      statCard(
        total,
        (today?.totalCents ?? 0) + (yesterday?.totalCents ?? 0),
        older?.totalCents ?? 0,
      ),
    );
  });

  it('counts as Active Vendors exactly the vendors customers see listed', async () => {
    const listed = await harness.app.inject({ method: 'GET', url: '/api/vendors' });
    const figures = await analytics();
    expect(figures.activeVendors).toBe(listed.json<unknown[]>().length);
    expect(figures.cards.activeVendors.value).toBe(figures.activeVendors);
  });

  it('counts the platform metrics and user activity of spec 2.10', async () => {
    const before = await analytics();
    await signUp(harness.app, 'newcomer');
    await signUp(harness.app, 'newstall', 'vendor');
    const oldId = await userIdByEmail(harness.database.db, 'newcomer@example.test');
    const after = await analytics();
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.newUsersLast7Days).toBe(before.newUsersLast7Days + 2);
    // a pending application is no vendor customers can see
    expect(after.activeVendors).toBe(before.activeVendors);
    expect(after.vendorsCreatedLast30Days).toBe(before.vendorsCreatedLast30Days + 1);
    expect(after.pendingVendorApplications).toBe(before.pendingVendorApplications + 1);
    expect(after.cards.totalUsers.value).toBe(after.totalUsers);
    expect(after.upcomingEvents).toBeLessThanOrEqual(after.totalEvents);

    // an account from 45 days ago counts in the previous window, not in the recent one
    await harness.database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 45 * DAY_MS) })
      .where(eq(users.id, oldId));
    const moved = await analytics();
    expect(moved.newUsersLast7Days).toBe(after.newUsersLast7Days - 1);
    expect(moved.cards.totalUsers.recent).toBe(after.cards.totalUsers.recent - 1);
    expect(moved.cards.totalUsers.previous).toBe(after.cards.totalUsers.previous + 1);
  });

  it('charts orders and revenue per day and ranks the top vendors', async () => {
    const figures = await analytics();
    expect(figures.ordersByDay).toHaveLength(CHART_DAYS);
    const todayKey = new Date().toISOString().slice(0, 10);
    expect(figures.ordersByDay.at(-1)?.date).toBe(todayKey);
    const charted = figures.ordersByDay.reduce((sum, day) => sum + day.orders, 0);
    expect(charted).toBe(2);
    expect(figures.topVendors).toEqual([
      {
        vendorId: expect.any(Number),
        name: 'Curtain Call Burgers',
        orders: 3,
        revenueCents: figures.totalRevenueCents,
      },
    ]);
  });

  it('leaves the change null when there is nothing to compare with', () => {
    expect(statCard(5, 5, 0).changePercent).toBeNull();
    expect(statCard(10, 3, 2).changePercent).toBe(50);
    expect(statCard(10, 1, 4).changePercent).toBe(-75);
  });
});

describe('GET /api/admin/activity', () => {
  it('merges admin actions, signups and orders, newest first, limited', async () => {
    await call(harness.app, 'PUT', '/api/admin/settings/demo_payment_delay', admin, {
      value: '1000',
    });
    const response = await call(harness.app, 'GET', '/api/admin/activity', admin);
    expect(response.statusCode).toBe(200);
    const entries = response.json<ActivityEntry[]>();
    expect(entries.length).toBeLessThanOrEqual(ACTIVITY_LIMIT);
    expect(entries[0]).toMatchObject({
      kind: 'admin',
      action: 'setting.update',
      message: 'Setting demo_payment_delay set to 1000 (by demoadmin)',
    });
    const kinds = new Set(entries.map((entry) => entry.kind));
    expect([...kinds].sort()).toEqual(['admin', 'order', 'signup']);
    expect(entries.find((entry) => entry.kind === 'signup')?.message).toMatch(/signed up/);
    expect(entries.find((entry) => entry.kind === 'order')?.message).toMatch(
      /^Order #\d+ placed with Curtain Call Burgers \(\$\d+\.\d\d\)$/,
    );
    const times = entries.map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
  });
});
