import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { AdminAnalytics } from '../../../contract/admin';
import { events, orders, vendors, venues } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { seededMenu, userIdByEmail } from '../orders/orders.test-support';
import { insertOrder } from '../vendor/vendor.test-support';
import { ADMIN_EMAIL, call, CUSTOMER_EMAIL, VENDOR_EMAIL } from './admin.test-support';
import { REVENUE_CSV_HEADER } from '../../../contract/exports';

// GET /api/admin/reports/revenue.csv: platform revenue of a range of service days by vendor and by
// event, net of refunds, counting the same orders as the admin analytics.

let harness: TestApp;
let admin: string;
let customer: string;
let vendor: string;
const BOM = '\uFEFF';
let burgerVendor: { id: number; name: string };
let tacoVendor: { id: number; name: string };
let eventId: number;

/** 10 March 2031 at hh:mm in the server's time zone; dayOffset moves the day. */
const local = (hours: number, minutes = 0, dayOffset = 0) =>
  new Date(2031, 2, 10 + dayOffset, hours, minutes);

beforeAll(async () => {
  harness = await createTestApp();
  admin = await login(harness.app, ADMIN_EMAIL);
  customer = await login(harness.app, CUSTOMER_EMAIL);
  vendor = await login(harness.app, VENDOR_EMAIL);
  const db = harness.database.db;
  const userId = await userIdByEmail(db, CUSTOMER_EMAIL);
  const menu = await seededMenu(db);
  const burger = menu('Encore Smash Burger'); // 15.99
  const tacos = menu('Carne Asada Tacos');
  const vendorOf = async (id: number) => {
    const [row] = await db.select().from(vendors).where(eq(vendors.id, id));
    if (!row) throw new Error('no vendor');
    return { id: row.id, name: row.name };
  };
  burgerVendor = await vendorOf(burger.vendorId);
  tacoVendor = await vendorOf(tacos.vendorId);
  const [venue] = await db.select().from(venues).limit(1);
  if (!venue) throw new Error('seed has no venue');
  const [event] = await db
    .insert(events)
    .values({ name: 'Spring Gala', venueId: venue.id, eventDate: local(19, 0) })
    .returning({ id: events.id });
  eventId = event!.id;

  const place = (
    item: { id: number; vendorId: number },
    createdAt: Date,
    extra: Partial<Parameters<typeof insertOrder>[1]> = {},
  ) =>
    insertOrder(db, {
      userId,
      vendorId: item.vendorId,
      lines: [{ menuItemId: item.id, quantity: 2 }],
      status: 'completed',
      createdAt,
      ...extra,
    });
  // at the event, with a 3.00 tip, 5.00 of its food refunded
  const tipped = await place(burger, local(20, 0), { eventId });
  await db
    .update(orders)
    .set({
      tipCents: 300,
      totalCents: sql`${orders.totalCents} + 300`,
      refundedCents: 500,
      paymentStatus: 'partially_refunded',
    })
    .where(eq(orders.id, tipped.id));
  await place(burger, local(0, 30, 1)); // after midnight: still the 10th's service day
  await place(tacos, local(12, 0), { eventId });
  // none of these count: cancelled, never paid, before the range, after it
  await place(burger, local(13, 0), { status: 'cancelled' });
  await place(tacos, local(13, 0), { paymentStatus: 'unpaid' });
  await place(burger, local(4, 59));
  await place(tacos, local(5, 0, 1));
});
afterAll(() => harness.close());

const download = (query: string, cookie = admin) =>
  call(harness.app, 'GET', `/api/admin/reports/revenue.csv${query}`, cookie);

/** The CSV's rows as objects keyed by the header. */
function recordsOf(body: string): Record<string, string>[] {
  const [header, ...rows]: string[][] = parse(body, { bom: true });
  expect(header).toEqual([...REVENUE_CSV_HEADER]);
  return rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!])));
}

const cents = (decimal: string | undefined) => Math.round(Number(decimal) * 100);

describe('GET /api/admin/reports/revenue.csv', () => {
  it('answers a UTF-8 CSV attachment a spreadsheet opens', async () => {
    const response = await download('?from=2031-03-10&to=2031-03-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="revenue-2031-03-10-to-2031-03-10.csv"',
    );
    expect(response.body.startsWith(`${BOM}"Section","Id","Name"`)).toBe(true);
    expect(response.body).toContain('\r\n');
  });

  it('gives each vendor, each event and the total, net of refunds and tips', async () => {
    const response = await download('?from=2031-03-10&to=2031-03-10');
    const records = recordsOf(response.body);
    const vendorRows = [
      [burgerVendor.name, '2'],
      [tacoVendor.name, '1'],
    ].sort(([a], [b]) => a!.localeCompare(b!));
    expect(records.map((row) => [row.Section, row.Name, row['Event date'], row.Orders])).toEqual([
      ...vendorRows.map(([name, count]) => ['vendor', name, '', count]),
      ['event', 'Spring Gala', '2031-03-10', '2'],
      ['event', 'No event', '', '1'],
      ['total', 'All vendors', '', '3'],
    ]);
    const burgers = records.find((row) => row.Name === burgerVendor.name)!;
    expect(burgers.Id).toBe(String(burgerVendor.id));
    expect(burgers).toMatchObject({ Refunds: '5.00', Tips: '3.00', 'Meal tickets': '0.00' });
    // each row adds up: paid − refunds − tips + meal tickets
    for (const row of records) {
      expect(cents(row['Net revenue'])).toBe(
        cents(row['Paid by customers']) -
          cents(row.Refunds) -
          cents(row.Tips) +
          cents(row['Meal tickets']),
      );
    }
    const total = records.at(-1)!;
    const sumOf = (section: string, column: string) =>
      records
        .filter((row) => row.Section === section)
        .reduce((sum, row) => sum + cents(row[column]), 0);
    for (const column of ['Paid by customers', 'Refunds', 'Tips', 'Net revenue']) {
      expect(sumOf('vendor', column)).toBe(cents(total[column]));
      expect(sumOf('event', column)).toBe(cents(total[column]));
    }
    // the burger orders' totals less the tip and the refund
    const placed = await harness.database.db
      .select()
      .from(orders)
      .where(eq(orders.vendorId, burgerVendor.id));
    const counted = placed.filter(
      (order) =>
        order.status !== 'cancelled' &&
        order.createdAt >= local(5, 0) &&
        order.createdAt < local(5, 0, 1),
    );
    expect(counted).toHaveLength(2);
    const paid = counted.reduce((sum, order) => sum + order.totalCents, 0);
    expect(cents(burgers['Paid by customers'])).toBe(paid);
    expect(cents(burgers['Net revenue'])).toBe(paid - 300 - 500);
    expect(records.map((row) => row.Id)).toContain(String(eventId));
  });

  it('agrees with the admin analytics on the same orders', async () => {
    const records = recordsOf((await download('?from=2031-03-09&to=2031-03-11')).body);
    const analytics = (
      await call(harness.app, 'GET', '/api/admin/analytics', admin)
    ).json<AdminAnalytics>();
    const total = records.at(-1)!;
    expect(total.Section).toBe('total');
    expect(cents(total['Net revenue'])).toBe(analytics.totalRevenueCents);
    expect(Number(total.Orders)).toBe(analytics.totalOrders);
    for (const top of analytics.topVendors) {
      const row = records.find(
        (record) => record.Section === 'vendor' && record.Id === String(top.vendorId),
      );
      expect(cents(row?.['Net revenue'])).toBe(top.revenueCents);
      expect(Number(row?.Orders)).toBe(top.orders);
    }
  });

  it('is only a total row when nothing was sold', async () => {
    const records = recordsOf((await download('?from=2030-01-01&to=2030-01-31')).body);
    expect(records).toEqual([
      {
        Section: 'total',
        Id: '',
        Name: 'All vendors',
        'Event date': '',
        Orders: '0',
        'Paid by customers': '0.00',
        Refunds: '0.00',
        Tips: '0.00',
        'Meal tickets': '0.00',
        'Net revenue': '0.00',
      },
    ]);
  });

  it.each([
    ['', 'querystring.from'],
    ['?from=2031-03-10', 'querystring.to'],
    ['?from=2031-02-30&to=2031-03-01', 'querystring.from'],
    ['?from=2031-03-11&to=2031-03-10', 'querystring.to'],
    ['?from=2030-01-01&to=2031-03-10', 'querystring.to'],
  ])('refuses %s with a 400 naming %s', async (query, path) => {
    const response = await download(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string }[] }>();
    expect(body.issues.map((issue) => issue.path)).toContain(path);
  });

  it('is for admins only', async () => {
    const range = '?from=2031-03-10&to=2031-03-10';
    expect((await download(range, customer)).statusCode).toBe(403);
    expect((await download(range, vendor)).statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: `/api/admin/reports/revenue.csv${range}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
