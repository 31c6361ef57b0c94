import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserStorage } from '../storage';
import {
  CACHE_DEFAULT_LIFETIME_MS,
  CACHE_KEY_PREFIX,
  CACHE_LIFETIMES_MS,
  CACHE_MAX_BYTES,
  CACHE_TRIM_RATIO,
  CACHE_VERSION,
  cacheGeneration,
  cacheLifetimeFor,
  cacheSizeBytes,
  clearOfflineCache,
  COMPRESS_ABOVE_CHARS,
  getCached,
  setCached,
  setCachedWhenIdle,
  trimCache,
  type CacheEntry,
} from './offline-cache';

// customer spec 3 (offline cache entry), 8 (unparseable storage) and 9 (offline cache).

const stored = (key: string) =>
  JSON.parse(localStorage.getItem(`${CACHE_KEY_PREFIX}${key}`) ?? 'null') as CacheEntry | null;

/** Text lz-string cannot shrink much, so sizes stay close to the length. */
function noise(length: number): string {
  let text = '';
  while (text.length < length) text += Math.random().toString(36).slice(2);
  return text.slice(0, length);
}

beforeEach(() => localStorage.clear());

describe('the spec constants', () => {
  it('holds the prefix, cap, lifetime, version, compression threshold and trim ratio', () => {
    expect(CACHE_KEY_PREFIX).toBe('offline_cache_');
    expect(CACHE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(CACHE_DEFAULT_LIFETIME_MS).toBe(24 * 60 * 60 * 1000);
    expect(CACHE_VERSION).toBe('1.0');
    expect(COMPRESS_ABOVE_CHARS).toBe(1000);
    expect(CACHE_TRIM_RATIO).toBe(0.8);
    expect(CACHE_LIFETIMES_MS).toEqual({
      vendors: 30 * 60 * 1000,
      profile: 10 * 60 * 1000,
      orders: 5 * 60 * 1000,
      receipts: 7 * 24 * 60 * 60 * 1000,
    });
  });

  it('keeps vendor data 30 min, orders 5 min, receipts 7 days, the profile 10 min, and nothing else', () => {
    expect(cacheLifetimeFor('/api/vendors')).toBe(CACHE_LIFETIMES_MS.vendors);
    expect(cacheLifetimeFor('/api/vendors/3/menu')).toBe(CACHE_LIFETIMES_MS.vendors);
    expect(cacheLifetimeFor('/api/menu-items?vendorId=2')).toBe(CACHE_LIFETIMES_MS.vendors);
    expect(cacheLifetimeFor('/api/events/current')).toBe(CACHE_LIFETIMES_MS.vendors);
    expect(cacheLifetimeFor('/api/orders')).toBe(CACHE_LIFETIMES_MS.orders);
    expect(cacheLifetimeFor('/api/orders/recent')).toBe(CACHE_LIFETIMES_MS.orders);
    expect(cacheLifetimeFor('/api/orders/7/receipt')).toBe(CACHE_LIFETIMES_MS.receipts);
    expect(cacheLifetimeFor('/api/user/profile')).toBe(CACHE_LIFETIMES_MS.profile);
    expect(cacheLifetimeFor('/api/auth/user')).toBe(CACHE_DEFAULT_LIFETIME_MS);
    expect(cacheLifetimeFor('/api/notifications')).toBeNull();
    expect(cacheLifetimeFor('/api/vendor/orders')).toBeNull();
    expect(cacheLifetimeFor('/health')).toBeNull();
  });
});

describe('entries', () => {
  it('stores the entry fields and reads the data back until it expires', () => {
    expect(setCached('/api/vendors', [{ id: 1 }], 1000, { now: 5000 })).toBe(true);
    expect(stored('/api/vendors')).toEqual({
      data: [{ id: 1 }],
      timestamp: 5000,
      expiresAt: 6000,
      version: '1.0',
      compressed: false,
    });
    expect(getCached('/api/vendors', 5999)).toEqual([{ id: 1 }]);
    expect(getCached('/api/vendors', 6000)).toBeNull();
    expect(stored('/api/vendors')).toBeNull();
  });

  it('lives 24 h by default', () => {
    setCached('/api/x', 1, undefined, { now: 0 });
    expect(stored('/api/x')?.expiresAt).toBe(CACHE_DEFAULT_LIFETIME_MS);
  });

  it('compresses above 1000 characters and reads the same data back', () => {
    const menu = Array.from({ length: 40 }, (_, id) => ({
      id,
      name: `Burger ${id}`,
      price: '9.99',
    }));
    expect(JSON.stringify(menu).length).toBeGreaterThan(COMPRESS_ABOVE_CHARS);
    setCached('/api/vendors/1/menu', menu);
    const entry = stored('/api/vendors/1/menu');
    expect(entry?.compressed).toBe(true);
    expect(typeof entry?.data).toBe('string');
    expect((entry?.data as string).length).toBeLessThan(JSON.stringify(menu).length);
    expect(getCached('/api/vendors/1/menu')).toEqual(menu);

    const small = 'x'.repeat(COMPRESS_ABOVE_CHARS - 2); // 1000 characters once quoted
    setCached('/api/small', small);
    expect(stored('/api/small')?.compressed).toBe(false);
  });

  it('removes an unparseable, foreign-version or undecodable entry (customer spec 8)', () => {
    localStorage.setItem(`${CACHE_KEY_PREFIX}/a`, '{broken');
    const future = Date.now() + 60_000;
    localStorage.setItem(
      `${CACHE_KEY_PREFIX}/b`,
      JSON.stringify({
        data: 1,
        timestamp: 0,
        expiresAt: future,
        version: '0.9',
        compressed: false,
      }),
    );
    localStorage.setItem(
      `${CACHE_KEY_PREFIX}/c`,
      JSON.stringify({
        data: 42,
        timestamp: 0,
        expiresAt: future,
        version: '1.0',
        compressed: true,
      }),
    );
    for (const key of ['/a', '/b', '/c']) {
      expect(getCached(key)).toBeNull();
      expect(localStorage.getItem(`${CACHE_KEY_PREFIX}${key}`)).toBeNull();
    }
  });

  it('never writes a read that started before a logout into the next person cache', () => {
    const startedIn = cacheGeneration();
    clearUserStorage();
    expect(setCached('/api/orders', [{ id: 1 }], 1000, { generation: startedIn })).toBe(false);
    expect(getCached('/api/orders')).toBeNull();
    expect(setCached('/api/orders', [{ id: 2 }], 1000)).toBe(true);
  });

  it('clears only its own entries', () => {
    localStorage.setItem('CurtainCall.preferences', '{}');
    setCached('/api/vendors', []);
    clearOfflineCache();
    expect(getCached('/api/vendors')).toBeNull();
    expect(localStorage.getItem('CurtainCall.preferences')).toBe('{}');
  });
});

describe('the 5 MB cap', () => {
  it('trims the oldest entries first down to the target', () => {
    setCached('/old', noise(500), undefined, { now: 1 });
    setCached('/middle', noise(500), undefined, { now: 2 });
    setCached('/new', noise(500), undefined, { now: 3 });
    const total = cacheSizeBytes();
    trimCache(total - 1);
    expect(getCached('/old', 4)).toBeNull();
    expect(getCached('/middle', 4)).not.toBeNull();
    expect(getCached('/new', 4)).not.toBeNull();
  });

  it('makes room by dropping the oldest entries to 80 % of the cap when full', () => {
    const maxBytes = 10_000;
    const now = Date.now();
    for (let index = 0; index < 10; index += 1)
      expect(
        setCached(`/api/vendors/${index}`, noise(900), undefined, { now: now + index, maxBytes }),
      ).toBe(true);
    expect(cacheSizeBytes()).toBeLessThanOrEqual(maxBytes);
    // each entry is about 1.9 KB: the 6th passed the cap, so the oldest went down to 80 %
    expect(getCached('/api/vendors/0', now + 20)).toBeNull();
    expect(getCached('/api/vendors/9', now + 20)).not.toBeNull();
    // an entry larger than 80 % of the cap is never stored
    expect(setCached('/api/huge', noise(900), undefined, { maxBytes: 2000 })).toBe(false);
  });

  it('allows 5 MB by default', () => {
    const chunk = noise(1000);
    expect(setCached('/api/vendors', chunk)).toBe(true);
    expect(cacheSizeBytes()).toBeLessThan(CACHE_MAX_BYTES);
  });

  it('trims, then tries again, when the browser says the storage is full', () => {
    setCached('/old', 'a', undefined, { now: 1 });
    let refusals = 0;
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementationOnce(() => {
      refusals += 1;
      throw new DOMException('full', 'QuotaExceededError');
    });
    const trimmed = setCached('/new', 'b');
    spy.mockRestore();
    expect(trimmed).toBe(true);
    expect(refusals).toBe(1);
    expect(getCached('/new')).toBe('b');
  });
});

describe('reads kept when the phone is idle', () => {
  const vendors = [{ id: 1, name: 'Seoul Stage Kitchen' }];

  it('writes after the task that read, not inside it; the newest read of a key wins', async () => {
    vi.useFakeTimers();
    try {
      setCachedWhenIdle('/api/vendors', [], 60_000, { generation: cacheGeneration() });
      setCachedWhenIdle('/api/vendors', vendors, 60_000, { generation: cacheGeneration() });
      expect(stored('/api/vendors')).toBeNull();
      await vi.runAllTimersAsync();
      expect(stored('/api/vendors')?.data).toEqual(vendors);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a read of the cache sees a waiting write', () => {
    setCachedWhenIdle('/api/vendors', vendors, 60_000, { generation: cacheGeneration() });
    expect(getCached('/api/vendors')).toEqual(vendors);
  });

  it('writes at once when the connection drops or the page is hidden', () => {
    setCachedWhenIdle('/api/vendors', vendors, 60_000, { generation: cacheGeneration() });
    window.dispatchEvent(new Event('offline'));
    expect(stored('/api/vendors')?.data).toEqual(vendors);

    setCachedWhenIdle('/api/user/profile', { id: 7 }, 60_000, { generation: cacheGeneration() });
    window.dispatchEvent(new Event('pagehide'));
    expect(stored('/api/user/profile')?.data).toEqual({ id: 7 });
  });

  it('after an early write, the next read waits for an idle moment of its own', async () => {
    vi.useFakeTimers();
    try {
      setCachedWhenIdle('/api/vendors', vendors, 60_000, { generation: cacheGeneration() });
      const callOff = vi.spyOn(globalThis, 'clearTimeout');
      expect(getCached('/api/vendors')).toEqual(vendors);
      // the idle write it made early is called off (jsdom has no requestIdleCallback: a timer)
      expect(callOff).toHaveBeenCalledTimes(1);
      callOff.mockRestore();
      setCachedWhenIdle('/api/user/profile', { id: 7 }, 60_000, { generation: cacheGeneration() });
      expect(stored('/api/user/profile')).toBeNull();
      await vi.runAllTimersAsync();
      expect(stored('/api/user/profile')?.data).toEqual({ id: 7 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('drops a waiting write of a person who logged out meanwhile', () => {
    setCachedWhenIdle('/api/vendors', vendors, 60_000, { generation: cacheGeneration() });
    clearUserStorage();
    expect(getCached('/api/vendors')).toBeNull();
    expect(stored('/api/vendors')).toBeNull();
  });
});
