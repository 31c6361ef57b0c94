import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { DEMO, expect, expectNoHorizontalOverflow, signedInContext, test } from './fixtures';
import { makeReady, placePaidOrder } from './order-api';

// A ready order shown full screen at the pickup hatch: opened from its order card, and with no
// signal from the pass the phone saved.

const SHOTS = '/tmp/hatch-shots';
const SIZES = [
  ['360', { width: 360, height: 740 }],
  ['768', { width: 768, height: 1024 }],
  ['1280', { width: 1280, height: 800 }],
] as const;

async function shoot(page: Page, name: string, project: string) {
  for (const [label, size] of SIZES) {
    await page.setViewportSize(size);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${project}-${label}.png`, fullPage: true });
  }
}

/** Whether the phone keeps `orderId`'s pass with its pickup code. */
const hasSavedCode = (page: Page, orderId: number) =>
  page.evaluate((id) => {
    const stored = JSON.parse(localStorage.getItem('CurtainCall.pickupPasses') ?? '{}') as Record<
      string,
      { pass: { pickupCode: string | null } }
    >;
    return Boolean(stored[String(id)]?.pass.pickupCode);
  }, orderId);

test('[customer] shows a ready order at the hatch from its card, and offline from the saved pass @phone', async ({
  page,
  loginAs,
  browser,
  baseURL,
}, testInfo) => {
  // two axe passes and nine screenshots: about 40 s on a busy 2-core machine
  test.setTimeout(120_000);
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  const vendor = await signedInContext(browser, baseURL ?? '', DEMO.vendor.email);
  await makeReady(vendor.request, baseURL ?? '', orderId);
  await vendor.close();

  await page.goto('/orders');
  const open = page.getByRole('link', { name: `Show at the hatch: order #${orderId}` });
  await expect(open).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-card-${testInfo.project.name}.png` });
  await open.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/hatch$`));
  const heading = page.getByRole('heading', { level: 1, name: `Order #${orderId}` });
  await expect(heading).toBeVisible();
  const code = page.getByLabel(/^Pickup code [A-Z0-9]( [A-Z0-9]){3}$/);
  await expect(code).toHaveText(/^[A-Z0-9]{4}$/);
  const pickupCode = (await code.textContent()) ?? '';
  await expect(
    page.getByRole('img', { name: `Pickup pass for order #${orderId} as a QR code` }),
  ).toBeVisible();
  await expect(page.getByText('Works without signal')).toBeVisible();

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoViolations(page, 'hatch screen (phone)');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoViolations(page, 'hatch screen (desktop)');
  await shoot(page, 'hatch', testInfo.project.name);

  // Close and Escape both go back to the card, focus on the control that opened the screen
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(open).toBeFocused();
  await open.press('Enter');
  await expect(heading).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(open).toBeFocused();

  // no signal: the screen opens from the pass the phone saved
  await expect.poll(() => hasSavedCode(page, orderId)).toBe(true);
  await page.context().setOffline(true);
  await page.evaluate((id) => {
    history.pushState(null, '', `/orders/${id}/hatch`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, orderId);
  await expect(heading).toBeVisible();
  await expect(page.getByText(pickupCode, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('img', { name: `Pickup pass for order #${orderId} as a QR code` }),
  ).toBeVisible();
  await shoot(page, 'hatch-offline', testInfo.project.name);
  // opened by its address, Close goes to the orders
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(/\/orders$/);
});

test('[customer] the hatch screen says when an order is not ready yet, or not theirs @phone', async ({
  page,
  loginAs,
  baseURL,
}, testInfo) => {
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  await page.goto(`/orders/${orderId}/hatch`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${orderId} is not ready yet` }),
  ).toBeVisible();
  await expectNoViolations(page, 'hatch screen, order not ready');
  await page.screenshot({ path: `${SHOTS}/not-ready-${testInfo.project.name}.png` });
  await page.getByRole('link', { name: 'See your order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeVisible();

  await page.goto('/orders/999999/hatch');
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await expectNoViolations(page, 'hatch screen, order not found');
  await page.screenshot({ path: `${SHOTS}/not-found-${testInfo.project.name}.png` });
});
