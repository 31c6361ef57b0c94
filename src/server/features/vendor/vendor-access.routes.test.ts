import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView } from '../../../contract/orders';
import { menuItems, orders, vendors, type Order } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { seededMenu, seededVendorId, signUp, userIdByEmail } from '../orders/orders.test-support';
import { callApi, insertOrder, patchOrderStatus } from './vendor.test-support';

// accounts spec 6: /api/vendor/* is for vendor accounts, each acting on its own vendor only;
// priority management is for the order's vendor and admins; vendor notes for the vendor.

let harness: TestApp;
let customer: string;
let otherCustomer: string;
let admin: string;
let vendorX: string;
let vendorY: string;
let orderOfX: Order;
let itemOfX: number;

beforeAll(async () => {
  harness = await createTestApp();
  const { app, database } = harness;
  customer = await login(app, 'customer@curtaincall.test');
  otherCustomer = await signUp(app, 'casey');
  admin = await login(app, 'admin@curtaincall.test');
  vendorX = await login(app, 'vendor@curtaincall.test');
  vendorY = await login(app, 'pending-vendor@curtaincall.test');
  const menu = await seededMenu(database.db);
  itemOfX = menu('Encore Smash Burger').id;
  orderOfX = await insertOrder(database.db, {
    userId: await userIdByEmail(database.db, 'customer@curtaincall.test'),
    vendorId: await seededVendorId(database.db, 'Curtain Call Burgers'),
    lines: [{ menuItemId: itemOfX, quantity: 1 }],
  });
});
afterAll(() => harness.close());

const VENDOR_ROUTES: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string][] = [
  ['GET', '/api/vendor/orders'],
  ['PATCH', '/api/vendor/orders/1'],
  ['GET', '/api/vendor/menu'],
  ['POST', '/api/vendor/menu'],
  ['PATCH', '/api/vendor/menu/1'],
  ['DELETE', '/api/vendor/menu/1'],
  ['GET', '/api/vendor/profile'],
  ['PATCH', '/api/vendor/profile'],
  ['GET', '/api/vendor/analytics'],
];

describe('the /api/vendor/* guard', () => {
  it.each(VENDOR_ROUTES)(
    '%s %s: 401 signed out, 403 for a customer or an admin',
    async (method, url) => {
      const body = method === 'POST' || method === 'PATCH' ? { junk: true } : undefined;
      const signedOut = await callApi(harness.app, method, url, undefined, body);
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json().code).toBe('UNAUTHENTICATED');
      for (const cookie of [customer, admin]) {
        const response = await callApi(harness.app, method, url, cookie, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    },
  );

  it("answers 404 'Vendor profile not found' to a vendor account without a vendor", async () => {
    const orphan = await signUp(harness.app, 'orphanvendor', 'vendor');
    const userId = await userIdByEmail(harness.database.db, 'orphanvendor@example.test');
    await harness.database.db
      .update(vendors)
      .set({ ownerUserId: null })
      .where(eq(vendors.ownerUserId, userId));
    for (const url of ['/api/vendor/orders', '/api/vendor/menu', '/api/vendor/profile']) {
      const response = await callApi(harness.app, 'GET', url, orphan);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Vendor profile not found' });
    }
  });

  it('lets a pending vendor use every route; its board is simply empty', async () => {
    expect((await callApi(harness.app, 'GET', '/api/vendor/orders', vendorY)).json()).toEqual([]);
    const menu = await callApi(harness.app, 'GET', '/api/vendor/menu', vendorY);
    expect(menu.json().map((item: { name: string }) => item.name)).toEqual([
      'Tonkotsu Ramen',
      'Spicy Miso Ramen',
      'Pork Gyoza',
    ]);
    const profile = await callApi(harness.app, 'GET', '/api/vendor/profile', vendorY);
    expect(profile.json()).toMatchObject({ name: 'Night Owl Noodles', approvalStatus: 'pending' });
    const analytics = await callApi(harness.app, 'GET', '/api/vendor/analytics', vendorY);
    expect(analytics.json()).toMatchObject({ totalOrders: 0, ordersByQuarterHour: [] });
  });
});

describe("another vendor's orders and menu", () => {
  it('are neither listed nor readable', async () => {
    const board = await callApi(harness.app, 'GET', '/api/vendor/orders', vendorY);
    expect(board.json()).toEqual([]);
    const ofX = await callApi(harness.app, 'GET', '/api/vendor/orders', vendorX);
    expect(ofX.json().map((order: OrderView) => order.id)).toEqual([orderOfX.id]);
    for (const url of [`/api/orders/${orderOfX.id}`, `/api/orders/${orderOfX.id}/timeline`]) {
      expect((await callApi(harness.app, 'GET', url, vendorY)).statusCode).toBe(404);
    }
  });

  it('cannot be advanced, noted or re-prioritised (404, nothing changes)', async () => {
    const advance = await patchOrderStatus(harness.app, vendorY, orderOfX.id, {
      status: 'confirmed',
    });
    expect(advance.statusCode).toBe(404);
    const note = await callApi(harness.app, 'PATCH', `/api/orders/${orderOfX.id}/notes`, vendorY, {
      vendorNotes: 'mine now',
    });
    expect(note.statusCode).toBe(404);
    const priority = await callApi(
      harness.app,
      'PATCH',
      `/api/orders/${orderOfX.id}/priority`,
      vendorY,
      { priority: 'urgent' },
    );
    expect(priority.statusCode).toBe(404);
    const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, orderOfX.id));
    expect(row).toMatchObject({
      status: 'pending',
      vendorNotes: null,
      priority: 'normal',
      isUrgent: false,
    });
  });

  it('menu items cannot be changed or deleted (404, nothing changes)', async () => {
    const url = `/api/vendor/menu/${itemOfX}`;
    const edit = await callApi(harness.app, 'PATCH', url, vendorY, { isAvailable: false });
    expect(edit.statusCode).toBe(404);
    expect(edit.json().message).toBe('Menu item not found');
    expect((await callApi(harness.app, 'DELETE', url, vendorY)).statusCode).toBe(404);
    const [item] = await harness.database.db
      .select()
      .from(menuItems)
      .where(eq(menuItems.id, itemOfX));
    expect(item).toMatchObject({ isAvailable: true, isArchived: false });
    const ownMenu = await callApi(harness.app, 'GET', '/api/vendor/menu', vendorY);
    expect(ownMenu.json().map((entry: { id: number }) => entry.id)).not.toContain(itemOfX);
  });
});

describe('PATCH /api/orders/:id/priority', () => {
  const setPriority = (cookie: string | undefined, payload: object, id = orderOfX.id) =>
    callApi(harness.app, 'PATCH', `/api/orders/${id}/priority`, cookie, payload);

  it('lets the vendor set a priority; urgent sets isUrgent, others clear it', async () => {
    const urgent = await setPriority(vendorX, { priority: 'urgent', isUrgent: false });
    expect(urgent.statusCode).toBe(200);
    expect(urgent.json<OrderView>()).toMatchObject({ priority: 'urgent', isUrgent: true });
    const high = await setPriority(vendorX, { priority: 'high', isUrgent: true });
    expect(high.json<OrderView>()).toMatchObject({ priority: 'high', isUrgent: false });
  });

  it('lets an admin set it too', async () => {
    const response = await setPriority(admin, { priority: 'low' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>()).toMatchObject({ priority: 'low', isUrgent: false });
  });

  it("refuses the order's own customer (403), anyone else (404) and bad input (400)", async () => {
    const own = await setPriority(customer, { priority: 'urgent' });
    expect(own.statusCode).toBe(403);
    expect((await setPriority(otherCustomer, { priority: 'urgent' })).statusCode).toBe(404);
    expect((await setPriority(undefined, { priority: 'urgent' })).statusCode).toBe(401);
    const bad = await setPriority(vendorX, { priority: 'asap' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('body.priority');
    const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, orderOfX.id));
    expect(row?.priority).toBe('low');
  });
});

describe('PATCH /api/orders/:id/notes for vendors', () => {
  it("sets the vendor's notes on its own order, shown on the board", async () => {
    const response = await callApi(
      harness.app,
      'PATCH',
      `/api/orders/${orderOfX.id}/notes`,
      vendorX,
      { vendorNotes: ' Regular: extra pickles ' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>().vendorNotes).toBe('Regular: extra pickles');
    const board = await callApi(harness.app, 'GET', '/api/vendor/orders', vendorX);
    expect(board.json()[0].vendorNotes).toBe('Regular: extra pickles');
    const customerNote = await callApi(
      harness.app,
      'PATCH',
      `/api/orders/${orderOfX.id}/notes`,
      vendorX,
      { notes: 'not mine to write' },
    );
    expect(customerNote.statusCode).toBe(403);
  });
});
