// customer spec 4 and 7 (prefetch) and 9 (prefetch constants): while the signal is there, the
// reads a customer needs offline (vendors, their profile, their recent orders) are fetched ahead.
import type { QueryClient } from '@tanstack/react-query';
import { getConnectionState } from './connection';
import { cacheGeneration, cacheLifetimeFor, setCached } from './offline-cache';
import { handleSharedGet } from '../api';
import { timeoutSignal } from './timeout-signal';

export const PREFETCH_URLS = ['/api/vendors', '/api/user/profile', '/api/orders/recent'] as const;
export const PREFETCH_COOLDOWN_MS = 60_000;
export const PREFETCH_TIMEOUT_MS = 10_000;
export const POOR_CONNECTION_PREFETCH_DELAY_MS = 2000;

export type PrefetchOutcome = 'offline' | 'throttled' | 'done';

let lastRun = -Infinity;

/** Test hook: forget the last run. */
export function resetPrefetchThrottle(): void {
  lastRun = -Infinity;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A screen's own read of `url` is on its way, or a screen shows a fresh answer to it (a page load
 * that came with its reads): the screen keeps its answer offline itself (lib/api.ts), so
 * fetching it again would cost the signal and the phone twice.
 */
function isReadByScreen(client: QueryClient, url: string): boolean {
  const query = client.getQueryCache().find({ queryKey: [url], exact: true });
  if (!query) return false;
  if (query.state.fetchStatus === 'fetching') return true;
  return query.getObserversCount() > 0 && query.state.data !== undefined && !query.isStale();
}

async function prefetchOne(client: QueryClient, url: string): Promise<void> {
  if (isReadByScreen(client, url)) return;
  const generation = cacheGeneration();
  const timeout = timeoutSignal(PREFETCH_TIMEOUT_MS);
  try {
    // a screen's read of the same URL that starts before its answer is in the query cache shares
    // this call
    await handleSharedGet(url, timeout.signal, async (response) => {
      if (response.status === 404) return; // customer spec 7: a missing read is silent
      if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
      const data: unknown = await response.json();
      if (!setCached(url, data, cacheLifetimeFor(url) ?? undefined, { generation })) return;
      client.setQueryData([url], data);
    });
  } catch (error) {
    // customer spec 8: a prefetch time-out or error is logged only
    console.warn(`CurtainCall: prefetch of ${url} failed`, error);
  } finally {
    timeout.clear();
  }
}

/**
 * Fetches vendors, profile and recent orders into the offline cache and the query cache: at most
 * once per 60 s, never while offline, 2 s later on a poor connection; each read aborts after 10 s.
 * A URL a screen is reading, or shows fresh, is skipped; a screen read that starts meanwhile
 * shares the call.
 */
export async function prefetchOfflineData(
  client: QueryClient,
  now = Date.now(),
): Promise<PrefetchOutcome> {
  const connection = getConnectionState();
  if (!connection.isOnline) return 'offline';
  if (now - lastRun < PREFETCH_COOLDOWN_MS) return 'throttled';
  lastRun = now;
  if (connection.connectionQuality === 'poor') {
    await wait(POOR_CONNECTION_PREFETCH_DELAY_MS);
    if (!getConnectionState().isOnline) return 'offline';
  }
  // the screen mounted with the signed-in person starts its reads in the same flush of effects as
  // the one that called this: let them start first, so the ones it would repeat are seen in flight
  await Promise.resolve();
  await Promise.all(PREFETCH_URLS.map((url) => prefetchOne(client, url)));
  return 'done';
}
