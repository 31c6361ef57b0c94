import type { Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import {
  attachScreenshot,
  expect,
  expectNoHorizontalOverflow,
  signUpCustomer,
  test,
} from './fixtures';
import { makeReady, placePaidOrder, send } from './order-api';

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

/**
 * A control drawn smaller than a thumb (a 48 x 28 switch) still takes a tap anywhere in the
 * 44 px band through its centre: what lies 21 px above and below the centre is the control.
 */
async function expectTallHitArea(control: Locator, what: string) {
  const misses = await control.evaluate((element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    return [-21, 21].filter((offset) => {
      const hit = document.elementFromPoint(x, y + offset);
      return !hit || !element.contains(hit);
    });
  });
  expect(misses, `${what}: taps 21 px above and below its centre`).toEqual([]);
}

/** The page does not scroll sideways, and every chart label is drawn at 12 px or more. */
async function expectAnalyticsFit(page: Page, what: string) {
  await expectNoHorizontalOverflow(page);
  const smallest = await page.locator('figure svg text').evaluateAll((texts) =>
    Math.min(
      ...texts.map((text) => {
        const svg = (text as SVGTextElement).ownerSVGElement!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return parseFloat(getComputedStyle(text).fontSize) * scale;
      }),
    ),
  );
  expect(smallest, `${what}: the smallest chart label in px`).toBeGreaterThanOrEqual(12);
  // the CSV range's two dates side by side or one under the other, never over each other
  const from = (await page.getByLabel('From', { exact: true }).boundingBox())!;
  const to = (await page.getByLabel('To', { exact: true }).boundingBox())!;
  expect(from.x + from.width <= to.x || from.y + from.height <= to.y, `${what}: dates`).toBe(true);
}

const PHONE_360 = { width: 360, height: 780 };

test('[vendor] tabs, switches, Done today and the header are 44 px on touch; Analytics fits 360 px @phone-only', async ({
  page,
  baseURL,
  loginAs,
  customerAndVendor: { customer },
}) => {
  const origin = baseURL ?? '';
  const cancelledId = await placePaidOrder(customer.request, origin);
  await loginAs('vendor');
  await send(page.request, origin, 'patch', `/api/vendor/orders/${cancelledId}`, {
    status: 'cancelled',
    reason: 'Sold out of buns',
  });
  await page.setViewportSize(PHONE_360);
  await page.goto('/vendor/dashboard');
  await expectTappable(page.getByRole('link', { name: 'CurtainCall home' }), 'home link');
  await expectTappable(page.getByRole('link', { name: /^Profile:/ }), 'profile link');
  const tabs = page.getByRole('tablist', { name: 'Dashboard sections' });
  for (const tab of await tabs.getByRole('tab').all()) await expectTappable(tab, 'section tab');

  const done = page.locator('summary', { hasText: /^Done today/ });
  await expectTappable(done, 'Done today');
  await done.click();
  await expectTappable(
    page.getByRole('button', { name: new RegExp(`^#${cancelledId} `) }),
    'a Done today row',
  );

  await tabs.getByRole('tab', { name: 'Menu' }).click();
  await expectTallHitArea(page.getByRole('switch').first(), 'a menu item’s Available switch');
  await tabs.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('figure').first()).toBeVisible();
  await expectAnalyticsFit(page, 'vendor analytics');
  await attachScreenshot(page, 'vendor-analytics-360');

  // a portrait tablet shows the header's links: a thumb's height each
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all())
    await expectTappable(link, 'a header link');
});

test('[admin] tabs, settings switches and event vendor rows are 44 px on touch; Analytics fits 360 px @phone-only', async ({
  page,
  openAs,
}) => {
  await page.setViewportSize(PHONE_360);
  await openAs('admin', '/admin');
  const tabs = page.getByRole('tablist', { name: 'Admin sections' });
  for (const tab of await tabs.getByRole('tab').all()) await expectTappable(tab, 'admin tab');
  await tabs.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByRole('figure').first()).toBeVisible();
  await expectAnalyticsFit(page, 'admin analytics');
  await attachScreenshot(page, 'admin-analytics-360');

  await tabs.getByRole('tab', { name: 'Settings' }).click();
  await expectTallHitArea(page.getByRole('switch').first(), 'a settings switch');

  await tabs.getByRole('tab', { name: 'Events' }).click();
  await page.getByRole('button', { name: 'Create Event' }).first().click();
  const vendors = page
    .getByRole('dialog', { name: 'Create Event' })
    .getByRole('group', { name: 'Assigned vendors' });
  const vendor = vendors.getByRole('checkbox').first();
  await expect(vendor).toBeVisible();
  // the row's label is the target: tapping its far end ticks the box
  const row = vendors.locator('label').first();
  await expectTappable(row, 'an assigned vendor row');
  await row.click({ position: { x: (await row.boundingBox())!.width - 4, y: 22 } });
  await expect(vendor).toBeChecked();

  await page.goto('/admin/talent-crew');
  const crewTabs = page.getByRole('tablist', { name: 'Talent and crew sections' }).getByRole('tab');
  await expect(crewTabs.first()).toBeVisible();
  for (const tab of await crewTabs.all()) await expectTappable(tab, 'talent and crew tab');
});

test('[customer] a ready order’s pickup pass keeps a full-height Done button on a short phone @phone-only', async ({
  page,
  baseURL,
  loginAs,
  customerAndVendor: { vendor },
}) => {
  const origin = baseURL ?? '';
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, origin);
  await makeReady(vendor.request, origin, orderId);
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto(`/orders/${orderId}/pass`);
  const pass = page.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
  await expect(pass.getByText('Works without signal')).toBeVisible();
  await expectTappable(pass.getByRole('button', { name: 'Done' }), 'Done');
});
