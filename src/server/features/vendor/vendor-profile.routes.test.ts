import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vendorSettingsMessages, type VendorProfileView } from '../../../contract/vendor';
import { vendors } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { postOrder, seededMenu, seededVendorId } from '../orders/orders.test-support';
import { callApi } from './vendor.test-support';

// accounts spec 2.9 Settings dialog, 4 (accepting orders / temporarily closed) and 5.

let harness: TestApp;
let vendor: string;
let vendorId: number;

beforeAll(async () => {
  harness = await createTestApp();
  vendor = await login(harness.app, 'vendor@curtaincall.test');
  vendorId = await seededVendorId(harness.database.db, 'Curtain Call Burgers');
});
afterAll(() => harness.close());

const save = (payload: object, cookie = vendor) =>
  callApi(harness.app, 'PATCH', '/api/vendor/profile', cookie, payload);

describe('GET /api/vendor/profile', () => {
  it("returns the vendor's own settings", async () => {
    const response = await callApi(harness.app, 'GET', '/api/vendor/profile', vendor);
    expect(response.statusCode).toBe(200);
    expect(response.json<VendorProfileView>()).toEqual({
      id: vendorId,
      name: 'Curtain Call Burgers',
      description: expect.stringContaining('Smash burgers'),
      cuisine: 'american',
      vendorType: 'food_truck',
      priceRange: '$$',
      phone: '(415) 555-0142',
      address: '501 Stanyan St, San Francisco, CA 94117',
      location: 'Lot B, Gate 3',
      estimatedPrepTime: 12,
      isActive: true,
      approvalStatus: 'approved',
      imageUrl: '/images/vendors/curtain-call-burgers.svg',
      // The demo stand hands over 8 orders per 5-minute slot
      slotCapacity: 8,
      // a ready order waits 20 minutes on the shelf before it is flagged uncollected
      hotShelfMinutes: 20,
      lowStockThreshold: 5,
      stockResetTime: '05:00',
    });
  });
});

describe('PATCH /api/vendor/profile', () => {
  it('saves the fields sent and customers see them', async () => {
    const response = await save({
      name: ' Curtain Call Burgers & Shakes ',
      description: 'Now with shakes',
      cuisine: 'American',
      priceRange: '$$$',
      phone: '415-555-0143',
      address: '',
      estimatedPrepTime: '15',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<VendorProfileView>()).toMatchObject({
      name: 'Curtain Call Burgers & Shakes',
      description: 'Now with shakes',
      cuisine: 'american',
      priceRange: '$$$',
      phone: '415-555-0143',
      address: null,
      estimatedPrepTime: 15,
      isActive: true,
    });
    const listed = await callApi(harness.app, 'GET', `/api/vendors/${vendorId}`);
    expect(listed.json()).toMatchObject({
      name: 'Curtain Call Burgers & Shakes',
      priceRange: '$$$',
    });
  });

  it('refuses an unreadable prep time or one outside 5 to 120, and keeps the saved one', async () => {
    expect((await save({ estimatedPrepTime: 45 })).json().estimatedPrepTime).toBe(45);
    for (const value of [4, 121, '500', 'abc', 'NaN', '', null, 2 ** 53, -0]) {
      const response = await save({ estimatedPrepTime: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'body.estimatedPrepTime', message: vendorSettingsMessages.prepTime },
      ]);
    }
    expect((await callApi(harness.app, 'GET', '/api/vendor/profile', vendor)).json()).toMatchObject(
      { estimatedPrepTime: 45 },
    );
  });

  it.each([
    [{ name: '  ' }, 'body.name', vendorSettingsMessages.name],
    [{ cuisine: '' }, 'body.cuisine', vendorSettingsMessages.cuisine],
    [{ cuisine: 'klingon' }, 'body.cuisine', vendorSettingsMessages.cuisine],
    [{ priceRange: '$$$$' }, 'body.priceRange', vendorSettingsMessages.priceRange],
    [{ phone: 'call me' }, 'body.phone', 'Please enter a valid phone number'],
    [{ isActive: 'no' }, 'body.isActive', 'isActive must be true or false'],
  ])('refuses %j naming the field', async (body, path, message) => {
    const response = await save(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, issues: [{ path, message }] });
  });

  it("keeps a seeded vendor's own cuisine ('festival food') saveable, but no other outside the list", async () => {
    await harness.database.db
      .update(vendors)
      .set({ cuisine: 'festival food' })
      .where(eq(vendors.id, vendorId));
    const same = await save({ cuisine: 'Festival Food', description: 'Corn dogs too' });
    expect(same.statusCode).toBe(200);
    expect(same.json().cuisine).toBe('festival food');
    expect((await save({ cuisine: 'tex-mex' })).statusCode).toBe(400);
    expect((await save({ cuisine: 'bbq' })).json().cuisine).toBe('bbq');
  });

  it('never changes approval status, owner or rating: a body naming them is refused whole', async () => {
    const pending = await login(harness.app, 'pending-vendor@curtaincall.test');
    const response = await save(
      { approvalStatus: 'approved', ownerUserId: 1, rating: 5, name: 'Night Owl Ramen' },
      pending,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'body.approvalStatus', message: 'Unknown field "approvalStatus"' },
      { path: 'body.ownerUserId', message: 'Unknown field "ownerUserId"' },
      { path: 'body.rating', message: 'Unknown field "rating"' },
    ]);
    const renamed = await harness.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.name, 'Night Owl Ramen'));
    expect(renamed).toEqual([]);
    const profile = await callApi(harness.app, 'GET', '/api/vendor/profile', pending);
    const [row] = await harness.database.db
      .select()
      .from(vendors)
      .where(eq(vendors.id, profile.json<VendorProfileView>().id));
    expect(row).toMatchObject({ approvalStatus: 'pending', rating: 0 });
    expect(row?.ownerUserId).not.toBe(1);
  });

  it('refuses a misspelt setting instead of answering 200 with nothing saved', async () => {
    const response = await save({ slotCapacty: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Unknown field "slotCapacty"',
      issues: [{ path: 'body.slotCapacty' }],
    });
  });

  it('closing (isActive false) refuses new orders at once; reopening takes them again', async () => {
    const customer = await login(harness.app, 'customer@curtaincall.test');
    const item = (await seededMenu(harness.database.db))('Encore Smash Burger');
    const order = () =>
      postOrder(harness.app, customer, {
        vendorId,
        items: [{ menuItemId: item.id, quantity: 1 }],
        pickupTime: 'asap',
      });

    expect((await save({ isActive: false })).json().isActive).toBe(false);
    const refused = await order();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('VENDOR_CLOSED');
    const listed = await callApi(harness.app, 'GET', `/api/vendors/${vendorId}`);
    expect(listed.json().isActive).toBe(false);

    await save({ isActive: true });
    expect((await order()).statusCode).toBe(201);
  });
});
