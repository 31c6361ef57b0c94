// Fixtures of the browse screens' tests (vendors, menus, the current event, past orders) and their
// API ('/path' routes over the defaults) on the web test harness (src/test/web-harness.tsx).
import { cleanup, screen } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import type { CurrentEventView, MenuItemView, VendorView } from '../../../contract/vendors';
import { mockApi, type MockRoute } from '../../../test/web-harness';
import { dismissToast } from '../../components/ui/use-toast';
import { resetLocation } from '../location/use-geolocation';

export function makeVendor(
  fields: Partial<VendorView> & Pick<VendorView, 'id' | 'name'>,
): VendorView {
  return {
    cuisine: 'american',
    description: `${fields.name} serves food.`,
    vendorType: 'food_truck',
    rating: 4.2,
    reviewCount: 100,
    priceRange: '$$',
    estimatedPrepTime: 15,
    imageUrl: `/images/vendors/${fields.id}.svg`,
    latitude: null,
    longitude: null,
    location: null,
    address: null,
    phone: null,
    averageDeliveryTime: null,
    isActive: true,
    ...fields,
  };
}

// prettier-ignore
export const VENDORS: VendorView[] = [
  makeVendor({ id: 1, name: 'Curtain Call Burgers', cuisine: 'american', rating: 4.8, estimatedPrepTime: 12, latitude: 37.7712, longitude: -122.4835 }),
  makeVendor({ id: 2, name: 'Taco Encore', cuisine: 'mexican', rating: 4.6, estimatedPrepTime: 8, latitude: 37.7681, longitude: -122.4821 }),
  makeVendor({ id: 3, name: 'Seoul Stage Kitchen', cuisine: 'korean', vendorType: 'restaurant', rating: 4.9, estimatedPrepTime: 18, latitude: 37.7723, longitude: -122.4897 }),
  makeVendor({ id: 4, name: 'Midway Munchies', cuisine: 'festival food', rating: 4.4, estimatedPrepTime: 10 }),
  makeVendor({ id: 5, name: 'Smokestack BBQ', cuisine: 'bbq', vendorType: 'restaurant', rating: 4.3, estimatedPrepTime: 25, isActive: false }),
  makeVendor({ id: 6, name: 'Encore Pizza', cuisine: 'italian', vendorType: 'restaurant', rating: 4.5, estimatedPrepTime: 15, description: 'Wood-fired pies by the slice.' }),
];

export function vendor(id: number): VendorView {
  const found = VENDORS.find((entry) => entry.id === id);
  if (!found) throw new Error(`no fixture vendor ${id}`);
  return found;
}

let nextItemId = 100;
export function makeItem(
  fields: Partial<MenuItemView> & Pick<MenuItemView, 'vendorId' | 'name' | 'priceCents'>,
): MenuItemView {
  nextItemId += 1;
  return {
    id: nextItemId,
    description: `${fields.name}, made to order.`,
    price: (fields.priceCents / 100).toFixed(2),
    category: 'mains',
    imageUrl: '/images/menu/burger.svg',
    isAvailable: true,
    isPopular: false,
    allergens: [],
    dietaryTags: [],
    stockCount: null,
    dailyStockCount: null,
    optionGroups: [],
    ...fields,
  };
}

// prettier-ignore
export const MENUS: Record<number, MenuItemView[]> = {
  1: [
    makeItem({ id: 11, vendorId: 1, name: 'Encore Smash Burger', priceCents: 1599, isPopular: true }),
    makeItem({ id: 12, vendorId: 1, name: 'Double Headliner', priceCents: 1799, isPopular: true }),
    makeItem({ id: 13, vendorId: 1, name: 'Backstage Veggie Burger', priceCents: 1399 }),
    makeItem({ id: 14, vendorId: 1, name: 'Loaded Stage Fries', priceCents: 899, category: 'sides', isPopular: true }),
    makeItem({ id: 15, vendorId: 1, name: 'Truffle Parmesan Fries', priceCents: 999, category: 'sides', isAvailable: false }),
    makeItem({ id: 16, vendorId: 1, name: 'Vanilla Shake', priceCents: 799, category: 'beverages' }),
    makeItem({ id: 17, vendorId: 1, name: 'Fresh Lemonade', priceCents: 499, category: 'beverages' }),
    makeItem({ id: 18, vendorId: 1, name: 'Brownie Sundae', priceCents: 699, category: 'desserts' }),
  ],
  2: [
    makeItem({ id: 21, vendorId: 2, name: 'Carne Asada Tacos', priceCents: 1199, isPopular: true }),
    makeItem({ id: 22, vendorId: 2, name: 'Horchata', priceCents: 449, category: 'beverages' }),
  ],
  5: [makeItem({ id: 51, vendorId: 5, name: 'Brisket Plate', priceCents: 1899 })],
};

export function makeEvent(fields: Partial<CurrentEventView> = {}): CurrentEventView {
  return {
    id: 1,
    name: 'Midnight Echo: Neon Nights Tour',
    date: '2025-06-01T19:30:00.000Z',
    endDate: '2025-06-01T21:35:00.000Z',
    venue: 'Riverside Amphitheater',
    location: 'San Francisco, CA',
    status: 'ongoing',
    venueLatitude: null,
    venueLongitude: null,
    ...fields,
  };
}

export function makeOrder(fields: Partial<OrderView> & Pick<OrderView, 'id' | 'items'>): OrderView {
  return {
    userId: 1,
    vendorId: 1,
    vendorName: 'Curtain Call Burgers',
    vendorLocation: null,
    eventId: 1,
    status: 'completed',
    priority: 'normal',
    isUrgent: false,
    flow: 'browse',
    subtotalCents: 2498,
    discountCents: 0,
    serviceFeeCents: 200,
    taxCents: 200,
    totalCents: 2898,
    totalAmount: '28.98',
    discount: '0.00',
    serviceFee: '2.00',
    tax: '2.00',
    mealAllowanceCents: 0,
    mealAllowance: '0.00',
    tipCents: 0,
    tip: '0.00',
    mealTicketCode: null,
    pickupTime: '2025-05-30T22:00:00.000Z',
    isAsap: true,
    specialInstructions: null,
    notes: null,
    vendorNotes: null,
    paymentStatus: 'paid',
    paidAt: '2025-05-30T21:40:00.000Z',
    refundedCents: 0,
    refundedAmount: '0.00',
    refunds: [],
    holdExpiresAt: null,
    fireAt: null,
    firedAt: '2025-05-30T21:40:00.000Z',
    isHeld: false,
    pickupCode: null,
    cancelReason: null,
    createdAt: '2025-05-30T21:40:00.000Z',
    lastStatusUpdate: '2025-05-30T22:10:00.000Z',
    readyAt: null,
    remindedAt: null,
    uncollectedAt: null,
    customerFirstName: 'Sam',
    ...fields,
  };
}

/** Path -> answer: JSON with status 200, a Response, or a function returning either. */
export type Routes = Record<string, unknown>;

/**
 * How the browse screens are rendered: inside the quick-order sheet and the toaster, the account
 * asked from the stubbed API.
 */
export const BROWSE_SCREEN = { withShell: true, user: 'ask-api' } as const;

export function defaultRoutes(): Routes {
  const routes: Routes = {
    '/api/vendors': VENDORS,
    '/api/events/current': [],
    '/api/orders/recent': [],
  };
  for (const entry of VENDORS) {
    routes[`/api/vendors/${entry.id}`] = entry;
    routes[`/api/vendors/${entry.id}/menu`] = (MENUS[entry.id] ?? []).filter((i) => i.isAvailable);
  }
  return routes;
}

/**
 * The scripted API (src/test/web-harness.tsx) with the browse routes (merged over the defaults),
 * answered for any method; unknown paths answer 404.
 */
export function stubApi(overrides: Routes = {}) {
  const routes = { ...defaultRoutes(), ...overrides };
  const scripted: Record<string, MockRoute> = {};
  for (const [path, route] of Object.entries(routes))
    scripted[path] = async () => {
      // a route may answer later: a function returning a promise
      const answer: unknown =
        typeof route === 'function' ? await (route as () => unknown)() : route;
      return answer instanceof Response ? answer : { body: answer };
    };
  return mockApi(scripted, { unscripted: 404 });
}

export const requestedPaths = (api: ReturnType<typeof stubApi>) => api.paths();

type PositionCallback = Parameters<Geolocation['getCurrentPosition']>[0];
type ErrorCallback = NonNullable<Parameters<Geolocation['getCurrentPosition']>[1]>;

/** Gives jsdom (which has none) a navigator.geolocation answering with `answer`. */
export function stubGeolocation(
  answer: { coords: { latitude: number; longitude: number } } | { code: number },
) {
  const getCurrentPosition = vi.fn((onSuccess: PositionCallback, onError?: ErrorCallback) => {
    if ('code' in answer)
      onError?.({ code: answer.code, message: 'denied' } as GeolocationPositionError);
    else onSuccess({ coords: answer.coords, timestamp: Date.now() } as GeolocationPosition);
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition, watchPosition: vi.fn(), clearWatch: vi.fn() },
  });
  return getCurrentPosition;
}

/** afterEach: unmount, forget the cart, toasts, location and stubs. */
export function resetBrowseState() {
  cleanup();
  localStorage.clear();
  dismissToast();
  resetLocation();
  Reflect.deleteProperty(navigator, 'geolocation');
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** A toast's text (Radix also copies it into a live region for screen readers). */
export async function expectToast(text: string | RegExp) {
  expect((await screen.findAllByText(text)).length).toBeGreaterThan(0);
}
