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

// Options, allergens and counted portions: the vendor builds them, a customer with a peanut
// allergy orders a burger their way, the kitchen reads it at a glance, and the last portion sells
// out on another customer's open menu.

type MenuItem = { id: number; name: string; vendorId: number };

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

    const kitchen = await signedInContext(browser, origin, DEMO.vendor.email);
    try {
      const tablet = await kitchen.newPage();
      await tablet.goto('/vendor/kitchen');
      const ticket = tablet.getByRole('article', { name: `Ticket #${orderId}` });
      await expect(ticket).toBeVisible({ timeout: 15_000 });
      await expect(ticket.getByText('Crispy Chicken Sandwich')).toBeVisible();
      await expect(ticket.getByText('Large')).toBeVisible();
      await expect(ticket.getByText('Bacon')).toBeVisible();
      await expect(ticket.getByText('No onions')).toBeVisible();
      await expect(ticket.getByText('severe nut allergy')).toBeVisible();
      await expect(ticket.getByText('Allergy', { exact: true })).toBeVisible();
      await expectNoViolations(tablet, 'kitchen ticket with options');
      await attachScreenshot(tablet, 'kitchen-ticket-options');
    } finally {
      await kitchen.close();
    }
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
});
