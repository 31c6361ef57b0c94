import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiJson,
  apiParsed,
  apiRequest,
  createQueryClient,
  isQueueable,
  NetworkError,
  OFFLINE_MESSAGE,
  QueuedWriteError,
  unlessQueued,
} from './api';
import { markOffline, resetConnectionState } from './offline/connection';
import {
  CACHE_LIFETIMES_MS,
  CACHE_KEY_PREFIX,
  getCached,
  setCached,
} from './offline/offline-cache';
import { readQueue } from './offline/offline-queue';
import { isQueuedReply, QUEUED_MESSAGE } from './offline/queued-reply';
import { clearUserStorage } from './storage';

// customer spec 7 (the request wrapper), 8 (the queued-write reply); shared protocol 1, 2 and 5.

type Call = { url: string; init: RequestInit };

function stubFetch(reply: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, init };
      calls.push(call);
      return reply(call);
    }),
  );
  return calls;
}

const noNetwork = () => {
  throw new TypeError('Failed to fetch');
};

let onLine: { mockRestore: () => void } | undefined;
function goOffline() {
  onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
}

beforeEach(() => resetConnectionState());
afterEach(() => {
  onLine?.mockRestore();
  onLine = undefined;
});

const entryLifetime = (url: string) => {
  const entry = JSON.parse(localStorage.getItem(`${CACHE_KEY_PREFIX}${url}`) ?? 'null') as {
    timestamp: number;
    expiresAt: number;
  } | null;
  return entry && entry.expiresAt - entry.timestamp;
};

describe('reads', () => {
  it('keeps successful reads of vendors 30 min, orders 5 min and the profile 10 min', async () => {
    stubFetch(() => Response.json([{ id: 1 }]));
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['/api/vendors'] });
    await client.fetchQuery({ queryKey: ['/api/user/profile'] });
    await apiJson('GET', '/api/orders/recent');
    await client.fetchQuery({ queryKey: ['/api/notifications'] });
    await vi.waitFor(() =>
      expect(entryLifetime('/api/orders/recent')).toBe(CACHE_LIFETIMES_MS.orders),
    );
    expect(entryLifetime('/api/vendors')).toBe(CACHE_LIFETIMES_MS.vendors);
    expect(entryLifetime('/api/user/profile')).toBe(CACHE_LIFETIMES_MS.profile);
    expect(getCached('/api/notifications')).toBeNull();
  });

  it('answers a read with no connection from the cache, through the query function and apiJson', async () => {
    setCached('/api/vendors/3/menu', [{ id: 7, name: 'Taco' }]);
    goOffline();
    stubFetch(noNetwork);
    const client = createQueryClient();
    expect(await client.fetchQuery({ queryKey: ['/api/vendors/3/menu'] })).toEqual([
      { id: 7, name: 'Taco' },
    ]);
    expect(await apiJson('GET', '/api/vendors/3/menu')).toEqual([{ id: 7, name: 'Taco' }]);
    // nothing kept: the offline error as before
    await expect(client.fetchQuery({ queryKey: ['/api/vendors/4/menu'] })).rejects.toThrow(
      OFFLINE_MESSAGE,
    );
    await expect(apiJson('GET', '/api/orders')).rejects.toBeInstanceOf(NetworkError);
  });

  it('never answers from the cache when the server answered with an error', async () => {
    setCached('/api/vendors', [{ id: 1 }]);
    stubFetch(() => new Response('boom', { status: 500 }));
    await expect(apiJson('GET', '/api/vendors')).rejects.toThrow('500: boom');
  });

  it('drops a read that was in flight when the person logged out', async () => {
    let release: (response: Response) => void = () => undefined;
    stubFetch(() => new Promise<Response>((resolve) => (release = resolve)));
    const read = createQueryClient().fetchQuery({ queryKey: ['/api/orders'] });
    await vi.waitFor(() => expect(release).not.toBe(undefined));
    await new Promise((resolve) => setTimeout(resolve, 0));
    clearUserStorage();
    release(Response.json([{ id: 1 }]));
    await read;
    expect(getCached('/api/orders')).toBeNull();
  });
});

describe('writes', () => {
  it('queues a write made offline and answers the synthetic 202 (shared protocol 1)', async () => {
    goOffline();
    stubFetch(noNetwork);
    const response = await apiRequest(
      'POST',
      '/api/orders',
      { vendorId: 3, password: 'x' },
      { headers: { 'Idempotency-Key': 'attempt-1' } },
    );
    expect(response.status).toBe(202);
    const body: unknown = await response.json();
    const [item] = readQueue();
    expect(body).toEqual({
      success: true,
      pendingId: item?.id,
      status: 'pending',
      message: QUEUED_MESSAGE,
      offline: true,
    });
    expect(item).toMatchObject({
      url: '/api/orders',
      method: 'POST',
      body: { vendorId: 3 },
      headers: { 'Idempotency-Key': 'attempt-1' },
    });
  });

  it('queues at once, without trying, when the app knows it is offline', async () => {
    const calls = stubFetch(() => Response.json({}));
    markOffline();
    const answer = await apiJson('PATCH', '/api/notifications/1/read');
    expect(isQueuedReply(answer)).toBe(true);
    expect(calls).toHaveLength(0);
  });

  it('returns the queued reply unparsed from apiParsed; unlessQueued turns it into a QueuedWriteError', async () => {
    goOffline();
    stubFetch(noNetwork);
    const answer = await apiParsed(z.object({ id: z.number() }), 'PATCH', '/api/orders/4/notes', {
      notes: 'x',
    });
    expect(isQueuedReply(answer)).toBe(true);
    expect(() => unlessQueued(answer)).toThrow(QueuedWriteError);
    expect(() => unlessQueued(answer)).toThrow(NetworkError);
    expect(unlessQueued({ id: 1 })).toEqual({ id: 1 });
  });

  it('never queues a payment, a sign-in or a quote: they fail offline as before (shared protocol 5)', async () => {
    goOffline();
    stubFetch(noNetwork);
    for (const url of [
      '/api/payments/demo/confirm',
      '/api/payments/demo/create-intent',
      '/api/create-payment-intent',
      '/api/auth/login',
      '/api/orders/quote',
      '/api/vendor/orders/7/remind',
      '/api/orders/7/ready-seen',
    ]) {
      expect(isQueueable('POST', url)).toBe(false);
      await expect(apiRequest('POST', url, {})).rejects.toThrow(OFFLINE_MESSAGE);
    }
    expect(readQueue()).toEqual([]);
    expect(isQueueable('GET', '/api/orders')).toBe(false);
    expect(isQueueable('POST', '/somewhere/else')).toBe(false);
    expect(isQueueable('DELETE', '/api/notifications/3')).toBe(true);
  });

  it('leaves a server refusal alone (only no answer is queued)', async () => {
    stubFetch(() => Response.json({ message: 'Closed' }, { status: 409 }));
    await expect(apiRequest('POST', '/api/orders', {})).rejects.toThrow('409');
    expect(readQueue()).toEqual([]);
  });
});

describe('the marker header (shared protocol 2)', () => {
  it('goes on every /api/ request of the app, and nowhere else', async () => {
    const calls = stubFetch(() => Response.json({}));
    await apiRequest('POST', '/api/orders', {});
    await createQueryClient().fetchQuery({ queryKey: ['/api/vendors/9'] });
    await apiRequest('GET', '/health');
    const marker = (call: Call | undefined) =>
      (call?.init.headers as Record<string, string> | undefined)?.['X-Offline-Queue'];
    expect(marker(calls[0])).toBe('app');
    expect(marker(calls[1])).toBe('app');
    expect(marker(calls[2])).toBeUndefined();
  });
});
