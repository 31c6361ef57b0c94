import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminAnalytics } from '../../../contract/admin';
import type { OrderQuote, OrderView } from '../../../contract/orders';
import type { VendorAnalytics } from '../../../contract/vendor';
import { orders } from '../../db/schema';
import { login } from '../../../test/test-app';
import { confirmBody } from '../../../test/demo-payment';
import { ADMIN_EMAIL } from '../admin/admin.test-support';
import { postOrder, startAsCustomerForFile } from './orders.test-support';

// A tip at checkout: priced on the server into the total the card pays, refused when malformed
// or with a meal ticket, and reported to the vendor apart from revenue.

const start = startAsCustomerForFile();

// The burger is 15.99 at a vendor rated 4.8: 20 % off leaves 12.79 of food, + 2.00 fee + 1.02 tax.
const FOOD_CENTS = 1279;
const UNTIPPED_TOTAL_CENTS = 1581;

const cart = (extra: object = {}) => ({
  vendorId: start.burger.vendorId,
  items: [{ menuItemId: start.burger.id, quantity: 1 }],
  ...extra,
});
const quote = (extra: object = {}) =>
  start.harness.app.inject({
    method: 'POST',
    url: '/api/orders/quote',
    payload: cart(extra),
    headers: { cookie: start.customer },
  });
const place = (extra: object = {}, headers: Record<string, string> = {}) =>
  postOrder(start.harness.app, start.customer, cart({ pickupTime: 'asap', ...extra }), headers);
const api = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  start.harness.app.inject({ method, url, payload, headers: { cookie } });

describe('a tip on POST /api/orders/quote and /api/orders', () => {
  it('quotes the tip and a total that includes it', async () => {
    const response = await quote({ tip: '1.92' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderQuote>()).toMatchObject({
      subtotalCents: 1599,
      discountCents: 1599 - FOOD_CENTS,
      tipCents: 192,
      tip: '1.92',
      totalCents: UNTIPPED_TOTAL_CENTS + 192,
      total: '17.73',
    });
    expect((await quote()).json<OrderQuote>()).toMatchObject({ tipCents: 0, tip: '0.00' });
  });

  it('places the order with the tip in its total, and the card is charged that total', async () => {
    const placed = await place({ tip: 3, total: '18.81' });
    expect(placed.statusCode).toBe(201);
    const order = placed.json<OrderView>();
    expect(order).toMatchObject({
      tipCents: 300,
      tip: '3.00',
      totalCents: UNTIPPED_TOTAL_CENTS + 300,
      totalAmount: '18.81',
    });
    const [row] = await start.harness.database.db
      .select({ tipCents: orders.tipCents, totalCents: orders.totalCents })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row).toEqual({ tipCents: 300, totalCents: 1881 });

    const read = await api('GET', `/api/orders/${order.id}`, start.customer);
    expect(read.json<OrderView>()).toMatchObject({ tip: '3.00', tipCents: 300 });

    const intent = await api('POST', '/api/payments/demo/create-intent', start.customer, {
      amount: 18.81,
      orderId: order.id,
    });
    expect(intent.statusCode).toBe(200);
    expect(intent.json()).toMatchObject({ amountCents: 1881 });
    const short = await api('POST', '/api/payments/demo/create-intent', start.customer, {
      amount: 15.81,
      orderId: order.id,
    });
    expect(short.statusCode).toBe(400);
  });

  it.each([
    ['three decimals', '1.234'],
    ['a negative amount', -1],
    ['a negative text amount', '-1.00'],
    ['more than the cap', '100.01'],
    ['NaN', 'NaN'],
    ['1e21', 1e21],
    ['an object', { amount: 1 }],
  ])('refuses %s with a 400 naming body.tip', async (_name, tip) => {
    for (const response of [await quote({ tip }), await place({ tip })]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual(
        expect.arrayContaining([expect.objectContaining({ path: 'body.tip' })]),
      );
    }
  });

  it('accepts the cap itself', async () => {
    expect((await quote({ tip: '100.00' })).json<OrderQuote>().tipCents).toBe(10_000);
  });

  it("never lets the client's figures change the price: a total without the tip is a 409", async () => {
    const before = await start.harness.database.db.$count(orders);
    const response = await place({ tip: '2.00', total: '15.81' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      quote: { tipCents: 200, totalCents: UNTIPPED_TOTAL_CENTS + 200 },
    });
    expect(await start.harness.database.db.$count(orders)).toBe(before);
  });

  it('treats another tip under the same Idempotency-Key as another body (422)', async () => {
    const key = { 'idempotency-key': 'tip-checkout-0001' };
    const first = await place({ tip: '1.00' }, key);
    expect(first.statusCode).toBe(201);
    const replay = await place({ tip: '1.00' }, key);
    expect(replay.json<OrderView>().id).toBe(first.json<OrderView>().id);
    const changed = await place({ tip: '5.00' }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().code).toBe('IDEMPOTENCY_MISMATCH');
  });

  it('refuses a tip with a meal ticket: tips are paid by card', async () => {
    const response = await quote({ tip: '1.00', mealTicketCode: 'ABCDE23456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toMatchObject([{ path: 'body.tip' }]);
    const placed = await place({ tip: '1.00', mealTicketCode: 'ABCDE23456' });
    expect(placed.statusCode).toBe(400);
    expect(placed.json().issues).toMatchObject([{ path: 'body.tip' }]);
  });
});

describe('tips in analytics', () => {
  it("shows the vendor's tips apart from revenue, and the platform's revenue leaves them out", async () => {
    const vendor = await login(start.harness.app, 'vendor@curtaincall.test');
    const admin = await login(start.harness.app, ADMIN_EMAIL);
    const vendorFigures = async () =>
      (await api('GET', '/api/vendor/analytics', vendor)).json<VendorAnalytics>();
    const platformFigures = async () =>
      (await api('GET', '/api/admin/analytics', admin)).json<AdminAnalytics>();
    const vendorBefore = await vendorFigures();
    const platformBefore = await platformFigures();

    const order = (await place({ tip: '4.50' })).json<OrderView>();
    const intent = await api('POST', '/api/payments/demo/create-intent', start.customer, {
      amount: order.totalCents / 100,
      orderId: order.id,
    });
    const confirmed = await api(
      'POST',
      '/api/payments/demo/confirm',
      start.customer,
      confirmBody(intent.json().paymentIntentId),
    );
    expect(confirmed.statusCode).toBe(200);

    const vendorAfter = await vendorFigures();
    expect(vendorAfter.totalTipsCents).toBe(vendorBefore.totalTipsCents + 450);
    expect(vendorAfter.totalTips).toBe(vendorAfter.totalTipsCents / 100);
    expect(vendorAfter.totalRevenueCents).toBe(
      vendorBefore.totalRevenueCents + UNTIPPED_TOTAL_CENTS,
    );
    expect(vendorAfter.todayRevenueCents).toBe(
      vendorBefore.todayRevenueCents + UNTIPPED_TOTAL_CENTS,
    );
    const platformAfter = await platformFigures();
    expect(platformAfter.totalRevenueCents).toBe(
      platformBefore.totalRevenueCents + UNTIPPED_TOTAL_CENTS,
    );
  });
});
