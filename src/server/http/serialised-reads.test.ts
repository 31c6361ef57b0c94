import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryBus, type EventBus } from '../realtime/bus';
import {
  eventUpdateMessage,
  offeringUpdateMessage,
  publishLive,
  vendorUpdateMessage,
} from '../realtime/events';
import {
  chooseEncoding,
  createSerialisedReads,
  matchesEtag,
  SERIALISED_READ_MAX_AGE_MS,
  type CachedRead,
  type Loaded,
  type SerialisedReads,
} from './serialised-reads';
import { nextStatusChange } from '../features/vendors/vendors.service';

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['GZIP ; q=0.5', 'gzip'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('matchesEtag', () => {
  it('matches a listed, weak or wildcard tag, nothing else', () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });
});

describe('nextStatusChange', () => {
  const now = new Date('2026-11-25T20:00:00Z');
  it('is the first start or end after now, of events that are not over', () => {
    expect(
      nextStatusChange(
        [
          { startsAt: '2026-11-25T19:00:00Z', endsAt: '2026-11-25T22:00:00Z', status: 'ongoing' },
          { startsAt: '2026-11-25T21:00:00Z', endsAt: null, status: 'upcoming' },
          { startsAt: '2026-11-25T20:30:00Z', endsAt: null, status: 'ended' },
        ],
        now,
      )?.toISOString(),
    ).toBe('2026-11-25T21:00:00.000Z');
  });

  it('counts the default length of an event without an end, and ignores the past', () => {
    expect(
      nextStatusChange(
        [{ startsAt: '2026-11-25T19:00:00Z', endsAt: null, status: 'upcoming' }],
        now,
      )?.toISOString(),
    ).toBe('2026-11-25T23:00:00.000Z');
    expect(nextStatusChange([], now)).toBeNull();
  });

  it('does not count the start of an event already marked ongoing', () => {
    expect(
      nextStatusChange(
        [{ startsAt: '2026-11-25T20:10:00Z', endsAt: '2026-11-25T20:40:00Z', status: 'ongoing' }],
        now,
      )?.toISOString(),
    ).toBe('2026-11-25T20:40:00.000Z');
  });
});

describe('createSerialisedReads', () => {
  let app: FastifyInstance | undefined;
  let bus: EventBus;
  afterEach(async () => {
    await app?.close();
    await bus.close();
  });

  /** An app with one cached read whose loader the test controls. */
  async function serve(
    load: (now: Date) => Promise<Loaded>,
    clock: () => number = Date.now,
  ): Promise<{ reads: SerialisedReads; loads: () => number }> {
    bus = createMemoryBus();
    const reads = createSerialisedReads({
      invalidatedBy: ['vendor_update', 'event_update'],
      commonHeaders: [],
      now: clock,
    });
    reads.follow(bus);
    let count = 0;
    app = Fastify();
    const list: CachedRead<undefined> = {
      url: () => '/list',
      serialise: (value) => JSON.stringify(value),
      load: async (now) => {
        count += 1;
        return load(now);
      },
    };
    app.get('/list', (request, reply) => reads.send(request, reply, list, undefined));
    await app.ready();
    return { reads, loads: () => count };
  }

  const get = () => app!.inject({ method: 'GET', url: '/list' });

  it('loads once for a rush of requests, and again after a vendor or event change', async () => {
    let version = 1;
    const { loads } = await serve(async () => ({ value: { version } }));
    await Promise.all([get(), get(), get()]);
    expect(loads()).toBe(1);
    version = 2;
    await publishLive(bus, offeringUpdateMessage({ offeringId: 1, remainingQuantity: 3 }));
    expect((await get()).json()).toEqual({ version: 1 });
    await publishLive(bus, vendorUpdateMessage(1));
    expect((await get()).json()).toEqual({ version: 2 });
    version = 3;
    await publishLive(bus, eventUpdateMessage(1));
    expect((await get()).json()).toEqual({ version: 3 });
    expect(loads()).toBe(3);
  });

  it('does not keep what a load read before a change published meanwhile', async () => {
    let release: () => void = () => undefined;
    let version = 1;
    await serve(async () => {
      const read = version;
      if (read === 1) await new Promise<void>((resolve) => (release = resolve));
      return { value: { version: read } };
    });
    const slow = get();
    await new Promise((resolve) => setImmediate(resolve));
    version = 2;
    await publishLive(bus, vendorUpdateMessage(1));
    release();
    expect((await slow).json()).toEqual({ version: 1 });
    expect((await get()).json()).toEqual({ version: 2 });
  });

  it('reads again once the answer changes by itself', async () => {
    let time = 1_000_000;
    let version = 1;
    const { loads } = await serve(
      async () => ({ value: { version }, changesAt: new Date(time + 5_000) }),
      () => time,
    );
    await get();
    version = 2;
    time += 4_999;
    expect((await get()).json()).toEqual({ version: 1 });
    time += 1;
    expect((await get()).json()).toEqual({ version: 2 });
    expect(loads()).toBe(2);
  });

  it('reads again after the safety expiry when nothing else would', async () => {
    let time = 1_000_000;
    const { loads } = await serve(
      async () => ({ value: [], changesAt: null }),
      () => time,
    );
    await get();
    time += SERIALISED_READ_MAX_AGE_MS - 1;
    await get();
    expect(loads()).toBe(1);
    time += 1;
    await get();
    expect(loads()).toBe(2);
  });
});
