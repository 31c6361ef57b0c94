import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearUserStorage } from '../storage';
import {
  categoryFor,
  DROPPED_MESSAGE,
  enqueueRequest,
  getQueueCount,
  listenForQueueEvents,
  MAX_RETRIES,
  orderQueue,
  pauseBetweenItemsMs,
  PRIORITY_ORDER,
  priorityFor,
  processQueue,
  QUEUE_FAILURE_EVENT,
  QUEUE_MAX_AGE_MS,
  QUEUE_REQUEST_EVENT,
  QUEUE_STORAGE_KEY,
  QUEUE_SUCCESS_EVENT,
  readQueue,
  RETRY_DELAYS_MS,
  sanitizeBody,
  sanitizeHeaders,
  subscribeQueueCount,
  subscribeReplay,
  type QueueFailureDetail,
  type QueueSuccessDetail,
} from './offline-queue';

// customer spec 3, 4, 5, 7 and 9 (offline queue); shared protocol points 3, 4 and 5.

type Sent = { url: string; init: RequestInit };

function stubFetch(reply: (call: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, init };
      sent.push(call);
      return reply(call);
    }),
  );
  return sent;
}

function listen<T>(type: string) {
  const details: T[] = [];
  const listener = (event: Event) => details.push((event as CustomEvent<T>).detail);
  window.addEventListener(type, listener);
  return { details, stop: () => window.removeEventListener(type, listener) };
}

const headerOf = (call: Sent | undefined, name: string) =>
  (call?.init.headers as Record<string, string> | undefined)?.[name];

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('the spec constants', () => {
  it('holds the storage key, retries, age and priorities of customer spec 9', () => {
    expect(QUEUE_STORAGE_KEY).toBe('offline_request_queue');
    expect(MAX_RETRIES).toBe(3);
    expect(RETRY_DELAYS_MS).toEqual([1000, 5000, 15_000]);
    expect(QUEUE_MAX_AGE_MS).toBe(24 * 60 * 60 * 1000);
    expect(PRIORITY_ORDER).toEqual(['high', 'medium', 'low']);
  });

  it('pauses min(100 + 50 x count, 1000) ms between items', () => {
    expect(pauseBetweenItemsMs(0)).toBe(100);
    expect(pauseBetweenItemsMs(1)).toBe(150);
    expect(pauseBetweenItemsMs(10)).toBe(600);
    expect(pauseBetweenItemsMs(18)).toBe(1000);
    expect(pauseBetweenItemsMs(50)).toBe(1000);
  });

  it('files orders high, cart medium and everything else low', () => {
    expect(categoryFor('/api/orders')).toBe('order');
    expect(categoryFor('/api/orders/7/notes')).toBe('order');
    expect(categoryFor('/api/cart/items')).toBe('cart');
    expect(categoryFor('/api/vendor/orders/3')).toBe('vendor');
    expect(categoryFor('/api/vendors/3/reviews')).toBe('general');
    expect(categoryFor('/api/notifications/1/read')).toBe('general');
    expect(priorityFor('order')).toBe('high');
    expect(priorityFor('cart')).toBe('medium');
    expect(priorityFor('vendor')).toBe('low');
    expect(priorityFor('general')).toBe('low');
  });
});

describe('sanitising before storing (customer spec 5)', () => {
  it('removes secret-like fields at any depth and keeps the rest', () => {
    expect(
      sanitizeBody({
        vendorId: 3,
        password: 'x',
        apiKey: 'x',
        cardNumber: 'x',
        creditLimit: 1,
        SSN: 'x',
        socialId: 'x',
        nested: { authToken: 'x', clientSecret: 'x', notes: 'no onions' },
        items: [{ menuItemId: 1, quantity: 2, cardHolder: 'x' }],
      }),
    ).toEqual({
      vendorId: 3,
      nested: { notes: 'no onions' },
      items: [{ menuItemId: 1, quantity: 2 }],
    });
    expect(sanitizeBody(undefined)).toBeUndefined();
    expect(sanitizeBody('text')).toBe('text');
  });

  it('drops authorization, cookie and token headers', () => {
    expect(
      sanitizeHeaders({
        Authorization: 'Bearer x',
        Cookie: 'sid=1',
        'X-CSRF-Token': 't',
        'Idempotency-Key': 'k',
        Accept: 'application/json',
      }),
    ).toEqual({ 'Idempotency-Key': 'k', Accept: 'application/json' });
  });

  it('stores the sanitised item with the spec fields, never the secrets', () => {
    const item = enqueueRequest(
      {
        url: '/api/orders',
        method: 'post',
        body: { vendorId: 3, password: 'hunter2' },
        headers: { Authorization: 'Bearer secret' },
      },
      1000,
    );
    const stored = localStorage.getItem(QUEUE_STORAGE_KEY) ?? '';
    expect(stored).not.toContain('hunter2');
    expect(stored).not.toContain('Bearer');
    expect(Object.keys(item).sort()).toEqual(
      [
        'body',
        'category',
        'headers',
        'id',
        'method',
        'priority',
        'retryCount',
        'timestamp',
        'url',
      ].sort(),
    );
    expect(item).toMatchObject({
      timestamp: 1000,
      retryCount: 0,
      priority: 'high',
      category: 'order',
      method: 'POST',
      body: { vendorId: 3 },
    });
  });
});

describe('storage', () => {
  it('keeps the caller Idempotency-Key, or fixes a new one when queued (shared protocol 5)', () => {
    const own = enqueueRequest({
      url: '/api/orders',
      method: 'POST',
      headers: { 'idempotency-key': 'k1' },
    });
    const fresh = enqueueRequest({ url: '/api/orders', method: 'POST' });
    expect(own.headers).toEqual({ 'Idempotency-Key': 'k1' });
    expect(fresh.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(readQueue().map((item) => item.headers['Idempotency-Key'])).toEqual([
      'k1',
      fresh.headers['Idempotency-Key'],
    ]);
  });

  it('orders by priority, then first in first out', () => {
    const general = enqueueRequest({ url: '/api/notifications/1/read', method: 'PATCH' }, 1);
    const cart = enqueueRequest({ url: '/api/cart', method: 'POST' }, 2);
    const firstOrder = enqueueRequest({ url: '/api/orders', method: 'POST' }, 3);
    const secondOrder = enqueueRequest({ url: '/api/orders/4/notes', method: 'PATCH' }, 4);
    const vendor = enqueueRequest({ url: '/api/vendor/orders/4', method: 'PATCH' }, 5);
    expect(orderQueue(readQueue(10)).map((item) => item.id)).toEqual([
      firstOrder.id,
      secondOrder.id,
      cart.id,
      general.id,
      vendor.id,
    ]);
  });

  it('treats unparseable storage as empty (customer spec 8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(QUEUE_STORAGE_KEY, '{not json');
    expect(readQueue()).toEqual([]);
    expect(localStorage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
    localStorage.setItem(QUEUE_STORAGE_KEY, JSON.stringify([{ nonsense: true }]));
    expect(readQueue()).toEqual([]);
    warn.mockRestore();
  });

  it('purges items older than 24 h', () => {
    const now = 10 * QUEUE_MAX_AGE_MS;
    enqueueRequest({ url: '/api/orders', method: 'POST' }, now - QUEUE_MAX_AGE_MS - 1);
    const young = enqueueRequest(
      { url: '/api/orders', method: 'POST' },
      now - QUEUE_MAX_AGE_MS + 1000,
    );
    expect(readQueue(now).map((item) => item.id)).toEqual([young.id]);
    expect(JSON.parse(localStorage.getItem(QUEUE_STORAGE_KEY) ?? '[]')).toHaveLength(1);
  });

  it('tells subscribers the count', () => {
    const counts: number[] = [];
    const stop = subscribeQueueCount((count) => counts.push(count));
    enqueueRequest({ url: '/api/orders', method: 'POST' });
    enqueueRequest({ url: '/api/orders', method: 'POST' });
    stop();
    expect(counts).toEqual([1, 2]);
    expect(getQueueCount()).toBe(2);
  });

  it('joins a write the service worker could not send, under its id (shared protocol 3)', () => {
    stubFetch(() => new Response(null, { status: 503 }));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = listenForQueueEvents();
    window.dispatchEvent(
      new CustomEvent(QUEUE_REQUEST_EVENT, {
        detail: {
          id: 'sw-1',
          url: '/api/orders',
          method: 'POST',
          body: { vendorId: 2, cardNumber: '4242' },
          headers: { 'content-type': 'application/json', cookie: 'sid=1' },
        },
      }),
    );
    // the same hand-over twice is one item
    window.dispatchEvent(
      new CustomEvent(QUEUE_REQUEST_EVENT, {
        detail: { id: 'sw-1', url: '/api/orders', method: 'POST' },
      }),
    );
    stop();
    onLine.mockRestore();
    const [item, ...rest] = readQueue();
    expect(rest).toHaveLength(0);
    expect(item).toMatchObject({
      id: 'sw-1',
      category: 'order',
      priority: 'high',
      body: { vendorId: 2 },
      headers: { 'content-type': 'application/json' },
    });
    expect(item?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('forgets the count when a person logs out', () => {
    enqueueRequest({ url: '/api/orders', method: 'POST' });
    const counts: number[] = [];
    const stopCount = subscribeQueueCount((count) => counts.push(count));
    const stop = listenForQueueEvents();
    clearUserStorage();
    stop();
    stopCount();
    expect(counts).toEqual([0]);
    expect(getQueueCount()).toBe(0);
  });
});

describe('replay', () => {
  it('sends in priority order with the marker, the stored headers and JSON body, then empties', async () => {
    vi.useFakeTimers();
    const sent = stubFetch(() => Response.json({ id: 9 }, { status: 201 }));
    const successes = listen<QueueSuccessDetail>(QUEUE_SUCCESS_EVENT);
    const low = enqueueRequest({ url: '/api/notifications/1/read', method: 'PATCH' });
    const high = enqueueRequest({
      url: '/api/orders',
      method: 'POST',
      body: { vendorId: 3 },
      headers: { 'Idempotency-Key': 'k7' },
    });
    const run = processQueue();
    await vi.runAllTimersAsync();
    const summary = await run;
    successes.stop();
    expect(sent.map((call) => call.url)).toEqual(['/api/orders', '/api/notifications/1/read']);
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      body: '{"vendorId":3}',
      headers: {
        'Content-Type': 'application/json',
        'Idempotency-Key': 'k7',
        'X-Offline-Queue': 'app',
      },
    });
    expect(sent[1]?.init.body).toBeUndefined();
    expect(successes.details).toEqual([
      {
        id: high.id,
        category: 'order',
        url: '/api/orders',
        method: 'POST',
        status: 201,
        body: { id: 9 },
      },
      {
        id: low.id,
        category: 'general',
        url: '/api/notifications/1/read',
        method: 'PATCH',
        status: 201,
        body: { id: 9 },
      },
    ]);
    expect(summary.sent).toHaveLength(2);
    expect(getQueueCount()).toBe(0);
  });

  it('sends each header once, whatever its stored spelling, and the content type of what it sends', async () => {
    vi.useFakeTimers();
    const sent = stubFetch(() => Response.json({ id: 9 }, { status: 201 }));
    // as the service worker hands them over: lower-case names, the page's own content type
    enqueueRequest({
      url: '/api/orders',
      method: 'POST',
      body: { vendorId: 3 },
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-offline-queue': 'page' },
    });
    enqueueRequest({
      url: '/api/notifications/1/read',
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
    });
    const run = processQueue();
    await vi.runAllTimersAsync();
    await run;
    const [order, read] = sent.map((call) => new Headers(call.init.headers));
    expect(order?.get('content-type')).toBe('application/json');
    expect(order?.get('x-offline-queue')).toBe('app');
    expect(order?.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    // no body is sent, so no content type claims one
    expect(read?.get('content-type')).toBeNull();
  });

  it('pauses min(100 + 50 x count) ms between items', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    stubFetch(() => {
      times.push(Date.now());
      return Response.json({});
    });
    for (let index = 0; index < 4; index += 1)
      enqueueRequest({ url: '/api/orders', method: 'POST' }, Date.now() + index);
    const run = processQueue();
    await vi.runAllTimersAsync();
    await run;
    const gaps = times.slice(1).map((time, index) => time - (times[index] ?? 0));
    expect(gaps).toEqual([150, 200, 250]);
  });

  it('runs once at a time: a second call shares the running one', async () => {
    vi.useFakeTimers();
    let release: () => void = () => undefined;
    const sent = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(Response.json({}));
        }),
    );
    enqueueRequest({ url: '/api/orders', method: 'POST' });
    const first = processQueue();
    const second = processQueue();
    expect(second).toBe(first);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    release();
    await vi.runAllTimersAsync();
    expect((await first).sent).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it('does not retry a 4xx: reports it with the server message, drops it (shared protocol 4)', async () => {
    vi.useFakeTimers();
    const sent = stubFetch(() => Response.json({ message: 'Closed right now.' }, { status: 409 }));
    const failures = listen<QueueFailureDetail>(QUEUE_FAILURE_EVENT);
    const item = enqueueRequest({ url: '/api/orders', method: 'POST' });
    const run = processQueue();
    await vi.runAllTimersAsync();
    const summary = await run;
    failures.stop();
    expect(sent).toHaveLength(1);
    expect(failures.details).toEqual([
      {
        id: item.id,
        category: 'order',
        url: '/api/orders',
        method: 'POST',
        status: 409,
        message: 'Closed right now.',
      },
    ]);
    expect(summary.failed).toEqual(failures.details);
    expect(getQueueCount()).toBe(0);
  });

  it("reports a 4xx without a message as 'HTTP {status}' (customer spec 8)", async () => {
    vi.useFakeTimers();
    stubFetch(() => new Response('nope', { status: 422 }));
    const failures = listen<QueueFailureDetail>(QUEUE_FAILURE_EVENT);
    enqueueRequest({ url: '/api/orders', method: 'POST' });
    const run = processQueue();
    await vi.runAllTimersAsync();
    await run;
    failures.stop();
    expect(failures.details[0]?.message).toBe('HTTP 422');
  });

  it('retries after 1 s, 5 s and 15 s with the same Idempotency-Key, then drops and tells', async () => {
    vi.useFakeTimers();
    const sent = stubFetch(() => new Response(null, { status: 503 }));
    const failures = listen<QueueFailureDetail>(QUEUE_FAILURE_EVENT);
    const summaries: number[] = [];
    const stopReplay = subscribeReplay((summary) => summaries.push(summary.failed.length));
    const item = enqueueRequest({ url: '/api/orders', method: 'POST', body: { vendorId: 1 } });
    await processQueue();
    expect(sent).toHaveLength(1);
    expect(readQueue()[0]?.retryCount).toBe(1);

    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    expect(readQueue()[0]?.retryCount).toBe(2);

    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[1] - 1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(3);

    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[2] - 1);
    expect(sent).toHaveLength(3);
    expect(failures.details).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(4);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(4);
    failures.stop();
    stopReplay();

    expect(new Set(sent.map((call) => headerOf(call, 'Idempotency-Key')))).toEqual(
      new Set([item.headers['Idempotency-Key']]),
    );
    expect(failures.details).toEqual([
      {
        id: item.id,
        category: 'order',
        url: '/api/orders',
        method: 'POST',
        status: 0,
        message: DROPPED_MESSAGE,
      },
    ]);
    expect(summaries).toEqual([1]);
    expect(getQueueCount()).toBe(0);
  });

  it('retries a network failure too', async () => {
    vi.useFakeTimers();
    let attempts = 0;
    const sent = stubFetch(() => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch');
      return Response.json({ id: 1 });
    });
    enqueueRequest({ url: '/api/orders', method: 'POST' });
    await processQueue();
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]);
    await vi.runAllTimersAsync();
    expect(sent).toHaveLength(2);
    expect(getQueueCount()).toBe(0);
  });

  it('stops without spending retries while the browser is offline', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const sent = stubFetch(() => Response.json({}));
    enqueueRequest({ url: '/api/orders', method: 'POST' });
    const summary = await processQueue();
    onLine.mockRestore();
    expect(sent).toHaveLength(0);
    expect(summary).toEqual({ sent: [], failed: [] });
    expect(readQueue()[0]?.retryCount).toBe(0);
  });
});
