// customer spec 2 (bell, notification panel), 4 and 7 (notification socket), 8 (toasts):
// 'Your order is ready!' reaches the customer's open page within 2 s, without a reload.
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { TEST_CARD_VALUES, toConfirmPayload } from '../src/contract/payments';
import { DEMO, expect, signedInContext, test, toastWith } from './fixtures';

const READY_WITHIN_MS = 2000;

async function send<T>(
  request: APIRequestContext,
  baseURL: string,
  method: 'post' | 'patch' | 'get',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](url, { data, headers: { Origin: baseURL } });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}

/** A paid ASAP order for vendor 1, placed through the API as the customer. */
async function placePaidOrder(request: APIRequestContext, baseURL: string): Promise<number> {
  const menu = await send<{ id: number }[]>(request, baseURL, 'get', '/api/vendors/1/menu');
  const menuItemId = menu[0]?.id;
  expect(menuItemId, 'vendor 1 has a menu item').toBeDefined();
  const order = await send<{ id: number; totalAmount: string }>(
    request,
    baseURL,
    'post',
    '/api/orders',
    { vendorId: 1, items: [{ menuItemId, quantity: 1 }], pickupTime: 'asap' },
  );
  const intent = await send<{ clientSecret: string }>(
    request,
    baseURL,
    'post',
    '/api/payments/demo/create-intent',
    { amount: Number(order.totalAmount), orderId: order.id },
  );
  const intentId = intent.clientSecret.split('_secret')[0] ?? '';
  // the server's simulated payment delay makes this take about 2 s
  await send(request, baseURL, 'post', '/api/payments/demo/confirm', {
    ...toConfirmPayload(intentId, TEST_CARD_VALUES),
  });
  return order.id;
}

function bell(page: Page) {
  return page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
}

async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? NaN);
}

test.describe('real-time notifications', () => {
  let contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
  });

  test('[customer + vendor] a paid order appears on the open vendor board without a reload, with the new-order alert', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = baseURL ?? '';
    const customer = await signedInContext(browser, origin, DEMO.customer.email);
    const vendor = await signedInContext(browser, origin, DEMO.vendor.email);
    contexts = [customer, vendor];
    // no Web Audio here, so the alert takes its visible path (the beep is covered by unit tests)
    await vendor.addInitScript(() => {
      Reflect.deleteProperty(window, 'AudioContext');
    });
    const board = await vendor.newPage();
    const subscribed = new Promise<void>((resolve) => {
      board.on('websocket', (ws) => {
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"authenticated"')) resolve();
        });
      });
    });
    await board.goto('/vendor/dashboard');
    await expect(board.getByRole('heading', { name: 'Vendor Dashboard' })).toBeVisible();
    await subscribed;

    const orderId = await placePaidOrder(customer.request, origin);
    await expect(board.getByText(new RegExp(`^#${orderId}\\b`)).first()).toBeVisible({
      timeout: 3000,
    });
    await expect(toastWith(board, 'New Order!')).toBeVisible();
    await expect(toastWith(board, 'You have a new order to review.')).toBeVisible();
  });

  test('[customer + vendor] the ready order reaches the open /orders page within 2 s; then the panel', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const origin = baseURL ?? '';
    const customer = await signedInContext(browser, origin, DEMO.customer.email);
    const vendor = await signedInContext(browser, origin, DEMO.vendor.email);
    contexts = [customer, vendor];

    const orderId = await placePaidOrder(customer.request, origin);

    const page = await customer.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
    // listen before loading: the server's 'authenticated' frame comes right after the upgrade
    const authenticated = new Promise<void>((resolve) => {
      page.on('websocket', (ws) => {
        if (!ws.url().endsWith('/ws/notifications')) return;
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"authenticated"')) resolve();
        });
      });
    });
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
    await authenticated;
    await expect(bell(page)).toBeVisible();

    for (const status of ['confirmed', 'preparing']) {
      await send(vendor.request, origin, 'patch', `/api/vendor/orders/${orderId}`, { status });
    }
    // the bell shows what the server counts (payment, confirmed, preparing) before 'ready'
    await expect
      .poll(async () => {
        const response = await customer.request.get('/api/notifications/unread-count');
        const { count } = (await response.json()) as { count: number };
        return count === (await unreadCount(page));
      })
      .toBe(true);
    const before = await unreadCount(page);
    const sentAt = Date.now();
    await send(vendor.request, origin, 'patch', `/api/vendor/orders/${orderId}`, {
      status: 'ready',
    });
    const readyToast = toastWith(page, 'Your order is ready!');
    await expect(readyToast).toBeVisible({ timeout: READY_WITHIN_MS });
    await expect(bell(page)).toHaveAccessibleName(
      new RegExp(`Notifications, ${before + 1} unread`),
      {
        timeout: Math.max(100, READY_WITHIN_MS - (Date.now() - sentAt)),
      },
    );
    expect(Date.now() - sentAt, 'ms from the ready PATCH to toast and badge').toBeLessThanOrEqual(
      READY_WITHIN_MS + 500,
    );
    const mine = await send<{ pickupCode: string | null }>(
      customer.request,
      origin,
      'get',
      `/api/orders/${orderId}`,
    );
    expect(mine.pickupCode).toMatch(/^[A-Z0-9]{4}$/);
    await expect(readyToast).toContainText(mine.pickupCode ?? '');
    await page.screenshot({ path: test.info().outputPath('order-ready-toast.png') });

    // the panel: mark all read clears the badge, delete, empty state
    await bell(page).click();
    const panel = page.getByRole('dialog');
    await expect(panel.getByText('Your order is ready!').first()).toBeVisible();
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    const deletes = panel.getByRole('button', { name: /^Delete "/ });
    const total = await deletes.count();
    expect(total).toBeGreaterThan(0);
    for (let guard = 0; guard < 100 && (await deletes.count()) > 0; guard += 1) {
      const remaining = await deletes.count();
      await deletes.first().click();
      await expect(deletes).not.toHaveCount(remaining);
    }
    await expect(panel.getByText('No notifications yet')).toBeVisible();
    expect(errors, 'page errors').toEqual([]);
  });
});
