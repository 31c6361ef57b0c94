import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { MenuItemView } from '../../../contract/vendors';
import { renderWithProviders } from '../../../test/web-harness';
import { ALLERGEN_FILTER_KEY } from '../vendors/allergen-filter';
import {
  BROWSE_SCREEN,
  makeItem,
  resetBrowseState,
  stubApi,
  type Routes,
} from '../vendors/testing';
import { SearchPage } from './search-page';

afterEach(resetBrowseState);

// Curtain Call Burgers has one item without peanuts; every Taco Encore item has them
const ALL_ITEMS: MenuItemView[] = [
  makeItem({ vendorId: 1, name: 'Satay Burger', priceCents: 1599, allergens: ['peanuts'] }),
  makeItem({ vendorId: 1, name: 'Plain Burger', priceCents: 1299, allergens: ['gluten'] }),
  makeItem({ vendorId: 1, name: 'Old Fries', priceCents: 499, isAvailable: false }),
  makeItem({ vendorId: 2, name: 'Peanut Tacos', priceCents: 1199, allergens: ['peanuts'] }),
];

function renderSearch(avoid: string[], mode = 'hide', routes: Routes = {}) {
  if (avoid.length > 0) localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid, mode }));
  const api = stubApi({ '/api/menu-items': ALL_ITEMS, ...routes });
  return { api, ...renderWithProviders(<SearchPage />, { path: '/search', ...BROWSE_SCREEN }) };
}

const card = (name: RegExp) => within(screen.getByRole('link', { name }));
const cardNames = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('the allergen filter on search', () => {
  it('asks for no menus without allergens to avoid, and offers the filter there', async () => {
    const { api } = renderSearch([]);
    expect(await screen.findByText('6 found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allergens' })).toBeTruthy();
    expect(api.paths()).not.toContain('/api/menu-items');
    expect(screen.queryByText(/without peanuts/)).toBeNull();
  });

  it('says on each card how many items are safe; with hide, a vendor with none goes last', async () => {
    renderSearch(['peanuts']);
    expect(await screen.findByText('1 item without peanuts')).toBeTruthy();
    expect(card(/Curtain Call Burgers/).getByText('1 item without peanuts')).toBeTruthy();
    expect(card(/Taco Encore/).getByText('Nothing without peanuts')).toBeTruthy();
    expect(card(/Encore Pizza/).getByText('Nothing without peanuts')).toBeTruthy();
    const names = cardNames();
    expect(names[0]).toBe('Curtain Call Burgers');
    expect(names.indexOf('Taco Encore')).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Allergens (1 avoided)' })).toBeTruthy();
  });

  it('with flag, keeps the order and still says so', async () => {
    renderSearch(['peanuts'], 'flag');
    expect(await screen.findByText('1 item without peanuts')).toBeTruthy();
    expect(cardNames().slice(0, 2)).toEqual(['Curtain Call Burgers', 'Taco Encore']);
  });

  it('a failed menu check leaves search working and offers to try again', async () => {
    let isDown = true;
    const { user } = renderSearch(['peanuts'], 'hide', {
      '/api/menu-items': () =>
        isDown ? new Response('{"message":"down"}', { status: 503 }) : ALL_ITEMS,
    });
    expect(await screen.findByText("We couldn't check the menus for peanuts.")).toBeTruthy();
    expect(screen.getByText('6 found')).toBeTruthy();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 item without peanuts')).toBeTruthy();
  });

  it('choosing an allergen on search checks the menus then', async () => {
    const { user, api } = renderSearch([]);
    await screen.findByText('6 found');
    await user.click(screen.getByRole('button', { name: 'Allergens' }));
    await user.click(screen.getByRole('checkbox', { name: 'Peanuts' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('1 item without peanuts')).toBeTruthy();
    expect(api.paths()).toContain('/api/menu-items');
  });
});
