import type { Locator, Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';
import { placePaidOrder, send } from './order-api';

// User text without a single space (a 500-character special instruction, a long note,
// menu item or vendor description) wraps on every screen instead of pushing it sideways.

const UNBROKEN = 'W'.repeat(500);
const WIDTHS = [390, 360];

/**
 * No text in `root` runs past the right edge of the screen. A sheet is fixed in place, so text
 * pushed out of it never widens the page: each line of text is measured instead.
 */
async function expectTextOnScreen(root: Locator) {
  const outside = await root.evaluate((element) => {
    const width = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5)
        found.push(node.textContent?.slice(0, 30) ?? '');
    }
    return found;
  });
  expect(outside, 'text past the right edge of the screen').toEqual([]);
}

/**
 * At 390 and at 360 px the page does not scroll sideways; inside a sheet or card (`root`), every
 * line of text fits too. (Whole pages have rows that scroll sideways on purpose, such as menu tabs.)
 */
async function atPhoneWidths(page: Page, root?: Locator) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoHorizontalOverflow(page);
    if (root) {
      await expect(root).toBeVisible();
      await expectTextOnScreen(root);
    }
  }
}

test('[customer][vendor] unbroken long text wraps on orders, tracking, menus and the vendor board @phone-only', async ({
  page,
  baseURL,
  loginAs,
  customerAndVendor: { vendor },
}) => {
  const origin = baseURL ?? '';
  const profile = await send<{ description: string }>(
    vendor.request,
    origin,
    'get',
    '/api/vendor/profile',
  );
  const item = await send<{ id: number }>(vendor.request, origin, 'post', '/api/vendor/menu', {
    name: 'N'.repeat(120),
    description: 'D'.repeat(1000),
    price: 9.5,
    category: 'mains',
    isAvailable: true,
  });
  await send(vendor.request, origin, 'patch', '/api/vendor/profile', {
    description: 'V'.repeat(1000),
  });
  try {
    await loginAs('customer');
    const orderId = await placePaidOrder(page.request, origin, {
      items: [{ menuItemId: item.id, quantity: 1, notes: UNBROKEN }],
      specialInstructions: UNBROKEN,
    });
    await send(page.request, origin, 'patch', `/api/orders/${orderId}/notes`, { notes: UNBROKEN });

    await page.goto('/orders');
    const card = page.getByRole('button', { name: new RegExp(`order #${orderId}`) }).first();
    await atPhoneWidths(page);
    await card.click();
    const tracking = page.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
    await atPhoneWidths(page, tracking);
    const total = tracking.getByLabel('Price breakdown').getByText('Total', { exact: true });
    await total.scrollIntoViewIfNeeded();
    await expect(total).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');

    await page.goto('/vendor/1');
    await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
    await atPhoneWidths(page);
    await page.goto('/search');
    await expect(page.getByText(/\d+ found/)).toBeVisible();
    await atPhoneWidths(page);

    await loginAs('vendor');
    await page.goto('/vendor/dashboard');
    const vendorCard = page.getByRole('article', { name: `Order #${orderId}`, exact: true });
    await atPhoneWidths(page, vendorCard);
    await vendorCard.getByRole('button', { name: `Open order #${orderId}` }).click();
    const modal = page.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Vendor notes').fill(UNBROKEN);
    await atPhoneWidths(page, modal);
  } finally {
    await send(vendor.request, origin, 'patch', '/api/vendor/profile', {
      description: profile.description,
    });
    await vendor.request.delete(`/api/vendor/menu/${item.id}`, { headers: { Origin: origin } });
  }
});
