import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { CART_ITEMS_KEY, CART_VENDOR_KEY } from '../../../contract/cart';
import {
  BROWSE_SCREEN,
  makeEvent,
  MENUS,
  requestedPaths,
  resetBrowseState,
  stubApi,
  vendor,
  type Routes,
} from '../vendors/testing';
import { VendorPage } from './vendor-page';
import { renderWithProviders } from '../../../test/web-harness';

afterEach(resetBrowseState);

function renderVendor(path = '/vendor/1', routes: Routes = {}) {
  stubApi(routes);
  return renderWithProviders(
    <Route path="/vendor/:id">
      <VendorPage />
    </Route>,
    { path, ...BROWSE_SCREEN },
  );
}

const itemNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('VendorPage (customer spec 2, Vendor detail)', () => {
  it('shows the vendor header with rating, reviews, cuisine, price range and pickup time', async () => {
    renderVendor();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Curtain Call Burgers' }),
    ).toBeTruthy();
    expect(screen.getByText('American · $$')).toBeTruthy();
    expect(screen.getByText('4.8')).toBeTruthy();
    expect(screen.getByText('(100 reviews)')).toBeTruthy();
    expect(screen.getByText('Pickup in ~12 min')).toBeTruthy();
    // no venue coordinates and no location: no made-up distance
    expect(screen.queryByText(/\d (mi|ft|km|m) (from|away)/)).toBeNull();
  });

  it('shows the real distance from the current venue', async () => {
    renderVendor('/vendor/1', {
      '/api/events/current': [makeEvent({ venueLatitude: 37.7694, venueLongitude: -122.4862 })],
    });
    expect(await screen.findByText(/^0\.2 mi from Riverside Amphitheater$/)).toBeTruthy();
  });

  it('keeps the distance its place while the show is read, so the menu does not move down', async () => {
    let answerEvent: () => void = () => undefined;
    renderVendor('/vendor/1', {
      '/api/events/current': () =>
        new Promise((resolve) => {
          answerEvent = () =>
            resolve([makeEvent({ venueLatitude: 37.7694, venueLongitude: -122.4862 })]);
        }),
    });
    const badges = () => screen.getByText('Pickup in ~12 min').closest('ul')?.children ?? [];
    await screen.findByText('Pickup in ~12 min');
    expect(badges()).toHaveLength(3);
    expect(badges()[2]?.getAttribute('aria-hidden')).toBe('true');
    answerEvent();
    expect(await screen.findByText(/^0\.2 mi from Riverside Amphitheater$/)).toBeTruthy();
    expect(badges()).toHaveLength(3);
  });

  it('builds tabs from the menu categories, Popular first, and really filters', async () => {
    const { user } = renderVendor();
    const tabs = await screen.findAllByRole('tab');
    // Each tab's count is read with what it counts
    const names = [
      'Popular, 3 items',
      'Mains, 3 items',
      'Sides, 1 item',
      'Desserts, 1 item',
      'Beverages, 2 items',
    ];
    expect(tabs).toEqual(names.map((name) => screen.getByRole('tab', { name })));
    expect(itemNames()).toEqual(['Encore Smash Burger', 'Double Headliner', 'Loaded Stage Fries']);
    await user.click(screen.getByRole('tab', { name: /Beverages/ }));
    expect(itemNames()).toEqual(['Vanilla Shake', 'Fresh Lemonade']);
    expect(screen.queryByText('Truffle Parmesan Fries')).toBeNull();
  });

  it('adds to the cart bar, whose Checkout goes to /checkout', async () => {
    const { user, location } = renderVendor();
    await user.click(
      await screen.findByRole('button', { name: 'Add Encore Smash Burger to cart' }),
    );
    await user.click(screen.getByRole('button', { name: 'Add Encore Smash Burger to cart' }));
    await user.click(screen.getByRole('button', { name: 'Add Loaded Stage Fries to cart' }));
    const checkout = screen.getByRole('button', { name: 'Checkout, 3 items, $40.97' });
    await user.click(checkout);
    expect(location.history.at(-1)).toBe('/checkout');
  });

  it('cart bar steppers change quantities and 0 removes the line', async () => {
    const { user } = renderVendor();
    await user.click(await screen.findByRole('button', { name: 'Add Loaded Stage Fries to cart' }));
    await user.click(screen.getByRole('button', { name: /Edit cart/ }));
    const cart = screen.getByRole('region', { name: 'Your cart' });
    await user.click(
      within(cart).getByRole('button', { name: 'Increase quantity of Loaded Stage Fries' }),
    );
    expect(screen.getByRole('button', { name: 'Checkout, 2 items, $17.98' })).toBeTruthy();
    await user.click(
      within(cart).getByRole('button', { name: 'Decrease quantity of Loaded Stage Fries' }),
    );
    await user.click(within(cart).getByRole('button', { name: 'Remove Loaded Stage Fries' }));
    expect(screen.queryByRole('region', { name: 'Your cart' })).toBeNull();
  });

  it('asks before replacing another vendor’s cart (cart rule 1)', async () => {
    const taco = MENUS[2]?.[0];
    localStorage.setItem(CART_VENDOR_KEY, JSON.stringify(vendor(2)));
    localStorage.setItem(
      CART_ITEMS_KEY,
      JSON.stringify([
        {
          id: taco?.id,
          name: taco?.name,
          price: 11.99,
          quantity: 2,
          vendorId: 2,
          vendorName: 'Taco Encore',
        },
      ]),
    );
    const { user } = renderVendor();
    expect(await screen.findByRole('button', { name: 'Checkout, 2 items, $23.98' })).toBeTruthy();
    const add = await screen.findByRole('button', { name: 'Add Double Headliner to cart' });

    // one tap does not wipe the cart: it asks, and keeping it is the default
    await user.click(add);
    const ask = await screen.findByRole('alertdialog', {
      name: 'Start a new order from Curtain Call Burgers?',
    });
    expect(within(ask).getByText(/Your cart has 2 items from Taco Encore/)).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Keep my cart');
    await user.click(within(ask).getByRole('button', { name: 'Keep my cart' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Checkout, 2 items, $23.98' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(CART_VENDOR_KEY) ?? '{}').id).toBe(2);

    await user.click(add);
    await user.click(await screen.findByRole('button', { name: 'Start new order' }));
    expect(await screen.findByRole('button', { name: 'Checkout, 1 item, $17.99' })).toBeTruthy();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(CART_VENDOR_KEY) ?? '{}').id).toBe(1),
    );
  });

  it('adds to an empty cart or the same vendor’s cart without asking', async () => {
    const { user } = renderVendor();
    const add = await screen.findByRole('button', { name: 'Add Double Headliner to cart' });
    await user.click(add);
    await user.click(add);
    expect(await screen.findByRole('button', { name: 'Checkout, 2 items, $35.98' })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a closed vendor with disabled add buttons', async () => {
    renderVendor('/vendor/5');
    expect(
      await screen.findByText('Temporarily closed — not taking orders right now'),
    ).toBeTruthy();
    const add = await screen.findByRole('button', { name: 'Add Brisket Plate to cart' });
    expect(add.hasAttribute('disabled')).toBe(true);
  });

  it('shows a friendly not-found state for an unknown vendor', async () => {
    renderVendor('/vendor/999');
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find other vendors' }).getAttribute('href')).toBe(
      '/search',
    );
  });

  it('treats a malformed id as not found without calling the API', async () => {
    const fetchMock = stubApi();
    renderWithProviders(
      <Route path="/vendor/:id">
        <VendorPage />
      </Route>,
      { path: '/vendor/abc', ...BROWSE_SCREEN },
    );
    expect(await screen.findByRole('heading', { name: 'Vendor not found' })).toBeTruthy();
    expect(requestedPaths(fetchMock).filter((path) => path.startsWith('/api/vendors'))).toEqual([]);
  });

  it('opens the quick-order sheet preset to this vendor from ?quickOrder=true', async () => {
    const { location } = renderVendor('/vendor/2?quickOrder=true');
    const dialog = await screen.findByRole('dialog', { name: 'Quick Order' });
    expect(
      await within(dialog).findByRole('button', { name: 'Add Horchata to cart' }),
    ).toBeTruthy();
    expect(location.history.at(-1)).toBe('/vendor/2');
  });
});
