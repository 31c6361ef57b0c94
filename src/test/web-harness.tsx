// The web test harness, the only one: rendering with the app's providers, a stubbed
// fetch and the scripted API every component test uses. The fixtures built on it live beside the
// features they describe (checkout/test-support.tsx, vendors/testing.tsx).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PublicUser } from '../contract/auth';
import { Toaster } from '../web/components/ui/toaster';
import { createQueryClient } from '../web/lib/api';
import { authKeys } from '../web/features/auth/use-auth';
import { CartProvider } from '../web/features/cart/cart-provider';
import { QuickOrderProvider } from '../web/features/quick-order/quick-order-provider';
import { QuickOrderSheet } from '../web/features/quick-order/quick-order-sheet';

export const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export const jsonResponse = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stubs the global fetch with `answer`; the returned mock records every call. */
export function stubFetch(
  answer: (input: RequestInfo | URL, init: RequestInit) => Response | Promise<Response>,
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) =>
    answer(input, init),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export type ApiCall = {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** The request's signal, so a route can hang until it is aborted (a time-out). */
  signal?: AbortSignal;
};
/** A JSON answer (status 200 unless given), or a whole Response. */
export type MockReply = { status?: number; body?: unknown } | Response;
export type MockRoute = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/**
 * Stubs fetch with scripted routes: 'METHOD /path' (path with its query string), or '/path' for
 * any method. A call nobody scripted answers `unscripted` (500 by default), so a missing route
 * shows up as an error state, not a hang.
 */
export function mockApi(
  routes: Record<string, MockRoute>,
  { unscripted = 500 }: { unscripted?: number } = {},
) {
  const calls: ApiCall[] = [];
  stubFetch(async (input, init) => {
    const url = urlOf(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>).map(([name, value]) => [
        name.toLowerCase(),
        value,
      ]),
    );
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const call = { method, url, body, headers, signal: init.signal ?? undefined };
    calls.push(call);
    const route = routes[`${method} ${url}`] ?? routes[url];
    const reply = typeof route === 'function' ? await route(call) : route;
    if (!reply)
      return jsonResponse(
        unscripted === 404
          ? { message: 'Not found' }
          : { code: 'INTERNAL', message: `unscripted ${method} ${url}` },
        unscripted,
      );
    if (reply instanceof Response) return reply;
    return jsonResponse(reply.body, reply.status ?? 200);
  });
  return {
    calls,
    callsTo: (method: string, url: string) =>
      calls.filter((call) => call.method === method && call.url === url),
    /** Every path asked for, in order. */
    paths: () => calls.map((call) => call.url),
  };
}

/** jsdom has no ResizeObserver; Radix measures tab lists, switches and dialogs with one. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** The signed-in customer most screens are rendered for. */
export const CUSTOMER: PublicUser = {
  id: 7,
  email: 'sam@curtaincall.test',
  username: 'sam',
  firstName: 'Sam',
  lastName: 'Rivera',
  phone: '5551234567',
  address: null,
  role: 'user',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

export type RenderOptions = {
  path?: string;
  /**
   * The signed-in account put in the cache (null: signed out); CUSTOMER unless said. 'ask-api'
   * puts nothing there, so the app asks the stubbed API as on a first load.
   */
  user?: PublicUser | null | 'ask-api';
  /** Also the quick-order sheet and the toaster, as the app shell renders them (browse screens). */
  withShell?: boolean;
};

/**
 * Renders inside a fresh query client (no retries), the cart and an in-memory router whose
 * `history` records every navigation. `user` is a userEvent instance made on first use.
 */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const { path = '/', user = CUSTOMER, withShell = false } = options;
  const client = createQueryClient();
  if (user !== 'ask-api') client.setQueryData(authKeys.currentUser, user);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={client}>
      <CartProvider>
        {withShell ? (
          <QuickOrderProvider>
            <Router hook={location.hook} searchHook={location.searchHook}>
              {ui}
              <QuickOrderSheet />
            </Router>
            <Toaster />
          </QuickOrderProvider>
        ) : (
          <Router hook={location.hook}>{ui}</Router>
        )}
      </CartProvider>
    </QueryClientProvider>,
  );
  let events: ReturnType<typeof userEvent.setup> | undefined;
  return {
    ...view,
    client,
    location,
    history: location.history ?? [],
    get user() {
      events ??= userEvent.setup();
      return events;
    },
  };
}
