import { describe, expect, it } from 'vitest';
import { isQueuedReply, QUEUED_MESSAGE } from '../lib/offline/queued-reply';
import {
  isQueueRequestMessage,
  needsAppShell,
  queuedResponse,
  queueRequestMessage,
  routeRequest,
  withIdempotencyKey,
  type RequestFacts,
} from './requests';

const ORIGIN = 'https://curtaincall.example';

type RequestOptions = { method?: string; mode?: string; headers?: Record<string, string> };

function request(
  path: string,
  { method = 'GET', mode = 'cors', headers = {} }: RequestOptions = {},
): RequestFacts {
  const lowerCased = new Map(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return {
    url: path.startsWith('http') ? path : `${ORIGIN}${path}`,
    method,
    mode,
    headers: { get: (name) => lowerCased.get(name.toLowerCase()) ?? null },
  };
}

describe('routeRequest: page loads', () => {
  it.each([
    '/',
    '/orders',
    '/orders/42/pass',
    '/orders/42/hatch',
    '/vendor/3',
    '/vendor/dashboard?tab=menu',
    '/guide',
  ])('answers the page load of %s network first with the shell as fallback', (path) => {
    expect(routeRequest(request(path, { mode: 'navigate' }), ORIGIN)).toBe('navigation');
  });

  it.each(['/api/docs', '/api/orders', '/health', '/ws/notifications', '/docs', '/docs/api'])(
    'leaves the server its own page %s',
    (path) => {
      expect(routeRequest(request(path, { mode: 'navigate' }), ORIGIN)).toBe('other');
    },
  );

  it('leaves files opened directly (an image, the manifest) to the server', () => {
    for (const path of ['/images/og-card.svg', '/manifest.webmanifest', '/icons/icon-512.png'])
      expect(routeRequest(request(path, { mode: 'navigate' }), ORIGIN)).toBe('other');
  });

  it('leaves another origin and a form post alone', () => {
    expect(routeRequest(request('https://maps.example/', { mode: 'navigate' }), ORIGIN)).toBe(
      'other',
    );
    expect(routeRequest(request('/login', { mode: 'navigate', method: 'POST' }), ORIGIN)).toBe(
      'other',
    );
  });
});

describe('needsAppShell', () => {
  it('answers a page load with the shell when nothing came or the server is unreachable', () => {
    expect(needsAppShell(undefined)).toBe(true);
    expect(needsAppShell({ status: 502 })).toBe(true);
    expect(needsAppShell({ status: 503 })).toBe(true);
  });

  it("keeps the server's own page otherwise, a 404 included", () => {
    expect(needsAppShell({ status: 200 })).toBe(false);
    expect(needsAppShell({ status: 304 })).toBe(false);
    expect(needsAppShell({ status: 404 })).toBe(false);
  });
});

describe('routeRequest: API requests', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'rescues a %s to /api/ sent without the app marker',
    (method) => {
      expect(routeRequest(request('/api/orders', { method }), ORIGIN)).toBe('rescued-write');
    },
  );

  it('leaves a write the app layer sent (marker header) to the app layer', () => {
    const marked = request('/api/orders', {
      method: 'POST',
      headers: { 'X-Offline-Queue': 'app' },
    });
    expect(routeRequest(marked, ORIGIN)).toBe('other');
    const lowerCase = request('/api/orders', {
      method: 'POST',
      headers: { 'x-offline-queue': 'app' },
    });
    expect(routeRequest(lowerCase, ORIGIN)).toBe('other');
    const otherValue = request('/api/orders', {
      method: 'POST',
      headers: { 'X-Offline-Queue': 'x' },
    });
    expect(routeRequest(otherValue, ORIGIN)).toBe('rescued-write');
  });

  it('never rescues a payment: offline it fails like any network error', () => {
    for (const path of [
      '/api/payments/confirm',
      '/api/payments/12/capture',
      '/api/create-payment-intent',
    ])
      expect(routeRequest(request(path, { method: 'POST' }), ORIGIN)).toBe('other');
    // a path that only starts like one is an ordinary write
    expect(routeRequest(request('/api/payments-history', { method: 'POST' }), ORIGIN)).toBe(
      'rescued-write',
    );
  });

  it('passes reads, /health and other origins straight through (no respondWith)', () => {
    expect(routeRequest(request('/api/vendors'), ORIGIN)).toBe('other');
    expect(routeRequest(request('/api/orders', { method: 'HEAD' }), ORIGIN)).toBe('other');
    expect(routeRequest(request('/health'), ORIGIN)).toBe('other');
    expect(routeRequest(request('/health', { method: 'POST' }), ORIGIN)).toBe('other');
    expect(routeRequest(request('/assets/index-abc.js'), ORIGIN)).toBe('other');
    expect(
      routeRequest(request('https://api.example/api/orders', { method: 'POST' }), ORIGIN),
    ).toBe('other');
  });
});

describe('withIdempotencyKey', () => {
  it("keeps the page's own key", () => {
    const request = new Request(`${ORIGIN}/api/orders`, {
      method: 'POST',
      headers: { 'Idempotency-Key': 'checkout-0001' },
      body: '{}',
    });
    expect(withIdempotencyKey(request)).toBe(request);
  });

  it('fixes a new key on a write sent without one, keeping its method, headers and body', async () => {
    const request = new Request(`${ORIGIN}/api/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"vendorId":1}',
    });
    const sent = withIdempotencyKey(request);
    expect(sent.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe(`${ORIGIN}/api/orders`);
    expect(await sent.text()).toBe('{"vendorId":1}');
  });
});

describe('the hand-over to the page', () => {
  it('describes the write with its parsed JSON body and headers as a plain object', () => {
    const headers = new Headers({ 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' });
    const message = queueRequestMessage(
      'pending-1',
      { url: `${ORIGIN}/api/orders`, method: 'POST', headers },
      '{"vendorId":1,"items":[]}',
    );
    expect(message).toEqual({
      type: 'curtaincall:queue-request',
      request: {
        id: 'pending-1',
        url: `${ORIGIN}/api/orders`,
        method: 'POST',
        body: { vendorId: 1, items: [] },
        headers: { 'content-type': 'application/json', 'idempotency-key': 'k-1' },
      },
    });
    expect(isQueueRequestMessage(message)).toBe(true);
  });

  it('passes no body for an empty or non-JSON one', () => {
    const facts = { url: `${ORIGIN}/api/cart`, method: 'DELETE', headers: [] };
    expect(queueRequestMessage('p', facts, '').request.body).toBeUndefined();
    expect(queueRequestMessage('p', facts, 'name=Sam').request.body).toBeUndefined();
  });

  it('answers with the synthetic 202 of customer spec 8', async () => {
    const response = queuedResponse('pending-7');
    expect(response.status).toBe(202);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    const body: unknown = await response.json();
    expect(body).toEqual({
      success: true,
      pendingId: 'pending-7',
      status: 'pending',
      message: QUEUED_MESSAGE,
      offline: true,
    });
    expect(isQueuedReply(body)).toBe(true);
  });

  it('recognises only well-formed queue-request messages', () => {
    const request = { id: 'a', url: '/api/orders', method: 'POST', headers: {} };
    expect(isQueueRequestMessage({ type: 'curtaincall:queue-request', request })).toBe(true);
    expect(isQueueRequestMessage({ type: 'other', request })).toBe(false);
    expect(isQueueRequestMessage({ type: 'curtaincall:queue-request' })).toBe(false);
    expect(
      isQueueRequestMessage({ type: 'curtaincall:queue-request', request: { ...request, id: 1 } }),
    ).toBe(false);
    expect(isQueueRequestMessage(null)).toBe(false);
    expect(isQueueRequestMessage('curtaincall:queue-request')).toBe(false);
  });
});
