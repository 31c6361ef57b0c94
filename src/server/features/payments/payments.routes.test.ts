import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { intentIdFromClientSecret } from '../../../contract/payments';
import { paymentIntents } from '../../db/schema';
import { login, type TestApp } from '../../../test/test-app';
import { startAsCustomer } from '../orders/orders.test-support';
import { insertOrder, setSetting, signUpCustomer } from './payments.fixtures';

let harness: TestApp;
let customerCookie: string;
let customerId: number;
beforeAll(async () => {
  ({ harness, customer: customerCookie, customerId } = await startAsCustomer());
});
afterAll(() => harness.close());

const CREATE_URLS = ['/api/payments/demo/create-intent', '/api/create-payment-intent'];

function createIntent(
  payload: unknown,
  cookie: string | null = customerCookie,
  url = CREATE_URLS[0],
) {
  return harness.app.inject({
    method: 'POST',
    url: url ?? '/api/payments/demo/create-intent',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
}

const dollars = (cents: number) => cents / 100;

describe('POST create-intent', () => {
  it.each(CREATE_URLS)('creates an intent for the order total at %s', async (url) => {
    const order = await insertOrder(harness.database.db, customerId);
    const response = await createIntent(
      { amount: dollars(order.totalCents), orderId: order.id, cart: [], vendorId: order.vendorId },
      customerCookie,
      url,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.clientSecret).toMatch(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/);
    expect(body.paymentIntentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intentIdFromClientSecret(body.clientSecret)).toBe(body.paymentIntentId);
    expect(body.clientSecret).toMatch(/_secret_[A-Za-z0-9]{24}$/);
    expect(body).toMatchObject({
      amount: dollars(order.totalCents),
      amountCents: order.totalCents,
    });
    const [stored] = await harness.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, body.paymentIntentId));
    expect(stored).toMatchObject({
      orderId: order.id,
      userId: customerId,
      status: 'requires_payment_method',
      amountCents: order.totalCents,
      clientSecret: body.clientSecret,
    });
  });

  it('hands out the same open intent again instead of creating another', async () => {
    const order = await insertOrder(harness.database.db, customerId);
    const payload = { amount: dollars(order.totalCents), orderId: order.id };
    const first = (await createIntent(payload)).json();
    const second = (await createIntent(payload, customerCookie, CREATE_URLS[1])).json();
    expect(second.clientSecret).toBe(first.clientSecret);
    expect(
      await harness.database.db.$count(paymentIntents, eq(paymentIntents.orderId, order.id)),
    ).toBe(1);
  });

  it('opens one intent when several create calls for one order arrive at once', async () => {
    const order = await insertOrder(harness.database.db, customerId);
    const payload = { amount: dollars(order.totalCents), orderId: order.id };
    const responses = await Promise.all(
      [0, 1, 2, 3].map((index) => createIntent(payload, customerCookie, CREATE_URLS[index % 2])),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const secrets = new Set(responses.map((response) => response.json().clientSecret));
    expect(secrets.size).toBe(1);
    expect(
      await harness.database.db.$count(paymentIntents, eq(paymentIntents.orderId, order.id)),
    ).toBe(1);
  });

  it('brings a failed intent’s amount to a changed order total instead of opening another', async () => {
    const order = await insertOrder(harness.database.db, customerId);
    const first = (
      await createIntent({ amount: dollars(order.totalCents), orderId: order.id })
    ).json();
    await harness.database.db
      .update(paymentIntents)
      .set({ status: 'failed', amountCents: order.totalCents - 100 })
      .where(eq(paymentIntents.id, first.paymentIntentId));
    const again = await createIntent({ amount: dollars(order.totalCents), orderId: order.id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      paymentIntentId: first.paymentIntentId,
      amountCents: order.totalCents,
    });
    const [stored] = await harness.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, first.paymentIntentId));
    expect(stored).toMatchObject({ status: 'failed', amountCents: order.totalCents });
  });

  it('refuses an amount one cent off the order total, either way', async () => {
    const order = await insertOrder(harness.database.db, customerId);
    for (const cents of [order.totalCents + 1, order.totalCents - 1]) {
      const response = await createIntent({ amount: dollars(cents), orderId: order.id });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'body.amount' }],
      });
    }
    expect(
      await harness.database.db.$count(paymentIntents, eq(paymentIntents.orderId, order.id)),
    ).toBe(0);
  });

  it('reads the amount in dollars to the nearest cent', async () => {
    const order = await insertOrder(harness.database.db, customerId);
    // floating-point dollars such as 12.340000000000002 are the same 1234 cents
    const response = await createIntent({
      amount: dollars(order.totalCents) + 1e-9,
      orderId: order.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().amountCents).toBe(order.totalCents);
  });

  it('refuses an amount that differs from the order total and states the total', async () => {
    const order = await insertOrder(harness.database.db, customerId);
    const response = await createIntent({
      amount: dollars(order.totalCents) - 1,
      orderId: order.id,
    });
    expect(response.statusCode).toBe(400);
    const total = `$${(order.totalCents / 100).toFixed(2)}`;
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: `Amount does not match the order total of ${total}`,
      issues: [
        { path: 'body.amount', message: `Amount does not match the order total of ${total}` },
      ],
    });
  });

  it('answers 404 for another customer’s order and for a missing one', async () => {
    const order = await insertOrder(harness.database.db, customerId);
    const other = await signUpCustomer(harness.app, harness.database.db);
    const payload = { amount: dollars(order.totalCents), orderId: order.id };
    const response = await createIntent(payload, other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
    const missing = await createIntent({ amount: 10, orderId: 999_999 });
    expect(missing.statusCode).toBe(404);
  });

  it('answers 404 to a vendor or an admin for a customer’s order', async () => {
    const order = await insertOrder(harness.database.db, customerId);
    const payload = { amount: dollars(order.totalCents), orderId: order.id };
    for (const email of ['vendor@curtaincall.test', 'admin@curtaincall.test']) {
      const response = await createIntent(payload, await login(harness.app, email));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Order not found');
    }
  });

  it('answers 401 without a session, before looking at the body', async () => {
    const response = await createIntent({ amount: 'lots' }, null);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
    const confirm = await harness.app.inject({
      method: 'POST',
      url: '/api/payments/demo/confirm',
      payload: {},
    });
    expect(confirm.statusCode).toBe(401);
  });

  it('refuses an order that is already paid or cancelled with 409', async () => {
    const paid = await insertOrder(harness.database.db, customerId, { paymentStatus: 'paid' });
    const paidResponse = await createIntent({ amount: dollars(paid.totalCents), orderId: paid.id });
    expect(paidResponse.statusCode).toBe(409);
    expect(paidResponse.json().code).toBe('ALREADY_PAID');
    const cancelled = await insertOrder(harness.database.db, customerId, { status: 'cancelled' });
    const cancelledResponse = await createIntent({
      amount: dollars(cancelled.totalCents),
      orderId: cancelled.id,
    });
    expect(cancelledResponse.statusCode).toBe(409);
    expect(cancelledResponse.json()).toEqual({
      code: 'CONFLICT',
      message: 'This order was cancelled, so it cannot be paid.',
    });
  });

  it('validates the body with the contract schema', async () => {
    const response = await createIntent({ amount: '12.00', orderId: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'body.amount', message: 'Amount must be a number' }],
    });
  });

  it.each(CREATE_URLS)(
    'refuses an amount past the largest money value, or not written as one, at %s',
    async (url) => {
      const order = await insertOrder(harness.database.db, customerId);
      const tooLarge = 'Amount cannot be more than $10,000,000.00';
      const cases: [string, string][] = [
        ['21474836.48', tooLarge],
        ['2147483648', tooLarge],
        ['9007199254740992', tooLarge],
        ['1e21', tooLarge],
        ['-0', 'Amount must be a number such as 12.50'],
        ['12.345', 'Amount must be a number such as 12.50'],
        ['"NaN"', 'Amount must be a number'],
        ['"0x10"', 'Amount must be a number'],
      ];
      for (const [amount, message] of cases) {
        const response = await harness.app.inject({
          method: 'POST',
          url,
          payload: `{"amount":${amount},"orderId":${order.id}}`,
          headers: { cookie: customerCookie, 'content-type': 'application/json' },
        });
        expect(response.statusCode, amount).toBe(400);
        expect(response.json().issues, amount).toEqual([{ path: 'body.amount', message }]);
      }
      expect(
        await harness.database.db.$count(paymentIntents, eq(paymentIntents.orderId, order.id)),
      ).toBe(0);
    },
  );

  it('answers 503 when demo checkout mode is off (no live provider)', async () => {
    const order = await insertOrder(harness.database.db, customerId);
    await setSetting(harness.database.db, 'demo_checkout_mode', 'false');
    try {
      const response = await createIntent({ amount: dollars(order.totalCents), orderId: order.id });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Card payments are not available right now.',
      });
    } finally {
      await setSetting(harness.database.db, 'demo_checkout_mode', 'true');
    }
  });
});
