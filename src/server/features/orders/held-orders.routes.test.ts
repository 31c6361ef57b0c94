import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CustomerOrderView, OrderView } from '../../../contract/orders';
import { isOrderUrgent } from '../../../contract/urgency';
import { events, orders } from '../../db/schema';
import { runHousekeeping } from '../../jobs/housekeeping';
import { fireHeldOrders } from '../../jobs/fire-held-orders';
import type { BusEvent } from '../../realtime/bus';
import { eventUpdateMessage, publishLive } from '../../realtime/events';
import type { TestApp } from '../../../test/test-app';
import { postOrder, signUp, startWithStaff, type SeedMenuItem } from './orders.test-support';

// Hold-and-fire: an order held until the show ends fires at the end less the prep
// time, follows the end when the admin or the vendor moves it, is fired at once by its owner,
// is never swept as unpaid once paid, and is fired by the job with an order_update.

const MINUTE = 60_000;
const PREP = 12; // Curtain Call Burgers

let harness: TestApp;
let customer: string;
let vendor: string;
let admin: string;
let burger: SeedMenuItem;
let showId: number;
const published: BusEvent[] = [];

beforeAll(async () => {
  ({ harness, customer, vendor, admin, burger } = await startWithStaff({ published }));
  const [show] = await harness.database.db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.status, 'ongoing'));
  if (!show) throw new Error('no show in progress in the demo data');
  showId = show.id;
});
afterAll(() => harness.close());
afterEach(() => {
  published.length = 0;
});

const db = () => harness.database.db;
const at = (time: string) => new Date(time).getTime();
const holdOne = (cookie = customer, body: object = { fireAt: 'show_end' }) =>
  postOrder(harness.app, cookie, {
    vendorId: burger.vendorId,
    items: [{ menuItemId: burger.id, quantity: 1 }],
    ...body,
  });
/** The show ends in `minutes` (set directly, announced as the admin's change would be). */
async function showEndsIn(minutes: number) {
  await db()
    .update(events)
    .set({
      eventDate: new Date(Date.now() - 60 * MINUTE),
      estimatedEndTime: new Date(Date.now() + minutes * MINUTE),
      status: 'ongoing',
    })
    .where(eq(events.id, showId));
  await publishLive(harness.bus, eventUpdateMessage(showId));
}
const markPaid = (orderId: number) =>
  db()
    .update(orders)
    .set({ paymentStatus: 'paid', paidAt: new Date() })
    .where(eq(orders.id, orderId));
async function heldPaid(cookie = customer): Promise<CustomerOrderView> {
  const response = await holdOne(cookie);
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json<CustomerOrderView>();
  await markPaid(order.id);
  return view(order.id, cookie);
}
async function view(orderId: number, cookie = customer): Promise<OrderView> {
  const response = await harness.app.inject({
    method: 'GET',
    url: `/api/orders/${orderId}`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderView>();
}
const fire = (orderId: number, cookie = customer) =>
  harness.app.inject({ method: 'POST', url: `/api/orders/${orderId}/fire`, headers: { cookie } });

describe('placing a held order (fireAt: show_end)', () => {
  it('takes the first slot from the show’s end and fires its prep time before', async () => {
    await showEndsIn(40);
    const response = await holdOne();
    expect(response.statusCode, response.body).toBe(201);
    const order = response.json<CustomerOrderView>();
    const endsAt = Date.now() + 40 * MINUTE;
    expect(at(order.pickupTime)).toBeGreaterThanOrEqual(endsAt - MINUTE);
    expect(at(order.pickupTime) % (5 * MINUTE)).toBe(0);
    expect(at(order.fireAt ?? '')).toBe(at(order.pickupTime) - PREP * MINUTE);
    // unpaid: not held yet, not in the kitchen
    expect(order).toMatchObject({ isHeld: false, firedAt: null, isAsap: false });
    await markPaid(order.id);
    const paid = await view(order.id);
    expect(paid).toMatchObject({ isHeld: true, firedAt: null });
    // the vendor's view carries the same, and a held order is never urgent
    const board = await harness.app.inject({
      method: 'GET',
      url: '/api/vendor/orders',
      headers: { cookie: vendor },
    });
    const onBoard = board.json<OrderView[]>().find((entry) => entry.id === order.id);
    expect(onBoard).toMatchObject({ isHeld: true, fireAt: order.fireAt });
    expect(isOrderUrgent(onBoard!, PREP, new Date(at(order.pickupTime) - 2 * MINUTE))).toBe(false);
  });

  it('paces held orders by the vendor’s capacity', async () => {
    await showEndsIn(300);
    await harness.app.inject({
      method: 'PATCH',
      url: '/api/vendor/profile',
      headers: { cookie: vendor },
      payload: { slotCapacity: 1 },
    });
    const first = (await holdOne()).json<CustomerOrderView>();
    const second = (await holdOne()).json<CustomerOrderView>();
    expect(at(second.pickupTime) - at(first.pickupTime)).toBe(5 * MINUTE);
    expect(at(second.fireAt ?? '') - at(first.fireAt ?? '')).toBe(5 * MINUTE);
    await harness.app.inject({
      method: 'PATCH',
      url: '/api/vendor/profile',
      headers: { cookie: vendor },
      payload: { slotCapacity: 8 },
    });
  });

  it('takes exactly one of pickupTime and fireAt, naming the field', async () => {
    const both = await holdOne(customer, { fireAt: 'show_end', pickupTime: 'asap' });
    expect(both.statusCode).toBe(400);
    expect(both.json().issues[0].path).toBe('body.fireAt');
    const neither = await holdOne(customer, {});
    expect(neither.statusCode).toBe(400);
    expect(neither.json().issues[0].path).toBe('body.pickupTime');
    const wrong = await holdOne(customer, { fireAt: 'encore' });
    expect(wrong.json().issues[0].path).toBe('body.fireAt');
  });

  it('is refused with 409 NO_SHOW_IN_PROGRESS when no show is on', async () => {
    await db()
      .update(events)
      .set({ status: 'ended', estimatedEndTime: new Date(Date.now() - MINUTE) })
      .where(eq(events.id, showId));
    await publishLive(harness.bus, eventUpdateMessage(showId));
    const response = await holdOne();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NO_SHOW_IN_PROGRESS',
      message: 'There is no show in progress to wait for.',
    });
    await showEndsIn(40);
  });
});

describe('the show’s end moves held orders', () => {
  it('the admin’s new end time moves the fire time by the same delta; ending the show brings it to now', async () => {
    await showEndsIn(60);
    const held = await heldPaid();
    const fired = await heldPaid();
    const firedView = (await fire(fired.id)).json<CustomerOrderView>();
    expect(firedView.isHeld).toBe(false);
    const newEnd = new Date(Date.now() + 80 * MINUTE);
    const [event] = await db().select().from(events).where(eq(events.id, showId));
    const delta = newEnd.getTime() - (event?.estimatedEndTime?.getTime() ?? 0);
    const patch = await harness.app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${showId}`,
      headers: { cookie: admin },
      payload: { estimatedEndTime: newEnd.toISOString() },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const moved = await view(held.id);
    expect(at(moved.fireAt ?? '') - at(held.fireAt ?? '')).toBe(delta);
    expect(at(moved.pickupTime) - at(held.pickupTime)).toBe(delta);
    // a fired order stays where it is
    expect((await view(fired.id)).pickupTime).toBe(firedView.pickupTime);
    expect(
      published.some(
        (e) => e.message.type === 'order_update' && e.message.data.orderId === held.id,
      ),
    ).toBe(true);

    const end = await harness.app.inject({
      method: 'PATCH',
      url: `/api/admin/events/${showId}`,
      headers: { cookie: admin },
      payload: { status: 'ended' },
    });
    expect(end.statusCode, end.body).toBe(200);
    const ended = await view(held.id);
    expect(at(ended.fireAt ?? '')).toBeLessThanOrEqual(Date.now() - PREP * MINUTE + 5 * MINUTE);
    expect(await fireHeldOrders(db(), { bus: harness.bus, log: harness.app.log })).toContain(
      held.id,
    );
    const firedNow = await view(held.id);
    expect(firedNow.isHeld).toBe(false);
    expect(at(firedNow.pickupTime)).toBeGreaterThanOrEqual(Date.now() + (PREP - 1) * MINUTE);
    await showEndsIn(40);
  });

  it('the vendor’s encore shift moves its held orders', async () => {
    const held = await heldPaid();
    const shift = await harness.app.inject({
      method: 'POST',
      url: '/api/vendor/held-orders/shift',
      headers: { cookie: vendor },
      payload: { minutes: 15 },
    });
    expect(shift.statusCode, shift.body).toBe(200);
    expect(shift.json().moved).toBeGreaterThanOrEqual(1);
    const moved = await view(held.id);
    expect(at(moved.fireAt ?? '') - at(held.fireAt ?? '')).toBe(15 * MINUTE);
    expect(published.some((e) => e.message.type === 'pickup_slots_update')).toBe(true);
    for (const minutes of [0, 121, -61, 'ten']) {
      const bad = await harness.app.inject({
        method: 'POST',
        url: '/api/vendor/held-orders/shift',
        headers: { cookie: vendor },
        payload: { minutes },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues[0].path).toBe('body.minutes');
    }
    const asCustomer = await harness.app.inject({
      method: 'POST',
      url: '/api/vendor/held-orders/shift',
      headers: { cookie: customer },
      payload: { minutes: 5 },
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});

describe('POST /api/orders/{id}/fire (I’m leaving now)', () => {
  it('fires the owner’s held order now, once; another customer gets 404', async () => {
    const held = await heldPaid();
    const stranger = await signUp(harness.app, 'rushstranger');
    expect((await fire(held.id, stranger)).statusCode).toBe(404);
    expect((await fire(held.id, vendor)).statusCode).toBe(404);
    expect((await view(held.id)).isHeld).toBe(true);

    const before = Date.now();
    const first = await fire(held.id);
    expect(first.statusCode, first.body).toBe(200);
    const fired = first.json<CustomerOrderView>();
    expect(fired.isHeld).toBe(false);
    expect(at(fired.firedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(at(fired.pickupTime)).toBe(at(fired.fireAt ?? '') + PREP * MINUTE);
    expect(
      published.filter(
        (e) => e.message.type === 'order_update' && e.message.data.orderId === held.id,
      ),
    ).not.toHaveLength(0);
    const again = await fire(held.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(fired);
  });

  it('answers a normal order unchanged, a cancelled one with 409, and names a bad id', async () => {
    const normal = await holdOne(customer, { pickupTime: 'asap' });
    const order = normal.json<CustomerOrderView>();
    const unchanged = await fire(order.id);
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toMatchObject({
      fireAt: null,
      firedAt: null,
      pickupTime: order.pickupTime,
    });
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    const cancelled = await fire(order.id);
    expect(cancelled.statusCode).toBe(409);
    const bad = await fire(0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('params.id');
  });
});

describe('the sweep and the firing job', () => {
  it('never cancels a paid held order as unpaid; an unpaid held order is swept', async () => {
    const paid = await heldPaid();
    const unpaid = (await holdOne()).json<CustomerOrderView>();
    const longAgo = new Date(Date.now() - 3 * 60 * MINUTE);
    for (const id of [paid.id, unpaid.id])
      await db().update(orders).set({ createdAt: longAgo }).where(eq(orders.id, id));
    const { cancelledOrderIds } = await runHousekeeping(db(), harness.bus, harness.app.log);
    expect(cancelledOrderIds).toContain(unpaid.id);
    expect(cancelledOrderIds).not.toContain(paid.id);
    expect(await view(paid.id)).toMatchObject({ status: 'pending', isHeld: true });
  });

  it('fires what is due, once, with an order_update to the customer and the vendor', async () => {
    const held = await heldPaid();
    const notDue = await heldPaid();
    await db()
      .update(orders)
      .set({ fireAt: new Date(Date.now() - 1000) })
      .where(eq(orders.id, held.id));
    const fired = await fireHeldOrders(db(), { bus: harness.bus, log: harness.app.log });
    expect(fired).toContain(held.id);
    expect(fired).not.toContain(notDue.id);
    const updates = published.filter(
      (e) => e.message.type === 'order_update' && e.message.data.orderId === held.id,
    );
    expect(updates.map((e) => e.kind).sort()).toEqual(['user', 'user', 'vendor']);
    expect(await view(held.id)).toMatchObject({ isHeld: false });
    expect((await view(held.id)).firedAt).not.toBeNull();
    expect(await fireHeldOrders(db(), { bus: harness.bus, log: harness.app.log })).not.toContain(
      held.id,
    );
  });
});
