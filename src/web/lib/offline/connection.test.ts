import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkConnection,
  CONNECTION_MESSAGES,
  connectionMessage,
  CONNECTIVITY_CHECK_INTERVAL_MS,
  CONNECTIVITY_CHECK_TIMEOUT_MS,
  EXCELLENT_BELOW_MS,
  getConnectionState,
  GOOD_BELOW_MS,
  HEALTH_CHECK_TIMEOUT_MS,
  HEALTH_URL,
  LAST_ONLINE_KEY,
  measureConnection,
  offlineDurationText,
  onConnectionRecovered,
  qualityForRoundTrip,
  resetConnectionState,
  startConnectionMonitor,
} from './connection';
import { enqueueRequest, getQueueCount } from './offline-queue';

// customer spec 3 (connection state), 4 (connection quality), 7 (connectivity check), 9 (constants).

/** A health endpoint that answers after `delayMs` (fake timers), or never when null. */
function health(delayMs: number | null, status = 200) {
  const calls: RequestInit[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve, reject) => {
          if (url !== HEALTH_URL) return resolve(Response.json({}));
          calls.push(init);
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
          if (delayMs !== null) setTimeout(() => resolve(new Response('ok', { status })), delayMs);
        }),
    ),
  );
  return calls;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetConnectionState();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the spec constants', () => {
  it('holds the thresholds, time-outs and the 120 s check of customer spec 9', () => {
    expect(HEALTH_URL).toBe('/health');
    expect(HEALTH_CHECK_TIMEOUT_MS).toBe(5000);
    expect(EXCELLENT_BELOW_MS).toBe(1000);
    expect(GOOD_BELOW_MS).toBe(3000);
    expect(CONNECTIVITY_CHECK_INTERVAL_MS).toBe(120_000);
    expect(CONNECTIVITY_CHECK_TIMEOUT_MS).toBe(8000);
  });

  it('rates a round trip: under 1000 ms excellent, under 3000 ms good, else poor', () => {
    expect(qualityForRoundTrip(0)).toBe('excellent');
    expect(qualityForRoundTrip(999)).toBe('excellent');
    expect(qualityForRoundTrip(1000)).toBe('good');
    expect(qualityForRoundTrip(2999)).toBe('good');
    expect(qualityForRoundTrip(3000)).toBe('poor');
  });

  it('words the banner message of each state', () => {
    expect(connectionMessage({ isConnecting: true, connectionQuality: 'offline' })).toBe(
      'Connecting...',
    );
    expect(connectionMessage({ isConnecting: false, connectionQuality: 'excellent' })).toBe(
      'Excellent connection',
    );
    expect(connectionMessage({ isConnecting: false, connectionQuality: 'good' })).toBe(
      'Good connection',
    );
    expect(connectionMessage({ isConnecting: false, connectionQuality: 'poor' })).toBe(
      'Poor connection - some features limited',
    );
    expect(connectionMessage({ isConnecting: false, connectionQuality: 'offline' })).toBe(
      'No connection - offline mode active',
    );
    expect(Object.keys(CONNECTION_MESSAGES)).toHaveLength(5);
  });

  it('words how long the app has been offline', () => {
    const now = 100 * 24 * 3_600_000;
    expect(offlineDurationText(null, now)).toBe('Never connected');
    expect(offlineDurationText(now, now)).toBe('Just disconnected');
    expect(offlineDurationText(now - 59_999, now)).toBe('Just disconnected');
    expect(offlineDurationText(now - 60_000, now)).toBe('Offline for 1m');
    expect(offlineDurationText(now - 59 * 60_000, now)).toBe('Offline for 59m');
    expect(offlineDurationText(now - 3_600_000, now)).toBe('Offline for 1h');
    expect(offlineDurationText(now - 23.9 * 3_600_000, now)).toBe('Offline for 23h');
    expect(offlineDurationText(now - 24 * 3_600_000, now)).toBe('Offline for over 24h');
  });
});

describe('the health round trip', () => {
  async function measured(delayMs: number | null, timeoutMs?: number, status?: number) {
    const calls = health(delayMs, status);
    const quality = measureConnection(timeoutMs);
    await vi.advanceTimersByTimeAsync(10_000);
    return { quality: await quality, calls };
  }

  it('asks /health without the cache and rates the time it took', async () => {
    const { quality, calls } = await measured(200);
    expect(quality).toBe('excellent');
    expect(calls[0]?.cache).toBe('no-store');
    expect(calls[0]?.signal).toBeInstanceOf(AbortSignal);
    expect((await measured(1500)).quality).toBe('good');
    expect((await measured(4000)).quality).toBe('poor');
  });

  it('is offline on a time-out after 5000 ms, on a failure status, or when the browser says so', async () => {
    expect((await measured(5001)).quality).toBe('offline');
    expect((await measured(4999)).quality).toBe('poor');
    expect((await measured(10, undefined, 503)).quality).toBe('offline');
    expect((await measured(7000, CONNECTIVITY_CHECK_TIMEOUT_MS)).quality).toBe('poor');
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { quality, calls } = await measured(10);
    onLine.mockRestore();
    expect(quality).toBe('offline');
    expect(calls).toHaveLength(0);
  });

  it('can be aborted by its caller', async () => {
    health(null);
    const controller = new AbortController();
    const quality = measureConnection(HEALTH_CHECK_TIMEOUT_MS, controller.signal);
    controller.abort();
    expect(await quality).toBe('offline');
  });
});

describe('the store', () => {
  it('goes offline, shows connecting while it checks, and recovers with a fresh lastOnline', async () => {
    health(null);
    const recoveries = vi.fn();
    const stop = onConnectionRecovered(recoveries);
    const check = checkConnection();
    await vi.advanceTimersByTimeAsync(HEALTH_CHECK_TIMEOUT_MS);
    await check;
    expect(getConnectionState()).toMatchObject({
      isOnline: false,
      isConnecting: false,
      connectionQuality: 'offline',
    });

    health(100);
    const again = checkConnection();
    expect(getConnectionState().isConnecting).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await again;
    expect(getConnectionState()).toMatchObject({
      isOnline: true,
      isConnecting: false,
      connectionQuality: 'excellent',
      lastOnline: Date.now(),
    });
    expect(recoveries).toHaveBeenCalledTimes(1);
    stop();
  });

  it('keeps the last time it was online across a reload, so an offline start says how long', async () => {
    health(100);
    const check = checkConnection();
    await vi.advanceTimersByTimeAsync(100);
    await check;
    const seenOnline = Date.now();
    expect(localStorage.getItem(LAST_ONLINE_KEY)).toBe(String(seenOnline));

    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    resetConnectionState();
    expect(getConnectionState()).toMatchObject({ isOnline: false, lastOnline: seenOnline });
    expect(offlineDurationText(getConnectionState().lastOnline)).toBe('Offline for 5m');

    localStorage.setItem(LAST_ONLINE_KEY, 'not a time');
    resetConnectionState();
    expect(getConnectionState().lastOnline).toBeNull();
    online.mockRestore();
    localStorage.removeItem(LAST_ONLINE_KEY);
  });

  it('runs one check at a time', async () => {
    const calls = health(100);
    const first = checkConnection();
    expect(checkConnection()).toBe(first);
    await vi.advanceTimersByTimeAsync(100);
    await first;
    expect(calls).toHaveLength(1);
  });
});

describe('the monitor', () => {
  it('follows the browser events, checks every 120 s with an 8 s time-out, counts the queue and replays on recovery', async () => {
    const calls = health(50);
    const stop = startConnectionMonitor();
    await vi.advanceTimersByTimeAsync(50);
    expect(calls).toHaveLength(1);
    expect(getConnectionState().connectionQuality).toBe('excellent');

    window.dispatchEvent(new Event('offline'));
    expect(getConnectionState()).toMatchObject({ isOnline: false, connectionQuality: 'offline' });

    // a write waits; the banner counts it
    enqueueRequest({ url: '/api/orders', method: 'POST' });
    expect(getConnectionState().pendingRequests).toBe(1);

    // back online: the check succeeds and the queue is replayed
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(50);
    expect(getConnectionState().isOnline).toBe(true);
    await vi.advanceTimersByTimeAsync(10);
    expect(getQueueCount()).toBe(0);
    expect(getConnectionState().pendingRequests).toBe(0);

    // the 120 s check gives a slow server 8 s
    health(7500);
    await vi.advanceTimersByTimeAsync(CONNECTIVITY_CHECK_INTERVAL_MS + 7500);
    expect(getConnectionState()).toMatchObject({ isOnline: true, connectionQuality: 'poor' });
    stop();
  });

  it('drops a check answer that was on its way when the browser said offline', async () => {
    const calls = health(1000);
    const stop = startConnectionMonitor();
    await vi.advanceTimersByTimeAsync(500);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(getConnectionState()).toMatchObject({
      isOnline: false,
      isConnecting: false,
      connectionQuality: 'offline',
    });

    // back within the next check: its answer is dropped too, and a fresh check decides
    health(1000);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(300);
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(getConnectionState()).toMatchObject({ isOnline: false, isConnecting: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(getConnectionState()).toMatchObject({ isOnline: true, connectionQuality: 'good' });
    online.mockRestore();
    stop();
  });
});
