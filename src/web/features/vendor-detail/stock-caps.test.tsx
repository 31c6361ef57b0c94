import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Route } from 'wouter';
import { CART_ITEMS_KEY, CART_VENDOR_KEY } from '../../../contract/cart';
import { renderWithProviders } from '../../../test/web-harness';
import { OrderSummaryLines } from '../checkout/order-summary';
import {
  BROWSE_SCREEN,
  makeItem,
  MENUS,
  resetBrowseState,
  stubApi,
  vendor,
} from '../vendors/testing';
import { VendorPage } from './vendor-page';

afterEach(resetBrowseState);

const fries = makeItem({
  id: 14,
  vendorId: 1,
  name: 'Loaded Stage Fries',
  priceCents: 899,
  category: 'sides',
  stockCount: 7,
});

function renderWithFriesInCart(quantity: number) {
  localStorage.setItem(
    CART_ITEMS_KEY,
    JSON.stringify([
      { id: 14, name: fries.name, price: 8.99, quantity, vendorId: 1, vendorName: vendor(1).name },
    ]),
  );
  localStorage.setItem(CART_VENDOR_KEY, JSON.stringify(vendor(1)));
  stubApi({
    '/api/vendors/1/menu': (MENUS[1] ?? [])
      .map((item) => (item.id === 14 ? fries : item))
      .filter((item) => item.isAvailable),
  });
  return renderWithProviders(
    <Route path="/vendor/:id">
      <VendorPage />
    </Route>,
    { path: '/vendor/1', ...BROWSE_SCREEN },
  );
}

describe('steppers stop at the portions left', () => {
  it('Add waits once the cart holds every portion, and the item and its cart line say how many', async () => {
    const { user } = renderWithFriesInCart(6);
    await user.click(await screen.findByRole('tab', { name: /Sides/ }));
    const add = await screen.findByRole<HTMLButtonElement>('button', {
      name: /Add Loaded Stage Fries/,
    });
    // 7 left is not "few": no badge until the cart holds them all
    expect(screen.queryByText('Only 7 left')).toBeNull();
    expect(add.disabled).toBe(false);
    await user.click(add);
    expect(add.disabled).toBe(true);
    expect(screen.getByText('Only 7 left')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Edit cart/ }));
    const cart = within(screen.getByRole('region', { name: 'Your cart' }));
    expect(cart.getByText('Only 7 left')).toBeTruthy();
    const plus = cart.getByRole<HTMLButtonElement>('button', {
      name: 'Increase quantity of Loaded Stage Fries',
    });
    expect(plus.disabled).toBe(true);
    await user.click(cart.getByRole('button', { name: 'Decrease quantity of Loaded Stage Fries' }));
    expect(plus.disabled).toBe(false);
    expect(cart.queryByText('Only 7 left')).toBeNull();
    expect(add.disabled).toBe(false);
  });
});

describe('the checkout lines', () => {
  it('stop a line at its highest quantity and say why', () => {
    renderWithProviders(
      <OrderSummaryLines
        lines={[
          {
            id: 14,
            key: '14',
            name: 'Fries',
            options: [],
            notes: null,
            quantity: 3,
            unitPriceCents: 899,
            lineTotalCents: 2697,
            maxQuantity: 3,
            stockCap: 'Only 3 left',
          },
        ]}
        onQuantityChange={() => {}}
      />,
    );
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Increase quantity of Fries' })
        .disabled,
    ).toBe(true);
    expect(screen.getByText('Only 3 left')).toBeTruthy();
  });
});
