import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  apiErrorCode,
  apiJson,
  apiParsed,
  apiRequest,
  createQueryClient,
  errorMessage,
  getQueryFn,
  HttpError,
  MAX_PENDING_REQUESTS,
  NetworkError,
  OFFLINE_MESSAGE,
  REQUEST_TIMEOUT_MS,
  ResponseShapeError,
  TIMEOUT_MESSAGE,
  UNREADABLE_ANSWER_MESSAGE,
} from './api';

// customer spec 7, shared request behaviour.

type Call = { url: string; init: RequestInit };

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/** A fetch whose answers the test hands out one by one (so requests stay in flight). */
function controlledFetch() {
  const calls: Call[] = [];
  const resolvers: ((response: Response) => void)[] = [];
  const answered = new Set<number>();
  const fetchMock = vi.fn(
    (input: RequestInfo | URL, init: RequestInit = {}) =>
      new Promise<Response>((resolve) => {
        calls.push({ url: urlOf(input), init });
        resolvers.push(resolve);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** Answers the request made as call number `index` (from 0). */
    answer: (index: number, body: unknown = { ok: true }) => {
      answered.add(index);
      resolvers[index]?.(Response.json(body));
    },
    /** Answers every request still waiting. */
    answerAll: (body: unknown = { ok: true }) => {
      resolvers.forEach((resolve, index) => {
        if (!answered.has(index)) resolve(Response.json(body));
        answered.add(index);
      });
    },
  };
}

/** A fetch that answers at once. */
function answeringFetch(reply: () => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      calls.push({ url: urlOf(input), init });
      return reply();
    }),
  );
  return calls;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('apiRequest', () => {
  it('always sends credentials; a JSON body and content type only with a payload', async () => {
    const calls = answeringFetch(() => Response.json({}));
    await apiRequest('POST', '/api/orders', { vendorId: 3 });
    await apiRequest('POST', '/api/auth/logout');
    await apiRequest('GET', '/api/vendors');

    const [withPayload, withoutPayload, read] = calls;
    expect(withPayload?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', 'X-Offline-Queue': 'app' },
      body: '{"vendorId":3}',
    });
    for (const call of [withoutPayload, read]) {
      expect(call?.init.credentials).toBe('include');
      expect(call?.init.body).toBeUndefined();
      // shared protocol 2: the app's own /api/ requests carry the marker, nothing else
      expect(call?.init.headers).toEqual({ 'X-Offline-Queue': 'app' });
    }
  });

  it('keeps extra headers beside the content type', async () => {
    const calls = answeringFetch(() => Response.json({}));
    await apiRequest('POST', '/api/orders', { a: 1 }, { headers: { 'Idempotency-Key': 'k1' } });
    expect(calls[0]?.init.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'k1',
      'X-Offline-Queue': 'app',
    });
  });

  it("turns a failure into 'status: body', or the status text when the body is empty", async () => {
    answeringFetch(() => new Response('Vendor not found', { status: 404 }));
    const withBody = await apiRequest('GET', '/api/vendors/99').catch((error: unknown) => error);
    expect(withBody).toBeInstanceOf(HttpError);
    expect((withBody as HttpError).message).toBe('404: Vendor not found');
    expect((withBody as HttpError).status).toBe(404);

    vi.unstubAllGlobals();
    answeringFetch(() => new Response(null, { status: 503, statusText: 'Service Unavailable' }));
    await expect(apiRequest('GET', '/api/vendors')).rejects.toThrow('503: Service Unavailable');
  });

  it("shows a person the server's own message, never raw JSON", async () => {
    answeringFetch(() =>
      Response.json({ code: 'VENDOR_CLOSED', message: 'Closed right now.' }, { status: 409 }),
    );
    const error = await apiRequest('POST', '/api/orders', {}).catch((caught: unknown) => caught);
    expect((error as HttpError).message).toBe(
      '409: {"code":"VENDOR_CLOSED","message":"Closed right now."}',
    );
    expect(errorMessage(error, 'fallback')).toBe('Closed right now.');
  });
});

describe('one rule for the text a person sees', () => {
  it("shows the server's message, the app's own words, or the screen's fallback", () => {
    const json = new HttpError(409, '{"code":"WRONG_PICKUP_CODE","message":"Wrong code."}');
    expect(errorMessage(json, 'fallback')).toBe('Wrong code.');
    expect(apiErrorCode(json)).toBe('WRONG_PICKUP_CODE');
    const proxyPage = new HttpError(502, '<html>Bad gateway</html>');
    expect(errorMessage(proxyPage, 'fallback')).toBe('fallback');
    expect(apiErrorCode(proxyPage)).toBeNull();
    expect(errorMessage(new NetworkError(OFFLINE_MESSAGE), 'fallback')).toBe(OFFLINE_MESSAGE);
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(errorMessage(new DOMException('signal timed out', 'TimeoutError'), 'fallback')).toBe(
      'fallback',
    );
  });

  it('an answer without the contract shape is an error the screen can show', async () => {
    answeringFetch(() => Response.json({ id: 'not a number' }));
    const error = await apiParsed(z.object({ id: z.number() }), 'GET', '/api/orders/1').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ResponseShapeError);
    expect(errorMessage(error, 'fallback')).toBe(UNREADABLE_ANSWER_MESSAGE);
  });
});

describe('de-duplication of identical in-flight requests', () => {
  it('shares one network call between identical requests; each caller can read the body', async () => {
    const network = controlledFetch();
    const first = apiJson('GET', '/api/vendors');
    const second = apiJson('GET', '/api/vendors');
    const otherPayload = apiJson('POST', '/api/orders/quote', { vendorId: 2 });
    const samePayload = apiJson('POST', '/api/orders/quote', { vendorId: 2 });
    const differentPayload = apiJson('POST', '/api/orders/quote', { vendorId: 3 });
    const otherMethod = apiJson('DELETE', '/api/vendors');
    expect(network.calls.map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'GET /api/vendors',
      'POST /api/orders/quote',
      'POST /api/orders/quote',
      'DELETE /api/vendors',
    ]);
    network.answerAll([1, 2]);
    const answers = await Promise.all([
      first,
      second,
      otherPayload,
      samePayload,
      differentPayload,
      otherMethod,
    ]);
    expect(answers).toEqual(Array.from({ length: 6 }, () => [1, 2]));

    // once settled, the same request goes to the network again
    const again = apiJson('GET', '/api/vendors');
    expect(network.calls).toHaveLength(5);
    network.answerAll();
    await again;
  });

  it(`remembers at most ${MAX_PENDING_REQUESTS} pending requests, dropping the oldest`, async () => {
    expect(MAX_PENDING_REQUESTS).toBe(100);
    const network = controlledFetch();
    const inFlight = Array.from({ length: MAX_PENDING_REQUESTS + 1 }, (_, index) =>
      apiRequest('GET', `/api/vendors/${index}`),
    );
    expect(network.calls).toHaveLength(101);
    // the newest is still shared...
    inFlight.push(apiRequest('GET', `/api/vendors/${MAX_PENDING_REQUESTS}`));
    expect(network.calls).toHaveLength(101);
    // ...the oldest was forgotten, so asking again is a new call
    inFlight.push(apiRequest('GET', '/api/vendors/0'));
    expect(network.calls).toHaveLength(102);
    network.answerAll();
    await Promise.all(inFlight);
  });

  it('a forgotten request that settles late does not drop its newer twin', async () => {
    const network = controlledFetch();
    const inFlight = Array.from({ length: MAX_PENDING_REQUESTS + 1 }, (_, index) =>
      apiRequest('GET', `/api/orders/${index}`),
    );
    // /api/orders/0 was forgotten; asking again starts its twin
    inFlight.push(apiRequest('GET', '/api/orders/0'));
    expect(network.calls).toHaveLength(102);
    // the first /api/orders/0 answers while its twin is still in flight
    network.answer(0);
    await inFlight[0];
    await settle();
    inFlight.push(apiRequest('GET', '/api/orders/0'));
    expect(network.calls).toHaveLength(102);
    network.answerAll();
    await Promise.all(inFlight);
  });
});

describe('default reads (the query key names the path)', () => {
  it('GETs the first element of the query key with credentials and parses the JSON', async () => {
    const calls = answeringFetch(() => Response.json([{ id: 3, name: 'Taco Encore' }]));
    const client = createQueryClient();
    const data = await client.fetchQuery({ queryKey: ['/api/vendors', { page: 2 }] });
    expect(data).toEqual([{ id: 3, name: 'Taco Encore' }]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/vendors');
    expect(calls[0]?.init.credentials).toBe('include');
    expect(calls[0]?.init.method).toBeUndefined();
  });

  it('shares one call between identical reads in flight, each with its own answer', async () => {
    const calls = answeringFetch(() => Response.json([{ id: 9 }]));
    // the home's Recent Orders and the offline prefetch (another client here) at the same moment
    const [first, second] = await Promise.all([
      createQueryClient().fetchQuery({ queryKey: ['/api/orders/recent'] }),
      createQueryClient().fetchQuery({ queryKey: ['/api/orders/recent'] }),
    ]);
    expect(calls).toHaveLength(1);
    expect(first).toEqual([{ id: 9 }]);
    expect(second).toEqual([{ id: 9 }]);
    expect(first).not.toBe(second);
  });

  it('can turn a 401 into null; by default a 401 is an error', async () => {
    answeringFetch(() => new Response('{"code":"UNAUTHENTICATED"}', { status: 401 }));
    const client = createQueryClient();
    const asNull = await client.fetchQuery({
      queryKey: ['/api/auth/user'],
      queryFn: getQueryFn({ on401: 'returnNull' }),
    });
    expect(asNull).toBeNull();
    await expect(client.fetchQuery({ queryKey: ['/api/orders'] })).rejects.toThrow(
      '401: {"code":"UNAUTHENTICATED"}',
    );
  });

  it('a 401 with returnNull still throws for other failures', async () => {
    answeringFetch(() => new Response('boom', { status: 500 }));
    const client = createQueryClient();
    await expect(
      client.fetchQuery({
        queryKey: ['/api/auth/user'],
        queryFn: getQueryFn({ on401: 'returnNull' }),
      }),
    ).rejects.toThrow('500: boom');
  });
});

/** A fetch that answers only when told to, and gives up like a browser when its signal aborts. */
function abortableFetch() {
  const calls: { url: string; signal: AbortSignal; answer: () => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL, init: RequestInit = {}) =>
        new Promise<Response>((resolve, reject) => {
          const signal = init.signal ?? new AbortController().signal;
          signal.addEventListener('abort', () => reject(signal.reason as Error));
          calls.push({ url: urlOf(input), signal, answer: () => resolve(Response.json([1])) });
        }),
    ),
  );
  return calls;
}

describe('time-outs, offline and cancelled requests', () => {
  it('a request cancelled by its caller does not fail the identical request that follows it', async () => {
    const calls = abortableFetch();
    const cancelled = new AbortController();
    const first = apiJson('GET', '/api/orders/4/timeline', undefined, {
      signal: cancelled.signal,
    });
    // TanStack Query cancels the running refetch and starts the next one in the same tick
    cancelled.abort();
    const next = apiJson('GET', '/api/orders/4/timeline', undefined, {
      signal: new AbortController().signal,
    });
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    calls[1]?.answer();
    await expect(next).resolves.toEqual([1]);
  });

  it('a caller leaving a shared request keeps it going for the others', async () => {
    const calls = abortableFetch();
    const leaving = new AbortController();
    const first = apiJson('GET', '/api/vendors', undefined, { signal: leaving.signal });
    const second = apiJson('GET', '/api/vendors');
    leaving.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal.aborted).toBe(false);
    calls[0]?.answer();
    await expect(second).resolves.toEqual([1]);
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS / 1000} s with 'The request timed out'`, async () => {
    // jsdom's own timers run AbortSignal.timeout, so the test fires the time-out itself
    const timeouts: AbortController[] = [];
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const controller = new AbortController();
      timeouts.push(controller);
      return controller.signal;
    });
    try {
      const calls = abortableFetch();
      const read = apiJson('GET', '/api/vendors/2').catch((error: unknown) => error);
      const query = createQueryClient()
        .fetchQuery({ queryKey: ['/api/notifications'] })
        .catch((error: unknown) => error);
      await settle();
      expect(calls).toHaveLength(2);
      expect(timeoutSpy).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
      for (const timeout of timeouts) timeout.abort(new DOMException('late', 'TimeoutError'));
      for (const error of [await read, await query]) {
        expect(error).toBeInstanceOf(NetworkError);
        expect(errorMessage(error, 'fallback')).toBe(TIMEOUT_MESSAGE);
      }
      expect(TIMEOUT_MESSAGE).toMatch(/^The request timed out/);
    } finally {
      timeoutSpy.mockRestore();
    }
  });

  it('says the device is offline when the network is gone, for reads and for actions', async () => {
    const onLineSpy = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    onlineManager.setOnline(false);
    try {
      // an offline query fails at once instead of waiting, paused, for the connection
      const query = createQueryClient().fetchQuery({ queryKey: ['/api/notifications'] });
      await expect(query).rejects.toThrow(OFFLINE_MESSAGE);
      // a payment is never queued (an order is: see offline-wrapper.test.ts)
      await expect(apiRequest('POST', '/api/payments/demo/confirm', {})).rejects.toThrow(
        OFFLINE_MESSAGE,
      );
    } finally {
      onlineManager.setOnline(true);
      onLineSpy.mockRestore();
    }
  });

  it('a read that failed offline loads by itself when the connection returns', async () => {
    let isDown = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        isDown
          ? Promise.reject(new TypeError('Failed to fetch'))
          : Promise.resolve(Response.json([7])),
      ),
    );
    const client = createQueryClient();
    client.mount();
    const observer = new QueryObserver(client, { queryKey: ['/api/vendors/2'] });
    const stop = observer.subscribe(() => undefined);
    try {
      window.dispatchEvent(new Event('offline'));
      await vi.waitFor(() => expect(observer.getCurrentResult().isError).toBe(true));
      isDown = false;
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual([7]));
    } finally {
      stop();
      client.unmount();
    }
  });
});
