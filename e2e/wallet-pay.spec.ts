import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { DEMO, expect, signedInContext, test, toastWith } from './fixtures';
import { burgerAtCheckout } from './journeys';

const GOOGLE_PAY = 'https://google.com/pay';

/**
 * Headless Chromium cannot show a wallet's sheet, so this stands in for the browser's Payment
 * Request API: it can pay with Google Pay only, its sheet answers at once with a demo token, and
 * how the page closed the sheet is kept on `window.walletSheetClosedWith`.
 */
async function installWalletStandIn(page: Page) {
  await page.addInitScript((googlePay) => {
    class StandInPaymentRequest {
      constructor(private methods: { supportedMethods: string }[]) {}
      canMakePayment() {
        return Promise.resolve(this.methods[0]?.supportedMethods === googlePay);
      }
      show() {
        return Promise.resolve({
          methodName: googlePay,
          details: { paymentMethodData: { tokenizationData: { token: '{"signature":"demo"}' } } },
          payerName: 'Alex Rivera',
          payerEmail: 'customer@curtaincall.test',
          complete: (result: string) => {
            Object.assign(window, { walletSheetClosedWith: result });
            return Promise.resolve();
          },
        });
      }
    }
    Object.defineProperty(window, 'PaymentRequest', {
      value: StandInPaymentRequest,
      configurable: true,
      writable: true,
    });
  }, GOOGLE_PAY);
}

const sheetClosedWith = (page: Page) =>
  page.evaluate(() => (window as { walletSheetClosedWith?: string }).walletSheetClosedWith);

/** The next confirm call's body and answer. */
function nextConfirm(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === '/api/payments/demo/confirm',
    { timeout: 15_000 },
  );
}

test.describe('wallet payment at checkout', () => {
  test('[customer] sees no wallet button where Chromium cannot pay with a wallet, and the card still pays', async ({
    page,
    loginAs,
  }) => {
    await loginAs('customer');
    await burgerAtCheckout(page);
    // the same checks the page makes, answered by this browser itself
    const canPay = await page.evaluate(async () => {
      if (typeof window.PaymentRequest !== 'function') return [];
      const details = { total: { label: 'x', amount: { currency: 'USD', value: '1.00' } } };
      return Promise.all(
        ['https://google.com/pay', 'https://apple.com/apple-pay'].map((method) =>
          new PaymentRequest([{ supportedMethods: method }], details)
            .canMakePayment()
            .catch(() => false),
        ),
      );
    });
    expect(canPay).not.toContain(true);
    await expect(page.getByRole('button', { name: /^Pay with/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Complete Payment' }).click();
    await expect(toastWith(page, 'Payment Successful')).toBeVisible({ timeout: 15_000 });
  });

  test('[customer] pays with one tap on Google Pay, through the server, at 360 px', async ({
    page,
    loginAs,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await installWalletStandIn(page);
    await loginAs('customer');
    await burgerAtCheckout(page);
    const wallet = page.getByRole('button', { name: 'Pay with Google Pay' });
    await expect(wallet).toBeVisible();
    const box = await wallet.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await expectNoViolations(page, 'checkout with the wallet button');
    const confirmed = nextConfirm(page);
    await wallet.click();
    const answer = await confirmed;
    expect(answer.request().postDataJSON()).toMatchObject({
      payment_method: { wallet: { type: 'google_pay', token: '{"signature":"demo"}' } },
      billing_details: { name: 'Alex Rivera', email: DEMO.customer.email },
    });
    expect(await answer.json()).toMatchObject({
      payment_intent: {
        status: 'succeeded',
        paymentMethod: 'google_pay',
        cardBrand: 'visa',
        cardLast4: '4242',
      },
    });
    await expect(toastWith(page, 'Payment Successful')).toBeVisible({ timeout: 15_000 });
    expect(await sheetClosedWith(page)).toBe('success');
    await expect(page).toHaveURL(/\/orders$/, { timeout: 10_000 });
  });

  test('[customer] a wallet payment declined by the demo settings says so and can be tried again', async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    const admin = await signedInContext(browser, baseURL ?? '', DEMO.admin.email);
    const successRate = (value: string) =>
      admin.request.put('/api/admin/settings/demo_payment_success_rate', {
        data: { value },
        headers: { Origin: baseURL ?? '' },
      });
    try {
      expect((await successRate('0')).ok()).toBeTruthy();
      await installWalletStandIn(page);
      await loginAs('customer');
      await burgerAtCheckout(page);
      const wallet = page.getByRole('button', { name: 'Pay with Google Pay' });
      const declined = nextConfirm(page);
      await wallet.click();
      expect((await declined).status()).toBe(402);
      await expect(toastWith(page, 'Payment Failed')).toBeVisible({ timeout: 15_000 });
      await expect(toastWith(page, 'Your card was declined.')).toBeVisible();
      expect(await sheetClosedWith(page)).toBe('fail');
      await expect(page).toHaveURL(/\/checkout$/);
      await expect(wallet).toBeEnabled();

      expect((await successRate('1')).ok()).toBeTruthy();
      const paid = nextConfirm(page);
      await wallet.click();
      expect((await paid).status()).toBe(200);
      await expect(toastWith(page, 'Payment Successful')).toBeVisible({ timeout: 15_000 });
      expect(await sheetClosedWith(page)).toBe('success');
    } finally {
      await successRate('1');
      await admin.close();
    }
  });
});
