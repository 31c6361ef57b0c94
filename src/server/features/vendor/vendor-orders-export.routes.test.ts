import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { MenuItemView } from '../../../contract/vendors';
import { orderItems, vendors } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { signUp, userIdByEmail } from '../orders/orders.test-support';
import { callApi, insertOrder } from './vendor.test-support';
import { neutraliseFormula, type CsvCell } from '../../http/csv-download';
import { VENDOR_ORDERS_CSV_HEADER } from '../../../contract/exports';
import { vendorOrderRows } from './vendor-orders-export';

// GET /api/vendor/orders/export.csv: the orders of a range of service days (05:00 to 05:00, server
// time), one row per line, as a spreadsheet opens it.

let harness: TestApp;
let vendorCookie: string;
let otherVendorCookie: string;
let customerCookie: string;
let firstOrderId: number;
let vendorId: number;
const BOM = '\uFEFF';

/** 10 March 2031 at hh:mm in the server's time zone; dayOffset moves the day. */
const local = (hours: number, minutes = 0, dayOffset = 0) =>
  new Date(2031, 2, 10 + dayOffset, hours, minutes);

beforeAll(async () => {
  harness = await createTestApp();
  const { app, database } = harness;
  vendorCookie = await signUp(app, 'exportvendor', 'vendor');
  otherVendorCookie = await signUp(app, 'othervendor', 'vendor');
  customerCookie = await signUp(app, 'exportcustomer', 'user');
  const ownerId = await userIdByEmail(database.db, 'exportvendor@example.test');
  const [vendor] = await database.db.select().from(vendors).where(eq(vendors.ownerUserId, ownerId));
  if (!vendor) throw new Error('signup made no vendor');
  vendorId = vendor.id;
  const customerId = await userIdByEmail(database.db, 'exportcustomer@example.test');
  const create = async (name: string, price: string) =>
    (
      await callApi(app, 'POST', '/api/vendor/menu', vendorCookie, {
        name,
        price,
        category: 'mains',
      })
    ).json<MenuItemView>().id;
  const burger = await create('Smash Burger', '10.00');
  const fries = await create('=HYPERLINK("x") Fries', '4.50');
  const place = (createdAt: Date, lines: { menuItemId: number; quantity: number }[]) =>
    insertOrder(database.db, { userId: customerId, vendorId: vendor.id, lines, createdAt });
  // the 10th's service day runs from 05:00 on the 10th to 05:00 on the 11th
  firstOrderId = (
    await place(local(23, 5), [
      { menuItemId: burger, quantity: 2 },
      { menuItemId: fries, quantity: 1 },
    ])
  ).id;
  await database.db
    .update(orderItems)
    .set({
      notes: 'no salt, "please"',
      options: [
        { id: 1, groupName: 'Leave out', name: 'Onions', priceDeltaCents: 0, isRemoval: true },
      ],
    })
    .where(eq(orderItems.orderId, firstOrderId));
  await place(local(0, 40, 1), [{ menuItemId: burger, quantity: 1 }]); // after midnight: the 10th
  await place(local(4, 59), [{ menuItemId: burger, quantity: 1 }]); // before 05:00: the 9th
  await place(local(5, 0, 1), [{ menuItemId: burger, quantity: 1 }]); // the 11th
});
afterAll(() => harness.close());

/** The CSV's rows, header first, as a spreadsheet would split them. */
const rowsOf = (body: string): string[][] => parse(body, { bom: true });

const download = (query: string, cookie = vendorCookie) =>
  callApi(harness.app, 'GET', `/api/vendor/orders/export.csv${query}`, cookie);

describe('GET /api/vendor/orders/export.csv', () => {
  it('answers the service day as a UTF-8 CSV attachment, one quoted row per line', async () => {
    const response = await download('?from=2031-03-10&to=2031-03-10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="orders-2031-03-10-to-2031-03-10.csv"',
    );
    expect(response.body.startsWith(`${BOM}"Order","Placed"`)).toBe(true);
    expect(response.body).toContain('\r\n');
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual([...VENDOR_ORDERS_CSV_HEADER]);
    // the order at 23:05 (two lines) and the one at 00:40 the next morning; not 04:59 nor 05:00
    expect(rows.map((row) => [row[0], row[1], row[4], row[7]])).toEqual([
      [String(firstOrderId), '2031-03-10 23:05', 'Smash Burger', '2'],
      [String(firstOrderId), '2031-03-10 23:05', '\'=HYPERLINK("x") Fries', '1'],
      [String(firstOrderId + 1), '2031-03-11 00:40', 'Smash Burger', '1'],
    ]);
    const burgerLine = Object.fromEntries(header!.map((name, index) => [name, rows[0]![index]]));
    expect(burgerLine).toMatchObject({
      Status: 'pending',
      Payment: 'paid',
      Options: 'No onions',
      'Line note': 'no salt, "please"',
      'Unit price': '10.00',
      'Line total': '20.00',
      'Order subtotal': '24.50',
      Tip: '0.00',
      'Order refunded': '0.00',
      'Quantity refunded': '0',
    });
  });

  it("answers only the caller's orders: another vendor's download is empty", async () => {
    const response = await download('?from=2031-03-01&to=2031-03-31', otherVendorCookie);
    expect(response.statusCode).toBe(200);
    expect(rowsOf(response.body)).toHaveLength(1);
  });

  it('reads in pages without losing or repeating a row', async () => {
    const response = await download('?from=2031-03-01&to=2031-03-31');
    const whole = rowsOf(response.body).slice(1);
    expect(whole).toHaveLength(5);
    const paged: CsvCell[][] = [];
    const range = { from: '2031-03-01', to: '2031-03-31' };
    for await (const row of vendorOrderRows(harness.database.db, vendorId, range, 2))
      paged.push(row);
    expect(paged.map((row) => row.map((cell) => neutraliseFormula(String(cell))))).toEqual(whole);
  });

  it.each([
    ['', 'querystring.from'],
    ['?from=2031-03-10', 'querystring.to'],
    ['?from=2031-02-30&to=2031-03-01', 'querystring.from'],
    ['?from=10/03/2031&to=2031-03-11', 'querystring.from'],
    ['?from=2031-03-11&to=2031-03-10', 'querystring.to'],
    ['?from=2030-01-01&to=2031-03-10', 'querystring.to'],
  ])('refuses %s with a 400 naming %s', async (query, path) => {
    const response = await download(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string }[] }>();
    expect(body.issues.map((issue) => issue.path)).toContain(path);
  });

  it('is for vendors only', async () => {
    expect((await download('?from=2031-03-10&to=2031-03-10', customerCookie)).statusCode).toBe(403);
    const anonymous = await harness.app.inject({
      method: 'GET',
      url: '/api/vendor/orders/export.csv?from=2031-03-10&to=2031-03-10',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
