// Steps several journeys share, each done the way a person does it: through the UI.
import type { Page } from '@playwright/test';
import { expect, toastWith } from './fixtures';
import { SETTLE_MS } from '../src/web/features/vendor-dashboard/board-moves';

/**
 * The demo cart (one Encore Smash Burger at Curtain Call Burgers) at checkout, reached through the
 * cart's button: one page load, so the socket that opened with it is the checkout's.
 */
export async function burgerAtCheckout(page: Page) {
  await page.goto('/vendor/1');
  await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
  await page
    .getByRole('region', { name: 'Your cart' })
    .getByRole('button', { name: /Checkout, 1 item/ })
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(/4242 4242 4242 4242/).first()).toBeVisible();
}

/**
 * Taps the checkout's `button` and resolves with the id of the order it placed, read from the
 * placement's answer (the confirmation line is only on screen until the app moves on to /orders).
 */
export async function placeAtCheckout(page: Page, button: string): Promise<number> {
  const placed = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/orders' &&
      response.ok(),
    { timeout: 15_000 },
  );
  await page.getByRole('button', { name: button }).click();
  const { id: orderId } = (await (await placed).json()) as { id: number };
  expect(orderId, 'the id of the placed order').toBeGreaterThan(0);
  return orderId;
}

/** Pays with the Visa test card checkout fills in; resolves with the id of the order. */
export async function payAtCheckout(page: Page): Promise<number> {
  const orderId = await placeAtCheckout(page, 'Complete Payment');
  await expect(toastWith(page, 'Payment Successful')).toBeVisible({ timeout: 15_000 });
  return orderId;
}

/**
 * The customer orders one Encore Smash Burger from Curtain Call Burgers and pays with the Visa
 * test card the checkout fills in; resolves with the order id once the app has moved on to /orders
 * (or as soon as the payment went through, with `untilOrdersPage: false`).
 */
export async function orderBurgerAndPay(
  page: Page,
  { untilOrdersPage = true } = {},
): Promise<number> {
  await burgerAtCheckout(page);
  const orderId = await payAtCheckout(page);
  if (untilOrdersPage) await expect(page).toHaveURL(/\/orders$/, { timeout: 10_000 });
  return orderId;
}

export async function openVendorBoard(page: Page) {
  await page.goto('/vendor/dashboard');
  await expect(page.getByRole('heading', { name: 'Vendor Dashboard' })).toBeVisible();
}

/** From this width up the board shows every status column side by side (Tailwind's xl). */
const BOARD_ALL_COLUMNS_WIDTH = 1280;

/** Below the extra-large breakpoint the board shows one status at a time: pick `column`'s. */
export async function showBoardColumn(page: Page, column: string) {
  if ((page.viewportSize()?.width ?? BOARD_ALL_COLUMNS_WIDTH) >= BOARD_ALL_COLUMNS_WIDTH) return;
  await page
    .getByRole('group', { name: 'Show orders by status' })
    .getByRole('button', { name: new RegExp(`^${column}, `) })
    .click();
}

/** The vendor's card for one order inside one status column. */
export function boardCard(page: Page, column: string, orderId: number) {
  return page
    .getByRole('region', { name: `${column} orders` })
    .getByRole('article', { name: `Order #${orderId}`, exact: true });
}

/**
 * Clicks the card's next action ('Confirm', 'Start Preparing', 'Mark Ready') and waits until the
 * card has left its column (an earlier 'Status Updated' toast may still be showing).
 */
export async function advance(page: Page, column: string, orderId: number, action: string) {
  const button = boardCard(page, column, orderId).getByRole('button', {
    name: `${action} order #${orderId}`,
  });
  await expect(button).toBeVisible();
  // a cook reads the card before tapping it: a tap on a card that has only just taken another
  // card's place is dropped as aimed at the other one (board-moves.ts)
  await page.waitForTimeout(SETTLE_MS);
  await button.click();
  await expect(toastWith(page, 'Status Updated')).toBeVisible();
  await expect(boardCard(page, column, orderId)).toHaveCount(0);
}

/** The cart at Curtain Call Burgers with one of each item (on the menu tab `tab`), at checkout. */
export async function checkoutWith(page: Page, items: string[], tab?: string) {
  await page.goto('/vendor/1');
  await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  for (const item of items)
    await page
      .getByRole('button', { name: `Add ${item} to cart` })
      .first()
      .click();
  await page.goto('/checkout');
  await expect(page.getByLabel('Price breakdown')).toBeVisible();
}

export async function applyTicket(page: Page, code: string) {
  await page.getByRole('button', { name: 'Have a crew meal ticket?' }).click();
  const field = page.getByLabel('Meal ticket code');
  await expect(field).toBeFocused();
  await field.fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(`Meal ticket ${code} applied`)).toBeVisible();
}
