import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import type { OrderView } from '../../../contract/orders';
import type { ConfirmPaymentResponse, CreateIntentResponse } from '../../../contract/payments';
import { orderStatusHistory, orders } from '../../db/schema';
import { confirmBody, setSetting } from '../payments/payments.test-support';
import { minutesFromNow } from '../../../test/clock';
import {
  demoCheckoutPayload,
  postOrder,
  signUp,
  startAsCustomerForFile,
} from './orders.test-support';

// A reload during 'Processing Payment...' must never lead to a second paid order, and a
// demo-checkout visit must not leave another unpaid order behind each time.

const start = startAsCustomerForFile();

const orderCount = () => start.harness.database.db.$count(orders);
const post = (url: string, payload: object, cookie = start.customer) =>
  start.harness.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const createIntent = (order: OrderView) =>
  post('/api/create-payment-intent', { amount: order.totalCents / 100, orderId: order.id });

describe('a reload while the payment is processing', () => {
  it('replays the same order for the same key, pays it once and refuses to pay it again', async () => {
    await setSetting(start.harness.database.db, 'demo_payment_delay', '400');
    const body = {
      vendorId: start.burger.vendorId,
      items: [{ menuItemId: start.burger.id, quantity: 1 }],
      pickupTime: 'asap',
    };
    const key = { 'idempotency-key': 'reload-attempt-0001' };
    const before = await orderCount();
    const placed = await postOrder(start.harness.app, start.customer, body, key);
    expect(placed.statusCode).toBe(201);
    const order = placed.json<OrderView>();
    const intent = (await createIntent(order)).json<CreateIntentResponse>();

    // the first confirm is still processing when the page reloads and the attempt resumes
    const firstConfirm = post('/api/payments/demo/confirm', confirmBody(intent.paymentIntentId));
    const replayed = await postOrder(start.harness.app, start.customer, body, key);
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json<OrderView>().id).toBe(order.id);
    const again = (await createIntent(order)).json<CreateIntentResponse>();
    expect(again.paymentIntentId).toBe(intent.paymentIntentId);
    const secondConfirm = post('/api/payments/demo/confirm', confirmBody(again.paymentIntentId));

    const answers = await Promise.all([firstConfirm, secondConfirm]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json<ConfirmPaymentResponse>().payment_intent.status).toBe('succeeded');
    }
    const paidEntries = await start.harness.database.db.$count(
      orderStatusHistory,
      and(
        eq(orderStatusHistory.orderId, order.id),
        like(orderStatusHistory.note, 'Payment received%'),
      ),
    );
    expect(paidEntries).toBe(1);

    // after the outcome: the same attempt still answers the same order, which cannot be paid again
    const afterPaid = await postOrder(start.harness.app, start.customer, body, key);
    expect(afterPaid.json<OrderView>().id).toBe(order.id);
    const refused = await createIntent(order);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ALREADY_PAID' });
    expect(await orderCount()).toBe(before + 1);
    await setSetting(start.harness.database.db, 'demo_payment_delay', '0');
  });
});

describe('demo checkout visits (POST /api/orders, demo flow)', () => {
  it('hand out the open unpaid order for the same cart instead of placing another', async () => {
    const before = await orderCount();
    const visits = [];
    for (const minutes of [30, 31, 32]) {
      const payload = {
        ...demoCheckoutPayload(start.burger, start.menu('Loaded Stage Fries')),
        pickupTime: minutesFromNow(minutes),
      };
      visits.push(await postOrder(start.harness.app, start.customer, payload));
    }
    expect(visits.map((visit) => visit.statusCode)).toEqual([201, 200, 200]);
    const ids = new Set(visits.map((visit) => visit.json<OrderView>().id));
    expect(ids.size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    const [first] = visits;
    const latest = visits.at(-1)?.json<OrderView>();
    expect(latest?.pickupTime).not.toBe(first?.json<OrderView>().pickupTime);
  });

  it('place a new order for another cart, another customer, or once the open one is paid', async () => {
    const cart = demoCheckoutPayload(start.burger, start.menu('Loaded Stage Fries'));
    const open = (await postOrder(start.harness.app, start.customer, cart)).json<OrderView>();

    // 15.99 + 2 x 8.99 = 33.97, 20 % off 6.79, fee 1.36, tax 2.17
    const moreFries = {
      ...cart,
      totalAmount: '30.71',
      items: [cart.items[0], { ...cart.items[1], quantity: 2 }],
    };
    const other = await postOrder(start.harness.app, start.customer, moreFries);
    expect(other.statusCode, other.body).toBe(201);
    expect(other.json<OrderView>().id).not.toBe(open.id);

    const casey = await signUp(start.harness.app, 'caseyreuse');
    const theirs = await postOrder(start.harness.app, casey, cart);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json<OrderView>().id).not.toBe(open.id);

    await start.harness.database.db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt: new Date() })
      .where(eq(orders.id, open.id));
    const next = await postOrder(start.harness.app, start.customer, cart);
    expect(next.statusCode).toBe(201);
    expect(next.json<OrderView>().id).not.toBe(open.id);
  });
});
