// Web Push in the browser: the buzz offer after a payment, the service worker's notification, the
// iPhone's Home Screen guide and the profile switch, against the real server.
//
// Headless Chromium has no push service: its pushManager.subscribe() fails ("Registration failed -
// permission denied") even with notifications granted. So these journeys replace only that call:
// subscribe() answers a PushSubscription-shaped object with real P-256 keys and an endpoint under
// E2E_PUSH_ORIGIN, which the app's own module then saves on the real server. The push itself is
// delivered to the real service worker through the DevTools protocol. Nothing can tap a
// notification from a test; where a tap goes is checked in src/web/sw/push.test.ts.
import { createECDH, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { fullBrowserLaunchOptions } from './browsers';
import { expect, expectNoHorizontalOverflow, test, waitForServiceWorker } from './fixtures';
import { burgerAtCheckout, placeAtCheckout } from './journeys';
import { E2E_PUSH_ORIGIN } from './servers';

// the notification a push shows is read back from the service worker: the full browser keeps it
test.use({ launchOptions: fullBrowserLaunchOptions });

const BUZZ_ME = "Buzz me when it's ready";

/** A small phone and a portrait tablet: nothing sticks out, and the offer stays whole. */
async function expectFitsSmallScreens(page: Page, what: ReturnType<Page['getByText']>) {
  const size = page.viewportSize();
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(viewport);
    await what.scrollIntoViewIfNeeded();
    await expect(what).toBeInViewport();
    await expectNoHorizontalOverflow(page);
  }
  if (size) await page.setViewportSize(size);
}
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** Stands in for the browser's push service (see the top of this file). */
async function withTestPushService(page: Page) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const subscription = {
    endpoint: `${E2E_PUSH_ORIGIN}/push/${randomBytes(8).toString('hex')}`,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
  await page.addInitScript((json) => {
    let current: PushSubscription | null = null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as Uint8Array).slice().buffer;
      current = {
        ...json,
        options: { applicationServerKey: key, userVisibleOnly: true },
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, subscription);
  return subscription;
}

/**
 * Hands a push to the page's service worker through the DevTools protocol, as a push service
 * would. The protocol answers before the worker has taken the message, and under a full suite's
 * load Chromium now and then drops one without a word; a push service sends again what a device
 * did not take, and the journey below does the same.
 */
async function deliverPush(page: Page, origin: string, message: unknown) {
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL.startsWith(origin));
      if (ours && !ours.isDeleted) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(message),
  });
  await cdp.detach();
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map(({ title, body, tag, data }) => ({ title, body, tag, data }));
  });

test.describe('push notifications', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[customer] taps "Buzz me when it\'s ready" after paying, and the ready push shows as a notification @phone', async ({
    page,
    openAs,
    baseURL,
  }) => {
    const origin = baseURL ?? '';
    await page.context().grantPermissions(['notifications'], { origin });
    const subscription = await withTestPushService(page);
    await openAs('customer', '/');
    await waitForServiceWorker(page);
    await burgerAtCheckout(page);
    const orderId = await placeAtCheckout(page, 'Complete Payment');

    const buzz = page.getByRole('button', { name: BUZZ_ME });
    // focusing the offer keeps the success screen, so it can be checked before the tap
    await buzz.focus();
    await expectNoViolations(page, 'the buzz offer');
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/push/subscriptions' &&
        response.request().method() === 'POST',
    );
    await buzz.press('Enter');
    const answer = await saved;
    expect(answer.status(), 'the server saved the subscription').toBe(201);
    expect(answer.request().postDataJSON()).toEqual(subscription);
    await expect(
      page.getByText(`We'll buzz this device when order #${orderId} is ready.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoViolations(page, 'the buzz offer, subscribed');
    await expectFitsSmallScreens(page, page.getByText(/We'll buzz this device/));

    const push = {
      type: 'order_status',
      orderId,
      status: 'ready',
      title: 'Your order is ready!',
      body: 'Show code 4821 at Curtain Call Burgers.',
      pickupCode: '4821',
    };
    const notification = {
      title: 'Your order is ready!',
      body: `Order #${orderId}: Show code 4821 at Curtain Call Burgers.`,
      tag: `order-${orderId}`,
      data: { orderId, status: 'ready', url: `/orders/${orderId}/hatch` },
    };
    // one notification however many times the message came: it is tagged with its order
    await expect(async () => {
      await deliverPush(page, origin, push);
      await expect.poll(() => shownNotifications(page), { timeout: 5_000 }).toEqual([notification]);
    }).toPass({ timeout: 20_000 });
  });

  test('[customer] turns the profile switch off and on: this device is unsubscribed, then subscribed again @phone', async ({
    page,
    openAs,
    baseURL,
  }) => {
    await page.context().grantPermissions(['notifications'], { origin: baseURL ?? '' });
    const subscription = await withTestPushService(page);
    await openAs('customer', '/profile');
    await waitForServiceWorker(page);
    const pushSwitch = page.getByRole('switch', { name: 'Push Notifications' });
    await expect(pushSwitch).toBeChecked();
    const subscribed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/push/subscriptions' &&
        response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Turn on for this device' }).click();
    expect((await subscribed).status()).toBe(201);
    await expect(page.getByText('On for this device, also with the app closed.')).toBeVisible();
    await expectNoViolations(page, 'the profile, push on');
    await expectFitsSmallScreens(
      page,
      page.getByText('On for this device, also with the app closed.'),
    );

    const removed = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/push/subscriptions' &&
        response.request().method() === 'DELETE',
    );
    await pushSwitch.click();
    const removal = await removed;
    expect(removal.status()).toBe(204);
    expect(removal.request().postDataJSON()).toEqual({ endpoint: subscription.endpoint });
    await expect(pushSwitch).not.toBeChecked();
    await expect(pushSwitch).toBeFocused();

    const again = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/push/subscriptions' &&
        response.request().method() === 'POST',
    );
    await pushSwitch.press('Space');
    expect((await again).status()).toBe(201);
    await expect(pushSwitch).toBeChecked();
    await expect(page.getByText('On for this device, also with the app closed.')).toBeVisible();
  });
});

test.describe('push notifications on an iPhone', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('[customer] on an iPhone Safari tab, the success screen shows how to add the app to the Home Screen @phone', async ({
    page,
    openAs,
  }) => {
    await openAs('customer', '/');
    await burgerAtCheckout(page);
    await placeAtCheckout(page, 'Complete Payment');
    await expect(page.getByRole('heading', { name: 'Get a buzz on your iPhone' })).toBeVisible();
    await expect(page.getByText('Add to Home Screen')).toBeVisible();
    await expect(page.getByRole('button', { name: BUZZ_ME })).toHaveCount(0);
    // steps to read: the screen stays past the 2 s redirect
    await page.waitForTimeout(2500);
    await expect(page).toHaveURL(/\/checkout$/);
    await expectNoViolations(page, 'the Home Screen guide');
    await expectFitsSmallScreens(page, page.getByText(/Open CurtainCall from your Home Screen/));
  });
});
