import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { NUL_TEXT_MESSAGE } from './text-guard';

// A NUL character in any text field is a 400 naming the field, never a 500 from the database,
// and nothing is written.

let harness: TestApp;
let admin: string;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await login(harness.app, 'admin@curtaincall.test');
});
afterAll(() => harness.close());

const send = (method: 'POST' | 'GET' | 'PUT', url: string, payload?: object) =>
  harness.app.inject({ method, url, payload, headers: { cookie: admin } });

describe('text with a NUL character', () => {
  it('is refused in a body with the field named, and nothing is stored', async () => {
    const before = (await send('GET', '/api/admin/venues')).json<unknown[]>().length;
    const response = await send('POST', '/api/admin/venues', {
      name: 'Pier\u0000 Stage',
      address: '1 Pier St',
      city: 'San Francisco',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: NUL_TEXT_MESSAGE,
      issues: [{ path: 'body.name', message: NUL_TEXT_MESSAGE }],
    });
    expect((await send('GET', '/api/admin/venues')).json<unknown[]>()).toHaveLength(before);
  });

  it('is refused in a nested field and in the query string', async () => {
    // placing an order is for customers: an admin is 403 before the body is looked at
    const nested = await harness.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        vendorId: 1,
        items: [{ menuItemId: 1, quantity: 1, notes: 'no\u0000onions' }],
        pickupTime: 'asap',
      },
      headers: { cookie: await login(harness.app, 'customer@curtaincall.test') },
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json().issues).toEqual([
      { path: 'body.items.0.notes', message: NUL_TEXT_MESSAGE },
    ]);
    const query = await send('GET', '/api/vendors?search=taco%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().issues[0].path).toBe('querystring.search');
  });
});

describe('a NUL character in a path parameter', () => {
  it('is refused naming the parameter, signed in or not', async () => {
    const admin = await send('PUT', '/api/admin/settings/demo%00mode', { value: 'on' });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().issues).toEqual([{ path: 'params.key', message: NUL_TEXT_MESSAGE }]);
    const anonymous = await harness.app.inject({ method: 'GET', url: '/api/vendors/1%00' });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().issues[0].path).toBe('params.id');
  });
});

describe('who may call is answered before any NUL character', () => {
  it('401 signed out and 403 for another role, on role scopes and single routes alike', async () => {
    const customer = await login(harness.app, 'customer@curtaincall.test');
    const cases = [
      { url: '/api/admin/reports/revenue.csv?from=%00', cookie: undefined, status: 401 },
      { url: '/api/admin/users?search=%00', cookie: customer, status: 403 },
      { url: '/api/talent-crew/tickets?status=%00', cookie: customer, status: 403 },
      { url: '/api/notifications?cursor=%00', cookie: undefined, status: 401 },
    ];
    for (const { url, cookie, status } of cases) {
      const response = await harness.app.inject({
        method: 'GET',
        url,
        ...(cookie ? { headers: { cookie } } : {}),
      });
      expect(response.statusCode, url).toBe(status);
    }
  });

  it('a signed-out profile change is 401 whatever its body', async () => {
    for (const payload of [{}, { name: 'x\u0000' }]) {
      const response = await harness.app.inject({
        method: 'PATCH',
        url: '/api/user/profile',
        payload,
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it('an unknown API path with a NUL character is not found', async () => {
    const response = await send('GET', '/api/no-such-thing/1%00');
    expect(response.statusCode).toBe(404);
  });
});
