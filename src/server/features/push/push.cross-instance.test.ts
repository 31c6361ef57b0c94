import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestAppOn, login, openSecondHandle } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { outbox, users, vendors } from '../../db/schema';
import { createRedisBus } from '../../realtime/bus';
import { seedDemo } from '../../seed/seed';
import { quietLog } from '../notifications/outbox.test-support';
import { seededMenu, seededVendorId } from '../orders/orders.test-support';
import { updateVendorOrderStatus } from '../vendor/vendor-orders.service';
import { callApi, insertOrder, patchOrderStatus } from '../vendor/vendor.test-support';
import { startPushEndpoint } from './push-endpoint.test-support';

// Scaled mode: two instances over one PostgreSQL database and one Redis. Whichever instance
// takes the vendor's change, both hear of it and both look for the pushes; each device gets
// each push exactly once.

const scaled = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);
const CUSTOMER = 'customer@curtaincall.test';
const LEFT_UNSENT = 30;

describe('pushes across instances', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  it.runIf(scaled)('reach each device once, sent by one instance or the other', async () => {
    const redisUrl = process.env.REDIS_URL ?? '';
    const endpoint = await startPushEndpoint();
    cleanup.push(() => endpoint.close());
    const database = await createTestDatabase();
    cleanup.push(() => database.close());
    await seedDemo(database.db);
    const second = await openSecondHandle(database);
    cleanup.push(() => second.close());
    const options = {
      environment: { PUSH_ENDPOINT_ORIGINS: endpoint.origin },
      pushSending: { sweepIntervalMs: 300, timeoutMs: 2_000 },
    };
    const appA = await createTestAppOn(database, {
      ...options,
      bus: await createRedisBus(redisUrl),
    });
    cleanup.push(() => appA.close());
    const appB = await createTestAppOn(second, { ...options, bus: await createRedisBus(redisUrl) });
    cleanup.push(() => appB.close());

    const db = database.db;
    const phone = endpoint.device('scaled-phone');
    const tablet = endpoint.device('scaled-tablet');
    for (const [app, device] of [
      [appA, phone],
      [appB, tablet],
    ] as const) {
      const cookie = await login(app, CUSTOMER);
      const response = await callApi(
        app,
        'POST',
        '/api/push/subscriptions',
        cookie,
        device.subscription,
      );
      expect(response.statusCode).toBe(201);
    }
    const [customer] = await db.select().from(users).where(eq(users.email, CUSTOMER));
    const [actor] = await db.select().from(users).where(eq(users.email, 'vendor@curtaincall.test'));
    const vendorId = await seededVendorId(db, 'Curtain Call Burgers');
    const [vendor] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
    if (!customer || !actor || !vendor) throw new Error('no demo data');
    const burger = (await seededMenu(db))('Encore Smash Burger');
    const newOrder = () =>
      insertOrder(db, {
        userId: customer.id,
        vendorId,
        lines: [{ menuItemId: burger.id, quantity: 1 }],
        status: 'preparing',
      });

    // one change through instance A: both instances wake, one push per device
    const order = await newOrder();
    const patched = await patchOrderStatus(
      appA,
      await login(appA, 'vendor@curtaincall.test'),
      order.id,
      {
        status: 'ready',
      },
    );
    expect(patched.statusCode).toBe(200);
    await expect.poll(() => endpoint.received.length, { timeout: 5_000 }).toBe(2);

    // changes committed by instances that died before sending: both survivors sweep at once
    const unsent: number[] = [];
    for (let index = 0; index < LEFT_UNSENT; index += 1) {
      const left = await newOrder();
      await updateVendorOrderStatus(db, {
        vendor,
        actor,
        orderId: left.id,
        body: { status: 'ready' },
        path: '/api/vendor/orders/:orderId',
        log: quietLog,
      });
      unsent.push(left.id);
    }
    const expected = 2 + LEFT_UNSENT * 2;
    await expect.poll(() => endpoint.received.length, { timeout: 15_000 }).toBe(expected);
    await expect
      .poll(
        async () =>
          (
            await db
              .select({ count: sql<number>`count(*)::int` })
              .from(outbox)
              .where(sql`${outbox.kind} = 'push' and ${outbox.sentAt} is null`)
          )[0]?.count,
      )
      .toBe(0);
    // anything sent twice would have arrived by now
    await new Promise((resolve) => setTimeout(resolve, 500));
    const keys = endpoint.received.map(
      (push) => `${push.device}:${(push.message as { orderId: number }).orderId}`,
    );
    expect(keys).toHaveLength(expected);
    expect(new Set(keys).size).toBe(expected);
    for (const orderId of [order.id, ...unsent]) {
      expect(keys).toContain(`scaled-phone:${orderId}`);
      expect(keys).toContain(`scaled-tablet:${orderId}`);
    }
    expect(endpoint.problems).toEqual([]);
  });
});
