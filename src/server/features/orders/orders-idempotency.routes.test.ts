import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView } from '../../../contract/orders';
import { priceOrder } from '../../../contract/pricing';
import { idempotencyKeys, orderItems, orders } from '../../db/schema';
import { postOrder, signUp, startAsCustomerForFile } from './orders.test-support';

// architecture guide: writes a client may retry accept an Idempotency-Key header.

const start = startAsCustomerForFile();

const cart = (quantity = 1, total?: string) => ({
  vendorId: start.burger.vendorId,
  items: [{ menuItemId: start.burger.id, quantity }],
  pickupTime: 'asap',
  ...(total ? { total } : {}),
});
const withKey = (payload: unknown, key: string, cookie = start.customer) =>
  postOrder(start.harness.app, cookie, payload, { 'idempotency-key': key });
const orderCount = () => start.harness.database.db.$count(orders);

describe('Idempotency-Key on POST /api/orders', () => {
  it('replays the first answer for the same key and body without a second order', async () => {
    const before = await orderCount();
    const first = await withKey(cart(), 'checkout-0001');
    expect(first.statusCode).toBe(201);
    const again = await withKey(cart(), 'checkout-0001');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json<OrderView>().id).toBe(first.json<OrderView>().id);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses the same key with a different body (422) and creates nothing', async () => {
    await withKey(cart(1), 'checkout-0002');
    const before = await orderCount();
    const response = await withKey(cart(2), 'checkout-0002');
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('IDEMPOTENCY_MISMATCH');
    expect(await orderCount()).toBe(before);
  });

  it("keeps each user's keys apart", async () => {
    const first = await withKey(cart(), 'checkout-0003');
    const other = await withKey(cart(), 'checkout-0003', await signUp(start.harness.app, 'morgan'));
    expect(other.statusCode).toBe(201);
    expect(other.json<OrderView>().id).not.toBe(first.json<OrderView>().id);
  });

  it('does not keep a failed attempt, so the corrected retry goes through', async () => {
    const refused = await withKey(cart(1, '0.50'), 'checkout-0004');
    expect(refused.statusCode).toBe(409);
    const [stored] = await start.harness.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'checkout-0004'));
    expect(stored).toBeUndefined();
    expect((await withKey(cart(1, '0.50'), 'checkout-0004')).statusCode).toBe(409);
  });

  it('lets a key be used again after 24 hours', async () => {
    const first = await withKey(cart(), 'checkout-0005');
    await start.harness.database.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(idempotencyKeys.key, 'checkout-0005'));
    const later = await withKey(cart(), 'checkout-0005');
    expect(later.statusCode).toBe(201);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json<OrderView>().id).not.toBe(first.json<OrderView>().id);
  });

  it('validates the header length', async () => {
    const response = await withKey(cart(), 'short');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('headers.idempotency-key');
  });

  it('creates one order for concurrent duplicates of one request', async () => {
    const before = await orderCount();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => withKey(cart(3), 'checkout-burst-0001')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(responses.map((response) => response.json<OrderView>().id));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
  });
});

describe('concurrent placements', () => {
  it('places 50 orders at once, each with the right total', async () => {
    const before = await orderCount();
    const quantities = Array.from({ length: 50 }, (_, index) => (index % 10) + 1);
    const responses = await Promise.all(
      quantities.map((quantity) => postOrder(start.harness.app, start.customer, cart(quantity))),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    responses.forEach((response, index) => {
      const quantity = quantities[index] ?? 0;
      const expected = priceOrder([{ unitPriceCents: 1599, quantity }], 'browse', { rating: 4.8 });
      expect(response.json<OrderView>()).toMatchObject(expected);
    });
    const ids = new Set(responses.map((response) => response.json<OrderView>().id));
    expect(ids.size).toBe(50);
    expect(await orderCount()).toBe(before + 50);
    const items = await start.harness.database.db.$count(orderItems);
    expect(items).toBeGreaterThanOrEqual(50);
  });
});
