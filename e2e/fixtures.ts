import {
  test as base,
  expect,
  type Browser,
  type APIRequestContext,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from '../src/contract/demo';
import { serverOrigin } from './servers';

export const DEMO = {
  customer: { email: 'customer@curtaincall.test', password: DEMO_PASSWORD, home: '/' },
  vendor: { email: 'vendor@curtaincall.test', password: DEMO_PASSWORD, home: '/vendor' },
  admin: { email: 'admin@curtaincall.test', password: DEMO_PASSWORD, home: '/admin' },
} as const;
export type DemoRole = keyof typeof DEMO;

type Fixtures = {
  /** Signs in through the API and puts the session cookie into the page's context. */
  loginAs: (role: DemoRole) => Promise<void>;
  /** Signs in as `role` (as loginAs does) and opens `path`, the app loaded. */
  openAs: (role: DemoRole, path: string) => Promise<void>;
  /**
   * Two more people at the show, each in a browser of their own: the demo customer and the demo
   * vendor, signed in and past the splash; closed after the test.
   */
  customerAndVendor: { customer: BrowserContext; vendor: BrowserContext };
};

export const test = base.extend<Fixtures>({
  // each worker talks to its own server and database (e2e/servers.ts); Playwright's fixture
  // syntax needs the empty pattern
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverOrigin(testInfo.parallelIndex));
  },
  context: async ({ context }, use) => {
    await answerNotificationsAsAPhone(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    // style guide: a page error fails the test unless the test expects it
    const errors = trackPageErrors(page);
    await page.addInitScript(() => {
      // the splash plays once per device; tests start past it unless they ask for it
      if (!sessionStorage.getItem('cc-e2e-keep-splash'))
        localStorage.setItem('CurtainCall.splashSeen', '1');
    });
    await use(page);
    expect(errors, 'page errors').toEqual([]);
  },
  loginAs: async ({ page, baseURL }, use) => {
    await use(async (role) => {
      const response = await page.request.post(`${baseURL}/api/auth/login`, {
        data: { email: DEMO[role].email, password: DEMO[role].password },
        headers: { Origin: baseURL ?? '' },
      });
      expect(response.ok(), await response.text()).toBeTruthy();
    });
  },
  openAs: async ({ page, loginAs }, use) => {
    await use(async (role, path) => {
      await loginAs(role);
      await page.goto(path);
      await waitForApp(page);
    });
  },
  customerAndVendor: async ({ browser, baseURL }, use) => {
    const customer = await signedInContext(browser, baseURL ?? '', DEMO.customer.email);
    const vendor = await signedInContext(browser, baseURL ?? '', DEMO.vendor.email);
    await use({ customer, vendor });
    await Promise.all([customer.close(), vendor.close()]);
  },
});

export { expect };

/**
 * Collects the page's uncaught errors, for pages the `page` fixture does not cover (a second
 * person's browser); assert the returned list is empty at the end.
 */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
  return errors;
}

/** Waits until the app shell finished loading the signed-in state. */
export async function waitForApp(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

/**
 * The app's main navigation as this device shows it: the bottom bar on a phone (customer spec 9,
 * under 768 px), the header's links on a wider screen; the other one must be hidden.
 */
export async function mainNavigation(page: Page, isMobile: boolean) {
  const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' });
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(isMobile ? header : bottomBar).toBeHidden();
  const shown = isMobile ? bottomBar : header;
  await expect(shown).toBeVisible();
  return shown;
}

/** Opens /checkout the way a person would: the drawer's Cart on a phone, the address otherwise. */
export async function openCart(page: Page, isMobile: boolean) {
  if (!isMobile) {
    await page.goto('/checkout');
    return;
  }
  await (await mainNavigation(page, isMobile)).getByRole('button', { name: 'More' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
}

/** The open toast showing `text` (Radix also mirrors toasts into a screen-reader live region). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('li[data-state="open"]', { hasText: text });
}

/**
 * Nothing on the page is wider than the screen (a phone would zoom out and break fixed sheets).
 * Measured against the layout viewport (clientWidth): on a mobile viewport, innerWidth grows with
 * the overflow itself, so it would hide the very thing this checks.
 */
export async function expectNoHorizontalOverflow(page: Page) {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    // on failure, name the first elements that stick out
    const culprits =
      overflow <= 0
        ? []
        : [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > width + 0.5)
            .slice(0, 5)
            .map((element) => {
              const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
              return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> ${label.slice(0, 40)}`;
            });
    return { overflow, culprits };
  });
  expect(
    overflow,
    `horizontal overflow in px; wider than the screen: ${culprits.join(' | ')}`,
  ).toBeLessThanOrEqual(0);
}

/**
 * Attaches a screenshot to the test report (and the HTML report), at CSS pixel size so a phone's
 * 3x screen does not make every image nine times larger; `path` also keeps the same picture there.
 */
export async function attachScreenshot(
  page: Page,
  name: string,
  { fullPage = true, path }: { fullPage?: boolean; path?: string } = {},
) {
  await test.info().attach(`${name}.png`, {
    body: await page.screenshot({ fullPage, scale: 'css', path }),
    contentType: 'image/png',
  });
}

/**
 * Chromium's headless shell, the lighter build the journeys run in where it is installed, answers
 * Notification.permission 'denied' for a permission nobody was asked for, where a phone's browser
 * answers 'default' (and navigator.permissions says 'prompt' in both). Pages here see what a phone
 * shows: 'granted' once granted, 'denied' only when the permission is denied.
 */
async function answerNotificationsAsAPhone(context: BrowserContext) {
  await context.addInitScript(() => {
    if (typeof Notification === 'undefined') return;
    const shown = Object.getOwnPropertyDescriptor(Notification, 'permission');
    if (!shown?.get) return;
    let state: PermissionState = 'prompt';
    void navigator.permissions.query({ name: 'notifications' }).then((status) => {
      state = status.state;
      status.addEventListener('change', () => (state = status.state));
    });
    Object.defineProperty(Notification, 'permission', {
      configurable: true,
      get() {
        if (shown.get?.call(Notification) === 'granted') return 'granted';
        return state === 'denied' ? 'denied' : 'default';
      },
    });
  });
}

/** A browser of another person at the show (a context of its own), past the splash. */
export async function newPersonContext(browser: Browser, options: BrowserContextOptions) {
  const context = await browser.newContext(options);
  await answerNotificationsAsAPhone(context);
  await context.addInitScript(() => localStorage.setItem('CurtainCall.splashSeen', '1'));
  return context;
}

/** A separate signed-in browser (another person at the show), past the splash. */
export async function signedInContext(browser: Browser, baseURL: string, email: string) {
  const context = await newPersonContext(browser, { baseURL });
  const response = await context.request.post('/api/auth/login', {
    data: { email, password: DEMO_PASSWORD },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return context;
}

/**
 * Signs up a new customer through `request` (a page's request shares its cookies, so the page is
 * then signed in as them): a person no other test writes to. Returns their e-mail.
 */
export async function signUpCustomer(request: APIRequestContext, baseURL: string) {
  const suffix = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `fan${suffix}@curtaincall.test`;
  const response = await request.post(`${baseURL}/api/auth/signup`, {
    data: {
      username: `fan${suffix}`,
      email,
      password: DEMO_PASSWORD,
      firstName: 'Robin',
      lastName: 'Fan',
      phone: '5550002222',
      role: 'user',
    },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return email;
}

/** A new customer in a browser of their own (signed up through the API), past the splash. */
export async function newCustomerContext(browser: Browser, baseURL: string) {
  const context = await newPersonContext(browser, { baseURL });
  const email = await signUpCustomer(context.request, baseURL);
  return { context, email };
}

/** Resolves once the page's notification socket has been accepted ('authenticated'). */
export function socketAuthenticated(page: Page): Promise<void> {
  return new Promise<void>((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().endsWith('/ws/notifications')) return;
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"authenticated"')) resolve();
      });
    });
  });
}

/** Waits until the service worker has installed its precache and controls the page. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'))
    .toBe('activated');
}

/** How many writes wait in the page's offline queue. */
export const queueLength = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('offline_request_queue') ?? '[]') as unknown[]).length,
  );
