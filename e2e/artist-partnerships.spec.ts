import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import type { OrderView } from '../src/contract/orders';
import type { SpecialOfferingView } from '../src/contract/partnerships';
import {
  attachScreenshot,
  expect,
  expectNoHorizontalOverflow,
  mainNavigation,
  newCustomerContext,
  signedInContext,
  socketAuthenticated,
  test,
  toastWith,
  trackPageErrors,
} from './fixtures';
import { payAtCheckout } from './journeys';

// accounts spec 2.13: the artist partnerships page, phone first. The seeded data is
// shared by every journey on this worker's server: only the live-stock journey changes it, and
// only 'Neon Nights VIP Burger Box', which no other journey uses; it puts 2 back on sale after.

const SHOTS = '/tmp/shots-partners-web';

async function shot(page: Page, name: string, { fullPage = true } = {}) {
  mkdirSync(SHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage, scale: 'css' });
  await attachScreenshot(page, `${name}-${width}`, { fullPage });
}

async function openPartnerships(page: Page, isMobile: boolean) {
  await page.goto('/');
  await (await mainNavigation(page, isMobile)).getByRole('link', { name: 'Artists' }).click();
  await expect(page).toHaveURL(/\/artist-partnerships$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Artist Partnerships' })).toBeVisible();
  await expect(page).toHaveTitle('Artist Partnerships · CurtainCall');
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const cardTitles = (page: Page) => page.getByRole('tabpanel').locator('article h3');
const offeringCard = (page: Page, title: string): Locator =>
  page.getByRole('article', { name: title });

test.describe('artist partnerships', () => {
  test('[customer] sees who is playing, then searches, filters and sorts the specials and VIP drops @phone', async ({
    page,
    isMobile,
    loginAs,
  }) => {
    await loginAs('customer');
    await openPartnerships(page, isMobile);
    const tiles = page.getByRole('definition');
    await expect(tiles).toHaveCount(3);
    await expect(page.getByText('Verified Artists')).toBeVisible();
    const featuring = page.getByRole('region', { name: 'Currently Featuring' });
    await expect(featuring.getByRole('listitem').first()).toContainText('Midnight Echo');
    await expect(featuring.getByText('Performing Now')).toBeVisible();
    await expect(featuring.getByText('Upcoming Show').first()).toBeVisible();

    // All Artists: three, with social links that open in a new tab
    await expect(tab(page, /^All Artists \(3\)$/)).toHaveAttribute('aria-selected', 'true');
    const instagram = page.getByRole('link', { name: 'Midnight Echo on Instagram' });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', /noopener/);
    await expect(page.getByText('+1 more').first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'partnerships-artists');

    // Artist Specials: sorts
    await tab(page, /^Artist Specials \(4\)$/).click();
    const sort = page.getByLabel('Sort', { exact: true });
    await sort.selectOption('price-low');
    await expect(cardTitles(page).first()).toHaveText('Jamaica Agua Fresca');
    await sort.selectOption('price-high');
    await expect(cardTitles(page).first()).toHaveText('Brisket Plate');
    await sort.selectOption('artist');
    await expect(page.getByRole('tabpanel').locator('article').first()).toContainText('Luna Vega');
    await expectNoHorizontalOverflow(page);
    await shot(page, 'partnerships-specials');

    // search and genre, the chips, and clearing
    await page.getByLabel('Search artists, items and vendors').fill('seoul');
    await expect(tab(page, /^Artist Specials \(1\)$/)).toBeVisible();
    await expect(cardTitles(page)).toHaveText(['Bulgogi Bibimbap']);
    await page.getByLabel('Genre', { exact: true }).selectOption('Folk');
    await expect(page.getByText('No partnerships match your filters')).toBeVisible();
    const chips = page.getByRole('list', { name: 'Active filters' });
    await expect(chips.getByRole('button')).toHaveCount(3);
    await chips.getByRole('button', { name: 'Remove filter Folk' }).click();
    await expect(cardTitles(page)).toHaveText(['Bulgogi Bibimbap']);
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(tab(page, /^Artist Specials \(4\)$/)).toBeVisible();
    await expect(page.getByLabel('Search artists, items and vendors')).toHaveValue('');

    // VIP Experiences: a type, and the three button states
    await tab(page, /^VIP Experiences \(\d+\)$/).click();
    await expect(
      page.getByRole('option', { name: 'Artist (A–Z)' }),
      'the artist sort is for Artist Specials only',
    ).toHaveCount(0);
    await expect(
      offeringCard(page, 'Encore Churro Sundae').getByRole('button', { name: /^Sold Out/ }),
    ).toBeDisabled();
    await expect(
      offeringCard(page, 'Backstage Bulgogi Platter').getByRole('button', {
        name: /^Pre-order Closed/,
      }),
    ).toBeDisabled();
    await expect(
      offeringCard(page, 'Starlight Taco Flight').getByRole('button', { name: /^Pre-order Now/ }),
    ).toBeEnabled();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'partnerships-vip');
    await page.getByLabel('Type', { exact: true }).selectOption('vip_menu');
    await expect(cardTitles(page)).toHaveText(['Lantern Lounge Supper']);
    await page.getByLabel('Type', { exact: true }).selectOption('signature_dish');
    await expect(page.getByText('No VIP experiences match your filters')).toBeVisible();
    await page.getByRole('tabpanel').getByRole('button', { name: 'Clear all filters' }).click();

    // the pre-order dialog (opened, not sent: the stock stays as seeded)
    await offeringCard(page, 'Starlight Taco Flight')
      .getByRole('button', { name: /^Pre-order Now/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Pre-order Starlight Taco Flight' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('We hold it for 10 minutes while you pay');
    await expect(dialog).toContainText('$18.99');
    await dialog
      .getByRole('button', { name: 'Increase quantity of Starlight Taco Flight' })
      .click();
    await expect(dialog).toContainText('$37.98');
    await expect(
      dialog.getByRole('button', { name: 'Increase quantity of Starlight Taco Flight' }),
      'at most maxPerCustomer',
    ).toBeDisabled();
    await shot(page, 'partnerships-pre-order-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    if (isMobile) {
      // the smallest phone the app supports: tabs, filters and cards still fit
      await page.setViewportSize({ width: 360, height: 780 });
      await expectNoHorizontalOverflow(page);
      await tab(page, /^All Artists/).click();
      await expectNoHorizontalOverflow(page);
    }
  });

  test('[customer] adds an artist special to the cart and pays the special price @phone', async ({
    page,
    isMobile,
    loginAs,
  }) => {
    await loginAs('customer');
    await openPartnerships(page, isMobile);
    await tab(page, /^Artist Specials/).click();
    const card = page.getByRole('article', { name: 'Double Headliner' });
    await expect(card).toContainText('$14.99');
    await card
      .getByRole('button', { name: 'Add Artist Special to Cart: Double Headliner' })
      .click();
    await expect(toastWith(page, 'Added to cart')).toBeVisible();

    await page.goto('/vendor/1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Curtain Call Burgers' }),
    ).toBeVisible();
    const cart = page.getByRole('region', { name: 'Your cart' });
    await cart
      .getByRole('button', { name: /^Edit cart, 1 item from Curtain Call Burgers/ })
      .click();
    const line = cart.getByRole('listitem').filter({ hasText: 'Double Headliner' });
    await expect(line).toContainText('$14.99');
    await expect(cart).toContainText('$14.99');

    // and pays for it at the special price: the server prices the line by its partnership
    await cart.getByRole('button', { name: /Checkout, 1 item/ }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText(/4242 4242 4242 4242/).first()).toBeVisible();
    const orderId = await payAtCheckout(page);
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as OrderView;
    expect(order.items).toEqual([
      expect.objectContaining({ name: 'Double Headliner', unitPriceCents: 1499 }),
    ]);
    expect(order.items[0]?.partnershipId).toBeGreaterThan(0);
    expect(order.paymentStatus).toBe('paid');
  });
});

async function preOrderOne(page: Page, title: string) {
  await page.goto('/artist-partnerships');
  await tab(page, /^VIP Experiences/).click();
  await offeringCard(page, title)
    .getByRole('button', { name: /^Pre-order Now/ })
    .click();
  const dialog = page.getByRole('dialog', { name: `Pre-order ${title}` });
  await dialog.getByRole('button', { name: 'Reserve and pay' }).click();
  await expect(page).toHaveURL(/\/checkout\?orderId=\d+$/);
}

/**
 * The vendor sets the offering to `left` units still on sale (units held or sold stay counted):
 * a retry, or a second project, starts from the same stock, and the journey leaves it as found.
 */
async function setStockLeft(browser: Browser, baseURL: string, title: string, left: number) {
  const vendor = await signedInContext(browser, baseURL, 'vendor@curtaincall.test');
  const headers = { Origin: baseURL };
  const listed = await vendor.request.get('/api/vendor/special-offerings', { headers });
  const offerings = (await listed.json()) as SpecialOfferingView[];
  const offering = offerings.find((candidate) => candidate.title === title);
  if (!offering) throw new Error(`no offering ${title}`);
  const taken = offering.availableQuantity - offering.remainingQuantity;
  const response = await vendor.request.patch(`/api/vendor/special-offerings/${offering.id}`, {
    data: { availableQuantity: taken + left },
    headers,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  await vendor.close();
  return taken + left;
}

// Not '@phone': it drains the one nearly sold out offering, so it runs once per server.
test('[customer] a pre-order on one phone shows on another at once, down to Sold Out', async ({
  page,
  browser,
  baseURL,
  loginAs,
}) => {
  const title = 'Neon Nights VIP Burger Box';
  const origin = baseURL ?? '';
  const available = await setStockLeft(browser, origin, title, 2);
  await loginAs('customer');
  const watcherSocket = socketAuthenticated(page);
  await page.goto('/artist-partnerships');
  await watcherSocket;
  await tab(page, /^VIP Experiences/).click();
  const watched = offeringCard(page, title);
  await expect(watched).toContainText(`2 of ${available} left`);

  const { context: buyer } = await newCustomerContext(browser, baseURL ?? '');
  const buyerPage = await buyer.newPage();
  const buyerErrors = trackPageErrors(buyerPage);
  await buyerPage.setViewportSize({ width: 390, height: 844 });
  await preOrderOne(buyerPage, title);
  await expect(watched).toContainText(`1 of ${available} left`);
  await expect(watched.getByRole('button', { name: /^Pre-order Now/ })).toBeEnabled();

  await preOrderOne(buyerPage, title);
  await expect(watched).toContainText(`0 of ${available} left`);
  await expect(watched.getByRole('button', { name: /^Sold Out/ })).toBeDisabled();
  await expect(watched.getByTestId('availability-fill')).toHaveAttribute('data-tone', 'red');

  // the buyer's unpaid pre-order waits at checkout, held for 10 minutes
  await expect(buyerPage.getByRole('heading', { level: 1 })).toBeVisible();
  await buyer.close();
  expect(buyerErrors).toEqual([]);
  await setStockLeft(browser, origin, title, 2);
});
