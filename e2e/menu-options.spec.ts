import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import {
  attachScreenshot,
  DEMO,
  expect,
  expectNoHorizontalOverflow,
  newCustomerContext,
  signedInContext,
  test,
} from './fixtures';
import { payAtCheckout } from './journeys';
import { send } from './order-api';
import { ALLERGEN_LABELS, ALLERGENS, type Allergen } from '../src/contract/menu-rules';

// Options, allergens and counted portions: the vendor builds them, a customer with a peanut
// allergy orders a burger their way, the kitchen reads it at a glance, and the last portion sells
// out on another customer's open menu.

type MenuItem = { id: number; name: string; vendorId: number };
type MenuItemWithAllergens = MenuItem & { allergens: Allergen[]; isAvailable: boolean };

/** The demo vendor's kitchen screen, open at the order's ticket, for `check` to read. */
async function onKitchenTicket(
  browser: Browser,
  origin: string,
  orderId: number,
  check: (ticket: Locator, tablet: Page) => Promise<void>,
) {
  const kitchen = await signedInContext(browser, origin, DEMO.vendor.email);
  try {
    const tablet = await kitchen.newPage();
    await tablet.goto('/vendor/kitchen');
    const ticket = tablet.getByRole('article', { name: `Ticket #${orderId}` });
    await expect(ticket).toBeVisible({ timeout: 15_000 });
    await check(ticket, tablet);
  } finally {
    await kitchen.close();
  }
}

test.describe('menu options, allergens and portions', () => {
  test('[vendor] builds an item with a size, a leave-out group, allergens and portions @phone', async ({
    page,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await loginAs('vendor');
    await page.goto('/vendor/dashboard');
    await page.getByRole('tab', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Add Menu Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Menu Item' });
    const name = `Mosh Pit Melt ${Date.now() % 100_000}`;
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Price ($)').fill('11.50');
    await dialog.getByLabel('Category').selectOption('mains');
    const allergens = dialog.getByRole('group', { name: 'Allergens' });
    await allergens.getByLabel('Cereals containing gluten').check();
    await allergens.getByLabel('Milk').check();
    await dialog.getByLabel('Vegetarian').check();
    await dialog.getByLabel('Portions left').fill('12');

    await dialog.getByRole('button', { name: 'Add option group' }).click();
    const size = dialog.getByRole('group', { name: 'Group 1' });
    await size.getByLabel('Group name').fill('Size');
    await size.getByRole('switch', { name: 'Required' }).click();
    await size.getByLabel('Option 1 name').fill('Regular');
    await size.getByRole('button', { name: 'Add option' }).click();
    await size.getByLabel('Option 2 name').fill('Large');
    await size.getByRole('listitem').nth(1).getByLabel('Price change ($)').fill('2.50');

    await dialog.getByRole('button', { name: 'Add option group' }).click();
    const leaveOut = dialog.getByRole('group', { name: 'Group 2' });
    await leaveOut.getByLabel('Group name').fill('Leave out');
    await leaveOut.getByRole('switch', { name: 'Leave out group' }).click();
    await leaveOut.getByLabel('Option 1 name').fill('Pickles');
    await expectNoViolations(page, 'menu item form with option groups');
    await attachScreenshot(page, 'menu-item-form-options');

    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/vendor/menu',
    );
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    const answer = await saved;
    expect(answer.status(), await answer.text()).toBe(201);
    const item = (await answer.json()) as {
      allergens: string[];
      dietaryTags: string[];
      stockCount: number;
      optionGroups: { name: string; required: boolean; isRemoval: boolean }[];
    };
    expect(item).toMatchObject({
      allergens: ['gluten', 'milk'],
      dietaryTags: ['vegetarian'],
      stockCount: 12,
    });
    expect(
      item.optionGroups.map(({ name, required, isRemoval }) => [name, required, isRemoval]),
    ).toEqual([
      ['Size', true, false],
      ['Leave out', false, true],
    ]);
    await expect(dialog).toBeHidden();
    await expect(page.getByText(name).first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    // off the menu again, for the journeys after this one
    const { id } = (await answer.json()) as { id: number };
    await page.request.delete(`/api/vendor/menu/${id}`, { headers: { Origin: baseURL ?? '' } });
  });

  test('[customer+vendor] a guest avoiding peanuts orders "large, add bacon, no onions" with a note; the kitchen sees it all @phone', async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    await loginAs('customer');
    const vendors = await send<{ id: number; name: string }[]>(
      page.request,
      origin,
      'get',
      '/api/vendors',
    );
    const greenRoom = vendors.find((vendor) => vendor.name === 'Green Room Vegan');
    expect(greenRoom, 'the vegan vendor is listed').toBeDefined();

    // peanuts hidden, remembered on the phone for every menu
    await page.goto(`/vendor/${greenRoom?.id}`);
    await page.getByRole('tab', { name: /^Mains/ }).click();
    await expect(page.getByRole('heading', { name: 'Sesame Peanut Noodles' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Allergens/ })
      .first()
      .click();
    const filter = page.getByRole('dialog', { name: 'Allergens to avoid' });
    await filter.getByLabel('Peanuts').check();
    await filter.getByRole('radio', { name: /Hide/ }).check();
    await expectNoViolations(page, 'allergen filter');
    await filter.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('heading', { name: 'Sesame Peanut Noodles' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Allergens (1 avoided)' }).first()).toBeVisible();

    // a required size opens the choices instead of adding at once
    await page.goto('/vendor/1');
    await page.getByRole('tab', { name: /^Mains/ }).click();
    await page.getByRole('button', { name: 'Add Crispy Chicken Sandwich to cart' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Crispy Chicken Sandwich' });
    await picker.getByRole('radio', { name: /^Large/ }).check();
    await picker.getByRole('checkbox', { name: /^Bacon/ }).check();
    await picker.getByRole('checkbox', { name: 'No onions' }).check();
    await picker.getByLabel('Note for the kitchen').fill('severe nut allergy');
    await expectNoViolations(page, 'option picker');
    await attachScreenshot(page, 'option-picker');
    // 14.49 + 2.50 large + 2.00 bacon
    await picker.getByRole('button', { name: 'Add · $18.99' }).click();
    await expect(picker).toBeHidden();
    await page
      .getByRole('region', { name: 'Your cart' })
      .getByRole('button', { name: /Checkout, 1 item/ })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('No onions').first()).toBeVisible();
    const orderId = await payAtCheckout(page);

    await onKitchenTicket(browser, origin, orderId, async (ticket, tablet) => {
      await expect(ticket.getByText('Crispy Chicken Sandwich')).toBeVisible();
      await expect(ticket.getByText('Large')).toBeVisible();
      await expect(ticket.getByText('Bacon')).toBeVisible();
      await expect(ticket.getByText('No onions')).toBeVisible();
      await expect(ticket.getByText('severe nut allergy')).toBeVisible();
      await expect(ticket.getByText('Allergy', { exact: true })).toBeVisible();
      await expectNoViolations(tablet, 'kitchen ticket with options');
      await attachScreenshot(tablet, 'kitchen-ticket-options');
    });
  });

  test("[customer+vendor] the last portion sells out on another customer's open menu at once", async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    const vendor = await signedInContext(browser, origin, DEMO.vendor.email);
    const name = `Last Call Slider ${Date.now() % 100_000}`;
    const item = await send<MenuItem>(vendor.request, origin, 'post', '/api/vendor/menu', {
      name,
      price: '6.00',
      category: 'mains',
      stockCount: 1,
      allergens: ['gluten'],
    });

    const watcher = await newCustomerContext(browser, origin);
    try {
      const open = await watcher.context.newPage();
      await open.goto(`/vendor/${item.vendorId}`);
      await open.getByRole('tab', { name: /^Mains/ }).click();
      const row = open.getByRole('listitem').filter({ hasText: name });
      await expect(row.getByText('Only 1 left')).toBeVisible({ timeout: 15_000 });

      await loginAs('customer');
      await send(page.request, origin, 'post', '/api/orders', {
        vendorId: item.vendorId,
        items: [{ menuItemId: item.id, quantity: 1 }],
        pickupTime: 'asap',
      });
      // no reload: the vendor update reaches the open menu
      await expect(row.getByText('Sold out')).toBeVisible({ timeout: 15_000 });
      await expect(row.getByRole('button', { name: `Add ${name} to cart` })).toBeDisabled();
      await attachScreenshot(open, 'sold-out-live');
    } finally {
      await watcher.context.close();
      // off the menu again, for the journeys after this one
      await vendor.request.delete(`/api/vendor/menu/${item.id}`, { headers: { Origin: origin } });
      await vendor.close();
    }
  });

  test('[customer+vendor] a note added on the checkout to a dish without options reaches the kitchen @phone', async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    const origin = baseURL ?? '';
    await loginAs('customer');
    await page.goto('/vendor/1');
    await page.getByRole('tab', { name: /^Sides/ }).click();
    await page.getByRole('button', { name: 'Add Loaded Stage Fries to cart' }).first().click();
    await page
      .getByRole('region', { name: 'Your cart' })
      .getByRole('button', { name: /Checkout, 1 item/ })
      .click();
    await expect(page).toHaveURL(/\/checkout$/);
    await page.getByRole('button', { name: 'Add note for Loaded Stage Fries' }).click();
    await page.getByLabel('Note for the kitchen').fill('extra crispy, no cheese');
    await expectNoViolations(page, 'cart line note');
    await page.getByRole('button', { name: 'Save note for Loaded Stage Fries' }).click();
    await expect(page.getByText('extra crispy, no cheese')).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Edit note for Loaded Stage Fries' }),
    ).toBeFocused();
    await expectNoHorizontalOverflow(page);
    const orderId = await payAtCheckout(page);

    await onKitchenTicket(browser, origin, orderId, async (ticket) => {
      await expect(ticket.getByText('Loaded Stage Fries')).toBeVisible();
      await expect(ticket.getByText('extra crispy, no cheese')).toBeVisible();
    });
  });

  test('[customer+vendor] search says a vendor has nothing without the allergens the guest avoids @phone', async ({
    page,
    browser,
    baseURL,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? '';
    // every seeded menu has a drink free of allergens: the demo vendor takes those off for now,
    // so each dish left carries one
    const vendor = await signedInContext(browser, origin, DEMO.vendor.email);
    const menu = await send<MenuItemWithAllergens[]>(
      vendor.request,
      origin,
      'get',
      '/api/vendor/menu',
    );
    const plain = menu.filter((item) => item.isAvailable && item.allergens.length === 0);
    const setPlain = (isAvailable: boolean) =>
      Promise.all(
        plain.map((item) =>
          send(vendor.request, origin, 'patch', `/api/vendor/menu/${item.id}`, { isAvailable }),
        ),
      );
    // the fewest allergens (chosen greedily) that every dish left carries one of
    let left = menu.filter((item) => item.isAvailable && item.allergens.length > 0);
    const avoid: Allergen[] = [];
    while (left.length > 0) {
      const best = ALLERGENS.map((code) => ({
        code,
        count: left.filter((item) => item.allergens.includes(code)).length,
      })).reduce((a, b) => (b.count > a.count ? b : a));
      avoid.push(best.code);
      left = left.filter((item) => !item.allergens.includes(best.code));
    }
    const avoided = new Intl.ListFormat('en', { type: 'conjunction' }).format(
      ALLERGENS.filter((code) => avoid.includes(code)).map((code) =>
        ALLERGEN_LABELS[code].short.toLowerCase(),
      ),
    );
    const vendorId = menu[0]?.vendorId;
    const vendors = await send<{ id: number; name: string }[]>(
      vendor.request,
      origin,
      'get',
      '/api/vendors',
    );
    const name = vendors.find((entry) => entry.id === vendorId)?.name ?? '';
    expect(name, "the demo vendor's name").not.toBe('');

    await setPlain(false);
    try {
      await loginAs('customer');
      await page.goto('/search');
      await page.getByRole('button', { name: /^Allergens/ }).click();
      const filter = page.getByRole('dialog', { name: 'Allergens to avoid' });
      for (const code of avoid)
        await filter.getByLabel(ALLERGEN_LABELS[code].full, { exact: true }).check();
      await filter.getByRole('button', { name: 'Done' }).click();
      const card = page.getByRole('link', { name });
      await expect(card.getByText(`Nothing without ${avoided}`)).toBeVisible({
        timeout: 15_000,
      });
      await expectNoViolations(page, 'search with an allergen filter');
      await expectNoHorizontalOverflow(page);
      await attachScreenshot(page, 'search-allergen-filter');
    } finally {
      await setPlain(true);
      await vendor.close();
    }
  });
});
