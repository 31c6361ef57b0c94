import { expect, mainNavigation, test, waitForApp } from './fixtures';

// A lost connection never leaves a blank page or a skeleton that waits for ever; each
// screen shows its error state and recovers by itself when the connection returns.

test('[customer] a screen not yet downloaded shows Retry offline and loads once back online @phone', async ({
  page,
  context,
  openAs,
  isMobile,
}) => {
  await openAs('customer', '/');
  await expect(page.getByRole('heading', { name: 'Featured Near You' })).toBeVisible();
  await context.setOffline(true);
  await (await mainNavigation(page, isMobile)).getByRole('link', { name: /Orders/ }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await expect(failure).toBeVisible();
  await expect(failure).toContainText("You're offline");
  await expect(failure.getByRole('button', { name: 'Retry' })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});

test('[customer] a failed screen download offers Retry, which loads it', async ({
  page,
  loginAs,
}) => {
  await loginAs('customer');
  let isBroken = true;
  await page.route(/\/assets\/guide-page-[^/]*\.js$/, (route) =>
    isBroken ? route.abort('connectionreset') : route.continue(),
  );
  await page.goto('/');
  await waitForApp(page);
  await page.goto('/guide');
  const failure = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await expect(failure).toBeVisible();
  isBroken = false;
  await failure.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'User Guide' })).toBeVisible();
});

test('[customer] an unvisited vendor page and the notifications say they are offline, then recover', async ({
  page,
  context,
  loginAs,
}) => {
  await loginAs('customer');
  await page.goto('/search');
  await expect(page.getByRole('link', { name: /Taco Encore/ })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('link', { name: /Taco Encore/ }).click();
  const vendorError = page.getByRole('alert').filter({ hasText: "We couldn't load this vendor" });
  await expect(vendorError).toContainText("You're offline");

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const panelError = page.getByRole('alert').filter({ hasText: 'Could not load notifications.' });
  await expect(panelError).toContainText("You're offline");
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Taco Encore' })).toBeVisible();
  await expect(vendorError).toHaveCount(0);
});
