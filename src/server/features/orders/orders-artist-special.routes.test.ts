import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  SPECIAL_ENDED_MESSAGE,
  type CustomerOrderView,
  type OrderQuote,
  type PriceChangedError,
} from '../../../contract/orders';
import { orders, partnerships } from '../../db/schema';
import type { TestApp } from '../../../test/test-app';
import { postOrder, startAsCustomer, type SeedMenuItem } from './orders.test-support';

// An order line may carry partnershipId; the server prices it at the special price only
// while the partnership is active and before validUntil, and otherwise answers 409 with the
// current price, like any price change.

let harness: TestApp;
let customer: string;
let headliner: SeedMenuItem;
let fries: SeedMenuItem;
let partnershipId: number;
const db = () => harness.database.db;

beforeAll(async () => {
  const start = await startAsCustomer();
  ({ harness, customer } = start);
  headliner = start.menu('Double Headliner');
  fries = start.menu('Loaded Stage Fries');
  const [row] = await db()
    .select()
    .from(partnerships)
    .where(eq(partnerships.menuItemId, headliner.id));
  partnershipId = row!.id;
});
afterAll(() => harness.close());

const special = (quantity = 1) => ({
  vendorId: headliner.vendorId,
  items: [{ menuItemId: headliner.id, quantity, partnershipId }],
  pickupTime: 'asap',
});

async function setPartnership(values: Partial<typeof partnerships.$inferInsert>) {
  await db().update(partnerships).set(values).where(eq(partnerships.id, partnershipId));
}

const orderCount = async () => (await db().select({ id: orders.id }).from(orders)).length;

describe('artist specials in an order', () => {
  it('prices a line at the special price while the partnership is current', async () => {
    const response = await postOrder(harness.app, customer, special(2));
    expect(response.statusCode).toBe(201);
    const order = response.json<CustomerOrderView>();
    expect(order.items).toEqual([
      expect.objectContaining({ menuItemId: headliner.id, partnershipId, unitPriceCents: 1499 }),
    ]);
    expect(order.subtotalCents).toBe(2 * 1499);
  });

  it('keeps a special and the same item at its menu price as two lines', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/orders/quote',
      payload: {
        vendorId: headliner.vendorId,
        items: [
          { menuItemId: headliner.id, quantity: 1, partnershipId },
          { menuItemId: headliner.id, quantity: 1 },
          { menuItemId: fries.id, quantity: 1 },
        ],
      },
    });
    const quote = response.json<OrderQuote>();
    expect(quote.lines.map((line) => [line.partnershipId, line.unitPriceCents])).toEqual([
      [partnershipId, 1499],
      [null, headliner.priceCents],
      [null, fries.priceCents],
    ]);
  });

  it.each([
    ['past validUntil', { validUntil: new Date(Date.now() - 60_000) }],
    ['inactive', { isActive: false }],
  ])(
    'an ended special (%s) is a 409 with the menu price, and nothing is written',
    async (_, change) => {
      const before = await orderCount();
      await setPartnership(change);
      try {
        const response = await postOrder(harness.app, customer, special());
        expect(response.statusCode).toBe(409);
        const body = response.json<PriceChangedError>();
        expect(body).toMatchObject({ code: 'PRICE_CHANGED', message: SPECIAL_ENDED_MESSAGE });
        expect(body.quote.lines[0]).toMatchObject({
          partnershipId: null,
          unitPriceCents: headliner.priceCents,
        });
        expect(await orderCount()).toBe(before);
      } finally {
        await setPartnership({
          validUntil: new Date(Date.now() + 7 * 24 * 60 * 60_000),
          isActive: true,
        });
      }
    },
  );

  it('a partnership for another item does not lower this one', async () => {
    const response = await postOrder(harness.app, customer, {
      vendorId: fries.vendorId,
      items: [{ menuItemId: fries.id, quantity: 1, partnershipId }],
      pickupTime: 'asap',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<PriceChangedError>().quote.lines[0]?.unitPriceCents).toBe(
      fries.priceCents,
    );
  });
});
