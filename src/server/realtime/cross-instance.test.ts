import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { createTestAppOn, createTwoInstances, login } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { seedDemo } from '../seed/seed';
import { setSetting } from '../features/payments/payments.test-support';
import { callApi, patchOrderStatus } from '../features/vendor/vendor.test-support';
import type { CurrentEventView, MenuItemView } from '../../contract/vendors';
import { isNotification, isOrderUpdate, openSocket, placePaidOrder } from './socket.test-support';

// Scaled mode: two instances over one PostgreSQL database, each with its own Redis bus. An event
// raised on instance A reaches a socket held by instance B.

const scaled = Boolean(process.env.REDIS_URL && process.env.DATABASE_URL);

describe('two instances behind a load balancer', () => {
  const cleanup: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  /** Both instances listening, with the demo customer and vendor signed in on A. */
  async function listenAndSignIn(appA: FastifyInstance, appB: FastifyInstance) {
    await appA.listen({ port: 0, host: '127.0.0.1' });
    await appB.listen({ port: 0, host: '127.0.0.1' });
    return {
      customer: await login(appA, 'customer@curtaincall.test'),
      vendor: await login(appA, 'vendor@curtaincall.test'),
    };
  }

  /** A socket on `app` with the session of `cookie`, once the server has said so. */
  async function signedInSocket(app: FastifyInstance, cookie: string) {
    const socket = await openSocket(app, { cookie });
    cleanup.push(async () => socket.ws.terminate());
    await socket.waitFor((message) => message.type === 'authenticated');
    return socket;
  }

  it.runIf(scaled)(
    'delivers an order_update from instance A to a socket on instance B',
    async () => {
      const redisUrl = process.env.REDIS_URL ?? '';
      const { database, appA, appB } = await createTwoInstances(redisUrl, cleanup);
      await setSetting(database.db, 'demo_payment_delay', '0');
      // sessions live in the database: a login on A is valid on B
      const { customer, vendor } = await listenAndSignIn(appA, appB);
      const customerSocket = await signedInSocket(appB, customer);
      const vendorSocket = await signedInSocket(appB, vendor);

      const order = await placePaidOrder(appA, database.db, customer);
      await vendorSocket.waitFor(isNotification(`New order #${order.id}`), 1000);

      for (const status of ['confirmed', 'preparing', 'ready'] as const) {
        const response = await patchOrderStatus(appA, vendor, order.id, { status });
        expect(response.statusCode).toBe(200);
        const answeredAt = Date.now();
        await customerSocket.waitFor(isOrderUpdate(order.id, status), 1000);
        expect(Date.now() - answeredAt).toBeLessThan(1000);
      }
      await customerSocket.waitFor(isNotification('Your order is ready!'), 1000);
    },
  );

  // Deployments sharing one Redis must not receive each other's socket messages
  it.runIf(process.env.REDIS_URL)(
    'keeps deployments with different REDIS_PREFIX apart on one Redis',
    async () => {
      const database = await createTestDatabase();
      cleanup.push(() => database.close());
      await seedDemo(database.db);
      await setSetting(database.db, 'demo_payment_delay', '0');
      const deployment = (name: string) =>
        createTestAppOn(database, {
          environment: {
            REDIS_URL: process.env.REDIS_URL,
            REDIS_PREFIX: `cc:test:${randomBytes(4).toString('hex')}:${name}:`,
          },
        });
      const appA = await deployment('a');
      cleanup.push(() => appA.close());
      const appB = await deployment('b');
      cleanup.push(() => appB.close());
      const { customer, vendor } = await listenAndSignIn(appA, appB);
      const onA = await signedInSocket(appA, vendor);
      const onB = await signedInSocket(appB, vendor);

      const order = await placePaidOrder(appA, database.db, customer);
      await onA.waitFor(isNotification(`New order #${order.id}`), 2000);
      // anything on B's channel would have arrived by now (delivery takes a few ms)
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(onB.messages.filter((message) => message.type !== 'authenticated')).toEqual([]);
    },
  );

  it.runIf(scaled)(
    "drops instance B's cached public reads when a menu or an event changes on instance A",
    async () => {
      const { appA, appB } = await createTwoInstances(process.env.REDIS_URL ?? '', cleanup);
      const originB = await appB.listen({ port: 0, host: '127.0.0.1' });
      // over HTTP, so B answers from its cached bytes before Fastify once they are cached
      const readB = async <T>(path: string) => (await fetch(`${originB}${path}`)).json() as T;
      /** Reads B until `isChanged` holds; B learns of the change through Redis. */
      async function waitOnB<T>(path: string, isChanged: (value: T) => boolean) {
        const deadline = Date.now() + 1000;
        for (;;) {
          const value = await readB<T>(path);
          if (isChanged(value)) return;
          if (Date.now() > deadline) throw new Error(`${path} on B never changed`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }

      const [item] = await readB<MenuItemView[]>('/api/vendors/1/menu');
      const [show] = await readB<CurrentEventView[]>('/api/events/current');
      if (!item || !show) throw new Error('seed has no menu or current show');
      await readB('/api/vendors/1/menu');

      const vendor = await login(appA, 'vendor@curtaincall.test');
      const renamed = await callApi(appA, 'PATCH', `/api/vendor/menu/${item.id}`, vendor, {
        name: 'Encore Smash Burger',
      });
      expect(renamed.statusCode).toBe(200);
      await waitOnB<MenuItemView[]>('/api/vendors/1/menu', (menu) =>
        menu.some((entry) => entry.name === 'Encore Smash Burger'),
      );

      const admin = await login(appA, 'admin@curtaincall.test');
      const edited = await callApi(appA, 'PATCH', `/api/admin/events/${show.id}`, admin, {
        name: 'Neon Nights: Encore',
      });
      expect(edited.statusCode).toBe(200);
      await waitOnB<CurrentEventView[]>('/api/events/current', (events) =>
        events.some((event) => event.name === 'Neon Nights: Encore'),
      );
    },
  );
});
