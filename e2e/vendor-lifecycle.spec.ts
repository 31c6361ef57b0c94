import { attachScreenshot, expect, expectNoHorizontalOverflow, test, toastWith } from './fixtures';
import { advance, boardCard, openVendorBoard, orderBurgerAndPay } from './journeys';

// accounts spec 2.7-2.9 and 4: a customer's order walks the vendor board from Pending to handed
// over, each side seeing the other's changes (reloads here; e2e/notifications.spec.ts covers live push).

test.describe('vendor order lifecycle', () => {
  test('[customer+vendor] an order goes from Pending to handed over with the pickup code', async ({
    customerAndVendor,
  }) => {
    // two people, four board moves, a reload and a hand-over: like the other two-actor journeys,
    // more than the default 45 s when the machine runs the rest of the suite beside it
    test.setTimeout(90_000);
    const shopper = await customerAndVendor.customer.newPage();
    const truck = await customerAndVendor.vendor.newPage();

    // the customer orders from Curtain Call Burgers and pays with the Visa test card
    const orderId = await orderBurgerAndPay(shopper);

    // the vendor sees it under Pending and works it through the columns
    await openVendorBoard(truck);
    await expect(boardCard(truck, 'Pending', orderId)).toBeVisible();
    await expect(boardCard(truck, 'Pending', orderId)).toContainText('Encore Smash Burger');
    await attachScreenshot(truck, 'vendor-board-desktop', { fullPage: false });
    // a tablet on the counter (iPad Air, portrait)
    await truck.setViewportSize({ width: 820, height: 1180 });
    await expect(boardCard(truck, 'Pending', orderId)).toBeVisible();
    await expectNoHorizontalOverflow(truck);
    await attachScreenshot(truck, 'vendor-board-tablet-820');
    await truck.setViewportSize({ width: 1440, height: 900 });
    await advance(truck, 'Pending', orderId, 'Confirm');
    await advance(truck, 'Confirmed', orderId, 'Start Preparing');
    await advance(truck, 'Preparing', orderId, 'Mark Ready');
    await expect(boardCard(truck, 'Ready', orderId)).toBeVisible();

    // the customer sees it ready, with the pickup code
    await shopper.reload();
    await shopper
      .getByRole('button', { name: `Track order #${orderId} from Curtain Call Burgers` })
      .click();
    const tracking = shopper.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
    const codeBox = tracking.getByRole('region', { name: 'Pickup code' });
    await expect(codeBox).toBeVisible();
    const code = ((await codeBox.locator('p').first().textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Z0-9]{4}$/);
    await expect(
      codeBox.getByRole('img', { name: `Pickup code ${code} as a QR code` }),
    ).toBeVisible();

    // the vendor hands over: a wrong code is refused, the right one completes it
    await boardCard(truck, 'Ready', orderId)
      .getByRole('button', { name: `Hand Over order #${orderId}` })
      .click();
    const handOver = truck.getByRole('dialog', { name: `Hand Over #${orderId}` });
    const wrong = code === 'ABCD' ? 'ABCE' : 'ABCD';
    await handOver.getByLabel('Pickup code').fill(wrong.toLowerCase());
    await expect(handOver.getByLabel('Pickup code')).toHaveValue(wrong);
    await handOver.getByRole('button', { name: 'Complete Order' }).click();
    await expect(handOver.getByText('That pickup code does not match this order.')).toBeVisible();
    await handOver.getByLabel('Pickup code').fill(code.toLowerCase());
    await handOver.getByRole('button', { name: 'Complete Order' }).click();
    await expect(toastWith(truck, 'Status Updated')).toBeVisible();
    await expect(handOver).toHaveCount(0);
    await expect(boardCard(truck, 'Ready', orderId)).toHaveCount(0);
    await truck.getByText(/Done today/).click();
    await expect(
      truck.getByRole('button', { name: new RegExp(`#${orderId}`) }).first(),
    ).toBeVisible();

    // the customer sees it completed
    await shopper.reload();
    await shopper
      .getByRole('button', { name: `Track order #${orderId} from Curtain Call Burgers` })
      .click();
    await expect(
      shopper
        .getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` })
        .getByText('Completed')
        .first(),
    ).toBeVisible();
  });

  test('[customer+vendor] menu changes reach the customer; settings are validated', async ({
    customerAndVendor,
  }) => {
    const shopper = await customerAndVendor.customer.newPage();
    const truck = await customerAndVendor.vendor.newPage();
    const name = `Encore Slider ${Date.now()}`;

    await openVendorBoard(truck);
    await truck.getByRole('button', { name: 'Add Menu Item' }).click();
    const form = truck.getByRole('dialog', { name: 'Add Menu Item' });
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(toastWith(truck, 'Please fill in all required fields.')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price ($)').fill('7.25');
    await form.getByLabel('Category').selectOption('mains');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(toastWith(truck, 'Item Created')).toBeVisible();

    await shopper.goto('/vendor/1');
    await shopper.getByRole('tab', { name: /Mains/ }).click();
    await expect(shopper.getByText(name).first()).toBeVisible();

    // made unavailable: gone for the customer
    await truck.getByRole('tab', { name: 'Menu' }).click();
    await truck.getByRole('switch', { name: `${name} available` }).click();
    await expect(toastWith(truck, 'Availability Updated')).toBeVisible();
    await shopper.reload();
    await expect(shopper.getByRole('heading', { name: 'Curtain Call Burgers' })).toBeVisible();
    await expect(shopper.getByText(name)).toHaveCount(0);

    // tidy up: delete it
    await truck.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = truck.getByRole('dialog');
    await expect(
      confirm.getByText('Are you sure you want to delete this menu item?'),
    ).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toastWith(truck, 'Item Deleted')).toBeVisible();

    // settings: an empty business name is refused
    await truck.getByRole('button', { name: 'Settings' }).click();
    const settings = truck.getByRole('dialog', { name: 'Vendor Settings' });
    await settings.getByLabel('Business name').fill('');
    await settings.getByRole('button', { name: 'Save Settings' }).click();
    await expect(settings.getByText('Business name is required')).toBeVisible();

    // settings: a prep time outside 5-120 minutes is refused, and nothing is saved
    const before = (await (await truck.request.get('/api/vendor/profile')).json()) as {
      name: string;
      estimatedPrepTime: number;
    };
    await settings.getByLabel('Business name').fill(before.name);
    const prepTime = settings.getByLabel('Prep time (minutes)');
    for (const minutes of ['4', '121']) {
      await prepTime.fill(minutes);
      await settings.getByRole('button', { name: 'Save Settings' }).click();
      await expect(settings.getByText('Prep time must be between 5 and 120 minutes')).toBeVisible();
      await expect(prepTime).toHaveAttribute('aria-invalid', 'true');
      await expect(settings.getByText('Business name is required')).toHaveCount(0);
    }
    await expect(toastWith(truck, 'Settings Updated')).toHaveCount(0);
    await truck.keyboard.press('Escape');
    await expect(settings).toHaveCount(0);
    const after = (await (await truck.request.get('/api/vendor/profile')).json()) as {
      estimatedPrepTime: number;
    };
    expect(after.estimatedPrepTime).toBe(before.estimatedPrepTime);
  });

  test('[customer+vendor] a vendor that is temporarily closed takes no orders until it reopens', async ({
    baseURL,
    customerAndVendor,
  }) => {
    const shopper = await customerAndVendor.customer.newPage();
    const truck = await customerAndVendor.vendor.newPage();
    const setAccepting = async (isAccepting: boolean) => {
      await truck.getByRole('button', { name: 'Settings' }).click();
      const settings = truck.getByRole('dialog', { name: 'Vendor Settings' });
      await settings
        .getByRole('switch', { name: isAccepting ? 'Temporarily closed' : 'Accepting orders' })
        .click();
      await expect(
        settings.getByRole('switch', {
          name: isAccepting ? 'Accepting orders' : 'Temporarily closed',
        }),
      ).toHaveAttribute('aria-checked', String(isAccepting));
      await settings.getByRole('button', { name: 'Save Settings' }).click();
      await expect(toastWith(truck, 'Settings Updated')).toBeVisible();
      await expect(settings).toHaveCount(0);
    };

    // the customer has Curtain Call Burgers in the cart and the vendor list open
    await shopper.goto('/vendor/1');
    await shopper.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
    await expect(
      shopper.getByRole('region', { name: 'Your cart' }).getByRole('button', { name: /Checkout/ }),
    ).toBeVisible();
    const listening = new Promise<void>((resolve) => {
      shopper.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('"authenticated"')) resolve();
        }),
      );
    });
    await shopper.goto('/search');
    const burgers = shopper.getByRole('link', { name: /Curtain Call Burgers/ });
    await expect(burgers).toBeVisible();
    await expect(burgers.getByText('Closed', { exact: true })).toHaveCount(0);
    await listening;

    await openVendorBoard(truck);
    try {
      await setAccepting(false);
      await expect(truck.getByText('Temporarily closed', { exact: true })).toBeVisible();

      // the open vendor list marks it Closed without a reload (vendor_update)
      await expect(burgers.getByText('Closed', { exact: true })).toBeVisible();
      // its page says so and offers nothing to add
      await shopper.goto('/vendor/1');
      await expect(
        shopper.getByRole('status').filter({
          hasText: 'Temporarily closed — not taking orders right now',
        }),
      ).toBeVisible();
      const addButtons = shopper.getByRole('button', { name: /^Add .* to cart$/ });
      await expect(addButtons.first()).toBeVisible();
      for (const button of await addButtons.all()) await expect(button).toBeDisabled();
      await expect(shopper.getByRole('button', { name: 'Quick Order' })).toBeDisabled();
      await attachScreenshot(shopper, 'vendor-closed-desktop', { fullPage: false });
      // the cart from before cannot be paid for
      await shopper.goto('/checkout');
      await expect(
        shopper.getByText(/Curtain Call Burgers is not taking orders right now/).first(),
      ).toBeVisible();
      await expect(toastWith(shopper, 'Failed to initialize checkout')).toBeVisible();
      await expect(shopper.getByRole('button', { name: 'Complete Payment' })).toBeDisabled();

      // reopened: the same cart can be paid for again
      await setAccepting(true);
      await expect(truck.getByText('Temporarily closed', { exact: true })).toHaveCount(0);
      await shopper.reload();
      await expect(shopper.getByLabel('Price breakdown')).toContainText('$15.99');
      await expect(shopper.getByRole('button', { name: 'Complete Payment' })).toBeEnabled();
    } finally {
      // later journeys on this server order from Curtain Call Burgers
      const reopened = await truck.request.patch('/api/vendor/profile', {
        data: { isActive: true },
        headers: { Origin: baseURL ?? '' },
      });
      expect(reopened.ok(), await reopened.text()).toBeTruthy();
    }
  });
});
