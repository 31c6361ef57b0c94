import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { ADMIN_EMAIL, call, CUSTOMER_EMAIL, VENDOR_EMAIL } from '../admin/admin.test-support';

// accounts spec 6: the talent & crew back office is for admins; the guard runs before the input
// is read, so a signed-out caller or another role learns nothing from a 400.

let harness: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  harness = await createTestApp();
  cookies.admin = await login(harness.app, ADMIN_EMAIL);
  cookies.customer = await login(harness.app, CUSTOMER_EMAIL);
  cookies.vendor = await login(harness.app, VENDOR_EMAIL);
});
afterAll(() => harness.close());

const routes: ['GET' | 'POST' | 'PATCH', string][] = [
  ['GET', '/api/talent-crew/summary'],
  ['GET', '/api/talent-crew/programs'],
  ['POST', '/api/talent-crew/programs'],
  ['PATCH', '/api/talent-crew/programs/1'],
  ['GET', '/api/talent-crew/members'],
  ['POST', '/api/talent-crew/members'],
  ['PATCH', '/api/talent-crew/members/1'],
  ['GET', '/api/talent-crew/tickets'],
  ['POST', '/api/talent-crew/tickets'],
  ['PATCH', '/api/talent-crew/tickets/1'],
  ['GET', '/api/talent-crew/reports?format=csv'],
];

describe('/api/talent-crew/* roles', () => {
  it.each(routes)(
    '%s %s: 401 signed out, 403 customer and vendor, admin through',
    async (method, url) => {
      const body = method === 'GET' ? undefined : { bad: true };
      expect((await call(harness.app, method, url, undefined, body)).statusCode).toBe(401);
      expect((await call(harness.app, method, url, cookies.customer, body)).statusCode).toBe(403);
      expect((await call(harness.app, method, url, cookies.vendor, body)).statusCode).toBe(403);
      const asAdmin = await call(harness.app, method, url, cookies.admin, body);
      expect(asAdmin.statusCode).toBe(method === 'GET' ? 200 : 400);
    },
  );
});
