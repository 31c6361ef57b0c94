import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CustomerOrderView, OrderView } from '../../../contract/orders';
import { preOrderMessages, PRE_ORDER_HOLD_MINUTES } from '../../../contract/partnerships';
import { priceOrder } from '../../../contract/pricing';
import type { ConfirmPaymentResponse, CreateIntentResponse } from '../../../contract/payments';
import {
  events,
  notifications,
  orderItems,
  orders,
  specialOfferings,
  vendors,
} from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { runHousekeeping } from '../../jobs/housekeeping';
import { confirmBody, setSetting, signUpCustomer } from '../payments/payments.test-support';

// Limited drops sold fairly: stock taken in one conditional update, never oversold,
// never more than maxPerCustomer each, held 10 minutes for payment and then released.

let harness: TestApp;
let customer: string;
let offeringId: number;
const db = () => harness.database.db;
const silentLog = { error: () => undefined, warn: () => undefined };

beforeAll(async () => {
  harness = await createTestApp();
  customer = await login(harness.app, 'customer@curtaincall.test');
  await setSetting(db(), 'demo_payment_delay', '0');
  const [offering] = await db()
    .select()
    .from(specialOfferings)
    .where(eq(specialOfferings.title, 'Neon Nights VIP Burger Box'));
  offeringId = offering!.id;
});
afterAll(() => harness.close());

/** The offering open with `remaining` of 50 left, a deadline in an hour and this cap. */
async function stock(remaining: number, maxPerCustomer = 2, extra: object = {}) {
  await db()
    .update(specialOfferings)
    .set({
      remainingQuantity: remaining,
      availableQuantity: 50,
      maxPerCustomer,
      isActive: true,
      preOrderDeadline: new Date(Date.now() + 60 * 60_000),
      ...extra,
    })
    .where(eq(specialOfferings.id, offeringId));
}

async function remaining(): Promise<number> {
  const [row] = await db()
    .select({ remaining: specialOfferings.remainingQuantity })
    .from(specialOfferings)
    .where(eq(specialOfferings.id, offeringId));
  return row!.remaining;
}

function preOrder(cookie: string | null, quantity: unknown, id: number | string = offeringId) {
  return harness.app.inject({
    method: 'POST',
    url: `/api/special-offerings/${id}/pre-orders`,
    payload: { quantity },
    headers: cookie ? { cookie } : {},
  });
}

/** Orders holding this offering that are not cancelled (the earlier tests' are cancelled). */
async function cancelAllHolds() {
  const held = await db()
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orderItems.specialOfferingId, offeringId));
  for (const { id } of held)
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, id));
}

beforeEach(async () => {
  await cancelAllHolds();
});

describe('POST /api/special-offerings/{id}/pre-orders', () => {
  it('takes the stock and places an order awaiting payment, held for 10 minutes', async () => {
    await stock(5);
    const before = Date.now();
    const response = await preOrder(customer, 2);
    expect(response.statusCode).toBe(201);
    const order = response.json<CustomerOrderView>();
    const price = priceOrder([{ unitPriceCents: 2499, quantity: 2 }], 'browse');
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'unpaid',
      subtotalCents: price.subtotalCents,
      totalCents: price.totalCents,
      items: [
        expect.objectContaining({
          menuItemId: null,
          specialOfferingId: offeringId,
          name: 'Neon Nights VIP Burger Box',
          quantity: 2,
          unitPriceCents: 2499,
        }),
      ],
    });
    const hold = new Date(order.holdExpiresAt!).getTime();
    expect(hold - before).toBeGreaterThanOrEqual(PRE_ORDER_HOLD_MINUTES * 60_000 - 1000);
    expect(hold - before).toBeLessThanOrEqual(PRE_ORDER_HOLD_MINUTES * 60_000 + 5000);
    expect(await remaining()).toBe(3);
  });

  it("is picked up when the show ends, or after the vendor's prep time once it has ended", async () => {
    const [offering] = await db()
      .select()
      .from(specialOfferings)
      .where(eq(specialOfferings.id, offeringId));
    const [show] = await db().select().from(events).where(eq(events.id, offering!.eventId));
    const [vendor] = await db().select().from(vendors).where(eq(vendors.id, offering!.vendorId));
    const pickupOf = async () => {
      const response = await preOrder(customer, 1);
      expect(response.statusCode).toBe(201);
      return new Date(response.json<CustomerOrderView>().pickupTime).getTime();
    };
    await stock(5, 5);
    const endsAt = new Date(Date.now() + 90 * 60_000);
    await db().update(events).set({ estimatedEndTime: endsAt }).where(eq(events.id, show!.id));
    expect(await pickupOf()).toBe(endsAt.getTime());

    // the show ended half an hour ago: a pickup after the prep time, not one already late
    await db()
      .update(events)
      .set({ estimatedEndTime: new Date(Date.now() - 30 * 60_000) })
      .where(eq(events.id, show!.id));
    const before = Date.now();
    const pickup = await pickupOf();
    const prep = vendor!.estimatedPrepTime * 60_000;
    expect(pickup).toBeGreaterThanOrEqual(before + prep);
    expect(pickup).toBeLessThanOrEqual(Date.now() + prep);
    await db()
      .update(events)
      .set({ estimatedEndTime: show!.estimatedEndTime })
      .where(eq(events.id, show!.id));
  });

  it('60 concurrent pre-orders for 20 left: exactly 20 succeed, 40 are Sold Out, ten times over', async () => {
    const fans = [customer];
    for (let index = 0; index < 2; index += 1)
      fans.push((await signUpCustomer(harness.app, db())).cookie);
    for (let round = 0; round < 10; round += 1) {
      await cancelAllHolds();
      await stock(20, 1000);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) => preOrder(fans[index % fans.length]!, 1)),
      );
      const created = answers.filter((answer) => answer.statusCode === 201);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(created).toHaveLength(20);
      expect(refused).toHaveLength(40);
      for (const answer of refused) expect(answer.json().message).toBe(preOrderMessages.soldOut);
      expect(await remaining()).toBe(0);
    }
  }, 120_000);

  it('never more than maxPerCustomer per customer, in one go or over several', async () => {
    await stock(10, 2);
    const tooMany = await preOrder(customer, 3);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(preOrderMessages.perCustomer(2));
    expect(await remaining()).toBe(10);
    expect((await preOrder(customer, 2)).statusCode).toBe(201);
    const again = await preOrder(customer, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(preOrderMessages.perCustomer(2));
    expect(await remaining()).toBe(8);
  });

  it('says how many are left when fewer than asked for remain', async () => {
    await stock(1, 5);
    const response = await preOrder(customer, 2);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(preOrderMessages.onlyLeft(1));
    expect(await remaining()).toBe(1);
  });

  it('is refused after the deadline and when inactive: Pre-order Closed', async () => {
    await stock(10, 2, { preOrderDeadline: new Date(Date.now() - 60_000) });
    const late = await preOrder(customer, 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(preOrderMessages.closed);
    await stock(10, 2, { isActive: false });
    const inactive = await preOrder(customer, 1);
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().message).toBe(preOrderMessages.closed);
    expect(await remaining()).toBe(10);
  });

  it('validates the quantity and the id, and knows no offering it does not have', async () => {
    await stock(10, 2);
    for (const quantity of [0, 11, 1.5, '1', null]) {
      const response = await preOrder(customer, quantity);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toBe('body.quantity');
    }
    expect((await preOrder(customer, 1, 'abc')).statusCode).toBe(400);
    expect((await preOrder(customer, 1, 999_999)).statusCode).toBe(404);
    expect(await remaining()).toBe(10);
  });

  it('is for signed-in customers only', async () => {
    await stock(10, 2);
    expect((await preOrder(null, 1)).statusCode).toBe(401);
    const vendor = await login(harness.app, 'vendor@curtaincall.test');
    expect((await preOrder(vendor, 1)).statusCode).toBe(403);
    expect(await remaining()).toBe(10);
  });
});

describe('the hold', () => {
  it('an unpaid hold that runs out is cancelled, its stock released and the customer told', async () => {
    await stock(4, 2);
    const order = (await preOrder(customer, 2)).json<CustomerOrderView>();
    expect(await remaining()).toBe(2);
    // not yet: a minute before the hold ends
    await runHousekeeping(db(), undefined, silentLog, new Date(Date.now() + 9 * 60_000));
    expect(await remaining()).toBe(2);
    const { cancelledOrderIds } = await runHousekeeping(
      db(),
      undefined,
      silentLog,
      new Date(Date.now() + (PRE_ORDER_HOLD_MINUTES + 1) * 60_000),
    );
    expect(cancelledOrderIds).toContain(order.id);
    expect(await remaining()).toBe(4);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'cancelled', cancelReason: preOrderMessages.holdReleased });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, row!.userId), eq(notifications.orderId, order.id)));
    expect(told.length).toBeGreaterThan(0);
  });

  it('a paid pre-order keeps its stock and reaches the vendor board with the pickup instructions', async () => {
    await stock(4, 2);
    const order = (await preOrder(customer, 1)).json<CustomerOrderView>();
    const intent = await harness.app.inject({
      method: 'POST',
      url: '/api/payments/demo/create-intent',
      payload: { amount: order.totalCents / 100, orderId: order.id },
      headers: { cookie: customer },
    });
    expect(intent.statusCode).toBe(200);
    const { paymentIntentId } = intent.json<CreateIntentResponse>();
    const paid = await harness.app.inject({
      method: 'POST',
      url: '/api/payments/demo/confirm',
      payload: confirmBody(paymentIntentId),
      headers: { cookie: customer },
    });
    expect(paid.json<ConfirmPaymentResponse>().payment_intent.status).toBe('succeeded');
    await runHousekeeping(
      db(),
      undefined,
      silentLog,
      new Date(Date.now() + (PRE_ORDER_HOLD_MINUTES + 1) * 60_000),
    );
    expect(await remaining()).toBe(3);
    const vendor = await login(harness.app, 'vendor@curtaincall.test');
    const board = await harness.app.inject({
      method: 'GET',
      url: '/api/vendor/orders',
      headers: { cookie: vendor },
    });
    const onBoard = board.json<OrderView[]>().find((entry) => entry.id === order.id);
    expect(onBoard?.items[0]?.notes).toMatch(/^Pickup: VIP window/);

    // the vendor cancels it: the stock goes back on sale
    const cancelled = await harness.app.inject({
      method: 'PATCH',
      url: `/api/vendor/orders/${order.id}`,
      payload: { status: 'cancelled', reason: 'Out of boxes' },
      headers: { cookie: vendor },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await remaining()).toBe(4);
  });
});
