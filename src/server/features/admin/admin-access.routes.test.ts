import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { seededVendorId, userIdByEmail } from '../orders/orders.test-support';
import {
  ADMIN_EMAIL,
  call,
  CUSTOMER_EMAIL,
  PENDING_VENDOR_EMAIL,
  VENDOR_EMAIL,
} from './admin.test-support';

// accounts spec 6: every /api/admin/* route answers 401 signed out, 403 to a customer and a vendor
// (before the input is read), and works for an admin.

let harness: TestApp;
const cookies: Record<'customer' | 'vendor' | 'admin', string> = {
  customer: '',
  vendor: '',
  admin: '',
};
let routes: { method: 'GET' | 'POST' | 'PATCH' | 'PUT'; url: string; body?: object; ok: number }[];

beforeAll(async () => {
  harness = await createTestApp();
  cookies.customer = await login(harness.app, CUSTOMER_EMAIL);
  cookies.vendor = await login(harness.app, VENDOR_EMAIL);
  cookies.admin = await login(harness.app, ADMIN_EMAIL);
  const db = harness.database.db;
  const pendingUserId = await userIdByEmail(db, PENDING_VENDOR_EMAIL);
  const pendingVendorId = await seededVendorId(db, 'Night Owl Noodles');
  const listedVendorId = await seededVendorId(db, 'Curtain Call Burgers');
  const events = await call(harness.app, 'GET', '/api/admin/events', cookies.admin);
  const eventId = events.json<{ id: number }[]>()[0]?.id ?? 0;
  const venues = await call(harness.app, 'GET', '/api/admin/venues', cookies.admin);
  const venueId = venues.json<{ id: number }[]>()[0]?.id ?? 0;
  routes = [
    { method: 'GET', url: '/api/admin/users', ok: 200 },
    {
      method: 'PATCH',
      url: `/api/admin/users/${pendingUserId}`,
      body: { isActive: true },
      ok: 200,
    },
    { method: 'GET', url: '/api/admin/vendors', ok: 200 },
    { method: 'GET', url: '/api/admin/vendors/pending', ok: 200 },
    {
      method: 'PATCH',
      url: `/api/admin/vendors/${pendingVendorId}/approve`,
      body: { approved: true },
      ok: 200,
    },
    {
      method: 'PATCH',
      url: `/api/admin/vendors/${listedVendorId}`,
      body: { suspended: false },
      ok: 200,
    },
    { method: 'GET', url: '/api/admin/events', ok: 200 },
    {
      method: 'POST',
      url: '/api/admin/events',
      body: { name: 'Matrix Night', venueId, eventDate: '2030-05-01T19:00:00.000Z' },
      ok: 201,
    },
    { method: 'PATCH', url: `/api/admin/events/${eventId}`, body: { name: 'Renamed' }, ok: 200 },
    { method: 'GET', url: '/api/admin/venues', ok: 200 },
    {
      method: 'POST',
      url: '/api/admin/venues',
      body: { name: 'The Matrix Hall', address: '1 Main St', city: 'Oakland' },
      ok: 201,
    },
    { method: 'GET', url: '/api/admin/analytics', ok: 200 },
    { method: 'GET', url: '/api/admin/activity', ok: 200 },
    { method: 'GET', url: '/api/admin/settings', ok: 200 },
    {
      method: 'PUT',
      url: '/api/admin/settings/demo_payment_delay',
      body: { value: '2000' },
      ok: 200,
    },
  ];
});
afterAll(() => harness.close());

describe('the admin role matrix', () => {
  it('answers 401 signed out, on every route, even with a bad body', async () => {
    for (const route of routes) {
      const response = await call(
        harness.app,
        route.method,
        route.url,
        undefined,
        route.body && {},
      );
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('answers 403 to a customer and to a vendor, on every route', async () => {
    for (const role of ['customer', 'vendor'] as const) {
      for (const route of routes) {
        const response = await call(
          harness.app,
          route.method,
          route.url,
          cookies[role],
          route.body,
        );
        expect(response.statusCode, `${role} ${route.method} ${route.url}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('lets an admin use every route', async () => {
    for (const route of routes) {
      const response = await call(harness.app, route.method, route.url, cookies.admin, route.body);
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(route.ok);
    }
  });
});
