import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '../../test/test-app';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy';
import { createRedisClient } from '../redis';
import { createRedisRateLimiter } from '../http/rate-limiter';
import { DEMO_PASSWORD } from '../../contract/demo';
import { createRedisBus, type BusEvent, type EventBus } from './bus';

// With Redis refused or blackholed (through a local TCP proxy), sign-in, payments and
// status changes never wait on it: a publish and a rate-limit hit return within a bounded time,
// the limiter counts in the process meanwhile, events held back go out when Redis is back, and
// /health says degraded.

const redisUrl = process.env.REDIS_URL;
const TIMEOUT_MS = 300;
/** One bounded round trip plus slack for a shared, busy machine. */
const BOUND_MS = TIMEOUT_MS + 700;

let proxy: TcpProxy;
let proxiedUrl: string;
const cleanup: (() => Promise<unknown>)[] = [];

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

async function until(condition: () => boolean, timeoutMs = 5000) {
  const started = performance.now();
  while (!condition()) {
    if (performance.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const uniquePrefix = () => `cc:test:${randomBytes(4).toString('hex')}:`;

/** A bus straight to Redis on `prefix`, recording what arrives. */
async function observer(prefix: string): Promise<BusEvent[]> {
  const events: BusEvent[] = [];
  const bus = await createRedisBus(redisUrl ?? '', { prefix });
  bus.subscribe((event) => events.push(event));
  cleanup.push(() => bus.close());
  return events;
}

describe.runIf(redisUrl)('Redis outage', () => {
  beforeAll(async () => {
    const target = new URL(redisUrl ?? '');
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const through = new URL(redisUrl ?? '');
    through.host = proxy.address;
    proxiedUrl = through.toString();
  });
  afterAll(async () => {
    await proxy?.setMode('forward');
    for (const step of cleanup.reverse()) await step();
    await proxy?.close();
  });

  describe.each(['refuse', 'blackhole'] as const)('Redis %sd', (mode) => {
    let bus: EventBus;
    let seen: BusEvent[];
    let redis: Redis;
    beforeAll(async () => {
      const prefix = uniquePrefix();
      seen = await observer(prefix);
      bus = await createRedisBus(proxiedUrl, {
        prefix,
        timeoutMs: TIMEOUT_MS,
        retryRedisAfterMs: 200,
      });
      cleanup.push(() => bus.close());
      redis = createRedisClient(proxiedUrl, TIMEOUT_MS);
      redis.on('error', () => undefined);
      cleanup.push(async () => redis.disconnect());
      await bus.publish({ kind: 'broadcast' }, { type: 'vendor_update', data: { vendorId: 1 } });
      await until(() => seen.length === 1);
      await proxy.setMode(mode);
    });
    afterAll(() => proxy.setMode('forward'));

    it('a publish returns within the bound, and the event goes out once Redis is back', async () => {
      const { ms } = await timed(() =>
        bus.publish({ kind: 'broadcast' }, { type: 'vendor_update', data: { vendorId: 2 } }),
      );
      expect(ms).toBeLessThan(BOUND_MS);
      // while Redis is failing a second publish is not even attempted
      const again = await timed(() =>
        bus.publish({ kind: 'broadcast' }, { type: 'vendor_update', data: { vendorId: 3 } }),
      );
      expect(again.ms).toBeLessThan(100);
      await expect(bus.ping?.()).rejects.toThrow();
      await proxy.setMode('forward');
      await expect
        .poll(() => seen.map((event) => event.message), { timeout: 5000 })
        .toEqual([1, 2, 3].map((vendorId) => ({ type: 'vendor_update', data: { vendorId } })));
      await proxy.setMode(mode);
    });

    it('a rate-limit hit returns within the bound and is counted in the process', async () => {
      const limiter = createRedisRateLimiter(redis, {
        prefix: uniquePrefix(),
        timeoutMs: TIMEOUT_MS,
      });
      const hits: boolean[] = [];
      const { ms } = await timed(async () => {
        for (let attempt = 0; attempt < 4; attempt += 1)
          hits.push((await limiter.hit('login:x', 3, 60_000)).allowed);
      });
      expect(hits).toEqual([true, true, true, false]);
      expect(ms).toBeLessThan(BOUND_MS);
    });
  });

  describe('the app', () => {
    let harness: TestApp;
    beforeAll(async () => {
      harness = await createTestApp({
        environment: {
          REDIS_URL: proxiedUrl,
          REDIS_PREFIX: uniquePrefix(),
          REDIS_TIMEOUT_MS: String(TIMEOUT_MS),
        },
      });
      cleanup.push(() => harness.close());
    });

    it('signs in within the bound and reports Redis as degraded while it is blackholed', async () => {
      const up = await harness.app.inject({ method: 'GET', url: '/health' });
      expect(up.json()).toMatchObject({ status: 'ok', redis: { status: 'up' } });
      await proxy.setMode('blackhole');
      try {
        const { result: login, ms } = await timed(() =>
          harness.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'customer@curtaincall.test', password: DEMO_PASSWORD },
          }),
        );
        expect(login.statusCode).toBe(200);
        expect(ms).toBeLessThan(BOUND_MS + 1000);
        const health = await timed(() => harness.app.inject({ method: 'GET', url: '/health' }));
        // still a 200: the web's connection check reads only the status and the time taken
        expect(health.result.statusCode).toBe(200);
        expect(health.result.json()).toMatchObject({
          status: 'degraded',
          database: { status: 'up' },
          redis: { status: 'down' },
        });
        expect(health.ms).toBeLessThan(BOUND_MS);
      } finally {
        await proxy.setMode('forward');
      }
      await expect
        .poll(async () => (await harness.app.inject({ method: 'GET', url: '/health' })).json(), {
          timeout: 5000,
        })
        .toMatchObject({ status: 'ok', redis: { status: 'up' } });
    });
  });
});
