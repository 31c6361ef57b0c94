import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, paymentIntents, sessions, users } from '../../db/schema';
import { hashToken, keptSessionCounts } from '../../auth/sessions';
import { signUp, startAsCustomerForFile, userIdByEmail } from '../orders/orders.test-support';
import { confirmBody, insertOrder, setSetting } from './payments.fixtures';

// issue 14: create-intent is one statement and a confirmation reads its facts in one, both on a
// session kept in this process (the order kept it) and checked again inside the statement. Every
// change below is made straight in the database, as another instance or an operator would make
// it, with no message to this process: the answer follows what the database holds, and nothing
// is written when it refuses.

const start = startAsCustomerForFile();
const db = () => start.harness.database.db;

beforeAll(async () => {
  await setSetting(db(), 'demo_payment_delay', '0');
});
afterEach(async () => {
  await setSetting(db(), 'demo_checkout_mode', 'true');
});

function post(url: string, cookie: string, payload: object) {
  return start.harness.app.inject({ method: 'POST', url, payload, headers: { cookie } });
}

const createIntent = (cookie: string, order: { id: number; totalCents: number }) =>
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

/** A new customer with an unpaid order and an open intent, the session kept by that request. */
async function customerWithIntent(name: string) {
  const cookie = await signUp(start.harness.app, name);
  const userId = await userIdByEmail(db(), `${name}@example.test`);
  const order = await insertOrder(db(), userId);
  const created = await createIntent(cookie, order);
  expect(created.statusCode, created.body).toBe(200);
  const intentId = created.json<{ paymentIntentId: string }>().paymentIntentId;
  return { cookie, userId, order, intentId };
}

describe('payments on a kept session', () => {
  it('creates the intent and confirms it on the kept session', async () => {
    const { cookie, userId, order, intentId } = await customerWithIntent('pay-kept');
    const counts = keptSessionCounts(db());
    const taken = counts.taken;
    const again = await createIntent(cookie, order);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ paymentIntentId: intentId });
    const second = await insertOrder(db(), userId);
    expect((await createIntent(cookie, second)).statusCode).toBe(200);
    const paid = await confirm(cookie, intentId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ payment_intent: { id: intentId, status: 'succeeded' } });
    expect(counts.taken).toBe(taken + 3);
    expect(await paymentStatusOf(order.id)).toBe('paid');
  });

  it.each([
    {
      change: 'the session is gone (signed out on another instance)',
      name: 'pay-kept-out',
      make: (cookie: string) =>
        db()
          .delete(sessions)
          .where(eq(sessions.tokenHash, hashToken(cookie.replace('cc_session=', '')))),
    },
    {
      change: 'the account is deactivated',
      name: 'pay-kept-off',
      make: (_cookie: string, userId: number) =>
        db().update(users).set({ isActive: false }).where(eq(users.id, userId)),
    },
  ])('answers 401 and creates or pays nothing once $change', async ({ name, make }) => {
    const { cookie, userId, order, intentId } = await customerWithIntent(name);
    const next = await insertOrder(db(), userId);
    await make(cookie, userId);
    expect((await createIntent(cookie, next)).statusCode).toBe(401);
    expect(await intentsOf(next.id)).toBe(0);
    expect((await confirm(cookie, intentId)).statusCode).toBe(401);
    expect(await paymentStatusOf(order.id)).toBe('unpaid');
  });

  it('still pays once the account’s name changed (the session is read again, not refused)', async () => {
    const { cookie, userId, order, intentId } = await customerWithIntent('pay-kept-name');
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
    const refused = await createIntent(cookie, next);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Card payments are not available right now.',
    });
    expect(await intentsOf(next.id)).toBe(0);
    // on again, spelled differently from before: still on
    await setSetting(db(), 'demo_checkout_mode', 'on');
    const opened = await createIntent(cookie, next);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await intentsOf(next.id)).toBe(1);
  });
});
