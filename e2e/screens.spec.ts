import type { Page } from '@playwright/test';
import { expect, expectNoHorizontalOverflow, test } from './fixtures';

// Every customer screen at 390 px wide, attached to the test report (and checked for sideways
// scrolling, which makes a phone zoom out and breaks bottom sheets).
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

const SCREENS: {
  path: string;
  name: string;
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    path: '/',
    name: 'home',
    ready: (page) => expect(page.getByRole('heading', { name: 'Featured Near You' })).toBeVisible(),
  },
  {
    path: '/search',
    name: 'search',
    ready: (page) => expect(page.getByText(/\d+ found/)).toBeVisible(),
  },
  {
    path: '/vendor/1',
    name: 'vendor',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible(),
  },
  {
    path: '/?quick=true',
    name: 'quick-order',
    ready: (page) => expect(page.getByRole('heading', { name: 'Choose Vendor' })).toBeVisible(),
  },
  {
    path: '/checkout',
    name: 'checkout',
    ready: (page) => expect(page.getByLabel('Price breakdown')).toBeVisible(),
  },
  {
    path: '/demo-checkout',
    name: 'demo-checkout',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Demo Checkout' })).toBeVisible({ timeout: 15_000 }),
  },
  {
    path: '/orders',
    name: 'orders',
    ready: (page) => expect(page.getByRole('heading', { name: 'Your Orders' })).toBeVisible(),
  },
  {
    path: '/profile',
    name: 'profile',
    ready: (page) => expect(page.getByText(/Member since/)).toBeVisible(),
  },
  {
    path: '/guide',
    name: 'guide',
    ready: (page) => expect(page.getByRole('heading', { name: 'User Guide' })).toBeVisible(),
  },
];

test('[customer] every customer screen at 390 px wide', async ({ page, loginAs }) => {
  await loginAs('customer');
  await page.goto('/vendor/1');
  await page.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await screen.ready(page);
    await expectNoHorizontalOverflow(page);
    await test.info().attach(`${screen.name}-390.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
});

test('[vendor] the dashboard of a vendor awaiting approval fits a 360 px phone', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const response = await page.request.post('/api/auth/login', {
    data: { email: 'pending-vendor@curtaincall.test', password: 'demo1234' },
    headers: { Origin: baseURL ?? '' },
  });
  expect(response.ok()).toBeTruthy();
  await page.goto('/vendor/dashboard');
  await expect(page.getByText(/Awaiting approval/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await test
    .info()
    .attach('vendor-pending-360.png', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
});
