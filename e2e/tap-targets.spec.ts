import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { attachScreenshot, expect, signUpCustomer, test } from './fixtures';
import { placePaidOrder, send } from './order-api';

/** A control a thumb can hit: at least 44 x 44 CSS px. */
async function expectTappable(control: Locator, what: string) {
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.width, `${what} width`).toBeGreaterThanOrEqual(44);
  expect(box!.height, `${what} height`).toBeGreaterThanOrEqual(44);
}

/** One line of text: its box is no taller than its line height (it did not wrap). */
async function expectOneLine(text: Locator, what: string) {
  const isOneLine = await text.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return element.getBoundingClientRect().height < lineHeight * 1.5;
  });
  expect(isOneLine, `${what} stays on one line`).toBe(true);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ });

test('[customer] the quick-order vendor list keeps each figure whole at 390 and 360 px @phone-only', async ({
  page,
  openAs,
}) => {
  await openAs('customer', '/?quick=true');
  const sheet = page.getByRole('dialog', { name: /Quick Order/ });
  const vendors = sheet.getByRole('region', { name: 'Choose Vendor' }).getByRole('button');
  await expect(vendors.first()).toBeVisible();
  for (const width of [390, 360]) {
    await page.setViewportSize({ width, height: 800 });
    for (const vendor of await vendors.all()) {
      await expectOneLine(vendor.getByText(/^\d\.\d$/), `rating at ${width} px`);
      await expectOneLine(vendor.getByText(/^\d+ min$/), `prep time at ${width} px`);
    }
    await attachScreenshot(page, `quick-order-vendors-${width}`, {
      fullPage: false,
      path: test.info().outputPath(`quick-order-vendors-${width}.png`),
    });
  }
  await expectTappable(sheet.getByRole('button', { name: 'Close quick order' }), 'sheet close');
});

test('[customer] the bell, the notification actions and dialog close buttons are 44 px; deleting a notification asks first @phone', async ({
  page,
  baseURL,
  customerAndVendor,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  // a customer of this test's own: the demo customer's earlier orders in this server (an unpaid
  // one cancelled, a held one fired) can notify them while the panel is being counted
  await signUpCustomer(page.request, origin);
  // the vendor accepts two paid orders: the customer is told twice
  const orders = [
    await placePaidOrder(page.request, origin),
    await placePaidOrder(page.request, origin),
  ];
  for (const orderId of orders)
    await send(customerAndVendor.vendor.request, origin, 'patch', `/api/vendor/orders/${orderId}`, {
      status: 'confirmed',
    });

  await page.goto('/orders');
  await expect(bell(page)).not.toHaveAccessibleName('Notifications, 0 unread');
  await expectTappable(bell(page), 'bell');
  await bell(page).click();
  const panel = page.getByRole('dialog').filter({ hasText: 'Order confirmed' });
  const deletes = panel.getByRole('button', { name: /^Delete "/ });
  await expect(deletes.nth(1)).toBeVisible();
  const total = await deletes.count();
  await expectTappable(deletes.first(), 'delete');
  await expectTappable(panel.getByRole('button', { name: /^Mark ".+" as read$/ }).first(), 'read');

  // keeping it changes nothing; deleting removes that one only
  await deletes.first().click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this notification?' });
  await expect(ask).toBeVisible();
  await expectTappable(ask.getByRole('button', { name: 'Close' }), 'dialog close');
  await expectNoViolations(page, 'delete notification dialog');
  await attachScreenshot(page, `delete-notification-${test.info().project.name}`, {
    fullPage: false,
    path: test.info().outputPath(`delete-notification-${test.info().project.name}.png`),
  });
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toHaveCount(0);
  await expect(deletes).toHaveCount(total);
  // the panel shows the newest page; on a server with more, the next one moves up into it
  type NotificationPage = { items: { id: number }[]; nextCursor: number | null };
  const listed = () => send<NotificationPage>(page.request, origin, 'get', '/api/notifications');
  const before = await listed();
  const ids = before.items.map((item) => item.id);
  await deletes.first().click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(deletes).toHaveCount(before.nextCursor === null ? total - 1 : total);
  const after = (await listed()).items.map((item) => item.id);
  expect(after).not.toContain(ids[0]);
  expect(after.slice(0, ids.length - 1)).toEqual(ids.slice(1));
});
