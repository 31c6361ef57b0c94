import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView, TimelineEntry } from '../../../contract/orders';
import { events, orderStatusHistory, orders } from '../../db/schema';
import { minutesFromNow } from '../../../test/clock';
import { cancelStaleUnpaidOrders } from './orders.service';
import { postOneFor, startAsCustomerForFile } from './orders.test-support';

// Scheduled pickup windows and the 30-minute cancellation of unpaid orders.

const start = startAsCustomerForFile();

const placeFor = (pickupTime: string) =>
  postOneFor(start.harness.app, start.customer, start.burger, pickupTime);

const expectInvalidPickup = async (pickupTime: string, message: string) => {
  const response = await placeFor(pickupTime);
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'INVALID_PICKUP_TIME',
    message: expect.stringContaining(message),
    issues: [{ path: 'body.pickupTime' }],
  });
};

describe('scheduled pickup time (the show ends in about 35 minutes)', () => {
  it("refuses a time sooner than the vendor's prep time (12 minutes)", async () => {
    await expectInvalidPickup(minutesFromNow(5), 'at least 12 minutes');
    await expectInvalidPickup(minutesFromNow(-30), 'at least 12 minutes');
  });

  it('accepts a time within the window and links the order to the show', async () => {
    const response = await placeFor(minutesFromNow(11.5));
    expect(response.statusCode).toBe(201);
    expect(response.json<OrderView>()).toMatchObject({
      isAsap: false,
      eventId: expect.any(Number),
    });
    expect((await placeFor(minutesFromNow(150))).statusCode).toBe(201);
  });

  it('refuses a time more than 2 hours after the show ends', async () => {
    await expectInvalidPickup(minutesFromNow(160), '2 hours after the show ends');
  });

  it('allows up to 6 hours ahead when no show is on', async () => {
    const db = start.harness.database.db;
    const [show] = await db.select().from(events).where(eq(events.status, 'ongoing'));
    if (!show) throw new Error('seed has no ongoing show');
    await db.update(events).set({ status: 'ended' }).where(eq(events.id, show.id));
    const later = await placeFor(minutesFromNow(5 * 60));
    expect(later.statusCode).toBe(201);
    expect(later.json<OrderView>().eventId).toBeNull();
    await expectInvalidPickup(minutesFromNow(7 * 60), 'within the next 6 hours');
    await db.update(events).set({ status: show.status }).where(eq(events.id, show.id));
  });
});

describe('cancelStaleUnpaidOrders', () => {
  it('cancels unpaid orders older than 30 minutes, once, with a system timeline entry', async () => {
    const db = start.harness.database.db;
    const place = async () => (await placeFor('asap')).json<OrderView>().id;
    const [stale, fresh, paid] = [await place(), await place(), await place()];
    const now = new Date();
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    await db
      .update(orders)
      .set({ createdAt: minutesAgo(31) })
      .where(eq(orders.id, stale));
    await db
      .update(orders)
      .set({ createdAt: minutesAgo(29) })
      .where(eq(orders.id, fresh));
    await db
      .update(orders)
      .set({ createdAt: minutesAgo(45), paymentStatus: 'paid', paidAt: minutesAgo(44) })
      .where(eq(orders.id, paid));

    const cancelled = await cancelStaleUnpaidOrders(db, now);
    expect(cancelled).toContain(stale);
    expect(cancelled).not.toContain(fresh);
    expect(cancelled).not.toContain(paid);
    expect(await cancelStaleUnpaidOrders(db, now)).toEqual([]);

    const [row] = await db.select().from(orders).where(eq(orders.id, stale));
    expect(row).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Payment not completed within 30 minutes',
    });
    const history = await db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, stale));
    expect(history.map((entry) => [entry.status, entry.actorRole])).toEqual([
      ['pending', 'user'],
      ['cancelled', 'system'],
    ]);
    const timeline = await start.harness.app.inject({
      method: 'GET',
      url: `/api/orders/${stale}/timeline`,
      headers: { cookie: start.customer },
    });
    expect(timeline.json<TimelineEntry[]>().map((entry) => entry.label)).toEqual([
      'Order Placed',
      'Cancelled',
    ]);
    const [freshRow] = await db.select().from(orders).where(eq(orders.id, fresh));
    expect(freshRow?.status).toBe('pending');
  });
});
