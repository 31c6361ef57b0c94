import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { MAX_ID } from '../../contract/ids';

// Ids are PostgreSQL integers: one past the largest (2^31) is a 400 naming the field wherever a
// request carries an id (path, query, body), signed in or not, never a 500 from the database.

const TOO_LARGE = MAX_ID + 1;

let harness: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  harness = await createTestApp();
  admin = await login(harness.app, 'admin@curtaincall.test');
  customer = await login(harness.app, 'customer@curtaincall.test');
});
afterAll(() => harness.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const send = (method: Method, url: string, cookie = '', payload?: object) =>
  harness.app.inject({ method, url, payload, headers: { cookie, origin: TEST_ORIGIN } });

describe('an id past the PostgreSQL integer range', () => {
  it('is refused in a public path parameter, signed out, with the field named', async () => {
    for (const url of [`/api/vendors/${TOO_LARGE}`, `/api/vendors/${TOO_LARGE}/menu`]) {
      const response = await send('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'params.id', message: `Vendor id must be at most ${MAX_ID}` }],
      });
    }
    expect((await send('GET', `/api/vendors/${MAX_ID}`)).statusCode).toBe(404);
  });

  it('is refused in a query and in body fields, nested ones included', async () => {
    const query = await send('GET', `/api/notifications?before=${TOO_LARGE}`, customer);
    expect(query.statusCode).toBe(400);
    expect(query.json().issues[0].path).toBe('querystring.before');

    const quote = await send('POST', '/api/orders/quote', '', {
      vendorId: 1,
      items: [{ menuItemId: TOO_LARGE, quantity: 1 }],
      pickupTime: 'asap',
    });
    expect(quote.statusCode).toBe(400);
    expect(quote.json().issues.map((issue: { path: string }) => issue.path)).toContain(
      'body.items.0.menuItemId',
    );

    const intent = await send('POST', '/api/payments/demo/create-intent', customer, {
      amount: 1,
      orderId: TOO_LARGE,
    });
    expect(intent.statusCode).toBe(400);
    expect(intent.json().issues[0].path).toBe('body.orderId');

    const event = await send('POST', '/api/admin/events', admin, {
      name: 'Late show',
      venueId: 1,
      eventDate: '2030-01-01T20:00:00Z',
      assignedVendors: [TOO_LARGE],
    });
    expect(event.statusCode).toBe(400);
    expect(event.json().issues[0].path).toBe('body.assignedVendors.0');
  });

  it('is never a 5xx in any path parameter of any route, for any caller', async () => {
    const spec = harness.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    let checked = 0;
    for (const [path, methods] of Object.entries(spec.paths)) {
      // only paths naming an id ({id}, {vendorId}, {orderId}; not a setting's {key})
      if (!/\{(\w*Id|id)\}/.test(path)) continue;
      const url = path.replace(/\{[^}]+\}/g, String(TOO_LARGE));
      for (const method of Object.keys(methods)) {
        for (const cookie of ['', customer, admin]) {
          const response = await send(method.toUpperCase() as Method, url, cookie, {});
          expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
          if (response.statusCode === 400)
            expect(response.json().issues[0].path, `${method} ${url}`).toMatch(/^params\./);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });
});
