import { expect, test } from './fixtures';
import { openVendorBoard } from './journeys';
import { placePaidOrder, send } from './order-api';

// Completed and cancelled orders in 'Done today' open the same order modal, read-only.

test('[vendor] completed and cancelled orders in Done today open the order modal, with no actions left', async ({
  page,
  baseURL,
  loginAs,
  customerAndVendor: { customer },
}) => {
  const origin = baseURL ?? '';
  const cancelledId = await placePaidOrder(customer.request, origin);
  const completedId = await placePaidOrder(customer.request, origin);
  await loginAs('vendor');
  const update = (id: number, body: object) =>
    send(page.request, origin, 'patch', `/api/vendor/orders/${id}`, body);
  await update(cancelledId, { status: 'cancelled', reason: 'Sold out of buns' });
  for (const status of ['confirmed', 'preparing', 'ready']) await update(completedId, { status });
  await update(completedId, { status: 'completed', overridePickupCode: true });

  await openVendorBoard(page);
  await page.getByText(/^Done today/).click();
  for (const [orderId, shown] of [
    [cancelledId, 'Sold out of buns'],
    [completedId, 'Completed without pickup code'],
  ] as const) {
    await page.getByRole('button', { name: new RegExp(`#${orderId}\\b`) }).click();
    const modal = page.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
    await expect(modal).toBeVisible();
    await expect(modal.getByText(shown).first()).toBeVisible();
    await expect(modal.getByRole('region', { name: 'Vendor actions' })).toHaveCount(0);
    await expect(modal.getByLabel('Priority')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  }
});
