import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { expect, test, toastWith } from './fixtures';
import { makeReady } from './order-api';
import { queuedReply } from '../src/web/lib/offline/queued-reply';
import { boardCard, checkoutWith, openVendorBoard, orderBurgerAndPay } from './journeys';

// A paid order's pickup pass opens on the customer's phone with no signal, and the
// vendor's device checks its signature with no network round trip.

const SHOTS = '/tmp/shots-pickup-pass';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
  }
}

/** The token of the pass the phone keeps for `orderId`, once it has one with a pickup code. */
async function savedToken(page: Page, orderId: number): Promise<string> {
  let token = '';
  await expect
    .poll(async () => {
      const stored = await page.evaluate(() => localStorage.getItem('CurtainCall.pickupPasses'));
      const entry = (
        JSON.parse(stored ?? '{}') as Record<
          string,
          { token: string; pass: { pickupCode: string | null } }
        >
      )[String(orderId)];
      token = entry?.pass.pickupCode ? entry.token : '';
      return token;
    })
    .toMatch(/^CCP1\./);
  return token;
}

test('[customer+vendor] a ready order’s pickup pass opens offline, and the vendor verifies it offline', async ({
  customerAndVendor,
  baseURL,
}) => {
  // two people's journeys in one, with two axe checks and six screenshots: about 45 s on a
  // 2-core machine running both browser projects
  test.setTimeout(120_000);
  const shopper = await customerAndVendor.customer.newPage();
  const truck = await customerAndVendor.vendor.newPage();
  const orderId = await orderBurgerAndPay(shopper);

  // the vendor's board loads (and keeps the public key); the order is made ready
  await openVendorBoard(truck);
  await expect
    .poll(() => truck.evaluate(() => localStorage.getItem('CurtainCall.pickupPassKeys')))
    .toContain('"P-256"');
  await makeReady(customerAndVendor.vendor.request, baseURL ?? '', orderId);

  // the customer's phone sees it ready and keeps its pass
  await shopper.reload();
  const token = await savedToken(shopper, orderId);
  await shoot(shopper, 'orders-with-pass');
  await shopper.setViewportSize(DESKTOP);
  const openPass = shopper.getByRole('button', { name: `Pickup pass for order #${orderId}` });
  await openPass.click();
  const pass = shopper.getByRole('dialog', { name: `Order #${orderId}`, exact: true });
  await expect(pass.getByText('Works without signal')).toBeVisible();
  await expect(
    pass.getByRole('img', { name: `Pickup pass for order #${orderId} as a QR code` }),
  ).toBeVisible();
  const code = ((await pass.getByText(/^[A-Z0-9]{4}$/).textContent()) ?? '').trim();
  expect(code).toMatch(/^[A-Z0-9]{4}$/);
  await expectNoViolations(shopper, 'pickup pass');
  await shoot(shopper, 'pickup-pass');
  await shopper.keyboard.press('Escape');
  await expect(pass).toHaveCount(0);
  await expect(openPass).toBeFocused();

  // no signal: the order list may fail, the pass still opens from the phone, by button and address
  await customerAndVendor.customer.setOffline(true);
  await shopper.getByRole('link', { name: 'Home' }).first().click();
  await expect(shopper.getByRole('heading', { level: 1 })).toBeVisible();
  await shopper
    .getByRole('link', { name: /Orders/ })
    .first()
    .click();
  await shopper.getByRole('button', { name: `Pickup pass for order #${orderId}` }).click();
  await expect(pass.getByText(code, { exact: true })).toBeVisible();
  await pass.getByRole('button', { name: 'Done' }).click();
  await shopper.evaluate((id) => {
    history.pushState(null, '', `/orders/${id}/pass`);
    dispatchEvent(new PopStateEvent('popstate'));
  }, orderId);
  await expect(pass.getByText(code, { exact: true })).toBeVisible();
  await shoot(shopper, 'pickup-pass-offline');

  // the vendor, offline too, takes the pass's QR text at the hand-over and checks it locally
  await customerAndVendor.vendor.setOffline(true);
  await boardCard(truck, 'Ready', orderId)
    .getByRole('button', { name: `Hand Over order #${orderId}` })
    .click();
  const handOver = truck.getByRole('dialog', { name: `Hand Over #${orderId}` });
  await handOver.getByLabel('Pickup code').fill(token);
  await expect(handOver.getByText(`Pass verified - order #${orderId}`)).toBeVisible();
  await expectNoViolations(truck, 'hand-over with a verified pass');
  await shoot(truck, 'hand-over-verified');

  // a changed pass is refused
  const [prefix, keyId, payload, signature] = token.split('.');
  const forged = `${prefix}.${keyId}.${payload?.slice(0, -2)}AA.${signature}`;
  await handOver.getByLabel('Pickup code').fill(forged);
  await expect(handOver.getByText('This pass could not be verified')).toBeVisible();

  // back online, the verified pass hands the order over
  await customerAndVendor.vendor.setOffline(false);
  await handOver.getByLabel('Pickup code').fill(token);
  await expect(handOver.getByText(`Pass verified - order #${orderId}`)).toBeVisible();
  await handOver.getByRole('button', { name: 'Complete Order' }).click();
  await expect(toastWith(truck, 'Status Updated')).toBeVisible();
  await expect(boardCard(truck, 'Ready', orderId)).toHaveCount(0);
});

test('[customer] an order queued offline is saved on the phone, not paid for', async ({
  page,
  loginAs,
}) => {
  await loginAs('customer');
  // the request layer's answer to a write it queued (shared protocol: 202 and the queued reply)
  await page.route('**/api/orders', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 202, json: queuedReply('e2e-queued') })
      : route.continue(),
  );
  await checkoutWith(page, ['Encore Smash Burger']);
  await page.getByRole('button', { name: 'Complete Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order saved on this phone' })).toBeVisible();
  // the same words are in the toast; this is the page's own
  await expect(
    page.locator('#main').getByText('Nothing is charged until you pay.', { exact: false }),
  ).toBeVisible();
  await expectNoViolations(page, 'order saved on this phone');
  await shoot(page, 'order-saved');
  await page.getByRole('link', { name: 'Your Orders' }).click();
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
});
