import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { SETTLE_MS } from '../src/web/features/vendor-dashboard/board-moves';
import { openVendorBoard } from './journeys';
import { placePaidOrder, send } from './order-api';

// A tap acts on the order it was aimed at, once: not on the card that moves into its place when
// the first order leaves its column, whether the second tap is a double click's, a quick tap as
// the board re-renders, or a second Enter.

/** Two paid orders of vendor 1 moved to `status` through the API, as the vendor. */
async function twoOrdersIn(page: Page, origin: string, customer: Page['request'], path: string[]) {
  const ids = await Promise.all([
    placePaidOrder(customer, origin),
    placePaidOrder(customer, origin),
  ]);
  for (const id of ids)
    for (const status of path)
      await send(page.request, origin, 'patch', `/api/vendor/orders/${id}`, {
        status,
      });
  return ids;
}

const cardId = async (card: Locator) =>
  Number(((await card.getAttribute('aria-label')) ?? '').replace('Order #', ''));

/** The first two cards of a column, top to bottom, and the first one's action button. */
async function topTwo(page: Page, column: string, action: string) {
  const cards = page.getByRole('region', { name: `${column} orders` }).getByRole('article');
  await expect(cards.nth(1)).toBeVisible();
  const first = await cardId(cards.nth(0));
  const second = await cardId(cards.nth(1));
  const button = cards.nth(0).getByRole('button', { name: `${action} order #${first}` });
  await cards.nth(1).scrollIntoViewIfNeeded();
  await button.scrollIntoViewIfNeeded();
  return { first, second, button };
}

async function statusOf(page: Page, origin: string, orderId: number) {
  const orders = await send<{ id: number; status: string }[]>(
    page.request,
    origin,
    'get',
    '/api/vendor/orders',
  );
  return orders.find((order) => order.id === orderId)?.status;
}

/** What sits under the pointer at the button's centre now: the next card's button, once it moved. */
async function labelAtPoint(page: Page, x: number, y: number) {
  return page.evaluate(
    ([left, top]) =>
      document
        .elementFromPoint(left ?? 0, top ?? 0)
        ?.closest('button')
        ?.getAttribute('aria-label'),
    [x, y],
  );
}

test.describe('[vendor] a tap acts on its own order once', () => {
  // tall enough for the board to need no scrolling: only the cards move under the pointer
  test.use({ viewport: { width: 1280, height: 1300 } });

  test('a double click on Mark Ready marks that order ready, never the next one', async ({
    page,
    baseURL,
    loginAs,
    customerAndVendor: { customer },
  }) => {
    const origin = baseURL ?? '';
    await loginAs('vendor');
    await twoOrdersIn(page, origin, customer.request, ['confirmed', 'preparing']);
    await openVendorBoard(page);
    const { first, second, button } = await topTwo(page, 'Preparing', 'Mark Ready');
    const box = await button.boundingBox();
    const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    const patches: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') patches.push(new URL(request.url()).pathname);
    });

    await page.mouse.click(x, y);
    // the order left the column and the next card's button moved under the pointer
    await expect(
      page.getByRole('region', { name: 'Ready orders' }).getByRole('article', {
        name: `Order #${first}`,
        exact: true,
      }),
    ).toBeVisible();
    expect(await labelAtPoint(page, x, y)).toBe(`Mark Ready order #${second}`);
    // the second click of the same double click
    await page.mouse.down({ clickCount: 2 });
    await page.mouse.up({ clickCount: 2 });

    await page.waitForTimeout(800);
    expect(patches).toEqual([`/api/vendor/orders/${first}`]);
    expect(await statusOf(page, origin, second)).toBe('preparing');
  });

  test('a quick tap as the board re-renders after Confirm is not taken for the next order', async ({
    page,
    baseURL,
    loginAs,
    customerAndVendor: { customer },
  }) => {
    const origin = baseURL ?? '';
    await loginAs('vendor');
    await twoOrdersIn(page, origin, customer.request, []);
    await openVendorBoard(page);
    const { first, second, button } = await topTwo(page, 'Pending', 'Confirm');
    const box = await button.boundingBox();
    const x = (box?.x ?? 0) + (box?.width ?? 0) / 2;
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;

    await page.mouse.click(x, y);
    // seen on the next frame after the card leaves (an expect polls too slowly for a quick tap)
    await page.waitForFunction(
      (id) => !document.querySelector(`#board-column-pending #order-card-${id}`),
      first,
    );
    // a separate tap on the same place, while the cards have only just moved
    await page.mouse.click(x, y);
    await page.waitForTimeout(800);
    expect(await statusOf(page, origin, first)).toBe('confirmed');
    expect(await statusOf(page, origin, second)).toBe('pending');
    // nor did it open the order that moved under it (the whole card opens its tracking)
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // once the board has settled, a tap on the card that moved is a new, deliberate one
    await page.waitForTimeout(SETTLE_MS);
    await page
      .getByRole('region', { name: 'Pending orders' })
      .getByRole('button', { name: `Confirm order #${second}`, exact: true })
      .click();
    await expect.poll(() => statusOf(page, origin, second)).toBe('confirmed');
  });

  test('a double Enter on Start Preparing starts that order only; focus goes to the next card', async ({
    page,
    baseURL,
    loginAs,
    customerAndVendor: { customer },
  }) => {
    const origin = baseURL ?? '';
    await loginAs('vendor');
    await twoOrdersIn(page, origin, customer.request, ['confirmed']);
    await openVendorBoard(page);
    const { first, second, button } = await topTwo(page, 'Confirmed', 'Start Preparing');

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: 'Preparing orders' }).getByRole('article', {
        name: `Order #${first}`,
        exact: true,
      }),
    ).toBeVisible();
    // focus is not lost: it is on the card that took the order's place, not on a button
    const next = page
      .getByRole('region', { name: 'Confirmed orders' })
      .getByRole('article', { name: `Order #${second}`, exact: true });
    await expect(next).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(800);
    expect(await statusOf(page, origin, second)).toBe('confirmed');
    // from the card, the next Tab stops are its own title and action
    await page.keyboard.press('Tab');
    await expect(next.getByRole('button', { name: `Open order #${second}` })).toBeFocused();
  });

  test('a skip link is the first Tab stop and reaches the order board', async ({
    page,
    loginAs,
  }) => {
    await loginAs('vendor');
    await openVendorBoard(page);
    await expect(page.getByRole('region', { name: 'Order board' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to order board' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('region', { name: 'Order board' })).toBeFocused();
  });
});
