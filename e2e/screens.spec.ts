import type { Page } from '@playwright/test';
import { attachScreenshot, expect, expectNoHorizontalOverflow, test } from './fixtures';
import { DEMO_PASSWORD } from '../src/contract/demo';
import { placePaidOrder } from './order-api';

// Every screen on the phone project's 390 px screen and on a small 360 px Android phone, attached
// to the test report and checked for sideways scrolling (which makes a phone zoom out and breaks
// bottom sheets).
const NARROW = { width: 360, height: 780 };

type Screen = { path: string; name: string; ready: (page: Page) => Promise<void> };

/** Shows one screen at the phone's own width and at 360 px, each checked and attached. */
async function checkScreen(page: Page, screen: Screen) {
  const phone = page.viewportSize();
  expect(phone?.width, 'the phone project is 390 px wide').toBe(390);
  await page.goto(screen.path);
  await screen.ready(page);
  await expectNoHorizontalOverflow(page);
  await attachScreenshot(page, `${screen.name}-390`);
  await page.setViewportSize(NARROW);
  await screen.ready(page);
  await expectNoHorizontalOverflow(page);
  await attachScreenshot(page, `${screen.name}-360`);
  if (phone) await page.setViewportSize(phone);
}

const heading = (name: string) => (page: Page) =>
  expect(page.getByRole('heading', { name })).toBeVisible();

const SIGNED_OUT_SCREENS: Screen[] = [
  {
    path: '/',
    name: 'sign-in',
    ready: (page) => expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible(),
  },
  {
    path: '/signup',
    name: 'signup',
    ready: (page) => expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible(),
  },
  {
    path: '/presentation',
    name: 'presentation',
    ready: (page) =>
      expect(page.getByRole('heading', { level: 2, name: 'The Problem' })).toBeVisible(),
  },
];

const CUSTOMER_SCREENS: Screen[] = [
  { path: '/', name: 'home', ready: heading('Featured Near You') },
  {
    path: '/search',
    name: 'search',
    ready: (page) => expect(page.getByText(/\d+ found/)).toBeVisible(),
  },
  { path: '/vendor/1', name: 'vendor', ready: heading('Curtain Call Burgers') },
  {
    path: '/?quick=true',
    name: 'quick-order',
    ready: heading('Choose Vendor'),
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
  { path: '/orders', name: 'orders', ready: heading('Your Orders') },
  {
    path: '/profile',
    name: 'profile',
    ready: (page) => expect(page.getByText(/Member since/)).toBeVisible(),
  },
  { path: '/guide', name: 'guide', ready: heading('User Guide') },
];

// Empty and error states a customer can land on.
const CUSTOMER_STATE_SCREENS: Screen[] = [
  { path: '/checkout', name: 'checkout-empty-cart', ready: heading('Your cart is empty') },
  { path: '/vendor/999999', name: 'vendor-not-found', ready: heading('Vendor not found') },
  { path: '/no-such-page', name: 'page-not-found', ready: heading('Page Not Found') },
];

test('[visitor] the sign-in, signup and presentation screens at 390 and 360 px @phone-only', async ({
  page,
}) => {
  for (const screen of SIGNED_OUT_SCREENS) await checkScreen(page, screen);
});

test('[customer] every customer screen, empty and error state at 390 and 360 px @phone-only', async ({
  page,
  loginAs,
}) => {
  // twelve screens, each loaded, checked and shot at two widths: about 35 s on a 2-core machine
  // running both browser projects
  test.setTimeout(90_000);
  await loginAs('customer');
  for (const screen of CUSTOMER_STATE_SCREENS) await checkScreen(page, screen);
  await page.goto('/vendor/1');
  await page.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
  for (const screen of CUSTOMER_SCREENS) await checkScreen(page, screen);
});

test('[customer] the order tracking sheet at 390 and 360 px @phone-only', async ({
  page,
  baseURL,
  loginAs,
}) => {
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  const tracking = page.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
  await checkScreen(page, {
    path: '/orders',
    name: 'order-tracking',
    ready: async (page) => {
      if (!(await tracking.isVisible())) {
        await page
          .getByRole('button', { name: `Track order #${orderId} from Curtain Call Burgers` })
          .click();
      }
      await expect(tracking.getByRole('region', { name: 'Items' })).toContainText('1×');
    },
  });
});

test('[vendor] the dashboard of a vendor awaiting approval fits a 360 px phone @phone-only', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(NARROW);
  const response = await page.request.post('/api/auth/login', {
    data: { email: 'pending-vendor@curtaincall.test', password: DEMO_PASSWORD },
    headers: { Origin: baseURL ?? '' },
  });
  expect(response.ok()).toBeTruthy();
  await page.goto('/vendor/dashboard');
  await expect(page.getByText(/Awaiting approval/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await attachScreenshot(page, 'vendor-pending-360');
});
