import { expect, mainNavigation, test, toastWith, waitForApp } from './fixtures';
import { placePaidOrder } from './order-api';
import { expectNoViolations } from './axe';

// customer spec 4/7: with no signal the app says so, keeps showing the last menu and
// orders it read, and the banner goes when the signal returns; a vendor's board says it may be
// stale and recovers. (The service worker is another part's; these journeys run without it.)
test.use({ serviceWorkers: 'block' });

const OFFLINE_BANNER = 'No connection - offline mode active';
const SHOTS = '/tmp/shots-offline-lib';

test('[customer] goes offline: the banner shows, the last menu and orders still show; back online it goes @phone', async ({
  page,
  context,
  openAs,
  isMobile,
}) => {
  await openAs('customer', '/search');
  await page.getByRole('link', { name: /Curtain Call Burgers/ }).click();
  await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
  await expect(page.getByText('Encore Smash Burger').first()).toBeVisible();
  const vendorPath = new URL(page.url()).pathname;
  const nav = await mainNavigation(page, isMobile);
  await nav.getByRole('link', { name: /Orders/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
  // the menu the customer saw is kept for offline use (customer spec 7: vendor data 30 min)
  const cachedKeys = await page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('offline_cache_')),
  );
  expect(cachedKeys).toContain(
    `offline_cache_/api${vendorPath.replace(/^\/vendor\//, '/vendors/')}/menu`,
  );

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Just disconnected');

  // client-side navigation, no reload: the vendor and its menu, then the orders
  await nav
    .getByRole('link', { name: /Search|Browse|Vendors/ })
    .first()
    .click();
  await page.getByRole('link', { name: /Curtain Call Burgers/ }).click();
  await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
  await expect(page.getByText('Encore Smash Burger').first()).toBeVisible();
  await expect(banner).toBeVisible();
  const project = test.info().project.name;
  await page.screenshot({ path: `${SHOTS}/banner-vendor-${project}.png` });
  await nav.getByRole('link', { name: /Orders/ }).click();
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
  await expect(banner).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/banner-orders-${project}.png` });
  await expectNoViolations(page, 'orders offline');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toHaveCount(0);
});

test('[vendor] an offline board says it may be out of date, then recovers @phone', async ({
  page,
  context,
  openAs,
}) => {
  await openAs('vendor', '/vendor');
  await expect(page.getByRole('button', { name: 'Refresh orders' })).toBeVisible();
  const stale = page
    .getByRole('status')
    .filter({ hasText: 'Board may be out of date - reconnecting...' });
  await expect(stale).toHaveCount(0);

  await context.setOffline(true);
  await expect(stale).toBeVisible();
  await expect(stale).toContainText('Last updated');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_BANNER })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/vendor-board-offline-${test.info().project.name}.png` });

  const refetched = page.waitForResponse(
    (response) => response.url().endsWith('/api/vendor/orders') && response.ok(),
  );
  await context.setOffline(false);
  await refetched;
  await expect(stale).toHaveCount(0);
});

test('[customer] a change made offline waits, counted in the banner, and is sent once back online', async ({
  page,
  context,
  baseURL,
  loginAs,
}) => {
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  await page.goto('/orders');
  await waitForApp(page);
  await page
    .getByRole('button', { name: `Track order #${orderId} from Curtain Call Burgers` })
    .click();
  const tracking = page.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
  await expect(tracking.getByLabel('Your notes for the vendor')).toBeVisible();

  await context.setOffline(true);
  await tracking.getByLabel('Your notes for the vendor').fill('Red jacket, by the stage');
  await tracking.getByRole('button', { name: 'Save Notes' }).click();
  await expect(toastWith(page, 'Saved offline')).toBeVisible();
  await tracking.getByRole('button', { name: 'Close' }).last().click();
  const banner = page.getByRole('status').filter({ hasText: OFFLINE_BANNER });
  await expect(banner).toContainText('1 change waiting to send');
  await page.screenshot({ path: `${SHOTS}/banner-pending-${test.info().project.name}.png` });

  await context.setOffline(false);
  await expect(toastWith(page, '1 change sent')).toBeVisible();
  await expect(page.getByTestId('connection-banner')).toHaveCount(0);
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
    notes: string | null;
  };
  expect(order.notes).toBe('Red jacket, by the stage');
});
