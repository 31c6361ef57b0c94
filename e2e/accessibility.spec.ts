import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, test, toastWith, type DemoRole } from './fixtures';
import { expectNoViolations } from './axe';
import { placePaidOrder } from './order-api';

// WCAG 2.2 AA: axe-core finds nothing on any screen of any role, on the phone project's
// 390 px screen and on the desktop one. One page load per screen; dialogs open on top of the
// screen they belong to.

const SIGN_IN_HEADING = 'Your post-show meal, solved.';

type Screen = {
  name: string;
  /** Loads the screen (or opens a dialog on the current one) and waits until it shows. */
  open: (page: Page) => Promise<void>;
};

async function checkScreens(page: Page, screens: Screen[]) {
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await screen.open(page);
      await expectNoViolations(page, screen.name);
    });
  }
}

const visit =
  (path: string, heading: string | RegExp): Screen['open'] =>
  async (page) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
      timeout: 15_000,
    });
  };

const dialogOpened = (opener: (page: Page) => Promise<void>, name: string | RegExp) => {
  return async (page: Page) => {
    await opener(page);
    await expect(page.getByRole('dialog', { name })).toBeVisible();
  };
};

async function signIn(page: Page, baseURL: string | undefined, role: DemoRole) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: DEMO[role].email, password: DEMO[role].password },
    headers: { Origin: baseURL ?? '' },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test('[visitor] the sign-in, signup, presentation and unknown screens have no axe violations @phone', async ({
  page,
}) => {
  // five screens, each an axe pass in the dark theme and a colour pass in the light one
  test.setTimeout(90_000);
  await checkScreens(page, [
    { name: 'sign-in', open: visit('/', SIGN_IN_HEADING) },
    { name: 'signup', open: visit('/signup', 'Create your account') },
    { name: 'presentation', open: visit('/presentation', /CurtainCall/) },
    // signed out, every other path (the guide, an unknown one) is the sign-in screen
    { name: 'guide signed out', open: visit('/guide', SIGN_IN_HEADING) },
    { name: 'unknown path signed out', open: visit('/no-such-page', SIGN_IN_HEADING) },
  ]);
});

test('[customer] every customer screen and dialog has no axe violations @phone', async ({
  page,
  baseURL,
  loginAs,
  isMobile,
}) => {
  // about twenty screens, each an axe pass in the dark theme and a colour pass in the light one:
  // 1.5 min on a 2-core machine running both browser projects, and up to 3.6 min on a slow one
  test.setTimeout(360_000);
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  await checkScreens(page, [
    { name: 'home', open: visit('/', 'Hungry after the show?') },
    {
      name: 'notification panel',
      open: dialogOpened(
        (page) => page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click(),
        'Notifications',
      ),
    },
    { name: 'search', open: visit('/search', 'Find Food') },
    { name: 'vendor page', open: visit('/vendor/1', 'Curtain Call Burgers') },
    {
      name: 'vendor page with an item in the cart',
      open: async (page) => {
        await page.getByRole('button', { name: 'Add Encore Smash Burger to cart' }).first().click();
        await expect(page.getByRole('region', { name: 'Your cart' })).toBeVisible();
      },
    },
    { name: 'checkout', open: visit('/checkout', 'Checkout') },
    { name: 'demo checkout', open: visit('/demo-checkout', 'Demo Checkout') },
    {
      name: 'quick order',
      open: async (page) => {
        await page.goto('/?quick=true');
        await expect(page.getByRole('dialog', { name: /Quick Order/ })).toBeVisible();
      },
    },
    { name: 'orders', open: visit('/orders', 'Your Orders') },
    {
      name: 'order tracking',
      open: dialogOpened(
        (page) =>
          page
            .getByRole('button', { name: `Track order #${orderId} from Curtain Call Burgers` })
            .click(),
        `Advanced Order Tracking - #${orderId}`,
      ),
    },
    { name: 'profile', open: visit('/profile', /\w/) },
    { name: 'edit profile', open: visit('/profile/edit', 'Edit Profile') },
    { name: 'guide', open: visit('/guide', 'User Guide') },
    { name: 'artist partnerships', open: visit('/artist-partnerships', 'Artist Partnerships') },
    {
      name: 'artist specials tab',
      open: async (page) => {
        await page.getByRole('tab', { name: /^Artist Specials/ }).click();
        await expect(page.getByRole('article', { name: 'Double Headliner' })).toBeVisible();
      },
    },
    {
      name: 'VIP experiences tab',
      open: async (page) => {
        await page.getByRole('tab', { name: /^VIP Experiences/ }).click();
        await expect(page.getByRole('article', { name: 'Starlight Taco Flight' })).toBeVisible();
      },
    },
    {
      name: 'pre-order dialog',
      open: dialogOpened(
        (page) =>
          page.getByRole('button', { name: 'Pre-order Now: Starlight Taco Flight' }).click(),
        'Pre-order Starlight Taco Flight',
      ),
    },
    { name: 'page not found', open: visit('/no-such-page', 'Page Not Found') },
    ...(isMobile
      ? [
          {
            name: 'mobile drawer',
            open: dialogOpened(
              (page) =>
                page
                  .getByRole('navigation', { name: 'Bottom navigation' })
                  .getByRole('button', { name: 'More' })
                  .click(),
              'Menu',
            ),
          },
        ]
      : []),
  ]);
});

test('[vendor] every dashboard tab and dialog has no axe violations @phone', async ({
  page,
  baseURL,
  loginAs,
}) => {
  // thirteen screens, each an axe pass in the dark theme and a colour pass in the light one:
  // a minute on a 2-core machine running both browser projects
  test.setTimeout(240_000);
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  await signIn(page, baseURL, 'vendor');
  const tab = (name: string) => page.getByRole('tab', { name });
  await checkScreens(page, [
    {
      name: 'orders board',
      open: async (page) => {
        await visit('/vendor/dashboard', 'Vendor Dashboard')(page);
        await expect(
          page.getByRole('article', { name: `Order #${orderId}`, exact: true }),
        ).toBeVisible();
      },
    },
    {
      name: 'order modal',
      open: dialogOpened(
        // from the keyboard: on a phone the card's stretched button sits under the sideways board
        async (page) => {
          await page.getByRole('button', { name: `Open order #${orderId}` }).focus();
          await page.keyboard.press('Enter');
        },
        new RegExp(`#${orderId}`),
      ),
    },
    {
      name: 'menu tab',
      open: async (page) => {
        await page.keyboard.press('Escape');
        await tab('Menu').click();
        await expect(page.getByRole('button', { name: /^Edit / }).first()).toBeVisible();
        // checked from the top: a long board before it can leave the page scrolled, with the
        // dashboard's buttons half under the sticky header, where no one taps them
        await page.evaluate(() => window.scrollTo(0, 0));
      },
    },
    {
      name: 'menu item dialog',
      open: dialogOpened(
        (page) =>
          page
            .getByRole('button', { name: /^Edit / })
            .first()
            .click(),
        /Edit/,
      ),
    },
    {
      name: 'analytics tab',
      open: async (page) => {
        await page.keyboard.press('Escape');
        await tab('Analytics').click();
        await expect(tab('Analytics')).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText(/Loading/)).toHaveCount(0);
      },
    },
    {
      name: 'settings dialog',
      open: dialogOpened(
        (page) => page.getByRole('button', { name: 'Settings' }).click(),
        /Settings/,
      ),
    },
    {
      name: 'redeem meal ticket dialog',
      open: dialogOpened(async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Redeem meal ticket' }).click();
      }, 'Redeem meal ticket'),
    },
    {
      name: 'artist drops tab',
      open: async (page) => {
        await page.keyboard.press('Escape');
        await tab('Artist Drops').click();
        await expect(page.getByRole('button', { name: /^Deactivate / }).first()).toBeVisible();
      },
    },
    {
      name: 'new partnership dialog',
      open: dialogOpened(
        (page) => page.getByRole('button', { name: 'New partnership' }).click(),
        'New Partnership',
      ),
    },
    {
      name: 'new offering dialog',
      open: dialogOpened(async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'New offering' }).click();
      }, 'New Offering'),
    },
    { name: 'profile', open: visit('/profile', /\w/) },
    { name: 'guide', open: visit('/guide', 'User Guide') },
  ]);
});

/** Opens a tab of the admin dashboard and waits until its content finished loading. */
const adminTab =
  (name: string, loaded: string): Screen['open'] =>
  async (page) => {
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await expect(page.getByRole('tab', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(loaded).first()).toBeVisible();
  };

test('[admin] every admin screen has no axe violations @phone', async ({ page, loginAs }) => {
  // about twenty screens, each an axe pass in the dark theme and a colour pass in the light one:
  // 1.5 min on a 2-core machine running both browser projects
  test.setTimeout(240_000);
  await loginAs('admin');
  await checkScreens(page, [
    { name: 'admin dashboard', open: visit('/admin/dashboard', 'Admin Dashboard') },
    {
      name: 'create event dialog',
      open: dialogOpened(
        (page) => page.getByRole('button', { name: 'Create Event' }).first().click(),
        'Create Event',
      ),
    },
    { name: 'vendors tab', open: adminTab('Vendors', 'All Vendors') },
    {
      name: 'reject vendor dialog',
      open: async (page) => {
        await page
          .getByRole('button', { name: /^Reject / })
          .first()
          .click();
        await expect(page.getByRole('alertdialog', { name: /^Reject / })).toBeVisible();
      },
    },
    { name: 'users tab', open: adminTab('Users', 'democustomer') },
    {
      name: 'edit user dialog',
      open: dialogOpened(
        (page) => page.getByRole('button', { name: 'Edit democustomer' }).click(),
        'Edit democustomer',
      ),
    },
    { name: 'events tab', open: adminTab('Events', 'Bayfront Pavilion') },
    {
      name: 'add venue dialog',
      open: dialogOpened(
        (page) => page.getByRole('button', { name: 'Add Venue' }).click(),
        'Add Venue',
      ),
    },
    { name: 'talent and crew tab', open: adminTab('Talent & Crew', 'Open Talent & Crew') },
    { name: 'analytics tab', open: adminTab('Analytics', 'Platform Metrics') },
    { name: 'settings tab', open: adminTab('Settings', 'System Settings') },
    { name: 'talent and crew', open: visit('/admin/talent-crew', 'Talent & Crew') },
    {
      name: 'create meal program dialog',
      open: dialogOpened(
        (page) => page.getByRole('button', { name: 'Create Program' }).click(),
        'Create Meal Program',
      ),
    },
    {
      name: 'add crew member dialog',
      open: dialogOpened(async (page) => {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Add Member' }).first().click();
      }, 'Add Crew Member'),
    },
    { name: 'talent and crew members tab', open: adminTab('Members', 'Dana Whitfield') },
    { name: 'talent and crew tickets tab', open: adminTab('Tickets', 'Show code') },
    {
      name: 'meal ticket code dialog',
      open: dialogOpened(
        (page) =>
          page
            .getByRole('button', { name: /^Show code / })
            .first()
            .click(),
        'Meal ticket',
      ),
    },
    { name: 'talent and crew reports tab', open: adminTab('Reports', 'Spend per department') },
    { name: 'profile', open: visit('/profile', /\w/) },
    { name: 'guide', open: visit('/guide', 'User Guide') },
  ]);
});

// WCAG 2.4.3: every dialog and sheet gives focus back to what opened it.
async function expectFocusReturns(page: Page, opener: Locator, dialog: Locator) {
  // from the keyboard, the way focus return matters
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  // focus moves in once the dialog's effects ran (its Escape listener with them): a person's
  // Escape comes after that, and so does this one
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('[customer] dialogs give focus back, the tracking modal starts on its title, Escape beats a toast, a new page starts at its h1 @phone', async ({
  page,
  baseURL,
  loginAs,
  isMobile,
}) => {
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  await page.goto('/');
  await expect(page).toHaveTitle('Home · CurtainCall');
  await expectFocusReturns(
    page,
    page.getByRole('button', { name: 'Quick Order' }),
    page.getByRole('dialog', { name: 'Quick Order' }),
  );
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expectFocusReturns(page, bell, page.getByRole('dialog', { name: 'Notifications' }));
  if (isMobile) {
    const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' });
    await expectFocusReturns(
      page,
      bottomBar.getByRole('button', { name: 'More' }),
      page.getByRole('dialog', { name: 'Menu' }),
    );
    await bottomBar.getByRole('link', { name: 'Orders' }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Orders' })
      .click();
  }
  // after a navigation, focus is on the new page's heading and the tab names the page
  await expect(page.getByRole('heading', { level: 1, name: 'Your Orders' })).toBeFocused();
  await expect(page).toHaveTitle('Your Orders · CurtainCall');

  const track = page.getByRole('button', {
    name: `Track order #${orderId} from Curtain Call Burgers`,
  });
  const tracking = page.getByRole('dialog', { name: `Advanced Order Tracking - #${orderId}` });
  await track.click();
  // no phone keyboard: the title has focus, not the notes box
  await expect(tracking.getByRole('heading', { name: /Advanced Order Tracking/ })).toBeFocused();
  await tracking
    .getByRole('region', { name: 'Customer notes' })
    .getByRole('textbox')
    .fill('Extra napkins');
  await tracking.getByRole('button', { name: 'Save Notes' }).click();
  await expect(toastWith(page, 'Notes Updated')).toBeVisible();
  // the saved button is disabled again, which drops focus out of the dialog: Escape still closes it
  await page.keyboard.press('Escape');
  await expect(tracking).toBeHidden();
  await expect(track).toBeFocused();

  // a device set to less motion: colours change and sheets slide at once (app.css)
  const colourFade = page.locator('main .transition-colors').first();
  const transitionSeconds = () =>
    colourFade.evaluate((element) => parseFloat(getComputedStyle(element).transitionDuration));
  expect(await transitionSeconds()).toBeGreaterThan(0.1);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transitionSeconds()).toBeLessThan(0.001);
});

test('[vendor] the order, menu item and settings dialogs give focus back; Escape beats the Status Updated toast @phone', async ({
  page,
  baseURL,
  loginAs,
}) => {
  await loginAs('customer');
  const orderId = await placePaidOrder(page.request, baseURL ?? '');
  await signIn(page, baseURL, 'vendor');
  await page.goto('/vendor/dashboard');
  await expect(page).toHaveTitle('Vendor Dashboard · CurtainCall');
  const open = page.getByRole('button', { name: `Open order #${orderId}` });
  const modal = page.getByRole('dialog', { name: new RegExp(`#${orderId}`) });
  await expectFocusReturns(page, open, modal);
  await expectFocusReturns(
    page,
    page.getByRole('button', { name: 'Settings' }),
    page.getByRole('dialog', { name: 'Vendor Settings' }),
  );
  // a status change in the modal shows a toast; Escape still closes the modal
  await open.focus();
  await page.keyboard.press('Enter');
  await modal.getByRole('button', { name: /^Confirm/ }).focus();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Status Updated')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  // the card moved to the Confirmed column: focus is on its button there, or else on the heading
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      ),
    )
    .toMatch(new RegExp(`^(Open order #${orderId}|Vendor Dashboard)$`));
  await page.getByRole('tab', { name: 'Menu' }).click();
  const edit = page.getByRole('button', { name: /^Edit / }).first();
  await expectFocusReturns(page, edit, page.getByRole('dialog', { name: 'Edit Menu Item' }));
});
