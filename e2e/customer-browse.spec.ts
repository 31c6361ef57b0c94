import {
  attachScreenshot,
  expect,
  expectNoHorizontalOverflow,
  mainNavigation,
  test,
} from './fixtures';

// '@phone' journeys run at desktop width and on the 390 px phone (bottom bar, no side nav).
test.describe('customer browsing', () => {
  test('[customer] searches for taco, filters by cuisine, and clears a search with no results @phone', async ({
    page,
    isMobile,
    loginAs,
  }) => {
    await loginAs('customer');
    await page.goto('/');
    await (
      await mainNavigation(page, isMobile)
    )
      .getByRole('link', { name: 'Search', exact: true })
      .click();
    await expect(page).toHaveURL(/\/search$/);
    const search = page.getByLabel('Search by name, cuisine or dish');
    await expect(page.getByText(/^\d+ found$/)).toBeVisible();
    await search.fill('taco');
    await expect(page.getByText('1 found')).toBeVisible();
    await expect(page.getByRole('link', { name: /Taco Encore/ })).toBeVisible();
    await search.fill('');
    await page
      .getByRole('group', { name: 'Cuisine' })
      .getByRole('button', { name: 'Korean' })
      .click();
    await expect(page.getByText('1 found')).toBeVisible();
    await expect(page.getByRole('link', { name: /Seoul Stage Kitchen/ })).toBeVisible();
    await search.fill('sushi');
    await expect(page.getByRole('heading', { name: 'No Results Found' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await attachScreenshot(page, `search-no-results-${test.info().project.name}`);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByText('7 found')).toBeVisible();
    await expect(search).toHaveValue('');
    await expect(
      page.getByRole('group', { name: 'Cuisine' }).getByRole('button', { name: 'Korean' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await attachScreenshot(page, `search-${test.info().project.name}`);
  });

  test('[customer] sorts by Find Nearest with the device location @phone', async ({
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
    await expect(page.getByRole('status', { name: 'Enable Location' })).toHaveCount(0);
  });

  test('[customer] Find Nearest with location blocked in the browser asks to Enable Location @phone', async ({
    page,
    context,
    loginAs,
  }) => {
    // no geolocation permission in this context: the browser refuses (PERMISSION_DENIED)
    await context.clearPermissions();
    await loginAs('customer');
    await page.goto('/search');
    await expect(page.getByText(/^\d+ found$/)).toBeVisible();
    const findNearest = page.getByRole('button', { name: 'Find Nearest' });
    await findNearest.click();
    const prompt = page.getByRole('status', { name: 'Enable Location' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(
      'Allow location access to see how far each vendor is and sort by distance.',
    );
    // still every vendor, without distances
    await expect(page.getByText('7 found')).toBeVisible();
    await expect(page.getByText(/\d+(\.\d)? (mi|ft)$/)).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await attachScreenshot(page, `location-denied-${test.info().project.name}`, {
      fullPage: false,
    });
    // asking again while the browser still blocks it explains where to allow it
    await prompt.getByRole('button', { name: 'Enable', exact: true }).click();
    await expect(prompt).toContainText('Your browser is still blocking location for this site.');
    await prompt.getByRole('button', { name: 'Not Now' }).click();
    await expect(prompt).toHaveCount(0);
    await expect(findNearest).toHaveAttribute('aria-pressed', 'false');
  });

  test('[customer] adds items; an item from another vendor replaces the cart only once confirmed; the cart survives a reload @phone', async ({
    page,
    isMobile,
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
    // on a phone the bottom bar's Orders tab carries the cart count (customer spec 2)
    if (isMobile) {
      // read with what it counts
      await expect(
        (await mainNavigation(page, isMobile)).getByRole('link', {
          name: 'Orders, 3 items in cart',
        }),
      ).toContainText('3');
    }
    await expectNoHorizontalOverflow(page);
    await attachScreenshot(page, `cart-open-${test.info().project.name}`, { fullPage: false });
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Your cart' })
        .getByRole('button', { name: /Checkout, 3 items, \$40\.97/ }),
    ).toBeVisible();

    await page.goto('/vendor/2');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Curtain Call Burgers');
    const vendorName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const addFirst = page.getByRole('button', { name: /^Add .* to cart$/ }).first();
    // cart rule 1 replaces the cart, so one tap asks first; keeping the cart is the default
    await addFirst.click();
    const ask = page.getByRole('alertdialog', { name: `Start a new order from ${vendorName}?` });
    await expect(ask).toContainText('Your cart has 3 items from Curtain Call Burgers');
    await attachScreenshot(page, `cart-switch-${test.info().project.name}`, { fullPage: false });
    await ask.getByRole('button', { name: 'Keep my cart' }).click();
    await expect(ask).toBeHidden();
    await expect(
      page
        .getByRole('region', { name: 'Your cart' })
        .getByRole('button', { name: /Checkout, 3 items, \$40\.97/ }),
    ).toBeVisible();
    await addFirst.click();
    await ask.getByRole('button', { name: 'Start new order' }).click();
    const newCart = page.getByRole('region', { name: 'Your cart' });
    await expect(newCart.getByRole('button', { name: /Checkout, 1 item,/ })).toBeVisible();
    await expect(newCart).toContainText(vendorName);
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Your cart' })
        .getByRole('button', { name: /Checkout, 1 item,/ }),
    ).toBeVisible();
  });

  test('[customer] quick-orders from home and from a vendor page @phone-only', async ({
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
    const firstAdd = addButtons.first();
    const itemName = /^Add (.*) to cart$/.exec(
      (await firstAdd.getAttribute('aria-label')) ?? '',
    )?.[1];
    expect(itemName, 'the first popular item has a name').toBeTruthy();
    await firstAdd.click();
    await sheet.getByRole('button', { name: `Increase quantity of ${itemName}` }).click();
    await expect(sheet.getByText(/2 items · Ready in \d+ min/)).toBeVisible();
    await expect(sheet.getByText('+ tax & fees')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await attachScreenshot(page, 'quick-order-phone', { fullPage: false });
    // minus brings it back to one; at one, minus removes the line (cart rule 5)
    await sheet.getByRole('button', { name: `Decrease quantity of ${itemName}` }).click();
    await expect(sheet.getByText(/^1 item · Ready in \d+ min/)).toBeVisible();
    await expect(sheet.getByRole('group', { name: `Quantity of ${itemName}` })).toContainText('1');
    await sheet.getByRole('button', { name: `Remove ${itemName}` }).click();
    await expect(sheet.getByRole('button', { name: `Add ${itemName} to cart` })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Quick Checkout' })).toHaveCount(0);
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

  test('[customer] sees the home screen with the real event countdown @phone-only', async ({
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
    await attachScreenshot(page, 'home-phone');
  });
});
