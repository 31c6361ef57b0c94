import { describe, expect, it, vi } from 'vitest';
import {
  createMemoryBus,
  createRedisBus,
  withPublishFailuresLogged,
  type BusEvent,
  type EventBus,
} from './bus';

const collect = (bus: EventBus) => {
  const events: BusEvent[] = [];
  const unsubscribe = bus.subscribe((event) => events.push(event));
  return { events, unsubscribe };
};

describe('the memory bus', () => {
  it('delivers every kind of event to every subscriber until unsubscribed', async () => {
    const bus = createMemoryBus();
    const first = collect(bus);
    const second = collect(bus);
    await bus.publish({ kind: 'user', userId: 7 }, { type: 'pong', timestamp: 'now' });
    await bus.publish({ kind: 'vendor', vendorId: 3 }, { type: 'subscribed', vendorId: 3 });
    await bus.publish({ kind: 'broadcast' }, { type: 'vendor_update', data: { vendorId: 3 } });
    expect(first.events).toEqual([
      { kind: 'user', userId: 7, message: { type: 'pong', timestamp: 'now' } },
      { kind: 'vendor', vendorId: 3, message: { type: 'subscribed', vendorId: 3 } },
      { kind: 'broadcast', message: { type: 'vendor_update', data: { vendorId: 3 } } },
    ]);
    expect(second.events).toEqual(first.events);
    first.unsubscribe();
    await bus.publish({ kind: 'broadcast' }, { type: 'error', message: 'x' });
    expect(first.events).toHaveLength(3);
    expect(second.events).toHaveLength(4);
    await bus.close();
  });

  it('keeps delivering when one handler throws, and logs the failure', async () => {
    const warn = vi.fn();
    const bus = createMemoryBus({ warn });
    bus.subscribe(() => {
      throw new Error('boom');
    });
    const { events } = collect(bus);
    await bus.publish({ kind: 'broadcast' }, { type: 'error', message: 'x' });
    expect(events).toHaveLength(1);
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe("the app's bus", () => {
  it('logs a publish that fails instead of failing the caller', async () => {
    const warn = vi.fn();
    const failing: EventBus = {
      ...createMemoryBus(),
      publish: () => Promise.reject(new Error('bus down')),
    };
    const bus = withPublishFailuresLogged(failing, { warn });
    await expect(
      bus.publish({ kind: 'broadcast' }, { type: 'vendor_update', data: { vendorId: 3 } }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(
      { err: new Error('bus down') },
      'vendor_update not published',
    );
  });
});

describe('the Redis bus', () => {
  it.runIf(process.env.REDIS_URL)('carries events between two buses', async () => {
    const url = process.env.REDIS_URL ?? '';
    const a = await createRedisBus(url);
    const b = await createRedisBus(url);
    try {
      const onA = collect(a);
      const onB = collect(b);
      await a.publish({ kind: 'user', userId: 42 }, { type: 'authenticated', userId: 42 });
      const expected = { kind: 'user', userId: 42, message: { type: 'authenticated', userId: 42 } };
      await expect
        .poll(() => onB.events.filter((e) => e.kind === 'user' && e.userId === 42))
        .toEqual([expected]);
      await expect
        .poll(() => onA.events.filter((e) => e.kind === 'user' && e.userId === 42))
        .toEqual([expected]);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
