import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_ITEMS_KEY, CART_VENDOR_KEY } from '../../../contract/cart';
import type { OrderView } from '../../../contract/orders';
import {
  BROWSE_SCREEN,
  expectToast,
  makeEvent,
  makeOrder,
  resetBrowseState,
  stubApi,
  type Routes,
} from '../vendors/testing';
import { HomePage } from './home-page';
import { jsonResponse, renderWithProviders } from '../../../test/web-harness';

afterEach(resetBrowseState);

function renderHome(routes: Routes = {}, path = '/') {
  const fetchMock = stubApi(routes);
  return { ...renderWithProviders(<HomePage />, { path, ...BROWSE_SCREEN }), fetchMock };
}

async function vendorNames() {
  const list = await screen.findByRole('list', { name: 'Vendors' });
  return within(list)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

/** A line of Truffle Parmesan Fries (menu item 15), which the browse menus mark unavailable. */
const friesLine = (id: number) => ({
  id,
  menuItemId: 15,
  specialOfferingId: null,
  partnershipId: null,
  name: 'Truffle Parmesan Fries',
  quantity: 1,
  unitPriceCents: 999,
  price: '9.99',
  notes: null,
  options: [],
});

/** Home with `order` as the one recent order, after pressing its Reorder button. */
async function reorder(order: OrderView) {
  const rendered = renderHome({ '/api/orders/recent': [order] });
  await rendered.user.click(
    await screen.findByRole('button', { name: 'Reorder from Curtain Call Burgers' }),
  );
  return rendered;
}

describe('HomePage (customer spec 2, Home)', () => {
  it('lists the vendors under Featured Near You, linking to their pages', async () => {
    renderHome();
    expect(screen.getByRole('heading', { name: 'Featured Near You' })).toBeTruthy();
    expect(await vendorNames()).toHaveLength(6);
    const link = screen.getByRole('link', { name: /Taco Encore/ });
    expect(link.getAttribute('href')).toBe('/vendor/2');
    expect(
      within(screen.getByRole('link', { name: /Smokestack BBQ/ })).getByText('Closed'),
    ).toBeTruthy();
  });

  it('really filters with the category chips', async () => {
    const { user } = renderHome();
    await vendorNames();
    const chip = (name: string) => screen.getByRole('button', { name });

    await user.click(chip('Popular'));
    expect(chip('Popular').getAttribute('aria-pressed')).toBe('true');
    expect(await vendorNames()).toEqual([
      'Seoul Stage Kitchen',
      'Curtain Call Burgers',
      'Taco Encore',
      'Encore Pizza',
    ]);

    await user.click(chip('Food Trucks'));
    expect(chip('Popular').getAttribute('aria-pressed')).toBe('false');
    expect(await vendorNames()).toEqual(['Curtain Call Burgers', 'Taco Encore', 'Midway Munchies']);

    await user.click(chip('Quick Bites'));
    expect(await vendorNames()).toEqual(['Curtain Call Burgers', 'Taco Encore', 'Midway Munchies']);

    await user.click(chip('Restaurants'));
    expect(await vendorNames()).toEqual(['Seoul Stage Kitchen', 'Smokestack BBQ', 'Encore Pizza']);

    // tapping the selected chip again shows everything
    await user.click(chip('Restaurants'));
    expect(await vendorNames()).toHaveLength(6);
  });

  it('searches by name or cuisine', async () => {
    const { user } = renderHome();
    await vendorNames();
    const search = screen.getByRole('searchbox', { name: 'Search vendors by name or cuisine' });
    await user.type(search, 'korean');
    expect(await vendorNames()).toEqual(['Seoul Stage Kitchen']);
    await user.clear(search);
    await user.type(search, 'pizza');
    expect(await vendorNames()).toEqual(['Encore Pizza']);
    await user.type(search, 'zzz');
    await user.click(await screen.findByRole('button', { name: 'Clear Filters' }));
    expect(await vendorNames()).toHaveLength(6);
  });

  it('shows the current event with the real time left from a fixed clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-01T21:00:00.000Z'));
    renderHome({ '/api/events/current': [makeEvent(), makeEvent({ id: 2, name: 'Later Show' })] });
    const banner = await screen.findByRole('region', { name: 'Current event' });
    expect(within(banner).getByText('Midnight Echo: Neon Nights Tour')).toBeTruthy();
    expect(within(banner).getByText(/Riverside Amphitheater/)).toBeTruthy();
    expect(within(banner).getByText('Show ends in ~35 min')).toBeTruthy();
    expect(screen.queryByText('Later Show')).toBeNull();
  });

  it('shows no banner without a current event', async () => {
    renderHome();
    await vendorNames();
    expect(screen.queryByRole('region', { name: 'Current event' })).toBeNull();
  });

  it('opens the quick-order sheet from ?quick=true and returns to /', async () => {
    const { location } = renderHome({}, '/?quick=true');
    expect(await screen.findByRole('dialog', { name: 'Quick Order' })).toBeTruthy();
    expect(location.history.at(-1)).toBe('/');
  });

  it('has Quick Actions for active orders and the quick-order sheet', async () => {
    const { user } = renderHome();
    expect(screen.getByRole('link', { name: 'Active Orders' }).getAttribute('href')).toBe(
      '/orders',
    );
    await user.click(screen.getByRole('button', { name: 'Quick Order' }));
    expect(await screen.findByRole('dialog', { name: 'Quick Order' })).toBeTruthy();
  });

  it('shows an empty state without recent orders', async () => {
    renderHome();
    expect(await screen.findByText('No recent orders yet')).toBeTruthy();
  });

  it('reorders at current prices, skipping what is gone, then goes to checkout', async () => {
    const order = makeOrder({
      id: 7,
      items: [
        {
          id: 1,
          menuItemId: 11,
          specialOfferingId: null,
          partnershipId: null,
          name: 'Encore Smash Burger',
          quantity: 2,
          unitPriceCents: 1499,
          price: '14.99',
          notes: null,
          options: [],
        },
        friesLine(2),
      ],
    });
    const { location } = await reorder(order);
    await waitFor(() => expect(location.history.at(-1)).toBe('/checkout'));
    await expectToast('Some items are no longer available');
    await expectToast(/Skipped: Truffle Parmesan Fries/);
    const stored = JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]');
    expect(stored).toEqual([
      expect.objectContaining({ id: 11, name: 'Encore Smash Burger', price: 15.99, quantity: 2 }),
    ]);
  });

  it("asks before a reorder replaces another vendor's cart, as adding an item does", async () => {
    const tacos = [{ id: 21, name: 'Street Tacos', price: 9.5, quantity: 2, vendorId: 2 }];
    localStorage.setItem(CART_ITEMS_KEY, JSON.stringify(tacos));
    localStorage.setItem(CART_VENDOR_KEY, JSON.stringify({ id: 2, name: 'Taco Encore' }));
    const burgerLine = {
      id: 1,
      menuItemId: 11,
      specialOfferingId: null,
      partnershipId: null,
      name: 'Encore Smash Burger',
      quantity: 1,
      unitPriceCents: 1499,
      price: '14.99',
      notes: null,
      options: [],
    };
    const order = makeOrder({ id: 9, items: [burgerLine] });
    const { location, user } = await reorder(order);
    const ask = await screen.findByRole('alertdialog', {
      name: 'Start a new order from Curtain Call Burgers?',
    });
    expect(ask.textContent).toContain('Your cart has 2 items from Taco Encore.');
    await user.click(within(ask).getByRole('button', { name: 'Keep my cart' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]')).toEqual(tacos);
    expect(location.history.at(-1)).toBe('/');

    await user.click(screen.getByRole('button', { name: 'Reorder from Curtain Call Burgers' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Start new order' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/checkout'));
    expect(JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ vendorId: 1, name: 'Encore Smash Burger' }),
    ]);
  });

  it('says so when nothing from the order is available', async () => {
    const order = makeOrder({
      id: 8,
      items: [friesLine(1)],
    });
    const { location } = await reorder(order);
    await expectToast('Nothing to reorder');
    expect(location.history.at(-1)).toBe('/');
  });

  it('shows an error with Try Again when the vendors cannot load', async () => {
    let calls = 0;
    const { user } = renderHome({
      '/api/vendors': () => (++calls === 1 ? jsonResponse({ message: 'Server busy' }, 503) : []),
    });
    expect(await screen.findByText('Server busy')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No vendors near the venue yet')).toBeTruthy();
  });
});
