// Fixtures of the checkout, payments and orders component tests, and a scripted API ('METHOD
// /path' routes) on the web test harness (src/test/web-harness.tsx).
import { CART_ITEMS_KEY, CART_VENDOR_KEY, type CartLine } from '../../../contract/cart';
import type { OrderView } from '../../../contract/orders';
import { CUSTOMER, jsonResponse, stubFetch, urlOf } from '../../../test/web-harness';

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

/**
 * Stubs fetch with routes keyed 'METHOD /path' (path with its query string). A call nobody
 * scripted answers 500, so a missing route shows up as an error state, not a hang.
 */
export function mockApi(routes: Record<string, MockRoute>) {
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
    const route = routes[`${method} ${url}`];
    const reply = typeof route === 'function' ? await route(call) : route;
    if (!reply)
      return jsonResponse({ code: 'INTERNAL', message: `unscripted ${method} ${url}` }, 500);
    return jsonResponse(reply.body, reply.status ?? 200);
  });
  return {
    calls,
    callsTo: (method: string, url: string) =>
      calls.filter((call) => call.method === method && call.url === url),
  };
}

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
