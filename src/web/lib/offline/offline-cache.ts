// customer spec 3 (offline cache entry) and 9 (offline cache): the last answers of the reads a
// person needs with no signal (vendors, menus, orders, profile), kept in localStorage.
import { compressToUTF16, decompressFromUTF16 } from 'lz-string';
import { USER_STORAGE_CLEARED_EVENT } from '../storage';

export const CACHE_KEY_PREFIX = 'offline_cache_';
export const CACHE_MAX_BYTES = 5 * 1024 * 1024;
export const CACHE_DEFAULT_LIFETIME_MS = 24 * 60 * 60_000;
export const CACHE_VERSION = '1.0';
/** Serialised data longer than this many characters is stored compressed. */
export const COMPRESS_ABOVE_CHARS = 1000;
/** When full, the oldest entries go until the cache holds at most this share of the cap. */
export const CACHE_TRIM_RATIO = 0.8;
export const CACHE_LIFETIMES_MS = {
  vendors: 30 * 60_000,
  profile: 10 * 60_000,
  orders: 5 * 60_000,
  /** A paid order's receipt: only a refund changes it, and it is wanted long after the show. */
  receipts: 7 * 24 * 60 * 60_000,
} as const;

export type CacheEntry = {
  data: unknown;
  timestamp: number;
  expiresAt: number;
  version: string;
  compressed: boolean;
};

/**
 * Bumped when a person's storage is cleared (logout): a read that started before keeps its answer
 * in memory but never writes it back into the next person's cache.
 */
let generation = 0;
if (typeof window !== 'undefined')
  window.addEventListener(USER_STORAGE_CLEARED_EVENT, () => {
    generation += 1;
  });

/** The current storage generation; pass it to setCached to drop writes that outlived a logout. */
export const cacheGeneration = () => generation;

const storageKeyFor = (key: string) => `${CACHE_KEY_PREFIX}${key}`;

/** localStorage keeps UTF-16: two bytes a character, key and value. */
const sizeOf = (key: string, value: string) => (key.length + value.length) * 2;

function cacheKeys(): string[] {
  const keys: string[] = [];
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (key?.startsWith(CACHE_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/** customer spec 8: an unparseable or foreign-version entry is removed (null). */
function readEntry(storageKey: string): CacheEntry | null {
  const raw = localStorage.getItem(storageKey);
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<CacheEntry> | null;
    if (
      entry &&
      entry.version === CACHE_VERSION &&
      typeof entry.timestamp === 'number' &&
      typeof entry.expiresAt === 'number'
    )
      return entry as CacheEntry;
  } catch {
    // falls through to removal
  }
  localStorage.removeItem(storageKey);
  return null;
}

/** Bytes the cache's entries take in localStorage. */
export function cacheSizeBytes(): number {
  return cacheKeys().reduce(
    (total, key) => total + sizeOf(key, localStorage.getItem(key) ?? ''),
    0,
  );
}

/** Removes the oldest entries (unreadable ones first) until the cache holds at most `targetBytes`. */
export function trimCache(targetBytes = CACHE_MAX_BYTES * CACHE_TRIM_RATIO): void {
  const entries = cacheKeys().map((key) => ({
    key,
    size: sizeOf(key, localStorage.getItem(key) ?? ''),
    timestamp: readEntry(key)?.timestamp ?? -Infinity,
  }));
  let total = entries.reduce((sum, entry) => sum + entry.size, 0);
  entries.sort((a, b) => a.timestamp - b.timestamp);
  for (const entry of entries) {
    if (total <= targetBytes) break;
    localStorage.removeItem(entry.key);
    total -= entry.size;
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException &&
  (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED');

/**
 * Stores `data` under `key` for `lifetimeMs`; compressed above 1000 characters; the oldest entries
 * make room when the 5 MB cap (`maxBytes`) would be passed. Returns whether it was stored.
 */
export function setCached(
  key: string,
  data: unknown,
  lifetimeMs = CACHE_DEFAULT_LIFETIME_MS,
  {
    generation: startedIn = generation,
    now = Date.now(),
    maxBytes = CACHE_MAX_BYTES,
  }: { generation?: number; now?: number; maxBytes?: number } = {},
): boolean {
  if (startedIn !== generation) return false;
  const json = JSON.stringify(data);
  if (json === undefined) return false;
  const compressed = json.length > COMPRESS_ABOVE_CHARS;
  const entry: CacheEntry = {
    data: compressed ? compressToUTF16(json) : data,
    timestamp: now,
    expiresAt: now + lifetimeMs,
    version: CACHE_VERSION,
    compressed,
  };
  const storageKey = storageKeyFor(key);
  const value = JSON.stringify(entry);
  const size = sizeOf(storageKey, value);
  const target = maxBytes * CACHE_TRIM_RATIO;
  if (size > target) return false;
  localStorage.removeItem(storageKey);
  if (cacheSizeBytes() + size > maxBytes) trimCache(target - size);
  try {
    localStorage.setItem(storageKey, value);
    return true;
  } catch (error) {
    if (!isQuotaError(error)) return false;
    trimCache(target - size);
    try {
      localStorage.setItem(storageKey, value);
      return true;
    } catch {
      return false;
    }
  }
}

// A screen's read is kept for offline use when the phone is idle, not in the task that
// hands the answer to the screen (compressing a vendor list is tens of milliseconds on a slow
// phone). Waiting writes are made before anything reads the cache, when the connection drops and
// when the page is hidden or left, so nothing a screen showed is missing offline.
const waitingWrites = new Map<string, () => void>();
/** Cancels the scheduled idle write; null when none is scheduled. */
let cancelScheduledWrite: (() => void) | null = null;
/** The longest a kept read waits for an idle moment. */
export const IDLE_WRITE_LATEST_MS = 2000;

/** Makes the waiting writes now (also before a read of the cache). */
export function writeWaitingNow(): void {
  cancelScheduledWrite?.();
  cancelScheduledWrite = null;
  const writes = [...waitingWrites.values()];
  waitingWrites.clear();
  for (const write of writes) write();
}

/** setCached when the phone is idle (at most IDLE_WRITE_LATEST_MS later); the newest read of a key wins. */
export function setCachedWhenIdle(
  key: string,
  data: unknown,
  lifetimeMs: number,
  options: { generation: number },
): void {
  waitingWrites.set(key, () => setCached(key, data, lifetimeMs, options));
  if (cancelScheduledWrite) return;
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(writeWaitingNow, { timeout: IDLE_WRITE_LATEST_MS });
    cancelScheduledWrite = () => cancelIdleCallback(handle);
  } else {
    const timer = setTimeout(writeWaitingNow, 0);
    cancelScheduledWrite = () => clearTimeout(timer);
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', writeWaitingNow);
  window.addEventListener('pagehide', writeWaitingNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') writeWaitingNow();
  });
}

/** The stored data for `key`, or null when there is none, it expired or it cannot be read. */
export function getCached<T = unknown>(key: string, now = Date.now()): T | null {
  if (waitingWrites.size > 0) writeWaitingNow();
  const storageKey = storageKeyFor(key);
  const entry = readEntry(storageKey);
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    localStorage.removeItem(storageKey);
    return null;
  }
  if (!entry.compressed) return entry.data as T;
  try {
    const json = typeof entry.data === 'string' ? decompressFromUTF16(entry.data) : null;
    if (json) return JSON.parse(json) as T;
  } catch {
    // falls through to removal
  }
  localStorage.removeItem(storageKey);
  return null;
}

export function removeCached(key: string): void {
  localStorage.removeItem(storageKeyFor(key));
}

/** Removes every cache entry (other storage stays). */
export function clearOfflineCache(): void {
  for (const key of cacheKeys()) localStorage.removeItem(key);
}

/**
 * customer spec 7: which reads are kept and for how long (null: not cached). Vendor data (vendors,
 * menus, events) 30 min, the person's orders 5 min, their profile 10 min.
 */
export function cacheLifetimeFor(url: string): number | null {
  const path = url.split('?')[0] ?? url;
  if (/^\/api\/(vendors|menu-items|events)(\/|$)/.test(path)) return CACHE_LIFETIMES_MS.vendors;
  if (/^\/api\/orders\/\d+\/receipt$/.test(path)) return CACHE_LIFETIMES_MS.receipts;
  if (/^\/api\/orders(\/|$)/.test(path)) return CACHE_LIFETIMES_MS.orders;
  if (path === '/api/user/profile') return CACHE_LIFETIMES_MS.profile;
  // who is signed in is no list of the spec's, so the default lifetime: a reload with no signal
  // keeps the person signed in (and their pickup pass reachable) for the length of a show
  if (path === '/api/auth/user') return CACHE_DEFAULT_LIFETIME_MS;
  return null;
}
