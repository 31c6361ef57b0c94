import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentEventViewSchema,
  menuItemViewSchema,
  vendorViewSchema,
  type CurrentEventView,
  type MenuItemView,
  type VendorView,
} from '../../../contract/vendors';
import { SESSION_COOKIE } from '../../auth/sessions';
import { events } from '../../db/schema';
import { PUBLIC_READ_CACHE_CONTROL } from '../../http/serialised-reads';
import { createTestApp, login, type TestApp } from '../../../test/test-app';
import { seededVendorId } from '../orders/orders.test-support';
import { callApi } from '../vendor/vendor.test-support';
import { listCurrentEvents, listVendorMenu, listVendors } from './vendors.service';

// Reads: public lists are sent from bytes serialised once per change, with a strong
// ETag; a change made through the API (which publishes on the bus) shows at once, and an event's
// status follows the clock without any change at all.

let harness: TestApp;
let vendorId: number;
beforeAll(async () => {
  harness = await createTestApp();
  vendorId = await seededVendorId(harness.database.db, 'Curtain Call Burgers');
});
afterAll(() => harness.close());
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  harness.app.inject({ method: 'GET', url, headers });

/** What Fastify itself would send for `value` under the route's response schema. */
const schemaSerialised = (schema: z.ZodType, url: string, value: unknown) =>
  serializerCompiler({ schema, method: 'GET', url })(value);

describe('cached public reads', () => {
  const paths = () => [
    '/api/vendors',
    `/api/vendors/${vendorId}`,
    `/api/vendors/${vendorId}/menu`,
    '/api/menu-items',
    '/api/events',
    '/api/events/current',
  ];

  it('send a strong ETag, public revalidation, and 304 without a body to If-None-Match', async () => {
    for (const path of paths()) {
      const first = await get(path);
      expect(first.statusCode, path).toBe(200);
      expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect((await get(path)).headers.etag).toBe(etag);

      const again = await get(path, { 'if-none-match': etag });
      expect(again.statusCode, path).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      expect((await get(path, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      expect((await get(path, { 'if-none-match': '"other"' })).statusCode).toBe(200);
    }
  });

  it('are byte for byte what the response schema serialises', async () => {
    const db = harness.database.db;
    const now = new Date();
    expect((await get('/api/vendors')).body).toBe(
      schemaSerialised(z.array(vendorViewSchema), '/api/vendors', await listVendors(db)),
    );
    expect((await get(`/api/vendors/${vendorId}/menu`)).body).toBe(
      schemaSerialised(
        z.array(menuItemViewSchema),
        '/api/vendors/:id/menu',
        await listVendorMenu(db, vendorId),
      ),
    );
    const { events: current } = await listCurrentEvents(db, now);
    expect((await get('/api/events/current')).body).toBe(
      schemaSerialised(z.array(currentEventViewSchema), '/api/events/current', current),
    );
  });

  it('go out as their brotli or gzip copy when the client accepts one (1 KB and over)', async () => {
    const plain = await get('/api/vendors');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await get('/api/vendors', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('/api/vendors', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const small = await get('/api/events/current', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('never read the session: a dead session cookie is left alone, not cleared', async () => {
    const dead = { cookie: `${SESSION_COOKIE}=${'0'.repeat(64)}` };
    for (const path of paths()) {
      const response = await get(path, dead);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['set-cookie'], path).toBeUndefined();
    }
    // a route that reads the session clears it
    const profile = await get('/api/auth/user', dead);
    expect(String(profile.headers['set-cookie'])).toContain(`${SESSION_COOKIE}=;`);
  });

  it('never keep a 404', async () => {
    const response = await get('/api/vendors/999999/menu');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.headers.etag).toBeUndefined();
  });
});

describe('once cached, answered by the server before Fastify', () => {
  /** A real request over HTTP, bytes as sent (inject never reaches the server's listener). */
  function fetchOver(origin: string, path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
      (resolve, reject) => {
        request(`${origin}${path}`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const { date: _date, connection: _connection, ...rest } = response.headers;
            delete rest['keep-alive'];
            resolve({
              status: response.statusCode ?? 0,
              headers: rest,
              body: Buffer.concat(chunks),
            });
          });
        })
          .on('error', reject)
          .end();
      },
    );
  }

  const encodings: Record<string, string>[] = [
    {},
    { 'accept-encoding': 'br' },
    { 'accept-encoding': 'gzip' },
  ];

  it('with the status, headers and bytes the route sends', async () => {
    const origin = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of ['/api/vendors', `/api/vendors/${vendorId}/menu`, '/api/events/current'])
      for (const headers of encodings) {
        const viaRoute = await get(path, headers);
        const direct = await fetchOver(origin, path, headers);
        expect(direct.status, path).toBe(200);
        expect(direct.body.equals(viaRoute.rawPayload), path).toBe(true);
        const { date: _date, connection: _connection, ...routeHeaders } = viaRoute.headers;
        expect(direct.headers).toEqual(routeHeaders);
        const notModified = await fetchOver(origin, path, {
          ...headers,
          'if-none-match': String(viaRoute.headers.etag),
        });
        expect(notModified.status).toBe(304);
        expect(notModified.body.length).toBe(0);
      }
  });
});

describe('a change through the API', () => {
  it("a vendor's menu edit reaches the menu and the item list at once", async () => {
    const vendor = await login(harness.app, 'vendor@curtaincall.test');
    const before = await get(`/api/vendors/${vendorId}/menu`);
    const item = before.json<MenuItemView[]>()[0];
    if (!item) throw new Error('seeded vendor has no menu');
    await get('/api/menu-items');

    const patched = await callApi(harness.app, 'PATCH', `/api/vendor/menu/${item.id}`, vendor, {
      name: 'Encore Smash Burger',
    });
    expect(patched.statusCode).toBe(200);

    const after = await get(`/api/vendors/${vendorId}/menu`, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json<MenuItemView[]>().map((entry) => entry.name)).toContain(
      'Encore Smash Burger',
    );
    const everything = (await get('/api/menu-items')).json<MenuItemView[]>();
    expect(everything.find((entry) => entry.id === item.id)?.name).toBe('Encore Smash Burger');
  });

  it("a vendor's settings reach the vendor list and the vendor at once", async () => {
    const vendor = await login(harness.app, 'vendor@curtaincall.test');
    await get('/api/vendors');
    await get(`/api/vendors/${vendorId}`);
    const saved = await callApi(harness.app, 'PATCH', '/api/vendor/profile', vendor, {
      isActive: false,
    });
    expect(saved.statusCode).toBe(200);
    const list = (await get('/api/vendors')).json<VendorView[]>();
    expect(list.find((entry) => entry.id === vendorId)?.isActive).toBe(false);
    expect((await get(`/api/vendors/${vendorId}`)).json<VendorView>().isActive).toBe(false);
    await callApi(harness.app, 'PATCH', '/api/vendor/profile', vendor, { isActive: true });
    expect((await get(`/api/vendors/${vendorId}`)).json<VendorView>().isActive).toBe(true);
  });

  it("an admin's event edit reaches the current event and the event list at once", async () => {
    const admin = await login(harness.app, 'admin@curtaincall.test');
    const [show] = (await get('/api/events/current')).json<CurrentEventView[]>();
    if (!show) throw new Error('seed has no current show');
    await get('/api/events');
    const edited = await callApi(harness.app, 'PATCH', `/api/admin/events/${show.id}`, admin, {
      name: 'Neon Nights: Encore',
    });
    expect(edited.statusCode).toBe(200);
    const [current] = (await get('/api/events/current')).json<CurrentEventView[]>();
    expect(current?.name).toBe('Neon Nights: Encore');
    const list = (await get('/api/events')).json<{ id: number; name: string }[]>();
    expect(list.find((event) => event.id === show.id)?.name).toBe('Neon Nights: Encore');
  });
});

describe('the current event follows the clock', () => {
  // read 30 s before the end: the 60 s safety expiry cannot be what refreshes it
  it('is cached until the show ends, then read again without any change published', async () => {
    const [show] = await harness.database.db
      .select()
      .from(events)
      .where(eq(events.status, 'ongoing'));
    if (!show?.estimatedEndTime) throw new Error('seed has no ongoing show with an end');
    const endsAt = show.estimatedEndTime.getTime();
    // only Date is faked: the database driver's own timers keep running
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(endsAt - 30_000);
    const during = await get('/api/events/current');
    const [ongoing] = during.json<CurrentEventView[]>();
    expect(ongoing).toMatchObject({ id: show.id, status: 'ongoing' });

    vi.setSystemTime(endsAt - 1);
    expect((await get('/api/events/current')).headers.etag).toBe(during.headers.etag);

    vi.setSystemTime(endsAt);
    const after = await get('/api/events/current', {
      'if-none-match': String(during.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(after.json<CurrentEventView[]>().some((event) => event.id === show.id)).toBe(false);
    const listed = (await get('/api/events')).json<{ id: number; status: string }[]>();
    expect(listed.find((event) => event.id === show.id)?.status).toBe('ended');
  });
});
