import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, TEST_ORIGIN, type TestApp } from '../../test/test-app';

// Answers that depend on the session carry Cache-Control: no-store; public reads made
// signed out keep whatever caching their route chose, and a route's own header always wins.

let harness: TestApp;
const cookies: Record<'customer' | 'vendor' | 'admin', string> = {
  customer: '',
  vendor: '',
  admin: '',
};
beforeAll(async () => {
  harness = await createTestApp();
  for (const role of ['customer', 'vendor', 'admin'] as const)
    cookies[role] = await login(harness.app, `${role}@curtaincall.test`);
});
afterAll(() => harness.close());

const get = (url: string, cookie = '') =>
  harness.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('Cache-Control', () => {
  it.each([
    ['customer', '/api/auth/user'],
    ['customer', '/api/user/profile'],
    ['customer', '/api/orders'],
    ['customer', '/api/notifications'],
    ['customer', '/api/notifications/unread-count'],
    ['vendor', '/api/vendor/orders'],
    ['admin', '/api/admin/users'],
    ['admin', '/api/talent-crew/programs'],
  ] as const)('is no-store on a signed-in %s read of %s', async (role, url) => {
    const response = await get(url, cookies[role]);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on sign-in, on writes and on a refusal for want of a session', async () => {
    const signIn = await harness.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'customer@curtaincall.test', password: 'wrong password' },
    });
    expect(signIn.headers['cache-control']).toBe('no-store');
    const write = await harness.app.inject({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      headers: { cookie: cookies.customer, origin: TEST_ORIGIN },
    });
    expect(write.headers['cache-control']).toBe('no-store');
    const refused = await get('/api/orders');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('is left to the route on a public read made signed out', async () => {
    for (const url of ['/api/vendors', '/api/vendors/1/menu', '/api/events']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).not.toBe('no-store');
    }
  });

  it('never replaces a Cache-Control the route set itself, signed in or not', async () => {
    const keys = await get('/api/pickup-pass/keys', cookies.customer);
    expect(keys.headers['cache-control']).toMatch(/^public, max-age=/);
  });
});
