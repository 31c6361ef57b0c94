import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import { createPublishBuffer } from './publish-buffer';
import {
  createRedisClient,
  DEFAULT_REDIS_TIMEOUT_MS,
  logConnectionErrorsOnce,
  redisOptions,
  waitUntilReady,
  withTimeout,
} from '../redis';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerSocketMessage } from '../../contract/notifications';

/** Who a socket message is for: one user's sockets, the subscribers of one vendor, or everyone. */
export type BusChannel =
  { kind: 'user'; userId: number } | { kind: 'vendor'; vendorId: number } | { kind: 'broadcast' };

export type BusEvent = BusChannel & { message: ServerSocketMessage };

export type BusHandler = (event: BusEvent) => void;

/**
 * Every socket message travels through the bus, so an event raised on one instance reaches the
 * sockets held by every instance (memory: this process only; Redis: all of them).
 */
export type EventBus = {
  readonly kind: 'memory' | 'redis';
  /** Never rejects: a lost message must not fail the write that caused it. */
  publish: (channel: BusChannel, message: ServerSocketMessage) => Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe: (handler: BusHandler) => () => void;
  close: () => Promise<void>;
  /** Redis only: one bounded round trip, for /health. */
  ping?: () => Promise<void>;
};

/** The prefix of a Redis bus built without one (tests); the app passes config.redisPrefix. */
export const DEFAULT_BUS_PREFIX = 'curtaincall:';

/** The deployment's channel: deployments sharing one Redis never see each other's events. */
export const busChannelName = (prefix: string) => `${prefix}events`;

/** Where a bus reports what it drops: the app's logger (buildApp); tests' own buses stay quiet. */
export type BusLog = Pick<FastifyBaseLogger, 'warn'> & Partial<Pick<FastifyBaseLogger, 'info'>>;

const quiet: BusLog = { warn: () => undefined };

function toEvent(channel: BusChannel, message: ServerSocketMessage): BusEvent {
  if (channel.kind === 'user') return { kind: 'user', userId: channel.userId, message };
  if (channel.kind === 'vendor') return { kind: 'vendor', vendorId: channel.vendorId, message };
  return { kind: 'broadcast', message };
}

/** Calls every handler; one handler throwing does not stop the others. */
function dispatch(handlers: Set<BusHandler>, event: BusEvent, log: BusLog) {
  for (const handler of handlers) {
    try {
      handler(event);
    } catch (error) {
      log.warn({ err: error }, 'event bus handler failed');
    }
  }
}

/** In-process bus (embedded mode, tests): one EventEmitter. */
export function createMemoryBus(log: BusLog = quiet): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const handlers = new Set<BusHandler>();
  emitter.on('event', (event: BusEvent) => dispatch(handlers, event, log));
  return {
    kind: 'memory',
    publish: (channel, message) => {
      emitter.emit('event', toEvent(channel, message));
      return Promise.resolve();
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: () => {
      handlers.clear();
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

function parseEvent(raw: string): BusEvent | null {
  try {
    const value = JSON.parse(raw) as Partial<BusEvent> | null;
    if (!value || typeof value !== 'object' || !value.message) return null;
    if (value.kind === 'user' && typeof value.userId === 'number') return value as BusEvent;
    if (value.kind === 'vendor' && typeof value.vendorId === 'number') return value as BusEvent;
    if (value.kind === 'broadcast') return value as BusEvent;
    return null;
  } catch {
    return null;
  }
}

export type RedisBusOptions = {
  /** The deployment's namespace (config.redisPrefix). */
  prefix?: string;
  log?: BusLog;
  /** Bound on one round trip to Redis. */
  timeoutMs?: number;
  /** How long start-up waits for Redis before giving up. */
  startTimeoutMs?: number;
  /** Events buffered while Redis does not answer, sent when it is back; older ones are dropped. */
  bufferSize?: number;
  /** After a failure, how long to wait before trying Redis again. */
  retryRedisAfterMs?: number;
};

/**
 * Scaled mode: two connections (a subscriber connection cannot publish) on the deployment's
 * channel with JSON payloads. The publishing instance receives its own events back through Redis,
 * so local and remote sockets are served by the same path. Resolves once the subscription is
 * active.
 *
 * A publish never holds the request that caused it for longer than one bounded round
 * trip. While Redis refuses or does not answer, events wait in a small buffer (the oldest dropped
 * when it is full) and go out when Redis is back; the outage and the recovery are logged once.
 */
export async function createRedisBus(
  url: string,
  options: RedisBusOptions = {},
): Promise<EventBus> {
  const log = options.log ?? quiet;
  const timeoutMs = options.timeoutMs ?? DEFAULT_REDIS_TIMEOUT_MS;
  const channelName = busChannelName(options.prefix ?? DEFAULT_BUS_PREFIX);
  const pub = createRedisClient(url, timeoutMs);
  // the subscriber keeps an offline queue: ioredis subscribes again whenever it reconnects
  const sub = new Redis(url, {
    ...redisOptions(timeoutMs),
    enableOfflineQueue: true,
    maxRetriesPerRequest: null,
    commandTimeout: undefined,
  });
  const handlers = new Set<BusHandler>();
  logConnectionErrorsOnce(pub, log, 'Redis bus (publish)');
  logConnectionErrorsOnce(sub, log, 'Redis bus (subscribe)');
  sub.on('message', (channel: string, raw: string) => {
    if (channel !== channelName) return;
    const event = parseEvent(raw);
    if (event) dispatch(handlers, event, log);
    else log.warn('Redis bus: ignored a malformed event');
  });
  try {
    await withTimeout(
      Promise.all([
        sub.subscribe(channelName),
        waitUntilReady(pub, options.startTimeoutMs ?? 5000),
      ]),
      options.startTimeoutMs ?? 5000,
      'Redis subscription',
    );
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw error;
  }

  let closed = false;
  const publishBuffer = createPublishBuffer({
    send: async (payload) => {
      await withTimeout(pub.publish(channelName, payload), timeoutMs, 'Redis publish');
    },
    log,
    bufferSize: options.bufferSize ?? 100,
    retryAfterMs: options.retryRedisAfterMs ?? 2000,
  });
  pub.on('ready', () => publishBuffer.resume());

  return {
    kind: 'redis',
    publish: async (channel, message) => {
      if (closed) return;
      await publishBuffer.publish(JSON.stringify(toEvent(channel, message)));
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    ping: async () => {
      await withTimeout(pub.ping(), timeoutMs, 'Redis ping');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      publishBuffer.close();
      handlers.clear();
      // a frozen connection never answers QUIT
      await withTimeout(
        Promise.allSettled([sub.quit(), pub.quit()]),
        timeoutMs,
        'Redis quit',
      ).catch(() => undefined);
      sub.disconnect();
      pub.disconnect();
    },
  };
}

/**
 * The bus as the app uses it: a publish that fails is logged, never thrown, whatever bus was
 * passed in, so a lost live message never fails the write that caused it.
 */
export function withPublishFailuresLogged(bus: EventBus, log: BusLog): EventBus {
  return {
    ...bus,
    publish: (channel, message) =>
      bus
        .publish(channel, message)
        .catch((error: unknown) => log.warn({ err: error }, `${message.type} not published`)),
  };
}
