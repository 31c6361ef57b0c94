import { afterAll, describe, expect, it, vi } from 'vitest';
import { Redis } from 'ioredis';
import { createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limiter';

async function exercise(limiter: RateLimiter, key: string) {
  const results = [];
  for (let attempt = 0; attempt < 4; attempt += 1) results.push(await limiter.hit(key, 3, 60_000));
  return results;
}

describe('rate limiter', () => {
  it('in memory: allows the limit, then refuses with a retry time, and resets', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    const results = await exercise(limiter, 'login:a');
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBe(60);
    now += 61_000;
    expect((await limiter.hit('login:a', 3, 60_000)).allowed).toBe(true);
    await limiter.reset('login:a');
  });

  it('in memory: peek reads a counter without adding to it', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter(() => now);
    expect(await limiter.peek('login:e')).toEqual({ count: 0, retryAfterSeconds: 0 });
    await limiter.hit('login:e', 3, 60_000);
    await limiter.hit('login:e', 3, 60_000);
    expect(await limiter.peek('login:e')).toEqual({ count: 2, retryAfterSeconds: 60 });
    expect(await limiter.peek('login:e')).toEqual({ count: 2, retryAfterSeconds: 60 });
    now += 61_000;
    expect((await limiter.peek('login:e')).count).toBe(0);
  });

  const redisUrl = process.env.REDIS_URL;
  const redis = redisUrl ? new Redis(redisUrl) : undefined;
  afterAll(() => redis?.disconnect());
  it.runIf(redis)('in Redis: the same counting, shared by every instance', async () => {
    const first = createRedisRateLimiter(redis!, { prefix: `cc:test:${Date.now()}:` });
    const results = await exercise(first, 'login:b');
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]?.retryAfterSeconds).toBeGreaterThan(0);
    await first.reset('login:b');
    expect((await first.hit('login:b', 3, 60_000)).allowed).toBe(true);
    const peeked = await first.peek('login:b');
    expect(peeked.count).toBe(1);
    expect(peeked.retryAfterSeconds).toBeGreaterThan(0);
    expect((await first.peek('login:b')).count).toBe(1);
    expect((await first.peek('login:none')).count).toBe(0);
  });

  it.runIf(redis)('in Redis: deployments with different prefixes count apart', async () => {
    const stamp = Date.now();
    const one = createRedisRateLimiter(redis!, { prefix: `cc:test:${stamp}:one:` });
    const other = createRedisRateLimiter(redis!, { prefix: `cc:test:${stamp}:other:` });
    expect((await exercise(one, 'login:c')).map((result) => result.allowed)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect((await other.hit('login:c', 3, 60_000)).allowed).toBe(true);
  });

  it('falls back to counting in the process when Redis fails, and logs the outage once', async () => {
    const failing = {
      multi: () => {
        throw new Error("Stream isn't writeable and enableOfflineQueue options is false");
      },
    } as unknown as Redis;
    const warn = vi.fn();
    const limiter = createRedisRateLimiter(failing, { prefix: 'cc:test:', log: { warn } });
    const results = await exercise(limiter, 'login:d');
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
