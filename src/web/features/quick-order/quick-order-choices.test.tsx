import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VendorView } from '../../../contract/vendors';
import { renderWithProviders } from '../../../test/web-harness';
import { ALLERGEN_FILTER_KEY } from '../vendors/allergen-filter';
import { BROWSE_SCREEN, makeItem, resetBrowseState, stubApi, vendor } from '../vendors/testing';
import { useQuickOrder } from './quick-order-provider';

afterEach(resetBrowseState);

// each test renders a menu and clicks through dialogs: slow on a busy machine

const BOWL = makeItem({
  id: 71,
  vendorId: 1,
  name: 'Poke Bowl',
  priceCents: 1400,
  isPopular: true,
  allergens: ['fish', 'soy'],
  optionGroups: [
    {
      id: 5,
      name: 'Base',
      required: true,
      minChoices: 1,
      maxChoices: 1,
      isRemoval: false,
      options: [
        {
          id: 51,
          name: 'Rice',
          priceDelta: '0.00',
          priceDeltaCents: 0,
          isAvailable: true,
          allergens: [],
        },
        {
          id: 52,
          name: 'Greens',
          priceDelta: '1.00',
          priceDeltaCents: 100,
          isAvailable: true,
          allergens: [],
        },
      ],
    },
  ],
});
const FRIES = makeItem({
  id: 72,
  vendorId: 1,
  name: 'Fries',
  priceCents: 500,
  dietaryTags: ['vegan'],
});

function Opener({ preset }: { preset: VendorView }) {
  const { open } = useQuickOrder();
  return (
    <button type="button" onClick={() => open(preset)}>
      Open sheet
    </button>
  );
}

async function openSheet(menu = [BOWL, FRIES]) {
  stubApi({ '/api/vendors/1/menu': menu });
  const view = renderWithProviders(<Opener preset={vendor(1)} />, BROWSE_SCREEN);
  await view.user.click(screen.getByRole('button', { name: 'Open sheet' }));
  const sheet = await screen.findByRole('dialog', { name: 'Quick Order' });
  return { ...view, sheet };
}

describe('quick order with options and allergens', { timeout: 15_000 }, () => {
  it('opens the option picker for an item with groups and adds the chosen line', async () => {
    const { sheet, user } = await openSheet();
    expect(await within(sheet).findByText('Contains: Fish, Soy')).toBeTruthy();
    expect(within(sheet).getByText('Vegan')).toBeTruthy();
    const add = within(sheet).getByRole('button', { name: 'Add Poke Bowl to cart' });
    await user.click(add);
    const picker = await screen.findByRole('dialog', { name: 'Poke Bowl' });
    await user.click(within(picker).getByRole('radio', { name: 'Greens, +$1.00' }));
    await user.click(within(picker).getByRole('button', { name: 'Add · $15.00' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Poke Bowl' })).toBeNull());
    expect(within(sheet).getByTestId('quick-order-total').textContent).toBe('$15.00');
    expect(within(sheet).getByText('1 in cart')).toBeTruthy();
    // still an Add button: the next bowl may be chosen otherwise
    expect(within(sheet).getByRole('button', { name: 'Add Poke Bowl to cart' })).toBe(add);
    // an item without groups still goes in at once
    await user.click(within(sheet).getByRole('button', { name: 'Add Fries to cart' }));
    expect(within(sheet).getByTestId('quick-order-total').textContent).toBe('$20.00');
  });

  it('hides items with an avoided allergen, as the vendor page does', async () => {
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: ['fish'], mode: 'hide' }));
    const { sheet } = await openSheet();
    expect(await within(sheet).findByText('Fries')).toBeTruthy();
    expect(within(sheet).queryByText('Poke Bowl')).toBeNull();
    expect(within(sheet).getByRole('button', { name: 'Allergens (1 avoided)' })).toBeTruthy();
  });

  it('flags them when the customer chose to', async () => {
    localStorage.setItem(ALLERGEN_FILTER_KEY, JSON.stringify({ avoid: ['fish'], mode: 'flag' }));
    const { sheet } = await openSheet();
    expect(await within(sheet).findByText('Contains fish')).toBeTruthy();
    expect(within(sheet).getByText('Poke Bowl')).toBeTruthy();
  });

  it('stops the stepper at the portions left', async () => {
    const { sheet, user } = await openSheet([{ ...FRIES, stockCount: 2 }]);
    await user.click(await within(sheet).findByRole('button', { name: 'Add Fries to cart' }));
    const plus = within(sheet).getByRole<HTMLButtonElement>('button', {
      name: 'Increase quantity of Fries',
    });
    await user.click(plus);
    expect(within(sheet).getByTestId('quick-order-total').textContent).toBe('$10.00');
    expect(plus.disabled).toBe(true);
    expect(within(sheet).getByText('Only 2 left')).toBeTruthy();
  });
});
