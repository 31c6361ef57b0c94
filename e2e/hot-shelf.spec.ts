import { expectNoViolations } from './axe';
import {
  attachScreenshot,
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  newCustomerContext,
  signedInContext,
  test,
  toastWith,
} from './fixtures';
import { boardCard, openVendorBoard, showBoardColumn } from './journeys';
import { makeReady, placePaidOrder } from './order-api';

// The hot shelf: the board tells how long a ready order has waited and buzzes its customer again
// with one tap; the customer's open orders page tells the server the ready order was seen (no
// re-alert); an order left past the vendor's hot-shelf time is flagged on both sides.

test.describe('the hot shelf', () => {
  test('[vendor] reminds the customer of a ready order with one tap, and once @phone', async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    const origin = baseURL ?? '';
    const customer = await newCustomerContext(browser, origin);
    try {
      const orderId = await placePaidOrder(customer.context.request, origin);
      await loginAs('vendor');
      await makeReady(page.request, origin, orderId);
      await openVendorBoard(page);
      await showBoardColumn(page, 'Ready');
      const card = boardCard(page, 'Ready', orderId);
      await expect(card.getByText('Ready just now')).toBeVisible();

      const remind = card.getByRole('button', { name: `Remind the customer of order #${orderId}` });
      await remind.click();
      await expect(toastWith(page, `Order #${orderId}: customer reminded`)).toBeVisible();
      // a second tap cannot buzz again within the minute
      await expect(remind).toBeDisabled();
      await expect(remind).toHaveText('Reminded');
      await expectNoHorizontalOverflow(page);
      await expectNoViolations(page, 'vendor board with a reminded ready order');
      await attachScreenshot(page, 'hot-shelf-board');

      // the customer was told, in the app as on the phone's lock screen
      const told = await customer.context.request.get('/api/notifications');
      const titles = ((await told.json()) as { items: { title: string }[] }).items.map(
        (item) => item.title,
      );
      expect(titles).toContain('Your order is waiting for you');
    } finally {
      await customer.context.close();
    }
  });

  test('[customer] the orders page marks the ready order seen and shows it uncollected @phone', async ({
    browser,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    const customer = await newCustomerContext(browser, origin);
    const vendor = await signedInContext(browser, origin, DEMO.vendor.email);
    try {
      const orderId = await placePaidOrder(customer.context.request, origin);
      await makeReady(vendor.request, origin, orderId);

      const page = await customer.context.newPage();
      // the uncollected flag comes from the server's sweep after at least 5 minutes (API-tested);
      // here the orders answer is given the flag in the browser, to see how it reads
      await page.route('**/api/orders', async (route) => {
        const response = await route.fetch();
        const orders = (await response.json()) as { id: number; uncollectedAt: string | null }[];
        const flagged = orders.map((order) =>
          order.id === orderId ? { ...order, uncollectedAt: new Date().toISOString() } : order,
        );
        await route.fulfill({ response, json: flagged });
      });
      const seen = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/api/orders/${orderId}/ready-seen`) &&
          response.request().method() === 'POST',
      );
      await page.goto('/orders');
      expect((await seen).status()).toBe(204);
      await expect(page.getByText('Not collected yet.')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoViolations(page, 'orders page with an uncollected order');
      await attachScreenshot(page, 'hot-shelf-customer');
    } finally {
      await vendor.close();
      await customer.context.close();
    }
  });

  test('[vendor] the settings dialog sets the hot-shelf time', async ({ page, loginAs }) => {
    await loginAs('vendor');
    await openVendorBoard(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vendor Settings' });
    const shelf = dialog.getByLabel('Hot-shelf time (minutes)');
    await expect(shelf).toHaveValue('20');
    await shelf.fill('4');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(
      dialog.getByText('Hot-shelf time must be a whole number of minutes from 5 to 120'),
    ).toBeVisible();
    await expectNoViolations(page, 'vendor settings with the hot-shelf time');
    await shelf.fill('20');
    await dialog.getByRole('button', { name: 'Save Settings' }).click();
    await expect(toastWith(page, 'Settings Updated')).toBeVisible();
  });
});
