import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { SpecialOfferingView } from '../src/contract/partnerships';
import { attachScreenshot, expect, expectNoHorizontalOverflow, test, toastWith } from './fixtures';

// A vendor manages their artist drops from the dashboard. The journey creates its own
// offering and always deactivates it before it ends, so the shared seeded lists stay as they were.

const SHOTS = '/tmp/shots-vendor-drops';
const EVENT = 'Midnight Echo: Neon Nights Tour';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true, scale: 'css' });
  await attachScreenshot(page, `${name}-${width}`);
}

test('[vendor] creates a limited offering customers see, then deactivates it', async ({
  page,
  baseURL,
  loginAs,
  customerAndVendor: { customer },
}) => {
  test.setTimeout(90_000);
  const title = `Encore Drop ${test.info().project.name} ${Date.now() % 100_000}`;
  await loginAs('vendor');
  await page.goto('/vendor/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Vendor Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: 'Artist Drops' }).click();
  await expect(page.getByRole('heading', { name: 'Limited offerings' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Deactivate / }).first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await shot(page, 'drops-tab');

  // the partnership form, with its client-side messages
  await page.getByRole('button', { name: 'New partnership' }).click();
  const partnershipForm = page.getByRole('dialog', { name: 'New Partnership' });
  await partnershipForm.getByRole('button', { name: 'Create Partnership' }).click();
  await expect(partnershipForm.getByText('Please select an artist')).toBeVisible();
  await shot(page, 'partnership-dialog');
  await page.keyboard.press('Escape');
  await expect(partnershipForm).toBeHidden();

  try {
    await page.getByRole('button', { name: 'New offering' }).click();
    const form = page.getByRole('dialog', { name: 'New Offering' });
    await form.getByLabel('Event').selectOption({ label: EVENT });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description (optional)').fill('Two sliders and a signed setlist.');
    await form.getByLabel('Type').selectOption('vip_menu');
    await form.getByLabel('Price ($)').fill('31.50');
    await form.getByLabel('Available quantity').fill('0');
    await form.getByRole('button', { name: 'Create Offering' }).click();
    await expect(
      form.getByText('Available quantity must be a whole number from 1 to 10000'),
    ).toBeVisible();
    await form.getByLabel('Available quantity').fill('25');
    await shot(page, 'offering-dialog');
    await form.getByRole('button', { name: 'Create Offering' }).click();
    await expect(toastWith(page, 'Offering Saved')).toBeVisible();
    await expect(form).toBeHidden();
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row).toContainText('0 sold or held of 25 · 25 left');
    await expect(row).toContainText('$31.50');
    await expect(row.getByText('Active', { exact: true })).toBeVisible();

    // a customer sees it among the VIP Experiences
    const customerPage = await customer.newPage();
    const vipCard = async () => {
      await customerPage.goto('/artist-partnerships');
      await customerPage.getByRole('tab', { name: /^VIP Experiences/ }).click();
      return customerPage.getByRole('article', { name: title });
    };
    await expect(await vipCard()).toBeVisible();

    // deactivating asks first; then it is gone for customers
    await row.getByRole('button', { name: `Deactivate ${title}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Deactivate ${title}?` });
    await expect(confirm).toContainText('Customers will no longer see this offering');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toastWith(page, 'Offering Saved')).toBeVisible();
    await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(customerPage.getByRole('tab', { name: /^VIP Experiences/ })).toBeVisible();
    await expect(await vipCard()).toHaveCount(0);
  } finally {
    // whatever happened above, the offering ends inactive
    const headers = { Origin: baseURL ?? '' };
    const listed = await page.request.get('/api/vendor/special-offerings', { headers });
    const mine = ((await listed.json()) as SpecialOfferingView[]).filter(
      (offering) => offering.title === title && offering.isActive,
    );
    for (const offering of mine)
      await page.request.patch(`/api/vendor/special-offerings/${offering.id}`, {
        data: { isActive: false },
        headers,
      });
  }
});
