import { mkdirSync } from 'node:fs';
import {
  attachScreenshot,
  expect,
  queueLength,
  test,
  toastWith,
  waitForApp,
  waitForServiceWorker,
} from './fixtures';

// Beyond the spec: an installable app (manifest, icons) whose service worker opens it
// with no signal and answers a write sent straight to fetch while offline with the queued reply.

test.use({ serviceWorkers: 'allow' });

const SHOTS = '/tmp/shots-pwa';

/** PNG width and height from its IHDR header. */
function pngSize(bytes: Buffer): string {
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('[customer] the app is installable: a valid manifest whose icons load', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const response = await page.request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'CurtainCall',
    short_name: 'CurtainCall',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#0b0b12',
    background_color: '#0b0b12',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const image = await page.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toBe(icon.sizes);
  }
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const touchImage = await page.request.get(touchIcon ?? '');
  expect(pngSize(await touchImage.body())).toBe('180x180');
  await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute(
    'content',
    '#0b0b12',
  );
});

test('[customer] opens with no signal, and a write sent straight to fetch offline is queued @phone', async ({
  page,
  context,
  openAs,
  isMobile,
}) => {
  await openAs('customer', '/');
  await expect(page.getByRole('heading', { name: 'Featured Near You' })).toBeVisible();
  await waitForServiceWorker(page);
  // online, a write goes through the service worker to the server, which answers it
  const online = await page.evaluate(() =>
    fetch('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }).then((response) => response.status),
  );
  expect(online).toBe(400);

  await context.setOffline(true);
  const reload = await page.reload();
  // the page came from the service worker's precache, not from the browser's error page
  expect(reload?.fromServiceWorker()).toBe(true);
  await waitForApp(page);
  // the app shell with what the app keeps for offline use: the session and the vendors
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'CurtainCall home' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured Near You' })).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  if (!isMobile) await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({
    path: `${SHOTS}/offline-home-${isMobile ? 390 : 1280}.png`,
    scale: 'css',
  });
  await attachScreenshot(page, 'offline home');

  const outcome = await page.evaluate(async () => {
    const handedOver = new Promise<unknown>((resolve) =>
      window.addEventListener(
        'curtaincall:queue-request',
        (event) => resolve((event as CustomEvent).detail),
        { once: true },
      ),
    );
    const response = await fetch('/api/orders', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ vendorId: 1, items: [{ menuItemId: 1, quantity: 2 }] }),
    });
    return { status: response.status, body: await response.json(), detail: await handedOver };
  });
  expect(outcome.status).toBe(202);
  expect(outcome.body).toEqual({
    success: true,
    pendingId: expect.any(String),
    status: 'pending',
    message: 'Request queued for processing when connection is restored',
    offline: true,
  });
  expect(outcome.detail).toMatchObject({
    id: outcome.body.pendingId,
    url: expect.stringMatching(/\/api\/orders$/),
    method: 'POST',
    body: { vendorId: 1, items: [{ menuItemId: 1, quantity: 2 }] },
    // fixed by the service worker before its first attempt, so a replay is never done twice
    headers: { 'content-type': 'application/json', 'idempotency-key': expect.any(String) },
  });

  // the page's queue keeps it under the same id and key, to replay when the signal returns
  const queued = await page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('offline_request_queue') ?? '[]') as {
        id: string;
        headers: Record<string, string>;
      }[],
  );
  expect(queued.map((item) => item.id)).toEqual([outcome.body.pendingId]);
  expect(queued[0]?.headers['Idempotency-Key'] ?? queued[0]?.headers['idempotency-key']).toBe(
    (outcome.detail as { headers: Record<string, string> }).headers['idempotency-key'],
  );

  // a payment is never queued: offline it fails as a network error
  const payment = await page.evaluate(() =>
    fetch('/api/payments/confirm', { method: 'POST', body: '{}' }).then(
      (response) => `status ${response.status}`,
      (error: unknown) => `failed: ${error instanceof Error ? error.name : String(error)}`,
    ),
  );
  expect(payment).toBe('failed: TypeError');

  // back online the replay reaches the order rules and is refused for what it says (the order has
  // no pickup time), never for how the queue sent it: shown, and not retried
  await context.setOffline(false);
  await expect(toastWith(page, /1 change could not be sent: Order - .*pickup/i)).toBeVisible({
    timeout: 15_000,
  });
  await expect.poll(() => queueLength(page)).toBe(0);
});
