import { expect, expectNoHorizontalOverflow, test, toastWith } from './fixtures';

test.describe('customer browsing', () => {
  test('[customer] searches for taco, filters by cuisine, and clears a search with no results', async ({
    page,
    loginAs,
  }) => {
    await loginAs('customer');
    await page.goto('/search');
    await expect(page.getByText(/^\d+ found$/)).toBeVisible();
    await page.getByLabel('Search by name, cuisine or dish').fill('taco');
    await expect(page.getByText('1 found')).toBeVisible();
    await expect(page.getByRole('link', { name: /Taco Encore/ })).toBeVisible();
    await page.getByLabel('Search by name, cuisine or dish').fill('');
    await page
      .getByRole('group', { name: 'Cuisine' })
      .getByRole('button', { name: 'Korean' })
      .click();
    await expect(page.getByText('1 found')).toBeVisible();
    await expect(page.getByRole('link', { name: /Seoul Stage Kitchen/ })).toBeVisible();
    await page.getByLabel('Search by name, cuisine or dish').fill('sushi');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText('7 found')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('search-desktop.png'), fullPage: true });
  });

  test('[customer] sorts by Find Nearest with the device location', async ({
    page,
    context,
    loginAs,
  }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 37.7694, longitude: -122.4862 });
    await loginAs('customer');
    await page.goto('/search');
    await page.getByRole('button', { name: 'Find Nearest' }).click();
    await expect(page.getByRole('button', { name: 'Find Nearest' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/\d+(\.\d)? (mi|ft)/).first()).toBeVisible();
  });

  test('[customer] adds items, and an item from another vendor replaces the cart; the cart survives a reload', async ({
    page,
    loginAs,
  }) => {
    await loginAs('customer');
    await page.goto('/search');
    await page.getByRole('link', { name: /Curtain Call Burgers/ }).click();
    await expect(page.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
    await page.getByRole('button', { name: 'Add Loaded Stage Fries to cart' }).first().click();
    const cart = page.getByRole('region', { name: 'Your cart' });
    await cart.getByRole('button', { name: /Edit cart/ }).click();
    await cart.getByRole('button', { name: 'Increase quantity of Encore Smash Burger' }).click();
    await expect(cart.getByRole('button', { name: /Checkout, 3 items, \$40\.97/ })).toBeVisible();
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Your cart' })
        .getByRole('button', { name: /Checkout, 3 items/ }),
    ).toBeVisible();

    await page.goto('/vendor/2');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Curtain Call Burgers');
    const taco = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
    await taco.click();
    await expect(toastWith(page, /Started a new order from/)).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Your cart' })
        .getByRole('button', { name: /Checkout, 1 item,/ }),
    ).toBeVisible();
  });

  test('[customer] quick-orders from home and from a vendor page @phone', async ({
    page,
    loginAs,
  }) => {
    await loginAs('customer');
    await page.goto('/?quick=true');
    const sheet = page.getByRole('dialog', { name: 'Quick Order' });
    await expect(sheet).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(sheet.getByText('Fast food for busy shows')).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Choose Vendor' })).toBeVisible();
    const vendorChoices = sheet.getByRole('list').first().getByRole('button');
    await expect(vendorChoices).toHaveCount(3);
    await vendorChoices.first().click();
    await expect(sheet.getByRole('heading', { name: 'Popular Items' })).toBeVisible();
    const addButtons = sheet.getByRole('button', { name: /^Add .* to cart$/ });
    expect(await addButtons.count()).toBeLessThanOrEqual(6);
    await addButtons.first().click();
    await sheet
      .getByRole('button', { name: /^Increase quantity of/ })
      .first()
      .click();
    await expect(sheet.getByText(/2 items · Ready in \d+ min/)).toBeVisible();
    await expect(sheet.getByText('+ tax & fees')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('quick-order-phone.png') });
    await sheet.getByRole('button', { name: 'Back to vendor choice' }).click();
    await expect(sheet.getByRole('heading', { name: 'Choose Vendor' })).toBeVisible();
    await sheet.getByRole('button', { name: 'Close quick order' }).click();
    await expect(sheet).toBeHidden();

    await page.goto('/vendor/1?quickOrder=true');
    const vendorSheet = page.getByRole('dialog', { name: 'Quick Order' });
    await expect(vendorSheet.getByRole('heading', { name: 'Popular Items' })).toBeVisible();
    await vendorSheet.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).click();
    await expectNoHorizontalOverflow(page);
    await vendorSheet.getByRole('button', { name: 'Quick Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(vendorSheet).toBeHidden();
  });

  test('[customer] sees the home screen with the real event countdown @phone', async ({
    page,
    loginAs,
  }) => {
    await loginAs('customer');
    await page.goto('/');
    await expect(page.getByText(/Show ends in ~\d+ min/)).toBeVisible();
    await page.getByRole('button', { name: 'Food Trucks' }).click();
    await expect(page.getByRole('button', { name: 'Food Trucks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: test.info().outputPath('home-phone.png'), fullPage: true });
  });
});
