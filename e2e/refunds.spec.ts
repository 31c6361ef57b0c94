import { centsToDecimal, formatMoney } from '../src/contract/money';
import type { OrderView } from '../src/contract/orders';
import { linesRefundCents } from '../src/contract/refunds';
import { expectNoViolations } from './axe';
import { DEMO, expect, signedInContext, test, toastWith } from './fixtures';
import { boardCard, openVendorBoard, showBoardColumn } from './journeys';
import { placePaidOrder } from './order-api';

test('[customer] cancels a paid order before the kitchen starts it and sees it refunded @phone', async ({
  page,
  loginAs,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderView;

  await page.goto('/orders');
  const card = page.getByRole('article').filter({ hasText: `#${orderId} ·` });
  await card.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(`You will be refunded $${order.totalAmount}.`);
  await expectNoViolations(page, 'cancel paid order dialog');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(toastWith(page, `Order #${orderId} cancelled`)).toBeVisible();

  const past = page.getByRole('region', { name: 'Past orders' });
  const cancelled = past.getByRole('article').filter({ hasText: `#${orderId} ·` });
  await expect(cancelled).toContainText('Cancelled');
  await expect(cancelled).toContainText(`Refunded $${order.totalAmount}`);
  await expect(cancelled.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('[vendor] refunds part of a paid order and the customer sees the refund and its reason', async ({
  page,
  loginAs,
  baseURL,
  browser,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const customer = await signedInContext(browser, origin, DEMO.customer.email);
  const orderId = await placePaidOrder(customer.request, origin);

  await loginAs('vendor');
  await openVendorBoard(page);
  await showBoardColumn(page, 'Pending');
  await boardCard(page, 'Pending', orderId)
    .getByRole('button', { name: `Open order #${orderId}`, exact: true })
    .click();
  const modal = page.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
  await modal.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order #${orderId}` });
  await dialog.getByLabel('Amount ($)').fill('1.50');
  await dialog.getByLabel(/Reason/).fill('Fries were cold');
  await expectNoViolations(page, 'refund dialog');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(toastWith(page, 'Refunded $1.50')).toBeVisible();

  // a whole line gives back what the customer paid for it: tax included, the offer taken off
  const placed = (await (await customer.request.get(`/api/orders/${orderId}`)).json()) as OrderView;
  const line = placed.items[0];
  if (!line) throw new Error('the order has no line');
  const lineCents = linesRefundCents(placed, [{ orderItemId: line.id, quantity: 1 }], new Map());
  await modal.getByRole('button', { name: 'Refund' }).click();
  await dialog.getByLabel(`${line.name} (`).fill('1');
  await expect(dialog.getByLabel('Amount ($)')).toHaveValue(centsToDecimal(lineCents));
  await expect(dialog).toContainText('What the customer paid for these: tax included');
  await dialog.getByLabel(/Reason/).fill('Burger was cold');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(toastWith(page, `Refunded ${formatMoney(lineCents)}`)).toBeVisible();

  const customerPage = await customer.newPage();
  await customerPage.goto('/orders');
  await customerPage.getByRole('button', { name: new RegExp(`Track order #${orderId} `) }).click();
  const refunds = customerPage.getByRole('list', { name: 'Refunds' });
  await expect(refunds).toContainText('$1.50: Fries were cold');
  await expect(refunds).toContainText(`${formatMoney(lineCents)}: Burger was cold`);
  await expect(customerPage.getByText(/Partly refunded/).first()).toBeVisible();
  const timeline = customerPage.getByRole('region', { name: 'Order timeline' });
  await expect(timeline.getByRole('listitem').filter({ hasText: 'Refunded $1.50' })).toContainText(
    'by vendor',
  );
  await customer.close();
});
