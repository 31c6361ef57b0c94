import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test } from './fixtures';
import { send } from './order-api';

// Checkout when something goes wrong on the way to paying: an item sells out in the cart, the
// card is refused.

const SHOTS = '/tmp/shots-checkout-recovery';
const SIZES = [
  { width: 360, height: 780 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/** Screenshots of what the page shows now at phone, tablet and desktop sizes. */
async function shootAtSizes(page: Page, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, scale: 'css' });
  }
}

test('[customer] an item that sells out while in the cart is marked at checkout, and the rest is paid for', async ({
  page,
  baseURL,
  loginAs,
  customerAndVendor: { vendor },
}) => {
  // an axe pass and three screenshots on top of the journey
  test.setTimeout(90_000);
  const origin = baseURL ?? '';
  const menu = await send<{ id: number; name: string }[]>(
    vendor.request,
    origin,
    'get',
    '/api/vendor/menu',
  );
  const fries = menu.find((item) => item.name === 'Loaded Stage Fries');
  expect(fries, 'the demo vendor sells Loaded Stage Fries').toBeDefined();
  const setFries = (isAvailable: boolean) =>
    send(vendor.request, origin, 'patch', `/api/vendor/menu/${fries?.id}`, { isAvailable });

  await loginAs('customer');
  await page.goto('/vendor/1');
  const cart = page.getByRole('region', { name: 'Your cart' });
  await page.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
  await expect(cart).toContainText('1 item');
  await page.getByRole('button', { name: 'Add Loaded Stage Fries to cart' }).first().click();
  await expect(cart).toContainText('2 items');
  await setFries(false);
  try {
    await cart.getByRole('button', { name: /Checkout, 2 items/ }).click();
    const reason = page.getByText('Loaded Stage Fries is not available right now');
    await expect(reason).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Remove the item marked above' }),
    ).toBeVisible();
    await expect(page.getByText('Failed to initialize checkout')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Complete Payment' })).toBeDisabled();
    const remove = page.getByRole('button', { name: 'Remove Loaded Stage Fries' });
    await expect(remove).toBeVisible();
    const box = await remove.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectNoViolations(page, 'checkout with a sold-out line');
    await shootAtSizes(page, 'sold-out-line');

    await remove.click();
    await expect(reason).toHaveCount(0);
    await expect(page.getByText('Encore Smash Burger', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Price breakdown')).toContainText('$15.99');
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(page).toHaveURL(/\/orders$/, { timeout: 15_000 });
  } finally {
    await setFries(true);
  }
});

test('[customer] a declined or expired card is said at the card field as well as in the toast @phone', async ({
  page,
  loginAs,
}) => {
  // two payments and an axe pass
  test.setTimeout(90_000);
  await loginAs('customer');
  await page.goto('/vendor/1');
  await page.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
  await page.goto('/checkout');
  await expect(page.getByLabel('Price breakdown')).toContainText('$15.99');
  const number = page.getByLabel('Card number');
  await number.fill('');
  await number.pressSequentially('4000000000000002');
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(page.locator('#card-number-error')).toHaveText('Your card was declined.', {
    timeout: 15_000,
  });
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  // the customer is taken to it: focused (its error is read out) and on screen, not under the
  // sticky header or the pay bar
  await expect(number).toBeFocused();
  await expect(number).toBeInViewport({ ratio: 1 });
  await expect(page.locator('#card-number-error')).toBeInViewport({ ratio: 1 });
  const isAbovePayButton = await page.evaluate(() => {
    const field = document.getElementById('card-number')?.getBoundingClientRect();
    const pay = document
      .querySelector('form[aria-label="Card payment"] button[type="submit"]')
      ?.getBoundingClientRect();
    return Boolean(field && pay && field.bottom <= pay.top);
  });
  expect(isAbovePayButton).toBe(true);
  await page.screenshot({
    path: `${SHOTS}/declined-at-field-${test.info().project.name}.png`,
    scale: 'css',
  });

  await number.fill('');
  await number.pressSequentially('4242424242424242');
  await expect(page.locator('#card-number-error')).toHaveCount(0);
  await page.getByLabel('Expiry (MM/YY)').fill('01/20');
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(page.locator('#card-expiry-error')).toHaveText('Your card has expired', {
    timeout: 15_000,
  });
  await expectNoViolations(page, 'checkout with a refused card');
});
