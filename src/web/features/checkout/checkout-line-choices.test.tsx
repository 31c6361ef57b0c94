import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CartLine } from '../../../contract/cart';
import type { OrderQuote } from '../../../contract/orders';
import { renderWithProviders } from '../../../test/web-harness';
import { CheckoutPage } from './checkout-page';
import { makeOrder, mockApi, seedCart, VENDOR } from './test-support';

const large = { id: 7, name: 'Large', groupName: 'Size', priceDeltaCents: 150, isRemoval: false };
const onions = {
  id: 3,
  name: 'Onions',
  groupName: 'Leave out',
  priceDeltaCents: 0,
  isRemoval: true,
};
const burger = { id: 11, name: 'Bulgogi Burger', vendorId: 3, vendorName: VENDOR.name };

// one item on two lines: chosen differently, and the plain one with a note
const LINES: CartLine[] = [
  {
    ...burger,
    price: 17.49,
    quantity: 1,
    optionIds: [3, 7],
    options: [large, onions],
    allergens: ['gluten', 'milk'],
  },
  { ...burger, price: 15.99, quantity: 2, notes: 'severe nut allergy' },
];

const view = (option: typeof large) => ({
  ...option,
  priceDelta: (option.priceDeltaCents / 100).toFixed(2),
});
const QUOTE: OrderQuote = {
  flow: 'browse',
  vendorId: 3,
  lines: [
    {
      menuItemId: 11,
      partnershipId: null,
      name: 'Bulgogi Burger',
      quantity: 1,
      unitPriceCents: 1749,
      lineTotalCents: 1749,
      options: [view(large), view(onions)],
    },
    {
      menuItemId: 11,
      partnershipId: null,
      name: 'Bulgogi Burger',
      quantity: 2,
      unitPriceCents: 1599,
      lineTotalCents: 3198,
      options: [],
    },
  ],
  subtotal: '49.47',
  subtotalCents: 4947,
  discount: '0.00',
  discountCents: 0,
  serviceFee: '2.00',
  serviceFeeCents: 200,
  tax: '3.96',
  taxCents: 396,
  mealAllowance: '0.00',
  tipCents: 0,
  tip: '0.00',
  mealAllowanceCents: 0,
  total: '55.43',
  totalCents: 5543,
  mealTicketCode: null,
  prepMinutes: 15,
};

beforeEach(() => localStorage.clear());

describe('checkout of lines with options and notes', () => {
  it('quotes and orders each line with its options and note, and shows them', async () => {
    const { callsTo } = mockApi({
      'POST /api/orders/quote': { body: QUOTE },
      'GET /api/events/current': { body: [] },
      'POST /api/orders': { status: 201, body: makeOrder() },
      'GET /api/orders/41': { body: makeOrder() },
      'POST /api/create-payment-intent': {
        body: {
          clientSecret: 'pi_1_secret',
          paymentIntentId: 'pi_1',
          amount: 55.43,
          amountCents: 5543,
        },
      },
    });
    seedCart(LINES);
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    const pay = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
    // not busy and not waiting for the payment system (aria-disabled while loading)
    await waitFor(() =>
      expect(pay().disabled || pay().getAttribute('aria-disabled') === 'true').toBe(false),
    );
    expect(callsTo('POST', '/api/orders/quote')[0]?.body).toEqual({
      flow: 'browse',
      vendorId: 3,
      items: [
        { menuItemId: 11, quantity: 1, optionIds: [3, 7] },
        { menuItemId: 11, quantity: 2 },
      ],
    });
    const summary = screen
      .getAllByRole('listitem')
      .filter((item) => item.textContent?.includes('Bulgogi Burger'));
    expect(summary).toHaveLength(2);
    expect(summary[0]?.textContent).toContain('Large; No onions');
    expect(within(summary[0] as HTMLElement).getByText('No onions').tagName).toBe('STRONG');
    expect(summary[0]?.textContent).toContain('Contains: Gluten, Milk');
    expect(summary[1]?.textContent).not.toContain('Contains:');
    expect(summary[1]?.textContent).toContain('severe nut allergy');

    fireEvent.click(pay());
    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    expect(callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      items: [
        { menuItemId: 11, quantity: 1, price: 17.49, optionIds: [3, 7] },
        { menuItemId: 11, quantity: 2, price: 15.99, notes: 'severe nut allergy' },
      ],
    });
  });
});
