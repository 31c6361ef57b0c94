import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView } from '../../../contract/orders';
import { pickupSlotTimes, pickupWindow } from '../../../contract/pickup';
import { priceOrder } from '../../../contract/pricing';
import { centsToDecimal } from '../../../contract/money';
import type { CurrentEventView } from '../../../contract/vendors';
import { events, vendors } from '../../db/schema';
import { eventUpdateMessage, publishLive } from '../../realtime/events';
import { minutesFromNow } from '../../../test/clock';
import { postOneFor, postOrder, startAsCustomerForFile } from './orders.test-support';

// The checkout picker and the server share one pickup window (contract/pickup.ts): every slot
// the picker offers is accepted, a time past the window is refused; the demo flow is never
// refused for asking sooner than the vendor's prep time.

const MINUTE = 60_000;
const PREP_MINUTES = 12; // Curtain Call Burgers

const start = startAsCustomerForFile();

const placeFor = (pickupTime: string) =>
  postOneFor(start.harness.app, start.customer, start.burger, pickupTime);

/** The slots the checkout picker builds from GET /api/events/current (its first event). */
async function clientSlots(): Promise<{ slots: Date[]; latest: Date }> {
  const response = await start.harness.app.inject({ method: 'GET', url: '/api/events/current' });
  const [current] = response.json<CurrentEventView[]>();
  const now = new Date();
  const window = pickupWindow({
    now,
    prepMinutes: PREP_MINUTES,
    event: current
      ? { startsAt: current.date, endsAt: current.endDate, status: current.status }
      : null,
  });
  return { slots: pickupSlotTimes(window, now), latest: window.latest };
}

async function expectRefused(pickupTime: Date) {
  const response = await placeFor(pickupTime.toISOString());
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'INVALID_PICKUP_TIME' });
}

describe('scheduled pickup: the picker offers exactly what the server accepts', () => {
  it('during a show: the first and last offered slots are accepted, later is refused', async () => {
    const { slots, latest } = await clientSlots();
    expect(slots.length).toBeGreaterThan(10);
    for (const slot of [slots[0], slots.at(-1)]) {
      const response = await placeFor(slot?.toISOString() ?? '');
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json<OrderView>().isAsap).toBe(false);
    }
    await expectRefused(new Date(latest.getTime() + 5 * MINUTE));
  });

  it('with only an upcoming show listed as current: the 6-hour window on both sides', async () => {
    const db = start.harness.database.db;
    const [show] = await db.select().from(events).where(eq(events.status, 'ongoing'));
    if (!show) throw new Error('seed has no ongoing show');
    await db.update(events).set({ status: 'ended' }).where(eq(events.id, show.id));
    // what the admin API publishes after the same change: cached public reads are dropped
    await publishLive(start.harness.bus, eventUpdateMessage(show.id));
    try {
      const current = await start.harness.app.inject({ method: 'GET', url: '/api/events/current' });
      expect(current.json<CurrentEventView[]>()[0]?.status).toBe('upcoming');
      const { slots, latest } = await clientSlots();
      const last = slots.at(-1);
      expect(last?.getTime()).toBeGreaterThan(Date.now() + 5.8 * 60 * MINUTE);
      expect(last?.getTime()).toBeLessThanOrEqual(Date.now() + 6 * 60 * MINUTE);
      const response = await placeFor(last?.toISOString() ?? '');
      expect(response.statusCode, response.body).toBe(201);
      await expectRefused(new Date(latest.getTime() + 5 * MINUTE));
    } finally {
      await db.update(events).set({ status: show.status }).where(eq(events.id, show.id));
      await publishLive(start.harness.bus, eventUpdateMessage(show.id));
    }
  });
});

describe('demo checkout pickup (customer spec 3: 30 minutes ahead)', () => {
  const demoPayload = (pickupTime: string) => {
    // the burger's vendor is rated 4.8: its '20% OFF' applies
    const figures = priceOrder([{ unitPriceCents: start.burger.priceCents, quantity: 1 }], 'demo', {
      rating: 4.8,
    });
    return {
      vendorId: start.burger.vendorId,
      totalAmount: centsToDecimal(figures.totalCents),
      pickupTime,
      items: [{ id: start.burger.id, quantity: 1 }],
    };
  };

  it("uses the vendor's prep time of 60 minutes when the demo asks for 30", async () => {
    const db = start.harness.database.db;
    await db
      .update(vendors)
      .set({ estimatedPrepTime: 60 })
      .where(eq(vendors.id, start.burger.vendorId));
    try {
      const before = Date.now();
      const response = await postOrder(
        start.harness.app,
        start.customer,
        demoPayload(minutesFromNow(30)),
      );
      expect(response.statusCode, response.body).toBe(201);
      const order = response.json<OrderView>();
      const pickup = new Date(order.pickupTime).getTime();
      expect(pickup).toBeGreaterThanOrEqual(before + 60 * MINUTE);
      expect(pickup).toBeLessThanOrEqual(Date.now() + 60 * MINUTE);
      expect(order.isAsap).toBe(false);

      // a later time the demo asks for is kept as it is (the same cart: the open demo order is
      // handed out again with the new time)
      const later = minutesFromNow(90);
      const kept = await postOrder(start.harness.app, start.customer, demoPayload(later));
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<OrderView>()).toMatchObject({ id: order.id, pickupTime: later });

      // the browse flow still refuses a time sooner than the prep time
      await expectRefused(new Date(Date.now() + 30 * MINUTE));
    } finally {
      await db
        .update(vendors)
        .set({ estimatedPrepTime: PREP_MINUTES })
        .where(eq(vendors.id, start.burger.vendorId));
    }
  });
});
