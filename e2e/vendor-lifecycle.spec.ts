import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, signedInContext, test, toastWith } from './fixtures';

// accounts spec 2.7-2.9 and 4: a customer's order walks the vendor board from Pending to handed
// over, each side seeing the other's changes (reloads here; e2e/notifications.spec.ts covers live push).

type Actor = { context: BrowserContext; page: Page };

async function signedIn(browser: Browser, baseURL: string, email: string): Promise<Actor> {
  const context = await signedInContext(browser, baseURL, email);
  return { context, page: await context.newPage() };
}

async function openVendorBoard(page: Page) {
  await page.goto('/vendor/dashboard');
  await expect(page.getByRole('heading', { name: 'Vendor Dashboard' })).toBeVisible();
}

/** The vendor's card for one order inside one status column. */
function boardCard(page: Page, column: string, orderId: number) {
  return page
    .getByRole('region', { name: `${column} orders` })
    .getByRole('article', { name: `Order #${orderId}` });
}

async function advance(page: Page, column: string, orderId: number, action: string) {
  await boardCard(page, column, orderId)
    .getByRole('button', { name: `${action} order #${orderId}` })
    .click();
  await expect(toastWith(page, 'Status Updated')).toBeVisible();
}

test.describe('vendor order lifecycle', () => {
  test('[customer+vendor] an order goes from Pending to handed over with the pickup code', async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const customer = await signedIn(browser, base, 'customer@curtaincall.test');
    const vendor = await signedIn(browser, base, 'vendor@curtaincall.test');

    // the customer orders from Curtain Call Burgers and pays with the Visa test card
    const shopper = customer.page;
    await shopper.goto('/vendor/1');
    await expect(shopper.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
    await shopper.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
    await shopper
      .getByRole('region', { name: 'Your cart' })
      .getByRole('button', { name: /Checkout, 1 item/ })
      .click();
    await expect(shopper).toHaveURL(/\/checkout$/);
    await expect(shopper.getByText(/4242 4242 4242 4242/).first()).toBeVisible();
    await shopper.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(toastWith(shopper, 'Payment Successful')).toBeVisible({ timeout: 15_000 });
    await expect(shopper).toHaveURL(/\/orders$/, { timeout: 10_000 });
    const track = shopper
      .getByRole('button', { name: /Track order #\d+ from Curtain Call Burgers/ })
      .first();
    const label = (await track.getAttribute('aria-label')) ?? '';
    const orderId = Number(/#(\d+)/.exec(label)?.[1]);
    expect(orderId).toBeGreaterThan(0);

    // the vendor sees it under Pending and works it through the columns
    const truck = vendor.page;
    await openVendorBoard(truck);
    await expect(boardCard(truck, 'Pending', orderId)).toBeVisible();
    await expect(boardCard(truck, 'Pending', orderId)).toContainText('Encore Smash Burger');
    await truck.screenshot({ path: test.info().outputPath('vendor-board-desktop.png') });
    await truck.setViewportSize({ width: 820, height: 1180 });
    await expectNoHorizontalOverflow(truck);
    await truck.screenshot({ path: test.info().outputPath('vendor-board-tablet.png') });
    await truck.setViewportSize({ width: 1440, height: 900 });
    await advance(truck, 'Pending', orderId, 'Confirm');
    await advance(truck, 'Confirmed', orderId, 'Start Preparing');
    await advance(truck, 'Preparing', orderId, 'Mark Ready');
    await expect(boardCard(truck, 'Ready', orderId)).toBeVisible();

    // the customer sees it ready, with the pickup code
    await shopper.reload();
    await shopper
      .getByRole('button', { name: `Track order #${orderId} from Curtain Call Burgers` })
      .click();
    const tracking = shopper.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
    const codeBox = tracking.getByRole('region', { name: 'Pickup code' });
    await expect(codeBox).toBeVisible();
    const code = ((await codeBox.locator('p').first().textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    await expect(
      codeBox.getByRole('img', { name: `Pickup code ${code} as a QR code` }),
    ).toBeVisible();

    // the vendor hands over: a wrong code is refused, the right one completes it
    await boardCard(truck, 'Ready', orderId)
      .getByRole('button', { name: `Hand Over order #${orderId}` })
      .click();
    const handOver = truck.getByRole('dialog', { name: `Hand Over #${orderId}` });
    const wrong = code === 'ABCD' ? 'ABCE' : 'ABCD';
    await handOver.getByLabel('Pickup code').fill(wrong.toLowerCase());
    await expect(handOver.getByLabel('Pickup code')).toHaveValue(wrong);
    await handOver.getByRole('button', { name: 'Complete Order' }).click();
    await expect(handOver.getByText('That pickup code does not match this order.')).toBeVisible();
    await handOver.getByLabel('Pickup code').fill(code.toLowerCase());
    await handOver.getByRole('button', { name: 'Complete Order' }).click();
    await expect(toastWith(truck, 'Status Updated')).toBeVisible();
    await expect(handOver).toHaveCount(0);
    await expect(boardCard(truck, 'Ready', orderId)).toHaveCount(0);
    await truck.getByText(/Done today/).click();
    await expect(
      truck.getByRole('button', { name: new RegExp(`#${orderId}`) }).first(),
    ).toBeVisible();

    // the customer sees it completed
    await shopper.reload();
    await shopper
      .getByRole('button', { name: `Track order #${orderId} from Curtain Call Burgers` })
      .click();
    await expect(
      shopper
        .getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` })
        .getByText('Completed')
        .first(),
    ).toBeVisible();

    await customer.context.close();
    await vendor.context.close();
  });

  test('[customer+vendor] menu changes reach the customer; settings are validated', async ({
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const customer = await signedIn(browser, base, 'customer@curtaincall.test');
    const vendor = await signedIn(browser, base, 'vendor@curtaincall.test');
    const truck = vendor.page;
    const name = `Encore Slider ${Date.now()}`;

    await openVendorBoard(truck);
    await truck.getByRole('button', { name: 'Add Menu Item' }).click();
    const form = truck.getByRole('dialog', { name: 'Add Menu Item' });
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(toastWith(truck, 'Please fill in all required fields.')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price ($)').fill('7.25');
    await form.getByLabel('Category').selectOption('mains');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(toastWith(truck, 'Item Created')).toBeVisible();

    const shopper = customer.page;
    await shopper.goto('/vendor/1');
    await shopper.getByRole('tab', { name: /Mains/ }).click();
    await expect(shopper.getByText(name).first()).toBeVisible();

    // made unavailable: gone for the customer
    await truck.getByRole('tab', { name: 'Menu' }).click();
    await truck.getByRole('switch', { name: `${name} available` }).click();
    await expect(toastWith(truck, 'Availability Updated')).toBeVisible();
    await shopper.reload();
    await expect(shopper.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
    await expect(shopper.getByText(name)).toHaveCount(0);

    // tidy up: delete it
    await truck.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = truck.getByRole('dialog');
    await expect(
      confirm.getByText('Are you sure you want to delete this menu item?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(truck, 'Item Deleted')).toBeVisible();

    // settings: an empty business name is refused
    await truck.getByRole('button', { name: 'Settings' }).click();
    const settings = truck.getByRole('dialog', { name: 'Vendor Settings' });
    await settings.getByLabel('Business name').fill('');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await expect(settings.getByText('Business name is required')).toBeVisible();

    await customer.context.close();
    await vendor.context.close();
  });
});
