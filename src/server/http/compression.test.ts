import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../build/precompress';
import { createTestApp, login, type TestApp } from '../../test/test-app';
import { seededMenu } from '../features/orders/orders.test-support';

// Compression: the built web app goes out as its build-time brotli or gzip copy, large
// API answers are compressed on the fly, /health never is, and the offline marker header changes
// nothing on the server.

const script = `export const screens = [${Array.from({ length: 400 }, (_, index) => `"screen ${index}"`).join(',')}];\n`;
const page = `<!doctype html><html><head><title>CurtainCall</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`;

const smallFile = JSON.stringify({ name: 'CurtainCall', icons: [] });

let harness: TestApp;
let webFolder: string;
beforeAll(async () => {
  webFolder = await mkdtemp(join(tmpdir(), 'cc-web-'));
  await mkdir(join(webFolder, 'assets'));
  await writeFile(join(webFolder, 'assets', 'index-abc123.js'), script);
  await writeFile(join(webFolder, 'index.html'), page);
  await writeFile(join(webFolder, 'sw.js'), script);
  await writeFile(join(webFolder, 'small.json'), smallFile);
  await precompressFolder(webFolder);
  harness = await createTestApp({ serveWeb: true, webFolder });
});
afterAll(async () => {
  await harness.close();
  await rm(webFolder, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  harness.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('the built web app', () => {
  it('sends the brotli copy when the browser accepts br, long-lived for a hashed asset', async () => {
    const response = await get('/assets/index-abc123.js', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/index-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(script);
    }
  });

  it('revalidates the service worker and the page on every load, compressed too', async () => {
    const worker = await get('/sw.js', 'br, gzip');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['content-encoding']).toBe('br');
    const route = await get('/orders', 'gzip');
    expect(route.statusCode).toBe(200);
    expect(route.headers['cache-control']).toBe('no-cache');
    expect(route.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(route.rawPayload).toString()).toBe(page);
  });

  it('allows the service worker and the manifest in the content security policy', async () => {
    const response = await get('/');
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});

describe('API answers', () => {
  it('compresses a large JSON answer with brotli or gzip, and says it varies', async () => {
    const plain = await get('/api/vendors');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await get('/api/vendors', 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length);

    const gzip = await get('/api/vendors', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a small web app file without a compressed copy as it is', async () => {
    const response = await get('/small.json', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(smallFile);
  });

  it('never compresses /health, whose round trip the connection check times', async () => {
    const response = await get('/health', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().status).toBe('ok');
  });

  it('places an order sent with the offline queue marker like any other', async () => {
    const cookie = await login(harness.app, 'customer@curtaincall.test');
    const burger = (await seededMenu(harness.database.db))('Encore Smash Burger');
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: {
        vendorId: burger.vendorId,
        items: [{ menuItemId: burger.id, quantity: 1 }],
        pickupTime: 'asap',
      },
      headers: { cookie, 'x-offline-queue': 'app', 'idempotency-key': 'offline-marker-0001' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ vendorId: burger.vendorId, status: 'pending' });
  });
});
