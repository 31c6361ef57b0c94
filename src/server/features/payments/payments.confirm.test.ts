import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cardMessages, INVALID_CARD_MESSAGE, walletMessages } from '../../../contract/payments';
import {
  notifications,
  orders,
  orderStatusHistory,
  paymentIntents,
  type Order,
} from '../../db/schema';
import { login, type TestApp } from '../../../test/test-app';
import { startAsCustomer } from '../orders/orders.test-support';
import {
  confirmBody,
  insertOrder,
  setSetting,
  signUpCustomer,
  walletConfirmBody,
} from './payments.test-support';

let harness: TestApp;
let customerCookie: string;
let customerId: number;
beforeAll(async () => {
  ({ harness, customer: customerCookie, customerId } = await startAsCustomer());
  await setSetting(harness.database.db, 'demo_payment_delay', '0');
});
afterAll(() => harness.close());
// tests that change a setting put it back here, so one failure does not spread
afterEach(async () => {
  await setSetting(harness.database.db, 'demo_payment_delay', '0');
  await setSetting(harness.database.db, 'demo_payment_success_rate', '1');
  await setSetting(harness.database.db, 'demo_checkout_mode', 'true');
});

const db = () => harness.database.db;

/** An unpaid order of the demo customer with an open intent made through the API. */
async function openIntent() {
  const order = await insertOrder(db(), customerId);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/payments/demo/create-intent',
    payload: { amount: order.totalCents / 100, orderId: order.id },
    headers: { cookie: customerCookie },
  });
  const intentId = response.json<{ paymentIntentId: string }>().paymentIntentId;
  return { order, intentId };
}

function confirm(payload: unknown, cookie = customerCookie) {
  return harness.app.inject({
    method: 'POST',
    url: '/api/payments/demo/confirm',
    payload: payload as object,
    headers: { cookie },
  });
}

async function orderRow(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  return order;
}

async function intentRow(intentId: string) {
  const [intent] = await db().select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
  return intent;
}

/** Confirms with a 300 ms processing delay, and changes the order 100 ms into it. */
async function confirmWhileTheOrderChanges(change: (order: Order) => Promise<unknown>) {
  await setSetting(db(), 'demo_payment_delay', '300');
  const { order, intentId } = await openIntent();
  const pending = confirm(confirmBody(intentId));
  await new Promise((resolve) => setTimeout(resolve, 100));
  await change(order);
  return { order, intentId, response: await pending };
}

/** A 200 whose intent succeeded for the whole order, paid as `paidWith` says. */
function expectPaidAnswer(
  response: Awaited<ReturnType<typeof confirm>>,
  order: Order,
  paidWith: { id: string; paymentMethod: string; cardBrand: string; cardLast4: string },
) {
  expect(response.statusCode).toBe(200);
  expect(Object.keys(response.json<object>())).toEqual(['payment_intent']);
  expect(response.json<{ payment_intent: unknown }>().payment_intent).toEqual({
    status: 'succeeded',
    amount: order.totalCents / 100,
    amountCents: order.totalCents,
    orderId: order.id,
    ...paidWith,
  });
}

/** The body made for a fresh intent is refused with 400 naming the field, and nothing is paid. */
async function expectRefused(body: (intentId: string) => unknown, path: string, message: string) {
  const { order, intentId } = await openIntent();
  const response = await confirm(body(intentId));
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message,
    issues: [{ path: `body.${path}`, message }],
  });
  expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid' });
}

const timelineOf = (orderId: number) =>
  db().select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
const notificationsOf = (orderId: number) =>
  db().select().from(notifications).where(eq(notifications.orderId, orderId));

describe('POST /api/payments/demo/confirm: success', () => {
  it.each([
    ['4242 4242 4242 4242', '123', 'visa', '4242', 'Visa'],
    ['5555555555554444', '123', 'mastercard', '4444', 'Mastercard'],
    ['378282246310005', '1234', 'amex', '0005', 'American Express'],
    // customer spec 5: the form is pre-filled with CVC 123, which must also work for the Amex card
    ['378282246310005', '123', 'amex', '0005', 'American Express'],
  ])('pays the order with %s and CVC %s', async (number, cvc, brand, last4, label) => {
    const { order, intentId } = await openIntent();
    const response = await confirm(confirmBody(intentId, { number, cvc }));
    expectPaidAnswer(response, order, {
      id: intentId,
      paymentMethod: 'card',
      cardBrand: brand,
      cardLast4: last4,
    });
    const paid = await orderRow(order.id);
    expect(paid).toMatchObject({ paymentStatus: 'paid', status: 'pending' });
    expect(paid?.paidAt).toBeInstanceOf(Date);
    expect(await timelineOf(order.id)).toEqual([
      expect.objectContaining({
        status: 'pending',
        actorRole: 'system',
        actorUserId: null,
        note: `Payment received (${label} ending ${last4})`,
      }),
    ]);
    // the vendor's owner is told, in the payment's own statement
    expect(await notificationsOf(order.id)).toEqual([
      expect.objectContaining({
        title: `New order #${order.id}`,
        message: expect.stringMatching(/^3 items · \$[\d.]+ · pickup at /),
        category: 'order',
        priority: 'high',
        isRead: false,
      }),
    ]);
    const stored = await intentRow(intentId);
    // never the full number or the CVC
    expect(JSON.stringify(stored)).not.toContain(number.replace(/\s/g, '').slice(0, 12));
    expect(stored).toMatchObject({ status: 'succeeded', cardBrand: brand, cardLast4: last4 });
  });

  it('answers a second confirm with the first result and pays once', async () => {
    const { order, intentId } = await openIntent();
    const first = await confirm(confirmBody(intentId));
    const second = await confirm(confirmBody(intentId, { number: '5555555555554444' }));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await timelineOf(order.id)).toHaveLength(1);
  });

  it('pays once when two confirms race', async () => {
    const { order, intentId } = await openIntent();
    const responses = await Promise.all([
      confirm(confirmBody(intentId)),
      confirm(confirmBody(intentId)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(responses[0]?.json()).toEqual(responses[1]?.json());
    expect(await timelineOf(order.id)).toHaveLength(1);
    expect(await notificationsOf(order.id)).toHaveLength(1);
  });

  it('pays once when two intents of one order are confirmed at the same time', async () => {
    const { order, intentId } = await openIntent();
    // a second intent can only come from outside the API, and only one that is not open (the
    // database holds one open intent per order); the order row still guards the payment
    const second = {
      id: 'pi_SecondIntentForTheOrder0',
      orderId: order.id,
      userId: customerId,
      amountCents: order.totalCents,
      clientSecret: 'pi_SecondIntentForTheOrder0_secret_x',
    };
    const duplicate = await db()
      .insert(paymentIntents)
      .values(second)
      .catch((error: unknown) => error as { cause?: { constraint?: string } });
    expect(duplicate).toMatchObject({ cause: { constraint: 'payment_intents_one_open_idx' } });
    await db()
      .insert(paymentIntents)
      .values({ ...second, status: 'processing' });
    const responses = await Promise.all([
      confirm(confirmBody(intentId)),
      confirm(confirmBody('pi_SecondIntentForTheOrder0')),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const refused = responses.find((response) => response.statusCode === 409);
    expect(refused?.json().code).toBe('ALREADY_PAID');
    expect(await timelineOf(order.id)).toHaveLength(1);
  });

  it('waits demo_payment_delay milliseconds before answering', async () => {
    await setSetting(db(), 'demo_payment_delay', '300');
    const { intentId } = await openIntent();
    const started = performance.now();
    const response = await confirm(confirmBody(intentId));
    expect(response.statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });
});

describe('POST /api/payments/demo/confirm: refusals', () => {
  it('declines the decline test card with 402 and leaves the order unpaid', async () => {
    const { order, intentId } = await openIntent();
    const response = await confirm(confirmBody(intentId, { number: '4000000000000002' }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined.',
    });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });
    const stored = await intentRow(intentId);
    expect(stored).toMatchObject({ status: 'failed', failureMessage: 'Your card was declined.' });
    expect(await timelineOf(order.id)).toHaveLength(0);
    expect(await notificationsOf(order.id)).toHaveLength(0);
    // the same intent can be paid with another card afterwards
    const retry = await confirm(confirmBody(intentId));
    expect(retry.statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('declines with 402 when demo_payment_success_rate is 0', async () => {
    await setSetting(db(), 'demo_payment_success_rate', '0');
    const { order, intentId } = await openIntent();
    const response = await confirm(confirmBody(intentId));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined.',
    });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it('refuses a card that is not a demo card with the exact message', async () => {
    const { intentId } = await openIntent();
    const response = await confirm(confirmBody(intentId, { number: '4242 4242 4242 4241' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'INVALID_CARD',
      message: 'Invalid card number. Use 4242424242424242 for testing.',
      issues: [{ path: 'body.payment_method.card.number', message: INVALID_CARD_MESSAGE }],
    });
  });

  it.each([
    [
      'an expired card',
      { exp_month: 1, exp_year: 20 },
      {},
      'payment_method.card.exp_month',
      cardMessages.expired,
    ],
    ['month 13', { exp_month: 13 }, {}, 'payment_method.card.exp_month', cardMessages.month],
    ['a 2-digit CVC', { cvc: '12' }, {}, 'payment_method.card.cvc', cardMessages.cvc],
    ['a letter in the CVC', { cvc: '12a' }, {}, 'payment_method.card.cvc', cardMessages.cvc],
    ['a 5-digit CVC', { cvc: '12345' }, {}, 'payment_method.card.cvc', cardMessages.cvc],
    [
      'a short ZIP',
      {},
      { address: { postal_code: '941' } },
      'billing_details.address.postal_code',
      cardMessages.zipCode,
    ],
    [
      'a 1-letter state',
      {},
      { address: { state: 'C' } },
      'billing_details.address.state',
      cardMessages.state,
    ],
    ['a bad e-mail', {}, { email: 'not-an-email' }, 'billing_details.email', cardMessages.email],
    ['a 1-letter name', {}, { name: 'A' }, 'billing_details.name', cardMessages.nameOnCard],
  ])('refuses %s with the spec message naming the field', (_label, card, billing, path, message) =>
    expectRefused((intentId) => confirmBody(intentId, card, billing), path, message),
  );

  it('answers 404 for another customer’s intent and for an unknown one', async () => {
    const { intentId } = await openIntent();
    const other = await signUpCustomer(harness.app, db());
    const response = await confirm(confirmBody(intentId), other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Payment not found' });
    const vendor = await confirm(
      confirmBody(intentId),
      await login(harness.app, 'vendor@curtaincall.test'),
    );
    expect(vendor.statusCode).toBe(404);
    expect((await confirm(confirmBody('pi_DoesNotExist'))).statusCode).toBe(404);
  });

  it('answers 409 when the order was cancelled while the payment was processing', async () => {
    const { order, response } = await confirmWhileTheOrderChanges((placed) =>
      db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.id)),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    expect(await timelineOf(order.id)).toHaveLength(0);
  });

  it('answers 409 and pays nothing when the order total changed while the payment was processing', async () => {
    const { order, intentId, response } = await confirmWhileTheOrderChanges((placed) =>
      db()
        .update(orders)
        .set({ subtotalCents: placed.subtotalCents + 100, totalCents: placed.totalCents + 100 })
        .where(eq(orders.id, placed.id)),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'The order total changed. Please start the payment again.',
    });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid', paidAt: null });
    const intent = await intentRow(intentId);
    expect(intent?.status).not.toBe('succeeded');
    expect(await timelineOf(order.id)).toHaveLength(0);
  });

  it('answers 409 ALREADY_PAID when the order was paid some other way', async () => {
    const { order, intentId } = await openIntent();
    await db().update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    const response = await confirm(confirmBody(intentId));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ALREADY_PAID');
  });

  it('answers 503 when demo checkout mode is off', async () => {
    const { intentId } = await openIntent();
    await setSetting(db(), 'demo_checkout_mode', 'false');
    const response = await confirm(confirmBody(intentId));
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
  });
});

describe('POST /api/payments/demo/confirm: wallets', () => {
  it.each([
    ['google_pay', 'Google Pay'],
    ['apple_pay', 'Apple Pay'],
  ])('pays the order with %s and records the wallet and its demo card', async (type, label) => {
    const { order, intentId } = await openIntent();
    const token = '{"signature":"demo","protocolVersion":"ECv2"}';
    const response = await confirm(walletConfirmBody(intentId, { type, token }));
    expectPaidAnswer(response, order, {
      id: intentId,
      paymentMethod: type,
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'paid' });
    expect(await timelineOf(order.id)).toEqual([
      expect.objectContaining({ note: `Payment received (${label} · Visa •••• 4242)` }),
    ]);
    expect(await notificationsOf(order.id)).toHaveLength(1);
    // the wallet's token is never kept
    expect(JSON.stringify(await intentRow(intentId))).not.toContain('signature');
  });

  it('answers a repeated confirm with the first result and pays once', async () => {
    const { order, intentId } = await openIntent();
    const first = await confirm(walletConfirmBody(intentId));
    const again = await confirm(walletConfirmBody(intentId));
    const byCard = await confirm(confirmBody(intentId, { number: '5555555555554444' }));
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(byCard.json()).toEqual(first.json());
    expect(await timelineOf(order.id)).toHaveLength(1);
  });

  it('is declined with 402 when demo_payment_success_rate is 0, and can be tried again', async () => {
    await setSetting(db(), 'demo_payment_success_rate', '0');
    const { order, intentId } = await openIntent();
    const response = await confirm(walletConfirmBody(intentId, { type: 'apple_pay' }));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined.',
    });
    expect(await intentRow(intentId)).toMatchObject({
      status: 'failed',
      paymentMethod: 'apple_pay',
    });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid' });
    await setSetting(db(), 'demo_payment_success_rate', '1');
    expect((await confirm(walletConfirmBody(intentId))).statusCode).toBe(200);
    expect(await intentRow(intentId)).toMatchObject({
      status: 'succeeded',
      paymentMethod: 'google_pay',
    });
  });

  it('waits demo_payment_delay milliseconds like the card', async () => {
    await setSetting(db(), 'demo_payment_delay', '300');
    const { intentId } = await openIntent();
    const started = Date.now();
    expect((await confirm(walletConfirmBody(intentId))).statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('answers 404 for another customer’s intent, as the card does', async () => {
    const { order, intentId } = await openIntent();
    const other = await signUpCustomer(harness.app, db());
    const response = await confirm(walletConfirmBody(intentId), other.cookie);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Payment not found' });
    expect(await orderRow(order.id)).toMatchObject({ paymentStatus: 'unpaid' });
  });

  it.each([
    ['an unknown wallet', { type: 'paypal' }, 'payment_method.wallet.type', walletMessages.type],
    ['an empty token', { token: '' }, 'payment_method.wallet.token', walletMessages.token],
    [
      'a token too long',
      { token: 'x'.repeat(8193) },
      'payment_method.wallet.token',
      walletMessages.tooLong,
    ],
  ])('refuses %s with 400 naming the field', (_label, wallet, path, message) =>
    expectRefused((intentId) => walletConfirmBody(intentId, wallet), path, message),
  );

  it('refuses a card and a wallet together, and a card without its billing address', async () => {
    const { intentId } = await openIntent();
    const card = confirmBody(intentId);
    const both = await confirm({
      ...card,
      payment_method: { ...card.payment_method, wallet: { type: 'google_pay', token: 't' } },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({
      message: walletMessages.oneMethod,
      issues: [{ path: 'body.payment_method', message: walletMessages.oneMethod }],
    });
    const noAddress = await confirm({
      ...card,
      billing_details: { name: 'Alex Rivera', email: 'customer@curtaincall.test' },
    });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json()).toMatchObject({
      issues: [{ path: 'body.billing_details.address.line1', message: cardMessages.line1 }],
    });
  });
});
