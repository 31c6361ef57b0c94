import { attachScreenshot, expect, test } from './fixtures';
import { expectNoViolations } from './axe';
import { openVendorBoard } from './journeys';
import { placePaidOrder, send } from './order-api';

// A busy night on the vendor's board: every status within reach on a portrait tablet, compact
// cards, columns that scroll on their own, and each line's note where the vendor reads the order.

const NOTE = 'NUT ALLERGY - no sauce';
const ORDERS = 24;

test('[vendor] a busy night fits a portrait tablet and a desktop, line notes included', async ({
  page,
  baseURL,
  loginAs,
  customerAndVendor: { customer },
}) => {
  test.setTimeout(180_000);
  const origin = baseURL ?? '';
  const menu = await send<{ id: number; name: string }[]>(
    customer.request,
    origin,
    'get',
    '/api/vendors/1/menu',
  );
  // another item than the other orders', so the kitchen's all-day count of it is 15
  const menuItemId = menu[1]?.id;
  const noted = await placePaidOrder(customer.request, origin, {
    items: [{ menuItemId, quantity: 15, notes: NOTE }],
  });
  const others = await Promise.all(
    Array.from({ length: ORDERS - 1 }, () => placePaidOrder(customer.request, origin)),
  );
  await loginAs('vendor');
  const update = (id: number, status: string) =>
    send(page.request, origin, 'patch', `/api/vendor/orders/${id}`, { status });
  for (const id of others.slice(0, 2))
    for (const status of ['confirmed', 'preparing', 'delayed']) await update(id, status);
  for (const id of others.slice(2, 4))
    for (const status of ['confirmed', 'preparing', 'ready']) await update(id, status);

  // a portrait tablet: one status at a time, each a tap away
  await page.setViewportSize({ width: 768, height: 1024 });
  await openVendorBoard(page);
  for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all())
    expect((await link.boundingBox())?.height ?? 0, 'a header link on one line').toBeLessThan(44);
  const picker = page.getByRole('group', { name: 'Show orders by status' });
  await expect(picker).toBeVisible();
  const pending = page.getByRole('region', { name: 'Pending orders' });
  await expect(
    pending.getByRole('article', { name: `Order #${noted}`, exact: true }),
  ).toContainText(NOTE);
  await picker.getByRole('button', { name: /^Delayed, \d+ orders?$/ }).click();
  const delayed = page.getByRole('region', { name: 'Delayed orders' });
  await expect(delayed).toBeInViewport();
  await expect(pending).toBeHidden();
  await attachScreenshot(page, 'busy-board-768', {
    fullPage: false,
    path: 'test-results/busy-board-768.png',
  });
  // 20 of this journey's orders and any other journey's on this server
  await picker.getByRole('button', { name: /^Pending, \d+ orders$/ }).click();
  await expect(pending).toBeInViewport();
  expect(await pending.getByRole('article').count()).toBeGreaterThanOrEqual(20);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height, 'the page with 20 or more pending orders').toBeLessThan(2200);
  await expectNoViolations(page, 'busy board, tablet');

  // the order window shows the line's note once, under the line in its items
  await pending.getByRole('button', { name: `Open order #${noted}`, exact: true }).click();
  const modal = page.getByRole('dialog', { name: `Advanced Order Tracking - #${noted}` });
  await expect(
    modal.getByRole('region', { name: 'Items' }).getByText(`Note: ${NOTE}`),
  ).toBeVisible();
  await expect(modal.getByText(`Note: ${NOTE}`)).toHaveCount(1);
  await page.keyboard.press('Escape');

  // a phone: the same picker, cards one under another
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(picker).toBeVisible();
  await attachScreenshot(page, 'busy-board-360', {
    fullPage: false,
    path: 'test-results/busy-board-360.png',
  });

  // a desktop: every column side by side, each scrolling on its own
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(picker).toBeHidden();
  await expect(delayed).toBeVisible();
  const column = await delayed.boundingBox();
  for (const button of await delayed
    .getByRole('button', { name: /^(Resume|Mark Ready) order/ })
    .all()) {
    const box = await button.boundingBox();
    expect(
      (box?.x ?? 0) + (box?.width ?? 0),
      'a delayed card button inside its column',
    ).toBeLessThanOrEqual((column?.x ?? 0) + (column?.width ?? 0));
  }
  const desktopHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(desktopHeight, 'the desktop page with 24 orders').toBeLessThan(2000);
  await page.getByRole('region', { name: 'Order board' }).scrollIntoViewIfNeeded();
  await attachScreenshot(page, 'busy-board-1280', {
    fullPage: false,
    path: 'test-results/busy-board-1280.png',
  });
  await expectNoViolations(page, 'busy board, desktop');

  // the kitchen's all-day count of 15 or more (other journeys' orders on this server) stays on
  // one line
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/vendor/kitchen');
  const allDay = page.getByRole('region', { name: 'All day' });
  const count = allDay
    .getByRole('listitem')
    .filter({ has: page.getByText(menu[1]?.name ?? '', { exact: true }) })
    .getByText(/^\d+$/);
  await expect(count).toBeVisible();
  expect(Number(await count.textContent())).toBeGreaterThanOrEqual(15);
  expect((await count.boundingBox())?.height ?? 0, 'the count on one line').toBeLessThan(48);
  await attachScreenshot(page, 'kitchen-768', {
    fullPage: false,
    path: 'test-results/kitchen-768.png',
  });
});
