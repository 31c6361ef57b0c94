import type { Page } from '@playwright/test';
import { DEMO, expect, test } from './fixtures';

// Every navigation starts at the top of the new screen, signing in included.

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

test('[customer] home opens at the top after signing in from a scrolled sign-in screen @phone', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Email').fill(DEMO.customer.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.customer.password);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await scrollTop(page)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Featured Near You' })).toBeVisible();
  // the home screen is long on a phone: once its vendors are in, it must still be at the top
  await expect(page.getByRole('link', { name: /Taco Encore/ }).first()).toBeVisible();
  expect(await scrollTop(page)).toBe(0);
});

test('[customer] a screen opened from far down the previous one starts at the top @phone', async ({
  page,
  loginAs,
}) => {
  await loginAs('customer');
  await page.goto('/search');
  const vendor = page.getByRole('link', { name: /Curtain Call Burgers/ });
  await vendor.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await vendor.click();
  await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
  expect(await scrollTop(page)).toBe(0);
});

test('[customer] on a small phone, what keyboard focus reaches is never under the sticky header or the bottom navigation @phone-only', async ({
  page,
  loginAs,
}) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await loginAs('customer');
  for (const path of ['/profile', '/artist-partnerships']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    let reached = 0;
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement;
        // the header and the navigation themselves, and panels taller than the room between them
        if (!element || element === document.body) return null;
        if (element.closest('header, nav[aria-label="Bottom navigation"], a[href^="#"]'))
          return null;
        const box = element.getBoundingClientRect();
        const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const bottom =
          document.querySelector('nav[aria-label="Bottom navigation"]')?.getBoundingClientRect()
            .top ?? innerHeight;
        if (box.height > bottom - top) return null;
        return { name: element.outerHTML.slice(0, 80), top, bottom, box: [box.top, box.bottom] };
      });
      if (!focus) continue;
      reached++;
      expect(focus.box[0], `${path}: ${focus.name}`).toBeGreaterThanOrEqual(focus.top);
      expect(focus.box[1], `${path}: ${focus.name}`).toBeLessThanOrEqual(focus.bottom);
    }
    expect(reached, `${path}: the screen's own controls`).toBeGreaterThan(10);
  }
});
