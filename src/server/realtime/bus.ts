import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
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
};

export const REDIS_BUS_CHANNEL = 'curtaincall:events';

/** Where a bus reports what it drops: the app's logger (buildApp); tests' own buses stay quiet. */
export type BusLog = Pick<FastifyBaseLogger, 'warn'>;

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

/**
 * Scaled mode: two connections (a subscriber connection cannot publish) on one channel with JSON
 * payloads. The publishing instance receives its own events back through Redis, so local and
 * remote sockets are served by the same path. Resolves once the subscription is active.
 */
export async function createRedisBus(url: string, log: BusLog = quiet): Promise<EventBus> {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url);
  const handlers = new Set<BusHandler>();
  pub.on('error', (error: Error) => log.warn({ err: error }, 'Redis bus (publish) error'));
  sub.on('error', (error: Error) => log.warn({ err: error }, 'Redis bus (subscribe) error'));
  sub.on('message', (channel: string, raw: string) => {
    if (channel !== REDIS_BUS_CHANNEL) return;
    const event = parseEvent(raw);
    if (event) dispatch(handlers, event, log);
    else log.warn('Redis bus: ignored a malformed event');
  });
  try {
    await sub.subscribe(REDIS_BUS_CHANNEL);
  } catch (error) {
    pub.disconnect();
    sub.disconnect();
    throw error;
  }
  let closed = false;
  return {
    kind: 'redis',
    publish: async (channel, message) => {
      if (closed) return;
      try {
        await pub.publish(REDIS_BUS_CHANNEL, JSON.stringify(toEvent(channel, message)));
      } catch (error) {
        log.warn({ err: error }, 'Redis bus: publish failed');
      }
    },
    subscribe: (handler) => {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      handlers.clear();
      await Promise.allSettled([sub.quit(), pub.quit()]);
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
