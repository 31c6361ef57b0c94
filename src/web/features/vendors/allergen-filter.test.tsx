import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import type { MenuItemView } from '../../../contract/vendors';
import { renderWithProviders } from '../../../test/web-harness';
import { VendorPage } from '../vendor-detail/vendor-page';
import { ALLERGEN_FILTER_KEY, parseAllergenFilter } from './allergen-filter';
import { BROWSE_SCREEN, makeItem, resetBrowseState, stubApi } from './testing';

afterEach(resetBrowseState);

// each test renders a menu and clicks through dialogs: slow on a busy machine

const SATAY = makeItem({
  id: 81,
  vendorId: 1,
  name: 'Satay Skewers',
  priceCents: 1100,
  allergens: ['peanuts', 'soy'],
});
const SALAD = makeItem({
  id: 82,
  vendorId: 1,
  name: 'Garden Salad',
  priceCents: 900,
  dietaryTags: ['vegan', 'gluten_free'],
  stockCount: 3,
});
const PIE = makeItem({ id: 83, vendorId: 1, name: 'Pecan Pie', priceCents: 700, stockCount: 0 });

function renderMenu(menu: MenuItemView[] = [SATAY, SALAD, PIE]) {
  stubApi({ '/api/vendors/1/menu': menu });
  return renderWithProviders(
    <Route path="/vendor/:id">
      <VendorPage />
    </Route>,
    { path: '/vendor/1', ...BROWSE_SCREEN },
  );
}

const menuItemNames = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

async function avoid(user: ReturnType<typeof renderMenu>['user'], allergen: string, mode: string) {
  await user.click(await screen.findByRole('button', { name: /^Allergens/ }));
  const panel = await screen.findByRole('dialog', { name: 'Allergens to avoid' });
  await user.click(within(panel).getByRole('checkbox', { name: allergen }));
  await user.click(within(panel).getByRole('radio', { name: new RegExp(`^${mode}`) }));
  await user.click(within(panel).getByRole('button', { name: 'Done' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('menu badges', { timeout: 15_000 }, () => {
  it('names allergens, diets and the portions left in words, and sold out disables Add', async () => {
    renderMenu();
    const satay = (await screen.findByRole('heading', { name: 'Satay Skewers' })).closest('li');
    expect(within(satay as HTMLElement).getByText('Contains: Peanuts, Soy')).toBeTruthy();
    const salad = screen.getByRole('heading', { name: 'Garden Salad' }).closest('li');
    expect(within(salad as HTMLElement).getByText('Vegan')).toBeTruthy();
    expect(within(salad as HTMLElement).getByText('Gluten-free')).toBeTruthy();
    expect(within(salad as HTMLElement).getByText('Only 3 left')).toBeTruthy();
    const pie = screen.getByRole('heading', { name: 'Pecan Pie' }).closest('li');
    expect(within(pie as HTMLElement).getByText('Sold out')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Add Pecan Pie to cart' }).disabled,
    ).toBe(true);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Add Garden Salad to cart' }).disabled,
    ).toBe(false);
  });

  it('says an item is unavailable, and disables Add, when a required choice has no option left', async () => {
    const wrap = makeItem({
      id: 84,
      vendorId: 1,
      name: 'Wrap',
      priceCents: 900,
      optionGroups: [
        {
          id: 9,
          name: 'Filling',
          required: true,
          minChoices: 1,
          maxChoices: 1,
          isRemoval: false,
          options: [
            {
              id: 91,
              name: 'Falafel',
              priceDelta: '0.00',
              priceDeltaCents: 0,
              isAvailable: false,
              allergens: [],
            },
          ],
        },
      ],
    });
    renderMenu([wrap]);
    const row = (await screen.findByRole('heading', { name: 'Wrap' })).closest('li');
    expect(within(row as HTMLElement).getByText('Unavailable')).toBeTruthy();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Add Wrap to cart' }).disabled,
    ).toBe(true);
  });
});

describe('the allergen filter', { timeout: 15_000 }, () => {
  it('hides the items that contain an avoided allergen, and remembers it on the device', async () => {
    const { user } = renderMenu();
    await screen.findByRole('heading', { name: 'Satay Skewers' });
    await avoid(user, 'Peanuts', 'Hide');
    expect(menuItemNames()).toEqual(['Garden Salad', 'Pecan Pie']);
    expect(screen.getByRole('button', { name: 'Allergens (1 avoided)' })).toBeTruthy();
    expect(
      parseAllergenFilter(JSON.parse(localStorage.getItem(ALLERGEN_FILTER_KEY) ?? '')),
    ).toEqual({ avoid: ['peanuts'], mode: 'hide' });
  });

  it('flags them instead when asked, with the allergen in words', async () => {
    const { user } = renderMenu();
    await screen.findByRole('heading', { name: 'Satay Skewers' });
    await avoid(user, 'Peanuts', 'Flag');
    expect(menuItemNames()).toEqual(['Satay Skewers', 'Garden Salad', 'Pecan Pie']);
    const satay = screen.getByRole('heading', { name: 'Satay Skewers' }).closest('li');
    expect(within(satay as HTMLElement).getByText('Contains peanuts')).toBeTruthy();
    expect(screen.getAllByText(/^Contains peanuts$/)).toHaveLength(1);
  });

  it('reads the stored filter on the next visit and says when nothing is left', async () => {
    localStorage.setItem(
      ALLERGEN_FILTER_KEY,
      JSON.stringify({ avoid: ['peanuts', 'not-an-allergen'], mode: 'hide' }),
    );
    renderMenu([SATAY]);
    expect(await screen.findByText('Nothing on this menu is free of peanuts.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Allergens (1 avoided)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Satay Skewers' })).toBeNull();
  });
});
