import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartProvider, useCart } from '../cart/cart-provider';
import { toCartItem, useAddToCart } from './cart-items';
import { MENUS, vendor } from './testing';

const burger = MENUS[1]![1]!; // Double Headliner, $17.99
const tacos = MENUS[2]![0]!;
const SPECIAL = { partnershipId: 4, priceCents: 1499 };

afterEach(() => localStorage.clear());

function renderAdd(onAdded = vi.fn()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CartProvider>{children}</CartProvider>
  );
  const view = renderHook(() => ({ cart: useCart(), adding: useAddToCart({ onAdded }) }), {
    wrapper,
  });
  return { ...view, onAdded };
}

describe('artist specials in the cart', () => {
  it('a special line sells at the special price and names its partnership', () => {
    expect(toCartItem(burger, vendor(1), SPECIAL)).toMatchObject({
      id: burger.id,
      price: 14.99,
      partnershipId: 4,
    });
    expect(toCartItem(burger, vendor(1))).not.toHaveProperty('partnershipId');
    expect(toCartItem(burger, vendor(1)).price).toBe(17.99);
  });

  it('a special added over the same dish at its menu price gives the line the special', () => {
    const { result, onAdded } = renderAdd();
    act(() => result.current.adding.add(burger, vendor(1)));
    act(() => result.current.adding.add(burger, vendor(1), SPECIAL));
    expect(result.current.cart.items).toEqual([
      expect.objectContaining({ id: burger.id, price: 14.99, partnershipId: 4, quantity: 2 }),
    ]);
    expect(onAdded).toHaveBeenCalledTimes(2);
  });

  it("another vendor's special waits for the customer to agree, then starts a new cart", () => {
    const { result, onAdded } = renderAdd();
    act(() => result.current.adding.add(tacos, vendor(2)));
    act(() => result.current.adding.add(burger, vendor(1), SPECIAL));
    expect(result.current.adding.cartSwitch.pending?.special).toEqual(SPECIAL);
    expect(onAdded).toHaveBeenCalledTimes(1);
    act(() => result.current.adding.cartSwitch.onConfirm());
    expect(result.current.cart.items).toEqual([
      expect.objectContaining({ id: burger.id, price: 14.99, partnershipId: 4, quantity: 1 }),
    ]);
    expect(onAdded).toHaveBeenCalledTimes(2);
  });
});
