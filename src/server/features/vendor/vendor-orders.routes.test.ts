import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../../contract/enums';
import type { OrderStatus } from '../../../contract/order-status';
import type { OrderView, TimelineEntry } from '../../../contract/orders';
import {
  DEFAULT_VENDOR_CANCEL_REASON,
  DEMO_REFUND_NOTE,
  PICKUP_CODE_ALPHABET,
  PICKUP_OVERRIDE_NOTE,
  startOfServiceDay,
  WRONG_PICKUP_CODE_MESSAGE,
} from '../../../contract/vendor';
import { orderStatusHistory, orders } from '../../db/schema';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { seededMenu, seededVendorId, userIdByEmail } from '../orders/orders.test-support';
import {
  callApi,
  insertOrder,
  patchOrderStatus,
  type InsertOrderOptions,
} from './vendor.test-support';

// accounts spec 2.7 and 4: the vendor's order board and the status machine, server-enforced.

let harness: TestApp;
let vendorCookie: string;
let vendorUserId: number;
let base: Pick<InsertOrderOptions, 'userId' | 'vendorId' | 'lines'>;

const CODE_PATTERN = new RegExp(`^[${PICKUP_CODE_ALPHABET}]{4}$`);

beforeAll(async () => {
  harness = await createTestApp();
  const { app, database } = harness;
  vendorCookie = await login(app, 'vendor@curtaincall.test');
  vendorUserId = await userIdByEmail(database.db, 'vendor@curtaincall.test');
  const menu = await seededMenu(database.db);
  base = {
    userId: await userIdByEmail(database.db, 'customer@curtaincall.test'),
    vendorId: await seededVendorId(database.db, 'Curtain Call Burgers'),
    lines: [
      { menuItemId: menu('Encore Smash Burger').id, quantity: 2 },
      { menuItemId: menu('Fresh Lemonade').id, quantity: 1 },
    ],
  };
});
afterAll(() => harness.close());

const place = (options: Partial<InsertOrderOptions> = {}) =>
  insertOrder(harness.database.db, { ...base, ...options });
const patch = (orderId: number, payload: object, headers?: Record<string, string>) =>
  patchOrderStatus(harness.app, vendorCookie, orderId, payload, headers);

async function historyOf(orderId: number) {
  return harness.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(orderStatusHistory.id);
}

async function rowOf(orderId: number) {
  const [row] = await harness.database.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`no order ${orderId}`);
  return row;
}

async function timelineOf(orderId: number): Promise<TimelineEntry[]> {
  const response = await callApi(
    harness.app,
    'GET',
    `/api/orders/${orderId}/timeline`,
    vendorCookie,
  );
  return response.json<TimelineEntry[]>();
}

describe('GET /api/vendor/orders', () => {
  it('lists paid active orders and today’s finished ones, soonest pickup first, with items', async () => {
    const now = Date.now();
    const at = (minutes: number) => new Date(now + minutes * 60_000);
    // "today" is the service day: from 05:00 local time (the night before, before 05:00)
    const dayStart = startOfServiceDay(new Date(now)).getTime();
    const sinceDayStart = (minutes: number) => new Date(Math.min(now, dayStart + minutes * 60_000));
    const late = await place({ pickupTime: at(50), status: 'preparing' });
    const soon = await place({ pickupTime: at(10), status: 'confirmed' });
    const middle = await place({ pickupTime: at(30), status: 'ready', pickupCode: 'K7Q2' });
    const doneToday = await place({
      pickupTime: at(-90),
      status: 'completed',
      createdAt: new Date(dayStart - 30 * 60_000),
      lastStatusUpdate: new Date(dayStart),
    });
    const refunded = await place({
      pickupTime: at(-20),
      status: 'cancelled',
      paymentStatus: 'refunded',
      lastStatusUpdate: sinceDayStart(1),
    });
    // completed a moment before today's service day began: yesterday's, even if under 24 h ago
    const doneYesterday = await place({
      pickupTime: at(-60),
      status: 'completed',
      createdAt: new Date(dayStart - 60 * 60_000),
      lastStatusUpdate: new Date(dayStart - 1000),
    });
    const cancelledYesterday = await place({
      pickupTime: at(-40),
      status: 'cancelled',
      paymentStatus: 'refunded',
      lastStatusUpdate: new Date(dayStart - 60 * 60_000),
    });
    const unpaid = await place({ pickupTime: at(5), paymentStatus: 'unpaid' });

    const response = await callApi(harness.app, 'GET', '/api/vendor/orders', vendorCookie);
    expect(response.statusCode).toBe(200);
    const list = response.json<OrderView[]>();
    expect(list.map((order) => order.id)).toEqual([
      doneToday.id,
      refunded.id,
      soon.id,
      middle.id,
      late.id,
    ]);
    expect(list.map((order) => order.id)).not.toContain(doneYesterday.id);
    expect(list.map((order) => order.id)).not.toContain(cancelledYesterday.id);
    expect(list.map((order) => order.id)).not.toContain(unpaid.id);
    const first = list.find((order) => order.id === soon.id);
    expect(first).toMatchObject({
      customerFirstName: 'Alex',
      vendorName: 'Curtain Call Burgers',
      paymentStatus: 'paid',
      status: 'confirmed',
    });
    expect(first?.items.map((item) => [item.name, item.quantity])).toEqual([
      ['Encore Smash Burger', 2],
      ['Fresh Lemonade', 1],
    ]);
  });
});

const LEGAL: [OrderStatus, OrderStatus][] = [
  ['pending', 'confirmed'],
  ['pending', 'cancelled'],
  ['confirmed', 'preparing'],
  ['confirmed', 'cancelled'],
  ['preparing', 'ready'],
  ['preparing', 'delayed'],
  ['preparing', 'cancelled'],
  ['ready', 'completed'],
  ['ready', 'cancelled'],
  // The kitchen screen's recall
  ['ready', 'preparing'],
  ['delayed', 'preparing'],
  ['delayed', 'ready'],
  ['delayed', 'cancelled'],
];

/** Every (from, to) pair of statuses that the spec's table does not allow, the same one included. */
const ILLEGAL: [OrderStatus, OrderStatus][] = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.filter((to) => !LEGAL.some(([a, b]) => a === from && b === to)).map(
    (to): [OrderStatus, OrderStatus] => [from, to],
  ),
);

describe('PATCH /api/vendor/orders/:orderId, the status machine', () => {
  it.each(LEGAL)('%s -> %s is allowed and written to the timeline', async (from, to) => {
    const order = await place({ status: from, pickupCode: from === 'ready' ? 'ABCD' : null });
    const before = Date.now();
    const response = await patch(order.id, {
      status: to,
      ...(to === 'completed' ? { pickupCode: 'abcd' } : {}),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>()).toMatchObject({ id: order.id, status: to });
    const row = await rowOf(order.id);
    expect(row.status).toBe(to);
    expect(row.lastStatusUpdate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const history = await historyOf(order.id);
    expect(history).toHaveLength(2);
    expect(history[1]).toMatchObject({
      status: to,
      actorUserId: vendorUserId,
      actorRole: 'vendor',
    });
  });

  it('refuses every one of the other pairs of statuses', () => {
    expect(ILLEGAL).toHaveLength(ORDER_STATUSES.length ** 2 - LEGAL.length);
    expect(ILLEGAL).toContainEqual(['completed', 'cancelled']);
    expect(ILLEGAL).toContainEqual(['pending', 'pending']);
  });

  // a refused change writes nothing, so one order per starting status serves every pair
  const unchanged = new Map<OrderStatus, Promise<{ id: number }>>();
  const orderIn = (status: OrderStatus) => {
    const existing = unchanged.get(status);
    if (existing) return existing;
    const created = place({ status, pickupCode: status === 'ready' ? 'ABCD' : null });
    unchanged.set(status, created);
    return created;
  };

  it.each(ILLEGAL)('%s -> %s is refused with 409 naming both', async (from, to) => {
    const order = await orderIn(from);
    const response = await patch(order.id, { status: to, pickupCode: 'ABCD' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'INVALID_TRANSITION',
      message: `Cannot change an order from ${from} to ${to}`,
    });
    expect((await rowOf(order.id)).status).toBe(from);
    expect(await historyOf(order.id)).toHaveLength(1);
  });

  it('stores the notes of a change in its timeline entry', async () => {
    const order = await place({ status: 'preparing' });
    const response = await patch(order.id, { status: 'delayed', notes: ' Grill is reheating ' });
    expect(response.statusCode).toBe(200);
    const timeline = await timelineOf(order.id);
    expect(timeline.at(-1)).toMatchObject({
      status: 'delayed',
      label: 'Delayed',
      actorRole: 'vendor',
      note: 'Grill is reheating',
    });
  });

  it('refuses an unpaid order and changes nothing', async () => {
    const order = await place({ paymentStatus: 'unpaid' });
    const response = await patch(order.id, { status: 'confirmed' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CONFLICT');
    expect((await rowOf(order.id)).status).toBe('pending');
  });

  it('answers 404 for an order that does not exist and 400 naming a bad field', async () => {
    expect((await patch(999_999, { status: 'confirmed' })).statusCode).toBe(404);
    const order = await place();
    const badStatus = await patch(order.id, { status: 'eaten' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().issues[0].path).toBe('body.status');
    const badId = await callApi(harness.app, 'PATCH', '/api/vendor/orders/abc', vendorCookie, {
      status: 'confirmed',
    });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().issues[0].path).toBe('params.orderId');
  });
});

describe('pickup codes', () => {
  it('generates a 4-character code from the unambiguous alphabet when the order becomes ready', async () => {
    const order = await place({ status: 'preparing' });
    const response = await patch(order.id, { status: 'ready' });
    // the vendor never sees the code: the customer shows it at the window
    expect(response.json<OrderView>().pickupCode).toBeNull();
    expect((await rowOf(order.id)).pickupCode).toMatch(CODE_PATTERN);
  });

  it('a recalled order keeps its code, hidden until it is ready again', async () => {
    const order = await place({ status: 'preparing' });
    await patch(order.id, { status: 'ready' });
    const code = (await rowOf(order.id)).pickupCode;
    expect(code).toMatch(CODE_PATTERN);
    const recalled = await patch(order.id, { status: 'preparing' });
    expect(recalled.statusCode).toBe(200);
    expect(recalled.json<OrderView>()).toMatchObject({ status: 'preparing', pickupCode: null });
    expect((await patch(order.id, { status: 'ready' })).statusCode).toBe(200);
    expect((await rowOf(order.id)).pickupCode).toBe(code);
    const statuses = (await historyOf(order.id)).map((entry) => entry.status);
    expect(statuses).toEqual(['pending', 'ready', 'preparing', 'ready']);
  });

  it('codes differ between orders (random, not sequential)', async () => {
    const codes = new Set<string>();
    for (let index = 0; index < 12; index += 1) {
      const order = await place({ status: 'preparing' });
      await patch(order.id, { status: 'ready' });
      codes.add((await rowOf(order.id)).pickupCode ?? '');
    }
    expect(codes.size).toBeGreaterThan(8);
  });

  it('completes with the right code in any case, and refuses a wrong or missing one', async () => {
    const order = await place({ status: 'preparing' });
    await patch(order.id, { status: 'ready' });
    const code = (await rowOf(order.id)).pickupCode ?? '';
    const wrongCode = code === 'ZZZZ' ? 'YYYY' : 'ZZZZ';

    const wrong = await patch(order.id, { status: 'completed', pickupCode: wrongCode });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      code: 'WRONG_PICKUP_CODE',
      message: WRONG_PICKUP_CODE_MESSAGE,
    });
    const missing = await patch(order.id, { status: 'completed' });
    expect(missing.json().code).toBe('WRONG_PICKUP_CODE');
    expect((await rowOf(order.id)).status).toBe('ready');

    const right = await patch(order.id, {
      status: 'completed',
      pickupCode: ` ${code.toLowerCase()} `,
    });
    expect(right.statusCode).toBe(200);
    expect(right.json<OrderView>()).toMatchObject({ status: 'completed', pickupCode: null });
    expect((await timelineOf(order.id)).at(-1)?.note).toBeNull();
  });

  it('refuses a code of the wrong shape with 400 naming the field', async () => {
    const order = await place({ status: 'ready', pickupCode: 'ABCD' });
    const response = await patch(order.id, { status: 'completed', pickupCode: 'O0I1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe('body.pickupCode');
  });

  it('completes without the code on override, and the timeline says so', async () => {
    const order = await place({ status: 'ready', pickupCode: 'ABCD' });
    const response = await patch(order.id, {
      status: 'completed',
      overridePickupCode: true,
      notes: 'Customer lost their phone; checked ID',
    });
    expect(response.statusCode).toBe(200);
    const entry = (await timelineOf(order.id)).at(-1);
    expect(entry).toMatchObject({ status: 'completed', actorRole: 'vendor' });
    expect(entry?.note).toContain(PICKUP_OVERRIDE_NOTE);
    expect(entry?.note).toContain('Customer lost their phone; checked ID');
  });
});

describe('cancelling', () => {
  it('refunds a paid order (demo) and records the reason', async () => {
    const order = await place({ status: 'preparing' });
    const response = await patch(order.id, { status: 'cancelled', reason: 'Out of buns' });
    expect(response.statusCode).toBe(200);
    expect(response.json<OrderView>()).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      cancelReason: 'Out of buns',
    });
    const entry = (await timelineOf(order.id)).at(-1);
    expect(entry?.note).toContain('Out of buns');
    expect(entry?.note).toContain(DEMO_REFUND_NOTE);
  });

  it('uses the default reason when none is given', async () => {
    const order = await place();
    const response = await patch(order.id, { status: 'cancelled' });
    expect(response.json<OrderView>().cancelReason).toBe(DEFAULT_VENDOR_CANCEL_REASON);
    expect((await historyOf(order.id)).at(-1)?.note).toContain(DEFAULT_VENDOR_CANCEL_REASON);
  });
});

describe('two cooks at once', () => {
  it('of two identical concurrent confirmations exactly one wins; one timeline entry', async () => {
    const order = await place();
    const responses = await Promise.all([
      patch(order.id, { status: 'confirmed' }),
      patch(order.id, { status: 'confirmed' }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409);
    // PostgreSQL: the loser's conditional UPDATE matches no row (CONFLICT); PGlite runs the two
    // transactions one after the other, so the loser reads 'confirmed' (INVALID_TRANSITION)
    expect(['CONFLICT', 'INVALID_TRANSITION']).toContain(loser?.json().code);
    const confirmed = (await historyOf(order.id)).filter((entry) => entry.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
  });

  it('forty paid orders advanced by two cooks at once: none lost, none advanced twice', async () => {
    const secondCook = await login(harness.app, 'vendor@curtaincall.test');
    const placed = await Promise.all(Array.from({ length: 40 }, () => place()));
    const attempts = placed.flatMap((order) => [
      patch(order.id, { status: 'confirmed' }),
      patchOrderStatus(harness.app, secondCook, order.id, { status: 'confirmed' }),
    ]);
    // each answer counted by status; anything but 200 or 409 is counted with its body, so a
    // failure says what the other answers were
    const tally: Record<string, number> = {};
    for (const response of await Promise.all(attempts)) {
      const outcome = [200, 409].includes(response.statusCode)
        ? String(response.statusCode)
        : `${response.statusCode} ${response.body.slice(0, 300)}`;
      tally[outcome] = (tally[outcome] ?? 0) + 1;
    }
    expect(tally).toEqual({ '200': 40, '409': 40 });
    for (const order of placed) {
      expect((await rowOf(order.id)).status).toBe('confirmed');
      const entries = await harness.database.db
        .select()
        .from(orderStatusHistory)
        .where(
          and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.status, 'confirmed')),
        );
      expect(entries).toHaveLength(1);
    }
  });

  it('a retry with the same Idempotency-Key replays the first answer instead of a 409', async () => {
    const order = await place();
    const headers = { 'idempotency-key': `confirm-${order.id}-abcdef` };
    const first = await patch(order.id, { status: 'confirmed' }, headers);
    const retry = await patch(order.id, { status: 'confirmed' }, headers);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await historyOf(order.id)).toHaveLength(2);
  });
});
