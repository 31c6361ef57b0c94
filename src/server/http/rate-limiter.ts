import type { Redis } from 'ioredis';
import type { AppConfig } from '../config';
import {
  createOutageLog,
  createRedisClient,
  DEFAULT_REDIS_TIMEOUT_MS,
  logConnectionErrorsOnce,
  withTimeout,
} from '../redis';

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };
/** A counter as it stands, without counting: hits in the current window and when it ends. */
export type RateLimitCount = { count: number; retryAfterSeconds: number };

/** Fixed-window counters; shared across instances when backed by Redis. */
export interface RateLimiter {
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Reads a counter without adding to it (0 when it has no current window). */
  peek(key: string): Promise<RateLimitCount>;
  reset(key: string): Promise<void>;
}

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      if (windows.size > 50_000) {
        for (const [name, entry] of windows) if (entry.resetAt <= time) windows.delete(name);
      }
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= time) {
        entry = { count: 0, resetAt: time + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return {
        allowed: entry.count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - time) / 1000)),
      };
    },
    async peek(key) {
      const time = now();
      const entry = windows.get(key);
      if (!entry || entry.resetAt <= time) return { count: 0, retryAfterSeconds: 0 };
      return {
        count: entry.count,
        retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - time) / 1000)),
      };
    },
    async reset(key) {
      windows.delete(key);
    },
  };
}

export type RedisRateLimiterOptions = {
  /** The deployment's namespace (config.redisPrefix); counters live under `<prefix>rl:`. */
  prefix: string;
  /** Bound on one round trip to Redis. */
  timeoutMs?: number;
  /** Where failures and recoveries are told (the app's logger). */
  log?: OutageLogger;
  /** Counts in this process while Redis does not answer. */
  fallback?: RateLimiter;
  /** After a failure, how long to count locally before asking Redis again. */
  retryRedisAfterMs?: number;
  now?: () => number;
};

type OutageLogger = Parameters<typeof createOutageLog>[0];

const quiet: OutageLogger = { warn: () => undefined, info: () => undefined };

/**
 * Counters shared by every instance (scaled mode). A Redis that refuses or stops
 * answering never holds a request: each round trip is bounded, and while Redis is failing the
 * counting goes on in this process (each instance then allows up to the limit on its own) until
 * Redis answers again.
 */
export function createRedisRateLimiter(
  redis: Redis,
  options: RedisRateLimiterOptions,
): RateLimiter {
  const prefix = `${options.prefix}rl:`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
  const retryRedisAfterMs = options.retryRedisAfterMs ?? 5000;
  const now = options.now ?? Date.now;
  const fallback = options.fallback ?? createMemoryRateLimiter(now);
  const outage = createOutageLog(
    options.log ?? quiet,
    'rate limiter',
    'counting in this process until it is back',
  );
  let skipRedisUntil = 0;

  async function shared<T>(local: () => Promise<T>, remote: () => Promise<T>): Promise<T> {
    if (now() < skipRedisUntil) {
      outage.skipped();
      return local();
    }
    try {
      const result = await withTimeout(remote(), timeoutMs, 'Redis rate limit');
      outage.recovered();
      return result;
    } catch (error) {
      skipRedisUntil = now() + retryRedisAfterMs;
      outage.failed(error);
      return local();
    }
  }

  return {
    hit: (key, limit, windowMs) =>
      shared(
        () => fallback.hit(key, limit, windowMs),
        async () => {
          const name = prefix + key;
          const results = await redis
            .multi()
            .incr(name)
            .pexpire(name, windowMs, 'NX')
            .pttl(name)
            .exec();
          const count = Number(results?.[0]?.[1] ?? 0);
          const ttl = Number(results?.[2]?.[1] ?? windowMs);
          return { allowed: count <= limit, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) };
        },
      ),
    peek: (key) =>
      shared(
        () => fallback.peek(key),
        async () => {
          const name = prefix + key;
          const results = await redis.multi().get(name).pttl(name).exec();
          const count = Number(results?.[0]?.[1] ?? 0);
          const ttl = Number(results?.[1]?.[1] ?? 0);
          return count > 0 && ttl > 0
            ? { count, retryAfterSeconds: Math.max(1, Math.ceil(ttl / 1000)) }
            : { count: 0, retryAfterSeconds: 0 };
        },
      ),
    reset: async (key) => {
      await fallback.reset(key);
      await shared(
        async () => undefined,
        async () => {
          await redis.del(prefix + key);
        },
      );
    },
  };
}

/**
 * The app's limiter: shared through Redis in scaled mode (REDIS_URL), else in this process.
 * `close` ends the Redis connection with the app.
 */
export function createConfiguredRateLimiter(
  config: Pick<AppConfig, 'redisUrl' | 'redisPrefix' | 'redisTimeoutMs'>,
  log: OutageLogger,
): { limiter: RateLimiter; close: () => void } {
  if (!config.redisUrl) return { limiter: createMemoryRateLimiter(), close: () => undefined };
  const redis = createRedisClient(config.redisUrl, config.redisTimeoutMs);
  logConnectionErrorsOnce(redis, log, 'rate limiter');
  const limiter = createRedisRateLimiter(redis, {
    prefix: config.redisPrefix,
    timeoutMs: config.redisTimeoutMs,
    log,
  });
  return { limiter, close: () => redis.disconnect() };
}
