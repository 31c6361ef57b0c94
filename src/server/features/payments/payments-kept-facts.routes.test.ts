import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, paymentIntents, sessions, users } from '../../db/schema';
import { hashToken, keptSessionCounts } from '../../auth/sessions';
import {
  postOneFor,
  signUp,
  startAsCustomerForFile,
  userIdByEmail,
} from '../orders/orders.test-support';
import { confirmBody, insertOrder, setSetting } from './payments.fixtures';
import { keptConfirmCounts, openedWithOrderCounts } from './kept-confirm-facts';

// Create-intent is one statement, and a confirmation right after it decides on the facts
// that statement read (kept-confirm-facts.ts), both on a session kept in this process and checked
// again inside the write. Every change below is made straight in the database, as another
// instance or an operator would make it, with no message to this process: the answer follows what
// the database holds, and nothing is written when it refuses.

const start = startAsCustomerForFile();
const db = () => start.harness.database.db;

beforeAll(async () => {
  await setSetting(db(), 'demo_payment_delay', '0');
});
afterEach(async () => {
  await setSetting(db(), 'demo_checkout_mode', 'true');
  await setSetting(db(), 'demo_payment_success_rate', '1');
  await setSetting(db(), 'demo_payment_delay', '0');
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

describe('a confirmation on the facts its create-intent kept', () => {
  it('pays on them, and a second confirmation reads its facts', async () => {
    const { cookie, order, intentId } = await customerWithIntent('confirm-kept');
    const counts = keptConfirmCounts(db());
    const before = { ...counts };
    const paid = await confirm(cookie, intentId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(counts).toEqual({ taken: before.taken + 1, longWay: before.longWay });
    expect(await paymentStatusOf(order.id)).toBe('paid');
    const again = await confirm(cookie, intentId);
    expect(again.json()).toEqual(paid.json());
    expect(counts).toEqual({ taken: before.taken + 1, longWay: before.longWay });
  });

  it('answers 401 and pays nothing once the session is gone (the kept session and facts both)', async () => {
    const { cookie, order, intentId } = await customerWithIntent('confirm-kept-out');
    await db()
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.replace('cc_session=', ''))));
    expect((await confirm(cookie, intentId)).statusCode).toBe(401);
    expect(await paymentStatusOf(order.id)).toBe('unpaid');
  });

  it('declines on the success rate the database holds now, not the kept one', async () => {
    const { cookie, order, intentId } = await customerWithIntent('confirm-kept-rate');
    await setSetting(db(), 'demo_payment_success_rate', '0');
    const counts = keptConfirmCounts(db());
    const longWay = counts.longWay;
    const declined = await confirm(cookie, intentId);
    expect(declined.statusCode).toBe(402);
    expect(declined.json().code).toBe('PAYMENT_DECLINED');
    expect(counts.longWay).toBe(longWay + 1);
    expect(await paymentStatusOf(order.id)).toBe('unpaid');
  });

  it('answers 503 and pays nothing once the checkout switch is off', async () => {
    const { cookie, order, intentId } = await customerWithIntent('confirm-kept-off');
    await setSetting(db(), 'demo_checkout_mode', 'false');
    expect((await confirm(cookie, intentId)).statusCode).toBe(503);
    expect(await paymentStatusOf(order.id)).toBe('unpaid');
  });

  it('waits the delay the database holds now in all', async () => {
    const { cookie, intentId } = await customerWithIntent('confirm-kept-delay');
    await setSetting(db(), 'demo_payment_delay', '300');
    const started = performance.now();
    expect((await confirm(cookie, intentId)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('answers 409 and pays nothing for an order cancelled since', async () => {
    const { cookie, order, intentId } = await customerWithIntent('confirm-kept-cancel');
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const refused = await confirm(cookie, intentId);
    expect(refused.statusCode).toBe(409);
    expect(await paymentStatusOf(order.id)).toBe('unpaid');
  });

  it('declines the decline card on them (402), and the intent can be paid after', async () => {
    const { cookie, order, intentId } = await customerWithIntent('confirm-kept-decline');
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

describe('an intent opened with its order', () => {
  // of a vendor that does not pace its pickups: its orders are placed on kept facts
  const tacos = () => start.menu('Carne Asada Tacos');

  /** A new customer whose create-intent found the checkout on, and an order placed after it. */
  async function customerWithOrder(name: string) {
    const { cookie, userId } = await customerWithIntent(name);
    const placed = await postOneFor(start.harness.app, cookie, tacos(), 'asap');
    expect(placed.statusCode, placed.body).toBe(201);
    const { id, totalCents } = placed.json<{ id: number; totalCents: number }>();
    return { cookie, userId, order: { id, totalCents } };
  }

  async function openIntentIdOf(orderId: number) {
    const rows = await db()
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(eq(paymentIntents.orderId, orderId));
    return rows.map((row) => row.id);
  }

  it('is handed out by create-intent with nothing written, and paid on the kept facts', async () => {
    const { cookie, order } = await customerWithOrder('opened-pay');
    const [openedId] = await openIntentIdOf(order.id);
    expect(openedId).toMatch(/^pi_/);
    const counts = openedWithOrderCounts(db());
    const before = { ...counts };
    const created = await createIntent(cookie, order);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({
      clientSecret: expect.stringMatching(new RegExp(`^${openedId}_secret_`)),
      paymentIntentId: openedId,
      amount: order.totalCents / 100,
      amountCents: order.totalCents,
    });
    expect(counts).toEqual({ taken: before.taken + 1, written: before.written });
    expect(await intentsOf(order.id)).toBe(1);
    const confirmCounts = keptConfirmCounts(db());
    const taken = confirmCounts.taken;
    const paid = await confirm(cookie, openedId as string);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(confirmCounts.taken).toBe(taken + 1);
    expect(await paymentStatusOf(order.id)).toBe('paid');
    // once paid, the next create-intent reads the order: 409
    expect((await createIntent(cookie, order)).statusCode).toBe(409);
  });

  it('is handed out again, on read facts, by a second create-intent', async () => {
    const { cookie, order } = await customerWithOrder('opened-twice');
    const first = await createIntent(cookie, order);
    const second = await createIntent(cookie, order);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await intentsOf(order.id)).toBe(1);
  });

  it('is not opened while the checkout is off in the database: no order a card must pay is placed', async () => {
    const { cookie } = await customerWithIntent('opened-off');
    await setSetting(db(), 'demo_checkout_mode', 'false');
    const placed = await postOneFor(start.harness.app, cookie, tacos(), 'asap');
    expect(placed.statusCode, placed.body).toBe(409);
    expect(placed.json()).toMatchObject({ code: 'PAYMENTS_UNAVAILABLE' });
  });

  it('refuses a wrong amount on read facts (400 naming body.amount), then hands it out', async () => {
    const { cookie, order } = await customerWithOrder('opened-amount');
    const [openedId] = await openIntentIdOf(order.id);
    const wrong = await createIntent(cookie, { ...order, totalCents: order.totalCents + 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([expect.objectContaining({ path: 'body.amount' })]);
    const right = await createIntent(cookie, order);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ paymentIntentId: openedId });
  });

  it("is another customer's: 404, and its own customer still gets it", async () => {
    const { cookie, order } = await customerWithOrder('opened-owner');
    const other = await signUp(start.harness.app, 'opened-other');
    expect((await createIntent(other, order)).statusCode).toBe(404);
    expect((await createIntent(cookie, order)).statusCode).toBe(200);
  });

  it('pays nothing once the checkout switch went off after the order (503 on the confirmation)', async () => {
    const { cookie, order } = await customerWithOrder('opened-switch');
    await setSetting(db(), 'demo_checkout_mode', 'false');
    // handed out on the facts of a moment ago: the confirmation's guarded write checks them
    const created = await createIntent(cookie, order);
    expect(created.statusCode, created.body).toBe(200);
    const refused = await confirm(
      cookie,
      created.json<{ paymentIntentId: string }>().paymentIntentId,
    );
    expect(refused.statusCode).toBe(503);
    expect(await paymentStatusOf(order.id)).toBe('unpaid');
  });

  it('pays nothing once the session is gone (401 on the confirmation)', async () => {
    const { cookie, order } = await customerWithOrder('opened-out');
    await db()
      .delete(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie.replace('cc_session=', ''))));
    const created = await createIntent(cookie, order);
    const intentId = created.json<{ paymentIntentId?: string }>().paymentIntentId ?? 'pi_none';
    expect((await confirm(cookie, intentId)).statusCode).toBe(401);
    expect(await paymentStatusOf(order.id)).toBe('unpaid');
  });
});
