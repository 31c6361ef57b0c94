import { expect, test } from './fixtures';

test.describe('presentation', () => {
  test('[visitor] steps through the slides with the keyboard and leaves with Escape', async ({
    page,
  }) => {
    await page.goto('/presentation');
    await expect(page).toHaveTitle('CurtainCall - Presentation');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /CurtainCall/,
    );
    await expect(page.getByRole('heading', { level: 2, name: 'The Problem' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { level: 2, name: 'The Solution' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('heading', { level: 2, name: 'Key Features' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('heading', { level: 2, name: 'The Solution' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to slide 8' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Try the Platform' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });

  test('[visitor] swipes between slides on a phone @phone-only', async ({ page }) => {
    await page.goto('/presentation');
    await expect(page.getByRole('heading', { level: 2, name: 'The Problem' })).toBeVisible();
    const box = page.viewportSize() ?? { width: 390, height: 800 };
    const swipe = async (fromX: number, toX: number) => {
      const y = box.height / 2;
      await page.evaluate(
        ({ fromX, toX, y }) => {
          const target = document.elementFromPoint(fromX, y) ?? document.body;
          const touch = (x: number) => new Touch({ identifier: 1, target, clientX: x, clientY: y });
          target.dispatchEvent(
            new TouchEvent('touchstart', {
              bubbles: true,
              touches: [touch(fromX)],
              changedTouches: [touch(fromX)],
            }),
          );
          target.dispatchEvent(
            new TouchEvent('touchmove', {
              bubbles: true,
              touches: [touch(toX)],
              changedTouches: [touch(toX)],
            }),
          );
          target.dispatchEvent(
            new TouchEvent('touchend', {
              bubbles: true,
              touches: [],
              changedTouches: [touch(toX)],
            }),
          );
        },
        { fromX, toX, y },
      );
    };
    await swipe(300, 100);
    await expect(page.getByRole('heading', { level: 2, name: 'The Solution' })).toBeVisible();
    await swipe(100, 130);
    await expect(page.getByRole('heading', { level: 2, name: 'The Solution' })).toBeVisible();
    await swipe(100, 300);
    await expect(page.getByRole('heading', { level: 2, name: 'The Problem' })).toBeVisible();
    await page.getByRole('button', { name: /Exit/ }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
