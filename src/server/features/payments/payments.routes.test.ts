import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { intentIdFromClientSecret } from '../../../contract/payments';
import { orders, paymentIntents, sessions, users } from '../../db/schema';
import { hashToken, cachedSessionCounts } from '../../auth/sessions';
import { login, type TestApp } from '../../../test/test-app';
import {
  postOneFor,
  signUp,
  startAsCustomer,
  userIdByEmail,
  type SeedMenuItem,
} from '../orders/orders.test-support';
import { confirmBody, insertOrder, setSetting, signUpCustomer } from './payments.test-support';

let harness: TestApp;
let customerCookie: string;
let customerId: number;
let menu: (name: string) => SeedMenuItem;
beforeAll(async () => {
  ({ harness, customer: customerCookie, customerId, menu } = await startAsCustomer());
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

// Changes made straight in the database, as another instance or an operator would make them, with
// no message to this process (a session signed out, an account changed, the demo settings, an
// order cancelled): create-intent and the confirmation follow what the database holds, and write
// nothing when they refuse. Create-intent may take the session this process cached
// (auth/sessions.ts).
describe('payments after changes made straight in the database', () => {
  const db = () => harness.database.db;

  beforeAll(async () => {
    await setSetting(db(), 'demo_payment_delay', '0');
  });
  afterEach(async () => {
    await setSetting(db(), 'demo_checkout_mode', 'true');
    await setSetting(db(), 'demo_payment_success_rate', '1');
    await setSetting(db(), 'demo_payment_delay', '0');
  });

  function post(url: string, cookie: string, payload: object) {
    return harness.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  }

  const createIntentFor = (cookie: string, order: { id: number; totalCents: number }) =>
    post('/api/payments/demo/create-intent', cookie, {
      amount: order.totalCents / 100,
      orderId: order.id,
    });

  const confirm = (cookie: string, intentId: string) =>
    post('/api/payments/demo/confirm', cookie, confirmBody(intentId));

  const intentsOf = (orderId: number) =>
    db().$count(paymentIntents, eq(paymentIntents.orderId, orderId));

  async function paymentStatusOf(orderId: number) {
    const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
    return order?.paymentStatus;
  }

  /** A new customer with an unpaid order and an open intent, the session cached by that request. */
  async function customerWithIntent(name: string) {
    const cookie = await signUp(harness.app, name);
    const userId = await userIdByEmail(db(), `${name}@example.test`);
    const order = await insertOrder(db(), userId);
    const created = await createIntentFor(cookie, order);
    expect(created.statusCode, created.body).toBe(200);
    const intentId = created.json<{ paymentIntentId: string }>().paymentIntentId;
    return { cookie, userId, order, intentId };
  }

  describe('payments on a cached session', () => {
    it('creates the intent and confirms it on the cached session', async () => {
      const { cookie, userId, order, intentId } = await customerWithIntent('pay-cached');
      const counts = cachedSessionCounts(db());
      const taken = counts.taken;
      const again = await createIntentFor(cookie, order);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ paymentIntentId: intentId });
      const second = await insertOrder(db(), userId);
      expect((await createIntentFor(cookie, second)).statusCode).toBe(200);
      const paid = await confirm(cookie, intentId);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json()).toMatchObject({ payment_intent: { id: intentId, status: 'succeeded' } });
      expect(counts.taken).toBe(taken + 3);
      expect(await paymentStatusOf(order.id)).toBe('paid');
    });

    it.each([
      {
        change: 'the session is gone (signed out on another instance)',
        name: 'pay-cached-out',
        make: (cookie: string) =>
          db()
            .delete(sessions)
            .where(eq(sessions.tokenHash, hashToken(cookie.replace('cc_session=', '')))),
      },
      {
        change: 'the account is deactivated',
        name: 'pay-cached-off',
        make: (_cookie: string, userId: number) =>
          db().update(users).set({ isActive: false }).where(eq(users.id, userId)),
      },
    ])('answers 401 and creates or pays nothing once $change', async ({ name, make }) => {
      const { cookie, userId, order, intentId } = await customerWithIntent(name);
      const next = await insertOrder(db(), userId);
      await make(cookie, userId);
      expect((await createIntentFor(cookie, next)).statusCode).toBe(401);
      expect(await intentsOf(next.id)).toBe(0);
      expect((await confirm(cookie, intentId)).statusCode).toBe(401);
      expect(await paymentStatusOf(order.id)).toBe('unpaid');
    });

    it('still pays once the account’s name changed (the session is read again, not refused)', async () => {
      const { cookie, userId, order, intentId } = await customerWithIntent('pay-cached-name');
      await db().update(users).set({ firstName: 'Renamed' }).where(eq(users.id, userId));
      const paid = await confirm(cookie, intentId);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await paymentStatusOf(order.id)).toBe('paid');
    });
  });

  describe('the checkout switch, changed with no message', () => {
    it('refuses the next intent with 503 once it is off, writing nothing, and opens it once on again', async () => {
      const { cookie, userId } = await customerWithIntent('pay-switch');
      const next = await insertOrder(db(), userId);
      await setSetting(db(), 'demo_checkout_mode', 'off');
      const refused = await createIntentFor(cookie, next);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Card payments are not available right now.',
      });
      expect(await intentsOf(next.id)).toBe(0);
      // on again, spelled differently from before: still on
      await setSetting(db(), 'demo_checkout_mode', 'on');
      const opened = await createIntentFor(cookie, next);
      expect(opened.statusCode, opened.body).toBe(200);
      expect(await intentsOf(next.id)).toBe(1);
    });
  });

  describe('a confirmation right after its create-intent', () => {
    it('answers 401 and pays nothing once the session is gone', async () => {
      const { cookie, order, intentId } = await customerWithIntent('confirm-out');
      await db()
        .delete(sessions)
        .where(eq(sessions.tokenHash, hashToken(cookie.replace('cc_session=', ''))));
      expect((await confirm(cookie, intentId)).statusCode).toBe(401);
      expect(await paymentStatusOf(order.id)).toBe('unpaid');
    });

    it('declines on the success rate the database holds now, not the one at create-intent', async () => {
      const { cookie, order, intentId } = await customerWithIntent('confirm-rate');
      await setSetting(db(), 'demo_payment_success_rate', '0');
      const declined = await confirm(cookie, intentId);
      expect(declined.statusCode).toBe(402);
      expect(declined.json().code).toBe('PAYMENT_DECLINED');
      expect(await paymentStatusOf(order.id)).toBe('unpaid');
    });

    it('answers 503 and pays nothing once the checkout switch is off', async () => {
      const { cookie, order, intentId } = await customerWithIntent('confirm-off');
      await setSetting(db(), 'demo_checkout_mode', 'false');
      expect((await confirm(cookie, intentId)).statusCode).toBe(503);
      expect(await paymentStatusOf(order.id)).toBe('unpaid');
    });

    it('waits the delay the database holds now in all', async () => {
      const { cookie, intentId } = await customerWithIntent('confirm-delay');
      await setSetting(db(), 'demo_payment_delay', '300');
      const started = performance.now();
      expect((await confirm(cookie, intentId)).statusCode).toBe(200);
      expect(performance.now() - started).toBeGreaterThanOrEqual(300);
    });

    it('answers 409 and pays nothing for an order cancelled since', async () => {
      const { cookie, order, intentId } = await customerWithIntent('confirm-cancel');
      await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
      const refused = await confirm(cookie, intentId);
      expect(refused.statusCode).toBe(409);
      expect(await paymentStatusOf(order.id)).toBe('unpaid');
    });

    it('declines the decline card on them (402), and the intent can be paid after', async () => {
      const { cookie, order, intentId } = await customerWithIntent('confirm-decline');
      const declined = await post(
        '/api/payments/demo/confirm',
        cookie,
        confirmBody(intentId, { number: '4000000000000002' }),
      );
      expect(declined.statusCode).toBe(402);
      expect((await confirm(cookie, intentId)).statusCode).toBe(200);
      expect(await paymentStatusOf(order.id)).toBe('paid');
    });
  });

  describe('an order placed on cached vendor facts', () => {
    // of a vendor that does not pace its pickups: its orders are placed on cached vendor facts
    const tacos = () => menu('Carne Asada Tacos');

    /** A new customer whose create-intent found the checkout on, and an order placed after it. */
    async function customerWithOrder(name: string) {
      const { cookie, userId } = await customerWithIntent(name);
      const placed = await postOneFor(harness.app, cookie, tacos(), 'asap');
      expect(placed.statusCode, placed.body).toBe(201);
      const { id, totalCents } = placed.json<{ id: number; totalCents: number }>();
      return { cookie, userId, order: { id, totalCents } };
    }

    it('opens no intent of its own: create-intent opens one, and it is paid', async () => {
      const { cookie, order } = await customerWithOrder('opened-pay');
      expect(await intentsOf(order.id)).toBe(0);
      const created = await createIntentFor(cookie, order);
      expect(created.statusCode, created.body).toBe(200);
      const intentId = created.json<{ paymentIntentId: string }>().paymentIntentId;
      expect(intentId).toMatch(/^pi_/);
      expect(await intentsOf(order.id)).toBe(1);
      const paid = await confirm(cookie, intentId);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(await paymentStatusOf(order.id)).toBe('paid');
      // once paid, the next create-intent reads the order: 409
      expect((await createIntentFor(cookie, order)).statusCode).toBe(409);
    });

    it('is handed out again, read from the database, by a second create-intent', async () => {
      const { cookie, order } = await customerWithOrder('opened-twice');
      const first = await createIntentFor(cookie, order);
      const second = await createIntentFor(cookie, order);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await intentsOf(order.id)).toBe(1);
    });

    it('is not opened while the checkout is off in the database: no order a card must pay is placed', async () => {
      const { cookie } = await customerWithIntent('opened-off');
      await setSetting(db(), 'demo_checkout_mode', 'false');
      const placed = await postOneFor(harness.app, cookie, tacos(), 'asap');
      expect(placed.statusCode, placed.body).toBe(409);
      expect(placed.json()).toMatchObject({ code: 'PAYMENTS_UNAVAILABLE' });
    });

    it('refuses a wrong amount (400 naming body.amount), then opens the intent', async () => {
      const { cookie, order } = await customerWithOrder('opened-amount');
      const wrong = await createIntentFor(cookie, { ...order, totalCents: order.totalCents + 1 });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().issues).toEqual([expect.objectContaining({ path: 'body.amount' })]);
      const right = await createIntentFor(cookie, order);
      expect(right.statusCode, right.body).toBe(200);
      expect(right.json()).toMatchObject({ paymentIntentId: expect.stringMatching(/^pi_/) });
      expect(await intentsOf(order.id)).toBe(1);
    });

    it("is another customer's: 404, and its own customer still gets it", async () => {
      const { cookie, order } = await customerWithOrder('opened-owner');
      const other = await signUp(harness.app, 'opened-other');
      expect((await createIntentFor(other, order)).statusCode).toBe(404);
      expect((await createIntentFor(cookie, order)).statusCode).toBe(200);
    });

    it('pays nothing once the checkout switch went off after the order (503)', async () => {
      const { cookie, order } = await customerWithOrder('opened-switch');
      await setSetting(db(), 'demo_checkout_mode', 'false');
      expect((await createIntentFor(cookie, order)).statusCode).toBe(503);
      expect(await intentsOf(order.id)).toBe(0);
      expect(await paymentStatusOf(order.id)).toBe('unpaid');
    });

    it('pays nothing once the session is gone (401 on the confirmation)', async () => {
      const { cookie, order } = await customerWithOrder('opened-out');
      await db()
        .delete(sessions)
        .where(eq(sessions.tokenHash, hashToken(cookie.replace('cc_session=', ''))));
      const created = await createIntentFor(cookie, order);
      const intentId = created.json<{ paymentIntentId?: string }>().paymentIntentId ?? 'pi_none';
      expect((await confirm(cookie, intentId)).statusCode).toBe(401);
      expect(await paymentStatusOf(order.id)).toBe('unpaid');
    });
  });
});
