import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vendors } from '../../db/schema';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { seededMenu, type SeedMenuItem } from './orders.test-support';

// POST /api/orders/quote: the server's breakdown before paying, with the checks of placing.

let harness: TestApp;
let menu: (name: string) => SeedMenuItem;
let burger: SeedMenuItem;
let fries: SeedMenuItem;
beforeAll(async () => {
  harness = await createTestApp();
  menu = await seededMenu(harness.database.db);
  burger = menu('Encore Smash Burger');
  fries = menu('Loaded Stage Fries');
});
afterAll(() => harness.close());

const quote = (payload: object) =>
  harness.app.inject({ method: 'POST', url: '/api/orders/quote', payload });

describe('POST /api/orders/quote', () => {
  it("prices a cart from the server's menu", async () => {
    const response = await quote({
      flow: 'demo',
      vendorId: burger.vendorId,
      items: [
        { menuItemId: burger.id, quantity: 1 },
        { menuItemId: fries.id, quantity: 1 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      subtotalCents: 2498,
      discountCents: 500,
      serviceFeeCents: 100,
      taxCents: 160,
      totalCents: 2258,
      total: '22.58',
      discount: '5.00',
      prepMinutes: 12,
      lines: [
        { name: 'Encore Smash Burger', unitPriceCents: 1599, lineTotalCents: 1599 },
        { name: 'Loaded Stage Fries', unitPriceCents: 899, lineTotalCents: 899 },
      ],
    });
  });

  it('applies the same checks as placing', async () => {
    const truffle = menu('Truffle Parmesan Fries');
    const unavailable = await quote({
      vendorId: burger.vendorId,
      items: [{ menuItemId: truffle.id, quantity: 1 }],
    });
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().code).toBe('ITEM_UNAVAILABLE');

    const taco = menu('Carne Asada Tacos');
    const foreign = await quote({
      vendorId: burger.vendorId,
      items: [{ menuItemId: taco.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().issues).toMatchObject([{ path: 'body.items.0.menuItemId' }]);

    const tooMany = await quote({
      vendorId: burger.vendorId,
      items: [{ menuItemId: burger.id, quantity: 51 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().issues).toMatchObject([{ path: 'body.items.0.quantity' }]);

    await harness.database.db
      .update(vendors)
      .set({ isActive: false })
      .where(eq(vendors.id, burger.vendorId));
    const closed = await quote({
      vendorId: burger.vendorId,
      items: [{ menuItemId: burger.id, quantity: 1 }],
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('VENDOR_CLOSED');
  });
});
