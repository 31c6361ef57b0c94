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
