import { test as base, expect, type Browser, type Page } from '@playwright/test';

export const DEMO = {
  customer: { email: 'customer@curtaincall.test', password: 'demo1234', home: '/' },
  vendor: { email: 'vendor@curtaincall.test', password: 'demo1234', home: '/vendor' },
  admin: { email: 'admin@curtaincall.test', password: 'demo1234', home: '/admin' },
} as const;
export type DemoRole = keyof typeof DEMO;

type Fixtures = {
  /** Signs in through the API and puts the session cookie into the page's context. */
  loginAs: (role: DemoRole) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  page: async ({ page }, use) => {
    // style guide: a page error fails the test unless the test expects it
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
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
});

export { expect };

/** Waits until the app shell finished loading the signed-in state. */
export async function waitForApp(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

/** The open toast showing `text` (Radix also mirrors toasts into a screen-reader live region). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.locator('li[data-state="open"]', { hasText: text });
}

/** Nothing on the page is wider than the screen (a phone would zoom out and break fixed sheets). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** A separate signed-in browser (another person at the show), past the splash. */
export async function signedInContext(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => localStorage.setItem('CurtainCall.splashSeen', '1'));
  const response = await context.request.post('/api/auth/login', {
    data: { email, password: 'demo1234' },
    headers: { Origin: baseURL },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return context;
}
