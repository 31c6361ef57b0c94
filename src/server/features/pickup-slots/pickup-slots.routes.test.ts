import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerOrderView } from '../../../contract/orders';
import type { PickupSlot, PickupSlotsAnswer } from '../../../contract/pickup-slots';
import type { VendorProfileView } from '../../../contract/vendor';
import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema';
import { runHousekeeping } from '../../jobs/housekeeping';
import type { BusEvent } from '../../realtime/bus';
import type { TestApp } from '../../../test/test-app';
import {
  postOneFor,
  startWithStaff,
  seededVendorId,
  type SeedMenuItem,
} from '../orders/orders.test-support';

// Pickup slots with capacity: the vendor's slots are counted from its orders, a full
// or paused slot is refused with the next free ones, ASAP moves to the first slot with room, and
// the count holds when 20 orders race for a slot of 5.

const FIVE_MINUTES = 5 * 60_000;

let harness: TestApp;
let customer: string;
let vendor: string;
let burger: SeedMenuItem;
const published: BusEvent[] = [];

beforeAll(async () => {
  ({ harness, customer, vendor, burger } = await startWithStaff({ published }));
});
afterAll(() => harness.close());
afterEach(() => {
  published.length = 0;
});

const inject = (method: 'GET' | 'PATCH', url: string, cookie?: string, payload?: object) =>
  harness.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });
const slotsOf = async (vendorId: number) => {
  const response = await inject('GET', `/api/vendors/${vendorId}/pickup-slots`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<PickupSlotsAnswer>().slots;
};
const setCapacity = async (slotCapacity: number | null) => {
  const response = await inject('PATCH', '/api/vendor/profile', vendor, { slotCapacity });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<VendorProfileView>();
};
const pause = (time: string, paused: boolean) =>
  inject('PATCH', '/api/vendor/pickup-slots', vendor, { time, paused });
const place = (pickupTime: string) => postOneFor(harness.app, customer, burger, pickupTime);
const slotUpdates = () =>
  published.filter(
    (event) =>
      event.message.type === 'pickup_slots_update' && event.message.vendorId === burger.vendorId,
  );
/** An offered slot well inside the window, with nothing in it yet. */
const freshSlot = async (index: number): Promise<PickupSlot> => {
  const slot = (await slotsOf(burger.vendorId))[index];
  if (!slot) throw new Error(`no slot ${index}`);
  return slot;
};
const after = (time: string, slots: number) =>
  new Date(new Date(time).getTime() + slots * FIVE_MINUTES).toISOString();

describe('GET /api/vendors/{id}/pickup-slots', () => {
  it('lists the demo vendor’s window with 8 per slot, and unlimited vendors with nulls', async () => {
    const profile = await inject('GET', '/api/vendor/profile', vendor);
    expect(profile.json<VendorProfileView>().slotCapacity).toBe(8);
    const slots = await slotsOf(burger.vendorId);
    expect(slots.length).toBeGreaterThan(10);
    expect(slots[0]).toMatchObject({ capacity: 8, remaining: 8, paused: false });
    const times = slots.map((slot) => new Date(slot.time).getTime());
    expect(times.every((time, i) => i === 0 || time - (times[i - 1] ?? 0) === FIVE_MINUTES)).toBe(
      true,
    );

    const other = await seededVendorId(harness.database.db, 'Taco Encore');
    const unlimited = await slotsOf(other);
    expect(unlimited[0]).toMatchObject({ capacity: null, remaining: null, paused: false });
  });

  it('carries the ASAP slot: the mark now + prep falls in, counted like the others', async () => {
    const read = async () => {
      const response = await inject('GET', `/api/vendors/${burger.vendorId}/pickup-slots`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PickupSlotsAnswer>();
    };
    const before = Date.now();
    const { asap, slots } = await read();
    const profile = (await inject('GET', '/api/vendor/profile', vendor)).json<VendorProfileView>();
    const mark = Math.floor((before + profile.estimatedPrepTime * 60_000) / FIVE_MINUTES);
    // the call may cross a mark on a slow machine
    expect([mark, mark + 1].map((m) => m * FIVE_MINUTES)).toContain(Date.parse(asap.time));
    expect(Date.parse(asap.time)).toBeLessThan(Date.parse(slots[0]?.time ?? ''));
    expect(slots.some((slot) => slot.time === asap.time)).toBe(false);
    expect(asap).toMatchObject({ capacity: 8, paused: false });

    // an ASAP order counts against it (not against the first offered slot)
    const taken = asap.remaining ?? 0;
    const asapOrder = await place('asap');
    expect(asapOrder.statusCode, asapOrder.body).toBe(201);
    const next = await read();
    if (next.asap.time === asap.time) expect(next.asap.remaining).toBe(taken - 1);
    expect(next.slots[0]?.remaining).toBe(slots[0]?.remaining);

    // a paused ASAP slot is full
    expect((await pause(next.asap.time, true)).statusCode).toBe(200);
    const paused = await read();
    if (paused.asap.time === next.asap.time)
      expect(paused.asap).toMatchObject({ paused: true, remaining: 0 });
    expect((await pause(next.asap.time, false)).statusCode).toBe(200);
    await harness.database.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.id, asapOrder.json<CustomerOrderView>().id));
  });

  it('answers 404 for an unknown vendor and 400 naming a bad id', async () => {
    expect((await inject('GET', '/api/vendors/999999/pickup-slots')).statusCode).toBe(404);
    const bad = await inject('GET', '/api/vendors/abc/pickup-slots');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues[0].path).toBe('params.id');
  });
});

describe('slot capacity (PATCH /api/vendor/profile slotCapacity)', () => {
  it('refuses a capacity out of range, naming the field; null is unlimited', async () => {
    for (const slotCapacity of [0, 501, 2.5, 'eight']) {
      const response = await inject('PATCH', '/api/vendor/profile', vendor, { slotCapacity });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues[0].path).toBe('body.slotCapacity');
    }
    expect((await setCapacity(null)).slotCapacity).toBeNull();
    expect((await freshSlot(0)).remaining).toBeNull();
    expect((await setCapacity(8)).slotCapacity).toBe(8);
    expect(slotUpdates().length).toBe(2);
  });

  it('20 orders racing for a slot of 5: exactly 5 are placed, the rest get 409 with next free slots', async () => {
    await setCapacity(5);
    const slot = await freshSlot(6);
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(slot.time)));
    const placed = answers.filter((answer) => answer.statusCode === 201);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect(refused[0]?.json()).toEqual({
      code: 'PICKUP_SLOT_FULL',
      message: 'That pickup time is full. Please choose another time.',
      nextFreeSlots: [after(slot.time, 1), after(slot.time, 2), after(slot.time, 3)],
    });
    const now = (await slotsOf(burger.vendorId)).find((entry) => entry.time === slot.time);
    expect(now).toMatchObject({ capacity: 5, remaining: 0 });
    expect(slotUpdates()).toHaveLength(1 + 5);
  });

  it('a cancelled order frees its place in the slot', async () => {
    await setCapacity(1);
    const slot = await freshSlot(12);
    const first = await place(slot.time);
    expect(first.statusCode, first.body).toBe(201);
    expect((await place(slot.time)).statusCode).toBe(409);
    // the unpaid-order sweep cancels it (as the vendor or the customer may)
    const order = first.json<CustomerOrderView>();
    await harness.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, order.id));
    const swept = await runHousekeeping(harness.database.db, harness.bus, harness.app.log);
    expect(swept.cancelledOrderIds).toContain(order.id);
    expect(slotUpdates().length).toBeGreaterThanOrEqual(2);
    expect((await place(slot.time)).statusCode).toBe(201);
  });

  it('ASAP takes the first slot with room when its own is full, and stays ASAP', async () => {
    await setCapacity(1);
    const first = await place('asap');
    expect(first.statusCode, first.body).toBe(201);
    const asap = first.json<CustomerOrderView>();
    const second = await place('asap');
    expect(second.statusCode, second.body).toBe(201);
    const moved = second.json<CustomerOrderView>();
    expect(moved.isAsap).toBe(true);
    const ownSlot = Math.floor(new Date(asap.pickupTime).getTime() / FIVE_MINUTES) * FIVE_MINUTES;
    expect(new Date(moved.pickupTime).getTime()).toBe(ownSlot + FIVE_MINUTES);
    await setCapacity(8);
  });
});

describe('paused slots (PATCH /api/vendor/pickup-slots)', () => {
  it('a paused slot takes no order and shows remaining 0; reopened it takes orders again', async () => {
    const slot = await freshSlot(20);
    // any time inside the slot names it
    const paused = await pause(
      new Date(new Date(slot.time).getTime() + 90_000).toISOString(),
      true,
    );
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ time: slot.time, capacity: 8, remaining: 0, paused: true });
    const refused = await place(slot.time);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().nextFreeSlots[0]).toBe(after(slot.time, 1));
    expect((await slotsOf(burger.vendorId)).find((s) => s.time === slot.time)?.paused).toBe(true);

    expect((await pause(slot.time, false)).json()).toMatchObject({ remaining: 8, paused: false });
    expect((await place(slot.time)).statusCode).toBe(201);
    expect(slotUpdates().length).toBeGreaterThanOrEqual(3);
  });

  it('pauses for an unlimited vendor too', async () => {
    await setCapacity(null);
    const slot = await freshSlot(22);
    expect((await pause(slot.time, true)).json()).toMatchObject({ capacity: null, remaining: 0 });
    expect((await place(slot.time)).statusCode).toBe(409);
    await pause(slot.time, false);
    await setCapacity(8);
  });

  it('refuses a bad body naming the field, a past slot, and anyone but a vendor', async () => {
    const noTime = await pause('tomorrow', true);
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().issues[0].path).toBe('body.time');
    const noFlag = await inject('PATCH', '/api/vendor/pickup-slots', vendor, {
      time: new Date().toISOString(),
    });
    expect(noFlag.json().issues[0].path).toBe('body.paused');
    const past = await pause(new Date(Date.now() - 3_600_000).toISOString(), true);
    expect(past.statusCode).toBe(400);
    expect(past.json().issues[0].path).toBe('body.time');
    const slot = await freshSlot(3);
    const asCustomer = await inject('PATCH', '/api/vendor/pickup-slots', customer, {
      time: slot.time,
      paused: true,
    });
    expect(asCustomer.statusCode).toBe(403);
  });
});
