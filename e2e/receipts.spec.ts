import { expectNoViolations } from './axe';
import { RECEIPT_NOT_PAID_MESSAGE } from '../src/contract/receipts';
import { expect, expectNoHorizontalOverflow, test, waitForServiceWorker } from './fixtures';
import { placePaidOrder, send } from './order-api';

// A paid order's receipt: opened from the order, read at phone and desktop width, printed without
// the app around it, and opened again with no signal; an unpaid order has none.

const SHOTS = '/tmp/shots-receipts';
const PHONE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("[customer] a paid order's receipt: phone and desktop, print, and offline once opened", async ({
    page,
    context,
    baseURL,
    openAs,
  }) => {
    await openAs('customer', '/orders');
    const orderId = await placePaidOrder(page.request, baseURL ?? '');
    await page.setViewportSize(PHONE);
    await page.reload();

    const open = page.getByRole('link', { name: `Receipt for order #${orderId}` }).first();
    await open.click();
    await expect(page).toHaveURL(new RegExp(`/orders/${orderId}/receipt$`));
    const sheet = page.getByRole('article', { name: 'Receipt' });
    await expect(sheet.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    const number = `R-\\d{8}-${String(orderId).padStart(6, '0')}`;
    await expect(sheet.getByText(new RegExp(`^${number}$`))).toBeVisible();
    await expect(sheet.getByText('Visa ending 4242')).toBeVisible();
    await expect(sheet.getByText('Total paid')).toBeVisible();
    await expect(sheet.getByText('Curtain Call Burgers')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoViolations(page, 'receipt at 360 px');
    await page.screenshot({ path: `${SHOTS}/receipt-phone.png`, fullPage: true });

    // printed: the receipt alone, no header, navigation or buttons
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(sheet).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/receipt-print.png`, fullPage: true });
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize(DESKTOP);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectNoViolations(page, 'receipt at desktop width');
    await page.screenshot({ path: `${SHOTS}/receipt-desktop.png`, fullPage: true });

    // back to the orders by keyboard: focus returns to the link that opened the receipt
    await page.getByRole('button', { name: 'Your orders' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/orders$/);
    await expect(open).toBeFocused();

    // opened once, the receipt reads again with no signal, after a reload too
    await open.click();
    await expect(sheet.getByText(new RegExp(`^${number}$`))).toBeVisible();
    await waitForServiceWorker(page);
    await expect
      .poll(() =>
        page.evaluate(
          (id) => localStorage.getItem(`offline_cache_/api/orders/${id}/receipt`),
          orderId,
        ),
      )
      .not.toBeNull();
    await context.setOffline(true);
    await page.reload();
    await expect(sheet.getByText(new RegExp(`^${number}$`))).toBeVisible();
    await expect(sheet.getByText('Visa ending 4242')).toBeVisible();
    await expectNoViolations(page, 'receipt offline');
    await page.screenshot({ path: `${SHOTS}/receipt-offline.png`, fullPage: true });
    await context.setOffline(false);
  });
});

test('[customer] an unpaid order has no receipt, and says why', async ({
  page,
  baseURL,
  openAs,
}) => {
  await openAs('customer', '/');
  const menu = await send<{ id: number }[]>(
    page.request,
    baseURL ?? '',
    'get',
    '/api/vendors/1/menu',
  );
  const order = await send<{ id: number }>(page.request, baseURL ?? '', 'post', '/api/orders', {
    vendorId: 1,
    items: [{ menuItemId: menu[0]?.id, quantity: 1 }],
    pickupTime: 'asap',
  });
  await page.goto(`/orders/${order.id}/receipt`);
  const alert = page.getByRole('alert').filter({ hasText: 'No receipt to show' });
  await expect(alert).toContainText(RECEIPT_NOT_PAID_MESSAGE);
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoViolations(page, 'receipt of an unpaid order');
  await page.screenshot({ path: `${SHOTS}/receipt-unpaid.png` });
});
