import { attachScreenshot, expect, test, toastWith } from './fixtures';

test.describe('profile', () => {
  test('[customer] edits the profile, sees it saved, and gets No Changes when nothing changed', async ({
    page,
    loginAs,
  }) => {
    await loginAs('customer');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: /Alex Rivera/ })).toBeVisible();
    await expect(page.getByText(/Member since/)).toBeVisible();
    // the tile counts the customer's real paid orders (other journeys may have placed some)
    const orders = (await (await page.request.get('/api/orders')).json()) as {
      paymentStatus: string;
    }[];
    const paid = orders.filter((order) => order.paymentStatus === 'paid').length;
    await expect(page.getByTestId('stat-orders')).toHaveText(String(paid));
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'No Changes')).toBeVisible();
    await page.getByLabel('Address').fill('1 Stage Door Way, San Francisco');
    await page.getByLabel('Username').fill('ab');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Username must be at least 3 characters')).toBeVisible();
    await page.getByLabel('Username').fill('democustomer');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastWith(page, 'Profile Updated')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText('1 Stage Door Way, San Francisco')).toBeVisible();
  });

  test('[customer] keeps the notification and location toggles on this device', async ({
    page,
    loginAs,
  }) => {
    await loginAs('customer');
    await page.goto('/profile');
    const push = page.getByRole('switch', { name: 'Push Notifications' });
    await expect(push).toBeChecked();
    await push.click();
    await expect(push).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Push Notifications' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Location Services' })).toBeChecked();
  });

  test('[customer] uses the bottom bar and drawer on a phone @phone-only', async ({
    page,
    loginAs,
  }) => {
    await loginAs('customer');
    await page.goto('/profile');
    const bar = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expect(bar).toBeVisible();
    for (const label of ['Home', 'Search', 'Artists', 'Orders', 'Profile']) {
      await expect(bar.getByRole('link', { name: label })).toBeVisible();
    }
    await bar.getByRole('button', { name: 'More' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Quick Order' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Cart' })).toBeVisible();
    await drawer.getByRole('link', { name: 'User Guide' }).click();
    await expect(page.getByRole('heading', { name: 'User Guide' })).toBeVisible();
    await attachScreenshot(page, 'guide-phone');
  });
});

test('[vendor] reads the vendor sections of the user guide', async ({ page, loginAs }) => {
  await loginAs('vendor');
  await page.goto('/guide');
  await expect(page.getByRole('heading', { name: 'User Guide' })).toBeVisible();
  await expect(
    page
      .getByRole('button', { name: /Vendor Setup/ })
      .or(page.getByRole('tab', { name: /Vendor Setup/ }))
      .first(),
  ).toBeVisible();
  await expect(page.getByText('vendor@curtaincall.test').first()).toBeVisible();
});
