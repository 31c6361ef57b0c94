import { Redis, type RedisOptions } from 'ioredis';

export const DEFAULT_REDIS_TIMEOUT_MS = 1000;

/**
 * A Redis that refuses or stops answering must never hold a request. A command fails at
 * once while the connection is down (no offline queue, no retries) and after `timeoutMs` when it
 * is up but silent; the connection keeps reconnecting in the background.
 */
export function redisOptions(timeoutMs = DEFAULT_REDIS_TIMEOUT_MS): RedisOptions {
  return {
    connectTimeout: timeoutMs,
    commandTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    keepAlive: 10_000,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
}

export function createRedisClient(url: string, timeoutMs?: number): Redis {
  return new Redis(url, redisOptions(timeoutMs));
}

/**
 * A connection that cannot reach Redis reports an error on every reconnect attempt (every 2 s at
 * most): tell the first one after each time it was ready, not all of them.
 */
export function logConnectionErrorsOnce(
  redis: Redis,
  log: { warn: (object: object, message: string) => void },
  name: string,
): void {
  let isReported = false;
  redis.on('ready', () => {
    isReported = false;
  });
  redis.on('error', (error: Error) => {
    if (isReported) return;
    isReported = true;
    log.warn({ err: error }, `${name}: Redis connection error (retrying in the background)`);
  });
}

/** Rejects when `promise` has not settled within `ms` (a guard beside the client's own). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Resolves when the connection is ready, rejects after `ms` (start-up waits for Redis briefly). */
export function waitUntilReady(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  const ready = new Promise<void>((resolve) => redis.once('ready', () => resolve()));
  return withTimeout(ready, ms, 'Redis connection');
}

/**
 * Tells the log once when Redis stops answering and once when it is back, with how many times it
 * was skipped meanwhile, instead of one line per request during an outage.
 */
export function createOutageLog(
  log: { warn: (object: object, message: string) => void; info?: (message: string) => void },
  what: string,
  consequence: string,
) {
  let skipped = 0;
  let isDown = false;
  return {
    failed(error: unknown) {
      skipped += 1;
      if (isDown) return;
      isDown = true;
      log.warn({ err: error }, `${what}: Redis unavailable, ${consequence}`);
    },
    skipped() {
      skipped += 1;
    },
    recovered(detail = '') {
      if (!isDown) return;
      log.info?.(`${what}: Redis is back (${skipped} skipped meanwhile${detail})`);
      isDown = false;
      skipped = 0;
    },
  };
}
