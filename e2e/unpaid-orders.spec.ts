import type { Page } from '@playwright/test';
import type { OrderView } from '../src/contract/orders';
import { expectNoViolations } from './axe';
import { attachScreenshot, expect, expectNoHorizontalOverflow, test, toastWith } from './fixtures';
import { burgerAtCheckout, placeAtCheckout } from './journeys';

const SIZES = [
  { name: 'phone-360', width: 360, height: 780 },
  { name: 'tablet-768', width: 768, height: 1024 },
  { name: 'desktop-1280', width: 1280, height: 800 },
];

/** Places the burger at checkout with the declined test card: the order stays unpaid. */
async function orderWithDeclinedCard(page: Page): Promise<number> {
  await burgerAtCheckout(page);
  const card = page.getByLabel('Card number');
  await card.fill('');
  await card.pressSequentially('4000000000000002');
  const orderId = await placeAtCheckout(page, 'Complete Payment');
  await expect(toastWith(page, 'Your card was declined.')).toBeVisible({ timeout: 15_000 });
  return orderId;
}

test('[customer] an order left unpaid by a declined card awaits payment on /orders, where it is paid or discarded @phone', async ({
  page,
  loginAs,
  isMobile,
}) => {
  // axe twice and screenshots at three widths take a while on a busy machine
  test.setTimeout(180_000);
  await loginAs('customer');
  const orderId = await orderWithDeclinedCard(page);

  await page.goto('/orders');
  const awaiting = page.getByRole('region', { name: 'Awaiting payment' });
  const card = awaiting.getByRole('article').filter({ hasText: `#${orderId} ·` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(/Pay by .+ to send it to the kitchen/);
  // not being cooked: no kitchen status, countdown or progress, and not under In progress
  await expect(card.getByRole('progressbar')).toHaveCount(0);
  await expect(card).not.toContainText(/Ready in about|Taking a little longer|Pending/);
  await expect(
    page.getByRole('region', { name: 'In progress' }).getByText(`#${orderId} ·`),
  ).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await expectNoViolations(page, 'orders awaiting payment');
  if (!isMobile) {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await expectNoHorizontalOverflow(page);
      await attachScreenshot(page, `orders-awaiting-payment-${size.name}`, {
        fullPage: false,
        path: test.info().outputPath(`orders-awaiting-payment-${size.name}.png`),
      });
    }
  }

  // 'Complete payment' resumes checkout for this very order
  await card.getByRole('link', { name: 'Complete payment' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}$`));
  await expect(page.getByRole('heading', { name: `Pay for order #${orderId}` })).toBeVisible();
  await page.goBack();

  // 'Discard' asks first, then cancels it; nothing was charged
  await card.getByRole('button', { name: 'Discard' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Discard order #${orderId}?` });
  await expect(dialog).toContainText('nothing was charged');
  await expectNoViolations(page, 'discard order dialog');
  if (!isMobile)
    await attachScreenshot(page, 'discard-order-dialog', {
      fullPage: false,
      path: test.info().outputPath('discard-order-dialog.png'),
    });
  await dialog.getByRole('button', { name: 'Discard order' }).click();
  await expect(toastWith(page, `Order #${orderId} discarded`)).toBeVisible();
  const past = page.getByRole('region', { name: 'Past orders' });
  await expect(past.getByRole('article').filter({ hasText: `#${orderId} ·` })).toContainText(
    'Cancelled',
  );
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderView;
  expect(order).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
});
