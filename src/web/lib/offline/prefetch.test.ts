import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiJson } from '../api';
import { checkConnection, HEALTH_URL, markOffline, resetConnectionState } from './connection';
import { CACHE_LIFETIMES_MS, CACHE_KEY_PREFIX, getCached } from './offline-cache';
import {
  POOR_CONNECTION_PREFETCH_DELAY_MS,
  prefetchOfflineData,
  PREFETCH_COOLDOWN_MS,
  PREFETCH_TIMEOUT_MS,
  PREFETCH_URLS,
  resetPrefetchThrottle,
} from './prefetch';

// customer spec 4 and 7 (prefetch), 8 (prefetch errors logged only), 9 (prefetch constants).

type Reply = (url: string, init: RequestInit) => Promise<Response>;

function stubFetch(reply: Reply) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      urls.push(url);
      return reply(url, init);
    }),
  );
  return urls;
}

const answers: Record<string, unknown> = {
  '/api/vendors': [{ id: 1, name: 'Taco Encore' }],
  '/api/user/profile': { id: 5, firstName: 'Robin' },
  '/api/orders/recent': [{ id: 9 }],
};
const serve: Reply = async (url) => Response.json(answers[url] ?? null);

beforeEach(() => {
  resetConnectionState();
  resetPrefetchThrottle();
});
afterEach(() => vi.useRealTimers());

describe('prefetch', () => {
  it('holds the spec constants', () => {
    expect(PREFETCH_URLS).toEqual(['/api/vendors', '/api/user/profile', '/api/orders/recent']);
    expect(PREFETCH_COOLDOWN_MS).toBe(60_000);
    expect(PREFETCH_TIMEOUT_MS).toBe(10_000);
    expect(POOR_CONNECTION_PREFETCH_DELAY_MS).toBe(2000);
  });

  it('fills the offline cache and the query cache, at most once a minute', async () => {
    const urls = stubFetch(serve);
    const client = new QueryClient();
    expect(await prefetchOfflineData(client, 1_000_000)).toBe('done');
    expect(urls).toEqual(PREFETCH_URLS);
    expect(getCached('/api/vendors')).toEqual(answers['/api/vendors']);
    expect(getCached('/api/orders/recent')).toEqual(answers['/api/orders/recent']);
    expect(client.getQueryData(['/api/user/profile'])).toEqual(answers['/api/user/profile']);
    const entry = JSON.parse(
      localStorage.getItem(`${CACHE_KEY_PREFIX}/api/orders/recent`) ?? '{}',
    ) as {
      expiresAt: number;
      timestamp: number;
    };
    expect(entry.expiresAt - entry.timestamp).toBe(CACHE_LIFETIMES_MS.orders);

    expect(await prefetchOfflineData(client, 1_000_000 + PREFETCH_COOLDOWN_MS - 1)).toBe(
      'throttled',
    );
    expect(urls).toHaveLength(3);
    expect(await prefetchOfflineData(client, 1_000_000 + PREFETCH_COOLDOWN_MS)).toBe('done');
    expect(urls).toHaveLength(6);
  });

  it('does nothing while offline', async () => {
    const urls = stubFetch(serve);
    markOffline();
    expect(await prefetchOfflineData(new QueryClient())).toBe('offline');
    expect(urls).toEqual([]);
  });

  it('keeps a 404 silent and only logs other failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch(async (url) => {
      if (url === '/api/vendors') return new Response('missing', { status: 404 });
      if (url === '/api/user/profile') throw new TypeError('Failed to fetch');
      return new Response('down', { status: 500 });
    });
    expect(await prefetchOfflineData(new QueryClient())).toBe('done');
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([
      'CurtainCall: prefetch of /api/user/profile failed',
      'CurtainCall: prefetch of /api/orders/recent failed',
    ]);
    expect(getCached('/api/vendors')).toBeNull();
    warn.mockRestore();
  });

  it('aborts a read after 10 s', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const aborted: string[] = [];
    stubFetch(
      (url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted.push(url);
            reject(new DOMException('aborted', 'AbortError'));
          });
        }),
    );
    const run = prefetchOfflineData(new QueryClient());
    await vi.advanceTimersByTimeAsync(PREFETCH_TIMEOUT_MS - 1);
    expect(aborted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toBe('done');
    expect(aborted).toEqual(PREFETCH_URLS);
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });

  it('waits 2 s on a poor connection', async () => {
    vi.useFakeTimers();
    const urls = stubFetch(async (url) => {
      if (url === HEALTH_URL) {
        await new Promise((resolve) => setTimeout(resolve, 3500));
        return new Response('ok');
      }
      return serve(url, {});
    });
    const check = checkConnection();
    await vi.advanceTimersByTimeAsync(3500);
    expect((await check).connectionQuality).toBe('poor');
    const run = prefetchOfflineData(new QueryClient());
    await vi.advanceTimersByTimeAsync(POOR_CONNECTION_PREFETCH_DELAY_MS - 1);
    expect(urls).toEqual([HEALTH_URL]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await run).toBe('done');
    expect(urls).toEqual([HEALTH_URL, ...PREFETCH_URLS]);
  });
});

describe('prefetch beside the screen', () => {
  it("does not repeat a read the screen's own query is making", async () => {
    const urls = stubFetch(serve);
    const client = new QueryClient();
    let answerVendors: (value: unknown) => void = () => undefined;
    void client.fetchQuery({
      queryKey: ['/api/vendors'],
      queryFn: () => new Promise((resolve) => (answerVendors = resolve)),
    });
    expect(await prefetchOfflineData(client)).toBe('done');
    expect(urls).toEqual(['/api/user/profile', '/api/orders/recent']);
    answerVendors([]);
  });

  it('starts after the reads mounted in the same commit, and skips them', async () => {
    const urls = stubFetch(serve);
    const client = new QueryClient();
    const run = prefetchOfflineData(client);
    // a screen rendered with the signed-in person starts its read right after the prefetch
    void client.fetchQuery({
      queryKey: ['/api/orders/recent'],
      queryFn: () => new Promise(() => undefined),
    });
    expect(await run).toBe('done');
    expect(urls).toEqual(['/api/vendors', '/api/user/profile']);
  });

  it('shares its call with a read of the same URL that starts meanwhile', async () => {
    let answer: () => void = () => undefined;
    const urls = stubFetch(async (url) => {
      if (url === '/api/orders/recent') await new Promise<void>((resolve) => (answer = resolve));
      return serve(url, {});
    });
    const client = new QueryClient();
    const run = prefetchOfflineData(client);
    await vi.waitFor(() => expect(urls).toContain('/api/orders/recent'));
    // the home's Recent Orders, whose code arrived after the prefetch began
    const read = apiJson('GET', '/api/orders/recent');
    answer();
    expect(await read).toEqual(answers['/api/orders/recent']);
    expect(await run).toBe('done');
    expect(urls.filter((url) => url === '/api/orders/recent')).toHaveLength(1);
    expect(client.getQueryData(['/api/orders/recent'])).toEqual(answers['/api/orders/recent']);
  });

  /** Recent orders answered head first; the body comes with `sendBodies`, or fails on abort. */
  function stubSlowBody() {
    const bodiesToSend: (() => void)[] = [];
    const sendBodies = () => bodiesToSend.splice(0).forEach((send) => send());
    const urls = stubFetch(async (url, init) => {
      if (url !== '/api/orders/recent') return serve(url, {});
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => {
          init.signal?.addEventListener('abort', () => controller.error(init.signal?.reason));
          bodiesToSend.push(() => {
            controller.enqueue(new TextEncoder().encode(JSON.stringify(answers[url])));
            controller.close();
          });
        },
      });
      return new Response(body, { headers: { 'Content-Type': 'application/json' } });
    });
    const recentReads = () => urls.filter((url) => url === '/api/orders/recent').length;
    return { urls, sendBodies, recentReads };
  }

  /** Starts the prefetch and waits until it has the head of recent orders, not yet the body. */
  async function prefetchReadingBody(client: QueryClient, urls: string[]) {
    const run = prefetchOfflineData(client);
    await vi.waitFor(() => expect(urls).toContain('/api/orders/recent'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return { run };
  }

  it('shares its answer with a read that starts while it is still reading the body', async () => {
    // the answer's head has come (a preloaded answer comes at once), its body not yet
    const { urls, sendBodies, recentReads } = stubSlowBody();
    const { run } = await prefetchReadingBody(new QueryClient(), urls);
    const read = apiJson('GET', '/api/orders/recent');
    sendBodies();
    expect(await read).toEqual(answers['/api/orders/recent']);
    expect(await run).toBe('done');
    expect(recentReads()).toBe(1);
    // once the prefetch is done with it, the same read goes out again
    const readAgain = apiJson('GET', '/api/orders/recent');
    sendBodies();
    await readAgain;
    expect(recentReads()).toBe(2);
  });

  it('keeps reading its answer when a read that joined it is cancelled', async () => {
    const { urls, sendBodies, recentReads } = stubSlowBody();
    const client = new QueryClient();
    const { run } = await prefetchReadingBody(client, urls);
    const cancel = new AbortController();
    const read = apiJson('GET', '/api/orders/recent', undefined, { signal: cancel.signal });
    cancel.abort();
    await expect(read).rejects.toThrow();
    sendBodies();
    expect(await run).toBe('done');
    expect(client.getQueryData(['/api/orders/recent'])).toEqual(answers['/api/orders/recent']);
    expect(recentReads()).toBe(1);
  });
});

describe('prefetch after the screen', () => {
  it('does not read again what a screen shows fresh; a stale or unshown answer is read', async () => {
    const urls = stubFetch(serve);
    const client = new QueryClient();
    const show = (url: string, staleTime: number) =>
      new QueryObserver(client, {
        queryKey: [url],
        queryFn: () => answers[url],
        staleTime,
      }).subscribe(() => undefined);
    // the home shows the vendors it read a moment ago (with the page load); it shows
    // recent orders too, but they are stale; the profile was read earlier and nobody shows it
    const stopShowingVendors = show('/api/vendors', 60_000);
    const stopShowingRecent = show('/api/orders/recent', 0);
    client.setQueryData(['/api/user/profile'], answers['/api/user/profile']);
    await vi.waitFor(() => {
      expect(client.getQueryData(['/api/vendors'])).toBeDefined();
      expect(client.getQueryData(['/api/orders/recent'])).toBeDefined();
    });

    expect(await prefetchOfflineData(client)).toBe('done');
    expect(urls).toEqual(['/api/user/profile', '/api/orders/recent']);
    stopShowingVendors();
    stopShowingRecent();
  });
});
