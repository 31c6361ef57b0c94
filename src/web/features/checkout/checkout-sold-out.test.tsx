import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderQuote } from '../../../contract/orders';
import { renderWithProviders } from '../../../test/web-harness';
import { CheckoutPage } from './checkout-page';
import { CART_QUOTE, makeOrder, mockApi, seedCart, storedCart, type ApiCall } from './test-support';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const SOLD_OUT = 'Kimchi Fries is not available right now';
const BURGER_ONLY: OrderQuote = {
  ...CART_QUOTE,
  lines: [CART_QUOTE.lines[0]!],
  subtotalCents: 1599,
  taxCents: 128,
  totalCents: 1927,
  subtotal: '15.99',
  tax: '1.28',
  total: '19.27',
};

const soldOutReply = {
  status: 409,
  body: {
    code: 'ITEM_UNAVAILABLE',
    message: SOLD_OUT,
    issues: [{ path: 'body.items.1.menuItemId', message: SOLD_OUT }],
  },
};

/** The quote refuses a cart that still holds the fries (item 12). */
const quoteWithoutFries = (call: ApiCall) => {
  const items = (call.body as { items: { menuItemId: number }[] }).items;
  return items.some((item) => item.menuItemId === 12) ? soldOutReply : { body: BURGER_ONLY };
};

const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
const isPayable = () =>
  !payButton().disabled && payButton().getAttribute('aria-disabled') !== 'true';

beforeEach(() => localStorage.clear());
afterEach(() => mocks.toast.mockReset());

// the first render downloads the card form, which takes seconds on a busy machine
describe('an item that sold out while in the cart', { timeout: 15_000 }, () => {
  it('marks its line, offers to remove it and keeps the rest of the cart', async () => {
    mockApi({ 'POST /api/orders/quote': quoteWithoutFries });
    seedCart();
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });

    expect(await screen.findByText(SOLD_OUT)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Remove the item marked above to see your total and pay for the rest.',
    );
    // no dead end: neither the generic failure nor a Try again that cannot help
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(mocks.toast).not.toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Failed to initialize checkout' }),
    );
    expect(isPayable()).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Kimchi Fries' }));
    await waitFor(() => expect(isPayable()).toBe(true));
    expect(screen.queryByText(SOLD_OUT)).toBeNull();
    expect(screen.getByLabelText('Price breakdown').textContent).toContain('Total$19.27');
    expect(storedCart()).toEqual([expect.objectContaining({ id: 11, quantity: 1 })]);
  });

  it('marks the line when it sells out between pricing and paying, and places nothing', async () => {
    let isSoldOut = false;
    const { callsTo } = mockApi({
      'POST /api/orders/quote': (call) =>
        isSoldOut ? quoteWithoutFries(call) : { body: CART_QUOTE },
      'POST /api/orders': () => {
        isSoldOut = true;
        return soldOutReply;
      },
      'GET /api/orders/41': { body: makeOrder() },
    });
    seedCart();
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    await waitFor(() => expect(isPayable()).toBe(true));
    fireEvent.click(payButton());

    expect(await screen.findByText(SOLD_OUT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Kimchi Fries' })).toBeTruthy();
    expect(isPayable()).toBe(false);
    expect(callsTo('POST', '/api/create-payment-intent')).toHaveLength(0);
    expect(storedCart()).toHaveLength(2);
  });
});
