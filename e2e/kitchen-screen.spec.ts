import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../src/contract/demo';
import { expectNoViolations } from './axe';
import {
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  newPersonContext,
  socketAuthenticated,
  test,
  trackPageErrors,
} from './fixtures';
import { orderBurgerAndPay } from './journeys';
import { placePaidOrder } from './order-api';

// The kitchen screen on a counter tablet, live against a customer's phone.

const TABLET = { width: 820, height: 1180 };
const LANDSCAPE = { width: 1280, height: 800 };
// an item no other journey orders, so taking it off the menu for a moment disturbs none
const EIGHTY_SIXED = 'Beer-Battered Onion Rings';

/** The demo vendor on a touch tablet whose Web Audio beeps are counted in window.kitchenBeeps. */
async function kitchenTablet(browser: Browser, baseURL: string) {
  const context = await newPersonContext(browser, { baseURL, hasTouch: true, viewport: TABLET });
  await context.addInitScript(() => {
    const counter = window as unknown as { kitchenBeeps: number };
    counter.kitchenBeeps = 0;
    const noop = () => undefined;
    class CountingAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createGain = () => ({
        gain: { setValueAtTime: noop, exponentialRampToValueAtTime: noop },
        connect: noop,
      });
      createOscillator = () => ({
        type: '',
        frequency: { setValueAtTime: noop },
        connect: noop,
        stop: noop,
        start: () => (counter.kitchenBeeps += 1),
      });
    }
    Object.defineProperty(window, 'AudioContext', { value: CountingAudioContext });
  });
  const login = await context.request.post('/api/auth/login', {
    data: { email: DEMO.vendor.email, password: DEMO_PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return context;
}

const beeps = (page: Page) =>
  page.evaluate(() => (window as unknown as { kitchenBeeps: number }).kitchenBeeps);
const ticket = (page: Page, orderId: number) =>
  page.getByRole('article', { name: `Ticket #${orderId}` });
const markSamePage = (page: Page) =>
  page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
const isSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/** One screenshot in the dark venue theme (axe checks the light one too), saved and attached. */
async function shoot(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  // the theme's colour transitions finish first, so the picture shows the final colours
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => null))),
  );
  const body = await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await test.info().attach(`${name}.png`, { body, contentType: 'image/png' });
}

test('[customer+vendor] the kitchen screen: live ticket and alert, done, bump, recall, 86', async ({
  browser,
  baseURL,
  customerAndVendor: { customer },
}) => {
  // a long journey on a busy machine: screenshots and axe runs take seconds each
  test.setTimeout(360_000);
  const tablet = await kitchenTablet(browser, baseURL ?? '');
  const kitchen = await tablet.newPage();
  const kitchenErrors = trackPageErrors(kitchen);

  // from the dashboard to the kitchen screen, and it names itself
  const live = socketAuthenticated(kitchen);
  await kitchen.goto('/vendor/dashboard');
  await kitchen.getByRole('link', { name: 'Kitchen screen' }).tap();
  await expect(kitchen).toHaveURL(/\/vendor\/kitchen$/);
  await expect(kitchen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
  await expect(kitchen).toHaveTitle('Kitchen · CurtainCall');
  await live;

  // a customer pays; the ticket appears live with the alert, which repeats until acknowledged
  const shopper = await customer.newPage();
  const shopperErrors = trackPageErrors(shopper);
  const orderId = await orderBurgerAndPay(shopper);
  await expect(ticket(kitchen, orderId)).toBeVisible({ timeout: 5000 });
  await expect(ticket(kitchen, orderId)).toContainText('Encore Smash Burger');
  await expect(ticket(kitchen, orderId)).toContainText('On time');
  const alertBar = kitchen.getByRole('status').filter({ hasText: /new order/i });
  await expect(alertBar).toContainText(`#${orderId}`);
  await expect.poll(() => beeps(kitchen), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expectNoHorizontalOverflow(kitchen);
  await shoot(kitchen, 'kitchen-820x1180-alert');
  await expectNoViolations(kitchen, 'kitchen screen with a new order (820x1180)');
  await kitchen.getByRole('button', { name: 'Acknowledge' }).tap();
  await expect(kitchen.getByRole('button', { name: 'Acknowledge' })).toHaveCount(0);
  const afterAcknowledge = await beeps(kitchen);
  await kitchen.waitForTimeout(9000);
  expect(await beeps(kitchen), 'no beep after the acknowledgement').toBe(afterAcknowledge);

  // a line tapped done stays done after a reload
  const burgerLine = ticket(kitchen, orderId).getByRole('button', { name: /Encore Smash Burger/ });
  await burgerLine.tap();
  await expect(burgerLine).toHaveAttribute('aria-pressed', 'true');
  await kitchen.reload();
  await expect(burgerLine).toHaveAttribute('aria-pressed', 'true');

  // bump to Ready: the customer's open orders page shows it ready, live
  const orderCard = shopper.getByRole('article').filter({
    has: shopper.getByRole('button', { name: `Track order #${orderId} from Curtain Call Burgers` }),
  });
  await markSamePage(shopper);
  await ticket(kitchen, orderId)
    .getByRole('button', { name: `Bump #${orderId} to Ready` })
    .tap();
  await expect(ticket(kitchen, orderId)).toHaveCount(0);
  await expect(orderCard).toContainText('Ready for Pickup', { timeout: 5000 });

  // recall: back on the screen and back to preparing for the customer
  await kitchen.getByRole('button', { name: `Recall #${orderId}` }).tap();
  await expect(ticket(kitchen, orderId)).toBeVisible();
  await expect(ticket(kitchen, orderId)).toContainText('Preparing');
  await expect(orderCard).toContainText('Preparing', { timeout: 5000 });
  expect(await isSamePage(shopper), 'the orders page was not reloaded').toBe(true);

  // the landscape tablet
  await kitchen.setViewportSize(LANDSCAPE);
  await expect(ticket(kitchen, orderId)).toBeVisible();
  await expectNoHorizontalOverflow(kitchen);
  await shoot(kitchen, 'kitchen-1280x800');
  await expectNoViolations(kitchen, 'kitchen screen (1280x800)');

  // 86 an item: after a confirmation it leaves the customer's open menu without a reload
  await shopper.goto('/vendor/1');
  await shopper.getByRole('tab', { name: /^Appetizers/ }).click();
  const addRings = shopper.getByRole('button', { name: `Add ${EIGHTY_SIXED} to cart` });
  await expect(addRings.first()).toBeVisible();
  await markSamePage(shopper);
  await kitchen.getByRole('button', { name: '86 an item' }).tap();
  const list = kitchen.getByRole('dialog', { name: '86 an item' });
  await list.getByRole('button', { name: `86 ${EIGHTY_SIXED}` }).tap();
  const confirm = kitchen.getByRole('alertdialog', { name: `86 ${EIGHTY_SIXED}?` });
  await expect(confirm).toBeVisible();
  await shoot(kitchen, 'kitchen-1280x800-86-confirm');
  await expectNoViolations(kitchen, 'kitchen 86 confirmation');
  await confirm.getByRole('button', { name: `86 ${EIGHTY_SIXED}` }).tap();
  await expect(confirm).toHaveCount(0);
  await expect(addRings).toHaveCount(0, { timeout: 5000 });
  expect(await isSamePage(shopper), 'the menu was not reloaded').toBe(true);

  // and back on: the menu gets it back live too
  await list.getByRole('button', { name: `Bring back ${EIGHTY_SIXED}` }).tap();
  await expect(addRings.first()).toBeVisible({ timeout: 5000 });

  // the way back to the dashboard
  await kitchen.keyboard.press('Escape');
  await kitchen.getByRole('link', { name: 'Dashboard' }).tap();
  await expect(kitchen.getByRole('heading', { name: 'Vendor Dashboard' })).toBeVisible();
  expect([...kitchenErrors, ...shopperErrors], 'page errors').toEqual([]);
  await tablet.close();
});

test('[vendor] the kitchen screen fits a phone held at the counter, with no axe violations @phone', async ({
  page,
  baseURL,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  await loginAs('vendor');
  await page.goto('/vendor/kitchen');
  await expect(ticket(page, orderId)).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await shoot(page, 'kitchen-phone');
  await expectNoViolations(page, 'kitchen screen (phone)');
});
