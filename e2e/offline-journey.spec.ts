import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test, toastWith, waitForApp, waitForServiceWorker, queueLength } from './fixtures';
import { checkoutWith } from './journeys';
import { makeReady, placePaidOrder } from './order-api';

// The offline journey on one phone: the app opens with no signal (service worker, offline
// cache, banner), an order placed offline waits in the queue, is sent exactly once when the
// signal returns even though the answer to its first replay is lost, and is then paid for.

const OFFLINE_BANNER = 'No connection - offline mode active';
const SHOTS = '/tmp/shots-offline-journey';

type OrderRow = { id: number; paymentStatus: string; items: { name: string }[] };

async function ordersOf(page: Page): Promise<OrderRow[]> {
  const response = await page.request.get('/api/orders');
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as OrderRow[];
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[customer] a reload with no signal opens the app, the banner and the last menu @phone', async ({
    page,
    context,
    openAs,
  }) => {
    await openAs('customer', '/vendor/1');
    await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
    await expect(page.getByText('Encore Smash Burger').first()).toBeVisible();
    await waitForServiceWorker(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('offline_cache_/api/vendors/1/menu')))
      .not.toBeNull();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
    await expect(page.getByText('Encore Smash Burger').first()).toBeVisible();
    const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
    await expect(banner).toBeVisible();
    // the last time online survived the reload
    await expect(banner).toContainText(/Just disconnected|Offline for \d+m/);
    await expect(page).toHaveTitle(/CurtainCall/);
    await expectNoViolations(page, 'vendor menu reloaded offline');
    await page.screenshot({ path: `${SHOTS}/reload-offline-${test.info().project.name}.png` });

    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
  });
});

test.describe('with the service worker, opened with no signal', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[customer] the checkout and a menu not visited before read again by themselves when the signal returns', async ({
    page,
    context,
    openAs,
  }) => {
    await openAs('customer', '/vendor/1');
    await expect(page.getByText('Encore Smash Burger').first()).toBeVisible();
    await waitForServiceWorker(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('offline_cache_/api/vendors/1/menu')))
      .not.toBeNull();
    const vendors = (await (await page.request.get('/api/vendors')).json()) as {
      id: number;
      name: string;
    }[];
    const unvisited = vendors.find((vendor) => vendor.id !== 1);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
    await page
      .getByRole('region', { name: 'Your cart' })
      .getByRole('button', { name: /Checkout, 1 item/ })
      .click();
    const offline = page.locator('#main').getByText("You're offline. Check your connection");
    await expect(offline).toBeVisible();
    const pay = page.getByRole('button', { name: 'Complete Payment' });
    await expect(pay).toBeDisabled();
    await context.setOffline(false);
    await expect(pay).toBeEnabled();
    await expect(offline).toHaveCount(0);

    await context.setOffline(true);
    await page.goto(`/vendor/${unvisited?.id}`);
    const vendorError = page.getByRole('alert').filter({ hasText: "We couldn't load this vendor" });
    await expect(vendorError).toContainText("You're offline");
    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: unvisited?.name })).toBeVisible();
    await expect(vendorError).toHaveCount(0);
  });
});

test.describe('with the service worker, a ready order', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[customer] its pickup pass and hatch screen open at their addresses after a reload with no signal @phone', async ({
    page,
    context,
    loginAs,
    baseURL,
    customerAndVendor,
  }) => {
    await loginAs('customer');
    const orderId = await placePaidOrder(page.request, baseURL ?? '');
    await makeReady(customerAndVendor.vendor.request, baseURL ?? '', orderId);
    await page.goto('/orders');
    await waitForApp(page);
    await waitForServiceWorker(page);
    // the phone keeps the pass once it sees the order ready (with its pickup code)
    await expect
      .poll(() =>
        page.evaluate(
          (id) =>
            (
              JSON.parse(localStorage.getItem('CurtainCall.pickupPasses') ?? '{}') as Record<
                string,
                { pass: { pickupCode: string | null } }
              >
            )[String(id)]?.pass.pickupCode ?? null,
          orderId,
        ),
      )
      .toMatch(/^[A-Z0-9]{4}$/);

    await context.setOffline(true);
    await page.goto(`/orders/${orderId}/pass`);
    const pass = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
    await expect(pass.getByText('Works without signal')).toBeVisible();
    await expect(
      pass.getByRole('img', { name: `Pickup pass for order #${orderId} as a QR code` }),
    ).toBeVisible();
    await page.screenshot({
      path: `${SHOTS}/pass-after-offline-reload-${test.info().project.name}.png`,
    });

    // the hatch screen too, from the same saved pass
    await page.goto(`/orders/${orderId}/hatch`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order #${orderId}`, exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('img', { name: `Pickup pass for order #${orderId} as a QR code` }),
    ).toBeVisible();
  });
});

test('[customer] an order placed offline is placed exactly once on reconnect, even when its first answer is lost, then paid', async ({
  page,
  context,
  openAs,
}) => {
  await openAs('customer', '/');
  const before = await ordersOf(page);
  await checkoutWith(page, ['Encore Smash Burger']);
  await expect(page.getByText(/4242 4242 4242 4242/).first()).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order saved on this phone' })).toBeVisible();
  await expect(
    page.locator('#main').getByText('Nothing is charged until you pay.', { exact: false }),
  ).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
  await expect(banner).toContainText('1 change waiting to send');
  expect(await queueLength(page)).toBe(1);
  await page.screenshot({ path: `${SHOTS}/order-saved-offline-${test.info().project.name}.png` });

  // the first replay reaches the server, which places the order, but its answer never arrives
  const replays: string[] = [];
  await page.route('**/api/orders', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    replays.push(request.headers()['idempotency-key'] ?? '');
    if (replays.length > 1) return route.continue();
    const response = await route.fetch();
    expect(response.status()).toBe(201);
    return route.abort('connectionreset');
  });
  // the customer walks away from the checkout; back online the queue sends the order and asks
  // for the payment, with what it sent
  await page.getByRole('link', { name: 'CurtainCall home' }).click();
  await expect(page.getByRole('heading', { name: 'Featured Near You' })).toBeVisible();
  await context.setOffline(false);
  const placed = toastWith(page, /Order #\d+ placed - pay now to confirm it/);
  await expect(placed).toBeVisible({ timeout: 20_000 });
  await expect(placed).toContainText('1 change sent');
  await expect.poll(() => queueLength(page)).toBe(0);
  await expect(banner).toHaveCount(0);
  expect(replays).toHaveLength(2);
  expect(replays[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(replays[1]).toBe(replays[0]);

  // exactly one new order, waiting for its payment: nothing was paid from the queue
  const after = await ordersOf(page);
  const added = after.filter((order) => !before.some((known) => known.id === order.id));
  expect(added).toHaveLength(1);
  const [order] = added;
  expect(order?.paymentStatus).toBe('unpaid');
  expect(order?.items.map((item) => item.name)).toEqual(['Encore Smash Burger']);
  await expect(placed).toContainText(`Order #${order?.id} placed`);
  await page.screenshot({
    path: `${SHOTS}/order-placed-on-reconnect-${test.info().project.name}.png`,
  });

  await placed.getByRole('link', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${order?.id}$`));
  await expect(page.getByRole('heading', { name: `Pay for order #${order?.id}` })).toBeVisible();
  await expect(placed).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(toastWith(page, 'Payment Successful')).toBeVisible({ timeout: 15_000 });
  const paid = (await ordersOf(page)).filter((row) => row.id === order?.id);
  expect(paid.map((row) => row.paymentStatus)).toEqual(['paid']);
  expect((await ordersOf(page)).length).toBe(before.length + 1);
});

test.describe('with the service worker, a write the page sends straight to fetch', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[customer] an order sent straight to fetch offline is placed exactly once on reconnect, even when its first answer is lost', async ({
    page,
    context,
    openAs,
  }) => {
    await openAs('customer', '/vendor/1');
    await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
    await waitForServiceWorker(page);
    const before = await ordersOf(page);
    const menu = (await (await page.request.get('/api/vendors/1/menu')).json()) as {
      id: number;
      name: string;
    }[];
    const order = {
      vendorId: 1,
      items: [{ menuItemId: menu[0]?.id, quantity: 1 }],
      pickupTime: 'asap',
    };

    await context.setOffline(true);
    const reply = await page.evaluate(
      (body) =>
        fetch('/api/orders', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).then((response) => response.status),
      order,
    );
    // the service worker answered with the queued reply and handed the write to the page's queue
    expect(reply).toBe(202);
    await expect.poll(() => queueLength(page)).toBe(1);

    // the first replay reaches the server, which places the order, but its answer never arrives
    const replays: { key: string; contentType: string }[] = [];
    await context.route('**/api/orders', async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const headers = await request.allHeaders();
      replays.push({
        key: headers['idempotency-key'] ?? '',
        contentType: headers['content-type'] ?? '',
      });
      if (replays.length > 1) return route.continue();
      const response = await route.fetch();
      expect(response.status()).toBe(201);
      return route.abort('connectionreset');
    });
    await context.setOffline(false);
    const placed = toastWith(page, /Order #\d+ placed - pay now to confirm it/);
    await expect(placed).toBeVisible({ timeout: 20_000 });
    await expect(placed).toContainText('1 change sent');
    await expect.poll(() => queueLength(page)).toBe(0);
    expect(replays).toHaveLength(2);
    expect(replays.map((replay) => replay.contentType)).toEqual([
      'application/json',
      'application/json',
    ]);
    expect(replays[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(replays[1]?.key).toBe(replays[0]?.key);

    const added = (await ordersOf(page)).filter(
      (row) => !before.some((known) => known.id === row.id),
    );
    expect(added).toHaveLength(1);
    expect(added[0]?.paymentStatus).toBe('unpaid');
    expect(added[0]?.items.map((item) => item.name)).toEqual([menu[0]?.name]);
  });
});
