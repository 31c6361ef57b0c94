import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { FIRST_PICTURES, picturePreloadLink, picturesIn, readPreloadLink } from './page-reads';

// A page load asks a signed-in customer's phone to start the page's first reads (a Link
// header), so they come beside the script instead of after it ran.

const shell = '<!doctype html><html><head><title>CurtainCall</title></head><body></body></html>';

let harness: TestApp;
let webFolder: string;
let customer: string;
let vendor: string;
beforeAll(async () => {
  webFolder = await mkdtemp(join(tmpdir(), 'cc-page-reads-'));
  await writeFile(join(webFolder, 'index.html'), shell);
  harness = await createTestApp({ serveWeb: true, webFolder });
  customer = await login(harness.app, 'customer@curtaincall.test');
  vendor = await login(harness.app, 'vendor@curtaincall.test');
});
afterAll(async () => {
  await harness.close();
  await rm(webFolder, { recursive: true, force: true });
});

const load = (url: string, cookie?: string) =>
  harness.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe("a page load of a customer's page", () => {
  it("asks a signed-in customer's phone to start the page's reads", async () => {
    const orders = await load('/orders?from=notification', customer);
    expect(orders.statusCode).toBe(200);
    expect(orders.body).toBe(shell);
    expect(orders.headers['cache-control']).toBe('no-cache');
    expect(orders.headers.link).toBe(
      '</api/orders>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    const menu = await load('/vendor/1', customer);
    expect(menu.headers.link).toBe(
      ['/api/vendors/1', '/api/vendors/1/menu', '/api/events/current']
        .map(readPreloadLink)
        .join(', '),
    );
  });

  it('the preloaded reads answer the customer (the same request the app makes)', async () => {
    const menu = await load('/vendor/1', customer);
    const urls = [...String(menu.headers.link).matchAll(/<([^>]+)>/g)].map((match) => match[1]);
    expect(urls).toHaveLength(3);
    for (const url of urls) expect((await load(String(url), customer)).statusCode, url).toBe(200);
  });

  it("asks for the first screen's pictures too, once the server holds the read they come from", async () => {
    const vendors = (await load('/api/vendors', customer)).json<{ imageUrl: string | null }[]>();
    const first = vendors
      .slice(0, FIRST_PICTURES)
      .map((vendor) => vendor.imageUrl)
      .filter((url) => url !== null);
    expect(first.length).toBeGreaterThan(0);
    const search = await load('/search', customer);
    expect(search.headers.link).toBe(
      [readPreloadLink('/api/vendors'), ...first.map(picturePreloadLink)].join(', '),
    );
    const vendor = (await load('/api/vendors/1', customer)).json<{ imageUrl: string | null }>();
    const menu = await load('/vendor/1', customer);
    expect(String(menu.headers.link)).toContain(picturePreloadLink(String(vendor.imageUrl)));
    // the home shows its vendors below the fold: its own reads only
    const home = await load('/', customer);
    expect(String(home.headers.link)).not.toContain('as=image');
    // and nobody else is asked
    expect((await load('/search')).headers.link).toBeUndefined();
  });

  it("takes only the pictures of entries that name one of the app's own paths", () => {
    const body = Buffer.from(
      JSON.stringify([
        { imageUrl: '/images/a.svg' },
        { imageUrl: null },
        { imageUrl: 'https://elsewhere.example/b.png' },
        { imageUrl: '//elsewhere.example/c.png' },
        {},
        { imageUrl: '/images/f.svg' },
      ]),
    );
    expect(picturesIn(body)).toEqual(['/images/a.svg']);
    expect(picturesIn(Buffer.from(JSON.stringify({ imageUrl: '/images/one.svg' })))).toEqual([
      '/images/one.svg',
    ]);
    expect(picturesIn(Buffer.from('not json'))).toEqual([]);
  });

  it('asks nobody else: signed out, another role, a session that is not one', async () => {
    for (const cookie of [undefined, vendor, 'cc_session=not-a-session']) {
      const response = await load('/orders', cookie);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(shell);
      expect(response.headers.link).toBeUndefined();
      // the copy a browser keeps must not carry one person's Link over to the next
      expect(String(response.headers.vary)).toMatch(/cookie/i);
    }
  });

  it('adds nothing to other pages, nor for an id the server would refuse', async () => {
    for (const url of ['/profile', '/vendor/0', '/vendor/99999999999', '/orders/12']) {
      const response = await load(url, customer);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(shell);
      expect(response.headers.link, url).toBeUndefined();
    }
    const profile = await load('/profile', customer);
    expect(String(profile.headers.vary)).not.toMatch(/cookie/i);
  });

  it('leaves API paths to their routes', async () => {
    const response = await load('/api/no-such-route', customer);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
