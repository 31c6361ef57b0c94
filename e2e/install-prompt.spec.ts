import { expectNoViolations } from './axe';
import { attachScreenshot, expect, test } from './fixtures';

// The install offer of Chromium on Android and desktop. Headless Chromium never fires
// `beforeinstallprompt`, so this test dispatches a synthetic one (an Event with prompt() and
// userChoice) as the browser would, and checks the app keeps it and prompts once from its button.

test('[customer] a browser offer to install shows "Install the app" in the profile, which prompts once @phone', async ({
  page,
  openAs,
}) => {
  await openAs('customer', '/profile');
  const install = page.getByRole('button', { name: 'Install the app' });
  await expect(page.getByText('Push Notifications', { exact: true })).toBeVisible();
  await expect(install).toHaveCount(0);

  const wasHeldBack = await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        (window as unknown as { promptCount?: number }).promptCount =
          ((window as unknown as { promptCount?: number }).promptCount ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    dispatchEvent(offer);
    return offer.defaultPrevented;
  });
  // the browser's own install banner is held back for the app's button
  expect(wasHeldBack).toBe(true);
  await install.scrollIntoViewIfNeeded();
  await expectNoViolations(page, 'profile with the install offer');
  await attachScreenshot(page, 'install-offer');
  await install.click();
  await expect(install).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { promptCount?: number }).promptCount),
  ).toBe(1);
});
