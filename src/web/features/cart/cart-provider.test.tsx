import { render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_ITEMS_KEY, CART_VENDOR_KEY } from '../../../contract/cart';
import { CART_LINES, seedCart, VENDOR } from '../checkout/test-support';
import { CartProvider, useCart } from './cart-provider';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

function CartSummary() {
  const cart = useCart();
  return (
    <p>
      {cart.itemCount} items from {cart.vendor?.name ?? 'no vendor'}
    </p>
  );
}

const renderCart = () =>
  render(
    <CartProvider>
      <CartSummary />
    </CartProvider>,
  );

afterEach(() => {
  mocks.toast.mockReset();
});

describe('CartProvider (customer spec 4, cart persistence)', () => {
  it('restores a stored cart', () => {
    seedCart();
    renderCart();
    expect(screen.getByText(`3 items from ${VENDOR.name}`)).toBeTruthy();
  });

  it('useCart outside its provider is a developer error (customer spec 8)', () => {
    expect(() => renderHook(() => useCart())).toThrow('useCart must be used inside <CartProvider>');
  });

  it.each([
    ['unparseable JSON', '[{"id": 11,', JSON.stringify(VENDOR)],
    ['lines of the wrong shape', JSON.stringify([{ id: 'eleven' }]), JSON.stringify(VENDOR)],
    ['a vendor of the wrong shape', JSON.stringify(CART_LINES), JSON.stringify('Seoul')],
    [
      'lines of another vendor',
      JSON.stringify(CART_LINES),
      JSON.stringify({ ...VENDOR, id: VENDOR.id + 1 }),
    ],
  ])(
    'discards %s: logged to the console, both keys removed, no error toast',
    (_, items, vendor) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      localStorage.setItem(CART_ITEMS_KEY, items);
      localStorage.setItem(CART_VENDOR_KEY, vendor);
      renderCart();
      expect(screen.getByText('0 items from no vendor')).toBeTruthy();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('discarded the saved cart'));
      expect(localStorage.getItem(CART_ITEMS_KEY)).toBeNull();
      expect(localStorage.getItem(CART_VENDOR_KEY)).toBeNull();
      expect(mocks.toast).not.toHaveBeenCalled();
      // the shared setup fails the test on any console.error
      warn.mockRestore();
    },
  );
});
