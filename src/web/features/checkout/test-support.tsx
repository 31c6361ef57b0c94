// Shared by the checkout, payments and orders component tests: a scripted API behind a stubbed
// fetch, and the providers every page needs (fresh query client, cart, in-memory router).
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { PublicUser } from '../../../contract/auth';
import { CART_ITEMS_KEY, CART_VENDOR_KEY, type CartLine } from '../../../contract/cart';
import type { OrderView } from '../../../contract/orders';
import { createQueryClient } from '../../lib/api';
import { CartProvider } from '../cart/cart-provider';
import { authKeys } from '../auth/use-auth';

export type ApiCall = {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** The request's signal, so a route can hang until it is aborted (a time-out). */
  signal?: AbortSignal;
};
export type MockReply = { status?: number; body?: unknown };
export type MockRoute = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Stubs fetch with routes keyed 'METHOD /path' (path with its query string). A call nobody
 * scripted answers 500, so a missing route shows up as an error state, not a hang.
 */
export function mockApi(routes: Record<string, MockRoute>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
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
    const route = routes[`${method} ${url}`];
    const reply = typeof route === 'function' ? await route(call) : route;
    if (!reply) return json(500, { code: 'INTERNAL', message: `unscripted ${method} ${url}` });
    return json(reply.status ?? 200, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, url: string) =>
      calls.filter((call) => call.method === method && call.url === url),
  };
}

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

export const VENDOR = { id: 3, name: 'Seoul Food Truck', estimatedPrepTime: 15 };

export const CART_LINES: CartLine[] = [
  {
    id: 11,
    name: 'Bulgogi Burger',
    price: 15.99,
    quantity: 1,
    vendorId: 3,
    vendorName: VENDOR.name,
  },
  { id: 12, name: 'Kimchi Fries', price: 8.99, quantity: 2, vendorId: 3, vendorName: VENDOR.name },
];

/** Puts a cart in local storage, where the CartProvider restores it from. */
export function seedCart(items: CartLine[] = CART_LINES, vendor: object = VENDOR) {
  localStorage.setItem(CART_ITEMS_KEY, JSON.stringify(items));
  localStorage.setItem(CART_VENDOR_KEY, JSON.stringify(vendor));
}

export function storedCart(): unknown {
  return JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]');
}

/**
 * Renders inside a fresh query client (no retries), the cart and an in-memory router whose
 * `history` records every navigation. `user` seeds the signed-in account (null: signed out).
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', user = CUSTOMER }: { path?: string; user?: PublicUser | null } = {},
) {
  const client = createQueryClient();
  client.setQueryData(authKeys.currentUser, user);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <QueryClientProvider client={client}>
      <CartProvider>
        <Router hook={location.hook}>{ui}</Router>
      </CartProvider>
    </QueryClientProvider>,
  );
  return { ...view, client, history: location.history ?? [] };
}

/** An order as the API returns it; every field can be overridden. */
export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    id: 41,
    userId: CUSTOMER.id,
    vendorId: VENDOR.id,
    vendorName: VENDOR.name,
    vendorLocation: 'Gate B, next to the merch tent',
    eventId: 1,
    status: 'pending',
    priority: 'normal',
    isUrgent: false,
    flow: 'browse',
    subtotalCents: 3397,
    discountCents: 0,
    serviceFeeCents: 200,
    taxCents: 272,
    totalCents: 3869,
    totalAmount: '38.69',
    discount: '0.00',
    serviceFee: '2.00',
    tax: '2.72',
    pickupTime: '2026-11-22T23:30:00.000Z',
    isAsap: true,
    specialInstructions: null,
    notes: null,
    vendorNotes: null,
    paymentStatus: 'unpaid',
    paidAt: null,
    pickupCode: null,
    cancelReason: null,
    createdAt: '2026-11-22T23:00:00.000Z',
    lastStatusUpdate: '2026-11-22T23:00:00.000Z',
    customerFirstName: 'Sam',
    items: [
      {
        id: 1,
        menuItemId: 11,
        name: 'Bulgogi Burger',
        quantity: 1,
        unitPriceCents: 1599,
        price: '15.99',
        notes: null,
      },
      {
        id: 2,
        menuItemId: 12,
        name: 'Kimchi Fries',
        quantity: 2,
        unitPriceCents: 899,
        price: '8.99',
        notes: null,
      },
    ],
    ...overrides,
  };
}
