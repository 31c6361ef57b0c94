import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderQuote } from '../../../contract/orders';
import { renderWithProviders } from '../../../test/web-harness';
import { linePartnership } from './api';
import { CheckoutPage } from './checkout-page';
import { CART_LINES, CART_QUOTE, makeOrder, mockApi, seedCart } from './test-support';

vi.mock('../../components/ui/use-toast', () => ({ toast: vi.fn() }));

// An artist special's cart line carries its partnership; checkout sends it on that line
// of the quote and of the order, so the server prices it at the special price.
const SPECIAL_LINES = [{ ...CART_LINES[0]!, price: 12.99, partnershipId: 5 }, CART_LINES[1]!];

/** CART_QUOTE with the burger at its special price, 12.99. */
const QUOTE: OrderQuote = {
  ...CART_QUOTE,
  lines: [
    { ...CART_QUOTE.lines[0]!, partnershipId: 5, unitPriceCents: 1299, lineTotalCents: 1299 },
    CART_QUOTE.lines[1]!,
  ],
  subtotalCents: 3097,
  taxCents: 248,
  totalCents: 3545,
  subtotal: '30.97',
  tax: '2.48',
  total: '35.45',
};

beforeEach(() => localStorage.clear());

describe('artist specials at checkout', () => {
  it('names the partnership of a special line only', () => {
    expect(linePartnership(SPECIAL_LINES[0])).toEqual({ partnershipId: 5 });
    expect(linePartnership(SPECIAL_LINES[1])).toEqual({});
    expect(linePartnership({ ...CART_LINES[0]!, partnershipId: 'five' })).toEqual({});
    expect(linePartnership(undefined)).toEqual({});
  });

  it('sends partnershipId on the special line of the quote and of the order', async () => {
    const { callsTo } = mockApi({
      'POST /api/orders/quote': { body: QUOTE },
      'GET /api/events/current': { body: [] },
      'POST /api/orders': { status: 201, body: makeOrder() },
    });
    seedCart(SPECIAL_LINES);
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    await waitFor(() => expect(callsTo('POST', '/api/orders/quote')).toHaveLength(1));
    expect(callsTo('POST', '/api/orders/quote')[0]?.body).toMatchObject({
      items: [
        { menuItemId: 11, quantity: 1, partnershipId: 5 },
        { menuItemId: 12, quantity: 2 },
      ],
    });
    const pay = screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
    await waitFor(() => expect(pay.getAttribute('aria-disabled')).not.toBe('true'));
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    expect(callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      items: [
        { menuItemId: 11, quantity: 1, price: 12.99, partnershipId: 5 },
        { menuItemId: 12, quantity: 2, price: 8.99 },
      ],
    });
    const [, regular] = (callsTo('POST', '/api/orders')[0]?.body as { items: object[] }).items;
    expect(regular).not.toHaveProperty('partnershipId');
  });
});
