import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { CART_ITEMS_KEY } from '../../../contract/cart';
import type { OptionGroupView } from '../../../contract/menu-options';
import { renderWithProviders } from '../../../test/web-harness';
import { VendorPage } from '../vendor-detail/vendor-page';
import { ALLERGEN_FILTER_KEY } from './allergen-filter';
import { BROWSE_SCREEN, makeItem, MENUS, resetBrowseState, stubApi } from './testing';

afterEach(resetBrowseState);

const option = (id: number, name: string, priceDeltaCents = 0, fields = {}) => ({
  id,
  name,
  priceDelta: (priceDeltaCents / 100).toFixed(2),
  priceDeltaCents,
  isAvailable: true,
  allergens: [],
  ...fields,
});

const GROUPS: OptionGroupView[] = [
  {
    id: 1,
    name: 'Size',
    required: true,
    minChoices: 1,
    maxChoices: 1,
    isRemoval: false,
    options: [
      option(11, 'Regular'),
      option(12, 'Large', 150),
      option(13, 'Giant', 300, { isAvailable: false }),
    ],
  },
  {
    id: 2,
    name: 'Add-ons',
    required: false,
    minChoices: 0,
    maxChoices: 2,
    isRemoval: false,
    options: [
      option(21, 'Bacon', 200),
      option(22, 'Cheese', 100, { allergens: ['milk'] }),
      option(23, 'Sesame bun', 50, { allergens: ['sesame'] }),
    ],
  },
  {
    id: 3,
    name: 'Leave out',
    required: false,
    minChoices: 0,
    maxChoices: 2,
    isRemoval: true,
    options: [option(31, 'Onions'), option(32, 'Pickles')],
  },
];

const BURGER = makeItem({
  id: 91,
  vendorId: 1,
  name: 'Build Your Burger',
  priceCents: 1300,
  isPopular: true,
  allergens: ['gluten'],
  optionGroups: GROUPS,
});

function renderMenu() {
  stubApi({ '/api/vendors/1/menu': [BURGER, ...(MENUS[1] ?? []).filter((i) => i.isAvailable)] });
  return renderWithProviders(
    <Route path="/vendor/:id">
      <VendorPage />
    </Route>,
    { path: '/vendor/1', ...BROWSE_SCREEN },
  );
}

const storedLines = () => JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]') as unknown[];

async function openPicker(user: ReturnType<typeof renderMenu>['user']) {
  const add = await screen.findByRole('button', { name: 'Add Build Your Burger to cart' });
  await user.click(add);
  return { add, dialog: await screen.findByRole('dialog', { name: 'Build Your Burger' }) };
}

// each test opens the vendor page and a dialog and clicks through it: slow on a busy machine
describe('the option picker', { timeout: 15_000 }, () => {
  it('opens instead of adding, with each group as a fieldset saying its rule', async () => {
    const { user } = renderMenu();
    const { dialog } = await openPicker(user);
    expect(storedLines()).toEqual([]);
    expect(within(dialog).getByRole('group', { name: 'Size, Choose 1' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'Add-ons, Up to 2' })).toBeTruthy();
    const leaveOut = within(dialog).getByRole('group', { name: 'Leave out, Optional' });
    expect(within(leaveOut).getByRole('checkbox', { name: 'No onions' })).toBeTruthy();
    expect(within(dialog).getAllByRole('radio')).toHaveLength(3);
    const giant = within(dialog).getByRole<HTMLInputElement>('radio', {
      name: /Giant \(unavailable\)/,
    });
    expect(giant.disabled).toBe(true);
    expect(
      within(dialog).getByRole('checkbox', { name: 'Cheese, +$1.00, contains Milk' }),
    ).toBeTruthy();
    expect(within(dialog).getByText('Contains Cereals containing gluten')).toBeTruthy();
  });

  it('refuses to add without the required choice, saying which', async () => {
    const { user } = renderMenu();
    const { dialog } = await openPicker(user);
    await user.click(within(dialog).getByRole('button', { name: /^Add · / }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Choose a size for Build Your Burger',
    );
    expect(storedLines()).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('updates the price and allergens as options are chosen, and stops at the maximum', async () => {
    const { user } = renderMenu();
    const { dialog } = await openPicker(user);
    const addButton = () => within(dialog).getByRole('button', { name: /^Add · / });
    expect(addButton().textContent).toBe('Add · $13.00');
    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    expect(addButton().textContent).toBe('Add · $14.50');
    await user.click(within(dialog).getByRole('checkbox', { name: /Bacon/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Cheese/ }));
    expect(addButton().textContent).toBe('Add · $17.50');
    // two add-ons at most: the third waits until one is unticked
    const sesame = within(dialog).getByRole<HTMLInputElement>('checkbox', { name: /Sesame bun/ });
    expect(sesame.disabled).toBe(true);
    expect(within(dialog).getByText('Contains Cereals containing gluten, Milk')).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /Bacon/ }));
    expect(sesame.disabled).toBe(false);
    expect(addButton().textContent).toBe('Add · $15.50');
  });

  it('adds the line with its options, note and price, and gives focus back to Add', async () => {
    const { user } = renderMenu();
    const { add, dialog } = await openPicker(user);
    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'No onions' }));
    await user.click(within(dialog).getByLabelText('Note for the kitchen'));
    await user.paste('severe nut allergy');
    await user.click(within(dialog).getByRole('button', { name: 'Add · $14.50' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(storedLines()).toEqual([
      expect.objectContaining({
        id: 91,
        price: 14.5,
        quantity: 1,
        optionIds: [12, 31],
        notes: 'severe nut allergy',
        options: [
          { id: 12, name: 'Large', groupName: 'Size', priceDeltaCents: 150, isRemoval: false },
          { id: 31, name: 'Onions', groupName: 'Leave out', priceDeltaCents: 0, isRemoval: true },
        ],
      }),
    ]);
    await waitFor(() => expect(document.activeElement).toBe(add));
  });

  it('works from the keyboard: arrows pick a size, Enter adds, Escape closes', async () => {
    // user-event moves between radios with CSS.escape, which jsdom lacks
    vi.stubGlobal('CSS', { escape: (text: string) => text });
    const { user } = renderMenu();
    const { add, dialog } = await openPicker(user);
    // focus starts in the dialog, on the first size
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('radio', { name: 'Regular' })),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole<HTMLInputElement>('radio', { name: /Large/ }).checked).toBe(
      true,
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(add);
    expect(storedLines()).toEqual([]);

    await user.keyboard('{Enter}');
    const reopened = await screen.findByRole('dialog', { name: 'Build Your Burger' });
    await user.keyboard(' ');
    await user.click(within(reopened).getByRole('button', { name: 'Add · $13.00' }));
    await waitFor(() => expect(storedLines()).toHaveLength(1));
  });

  it('warns when a chosen option brings an allergen the customer avoids', async () => {
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: ['milk'], mode: 'hide' }));
    const { user } = renderMenu();
    const { dialog } = await openPicker(user);
    expect(within(dialog).queryByText('Contains milk')).toBeNull();
    await user.click(within(dialog).getByRole('checkbox', { name: /Cheese/ }));
    expect(within(dialog).getByText('Contains milk')).toBeTruthy();
  });

  it('adds the same item chosen two ways as two lines', async () => {
    const { user } = renderMenu();
    let { dialog } = await openPicker(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Regular' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add · $13.00' }));
    ({ dialog } = await openPicker(user));
    await user.click(within(dialog).getByRole('radio', { name: /Large/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add · $14.50' }));
    await waitFor(() => expect(storedLines()).toHaveLength(2));
    expect(screen.getByText('2 in cart')).toBeTruthy();
  });
});

describe('an item with optional groups only', { timeout: 15_000 }, () => {
  const FRIES = makeItem({
    id: 92,
    vendorId: 1,
    name: 'Build Your Fries',
    priceCents: 600,
    isPopular: true,
    optionGroups: GROUPS.slice(1),
  });
  const render = () => {
    stubApi({ '/api/vendors/1/menu': [FRIES] });
    return renderWithProviders(
      <Route path="/vendor/:id">
        <VendorPage />
      </Route>,
      { path: '/vendor/1', ...BROWSE_SCREEN },
    );
  };

  it('goes in the cart at once from Add, and Options opens the picker for the add-ons', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Build Your Fries to cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(storedLines()).toHaveLength(1));
    const options = screen.getByRole('button', { name: 'Choose options for Build Your Fries' });
    await user.click(options);
    const dialog = await screen.findByRole('dialog', { name: 'Build Your Fries' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Bacon/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add · $8.00' }));
    // the plain line and the one with bacon are two lines
    await waitFor(() => expect(storedLines()).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(options));
  });
});
