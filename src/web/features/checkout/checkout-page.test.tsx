import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAINTENANCE_MESSAGE } from '../../../contract/app-status';
import { cartFingerprint, CHECKOUT_ATTEMPT_KEY } from '../../../contract/cart';
import type { OrderQuote } from '../../../contract/orders';
import type { ConfirmPaymentResponse } from '../../../contract/payments';
import { CheckoutPage } from './checkout-page';
import {
  CART_LINES,
  CART_QUOTE as QUOTE,
  makeOrder,
  mockApi,
  seedCart,
  storedCart,
  VENDOR,
  type MockRoute,
} from './test-support';
import { OFFLINE_MESSAGE, OFFLINE_TITLE } from './use-offline-notice';
import { appStatusKeys } from '../app-status/api';
import { renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const INTENT = {
  clientSecret: 'pi_123_secret_abc',
  paymentIntentId: 'pi_123',
  amount: 38.69,
  amountCents: 3869,
};
const SUCCEEDED: ConfirmPaymentResponse = {
  payment_intent: {
    id: 'pi_123',
    status: 'succeeded',
    amount: 38.69,
    amountCents: 3869,
    paymentMethod: 'card',
    orderId: 41,
    cardBrand: 'visa',
    cardLast4: '4242',
  },
};
const DECLINED = {
  status: 402,
  body: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
};
// local 10:03 PM; the show ends at 11:30 PM
const NOW = new Date(2026, 10, 22, 22, 3, 20);
const EVENT_END = new Date(2026, 10, 22, 23, 30);

function api(overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'POST /api/orders/quote': { body: QUOTE },
    'GET /api/events/current': {
      body: [{ id: 1, name: 'Night Show', endDate: EVENT_END.toISOString() }],
    },
    'POST /api/orders': { status: 201, body: makeOrder() },
    'GET /api/orders/41': { body: makeOrder() },
    'POST /api/create-payment-intent': { body: INTENT },
    'POST /api/payments/demo/confirm': { body: SUCCEEDED },
    ...overrides,
  });
}

const payButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
/** Not busy and not waiting for the payment system (aria-disabled while loading). */
const isPayable = () =>
  !payButton().disabled && payButton().getAttribute('aria-disabled') !== 'true';

async function waitUntilPriced() {
  await waitFor(() => expect(isPayable()).toBe(true));
}

/** The seeded cart at /checkout, priced, and 'Complete Payment' tapped. */
async function renderAndPay(beforePaying?: (view: ReturnType<typeof renderWithProviders>) => void) {
  seedCart();
  const view = renderWithProviders(<CheckoutPage />, { path: '/checkout' });
  beforePaying?.(view);
  await waitUntilPriced();
  fireEvent.click(payButton());
  return view;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  localStorage.clear();
});
afterEach(() => {
  mocks.toast.mockReset();
});

describe('CheckoutPage', () => {
  it('shows an empty state that leads to search when the cart is empty', () => {
    api();
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find food' }).getAttribute('href')).toBe('/search');
  });

  it('sends a signed-out visitor to sign in', async () => {
    api();
    seedCart();
    const { history } = renderWithProviders(<CheckoutPage />, { path: '/checkout', user: null });
    await waitFor(() => expect(history.at(-1)).toBe('/auth'));
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please log in to place an order',
      variant: 'destructive',
    });
  });

  it("shows the server's quote and the vendor's prep time", async () => {
    const { callsTo } = api();
    seedCart();
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    await waitUntilPriced();
    expect(screen.getByText('Bulgogi Burger')).toBeTruthy();
    expect(screen.getByText('$17.98')).toBeTruthy();
    const breakdownList = screen.getByLabelText('Price breakdown');
    expect(breakdownList.textContent).toContain('Subtotal$33.97');
    expect(breakdownList.textContent).toContain('Service fee$2.00');
    expect(breakdownList.textContent).toContain('Tax (8%)$2.72');
    expect(breakdownList.textContent).toContain('Total$38.69');
    expect(screen.getByRole('radio', { name: /ASAP \(about 15 minutes\)/ })).toBeTruthy();
    expect(callsTo('POST', '/api/orders/quote')[0]?.body).toEqual({
      flow: 'browse',
      vendorId: 3,
      items: [
        { menuItemId: 11, quantity: 1 },
        { menuItemId: 12, quantity: 2 },
      ],
    });
    expect(screen.getByText('Demo payments — no real charges')).toBeTruthy();
  });

  it('offers scheduled pickup in 5-minute steps, never in the past', async () => {
    const { callsTo } = api();
    seedCart();
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    await waitUntilPriced();
    fireEvent.click(screen.getByRole('radio', { name: /Scheduled/ }));
    const select = screen.getByLabelText<HTMLSelectElement>('Pickup time');
    const options = within(select).getAllByRole<HTMLOptionElement>('option');
    // 10:03 PM + 15 min prep = 10:18 PM, rounded up to 10:20 PM; until 1:30 AM
    expect(options[0]?.textContent).toBe('10:20 PM');
    expect(options[1]?.textContent).toBe('10:25 PM');
    expect(options.at(-1)?.textContent).toBe('Mon 1:30 AM');
    for (const option of options) {
      expect(new Date(option.value).getTime()).toBeGreaterThan(Date.now());
    }
    fireEvent.change(select, { target: { value: options[2]?.value } });
    fireEvent.click(payButton());
    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    expect(callsTo('POST', '/api/orders')[0]?.body).toMatchObject({
      pickupTime: new Date(2026, 10, 22, 22, 30).toISOString(),
    });
  });

  it('places the order, pays, clears the cart and goes to /orders after 2 s', async () => {
    const { callsTo } = api();
    seedCart();
    const { history } = renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    await waitUntilPriced();
    fireEvent.change(screen.getByLabelText('Special instructions'), {
      target: { value: '  No onions please ' },
    });
    fireEvent.click(payButton());

    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Payment Successful',
        description: 'Your order has been confirmed!',
        variant: 'success',
      }),
    );
    const [order] = callsTo('POST', '/api/orders');
    expect(order?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(order?.body).toEqual({
      vendorId: 3,
      items: [
        { menuItemId: 11, quantity: 1, price: 15.99 },
        { menuItemId: 12, quantity: 2, price: 8.99 },
      ],
      pickupTime: 'asap',
      total: 38.69,
      specialInstructions: 'No onions please',
    });
    expect(callsTo('POST', '/api/create-payment-intent')[0]?.body).toMatchObject({
      amount: 38.69,
      orderId: 41,
      vendorId: 3,
    });
    expect(callsTo('POST', '/api/payments/demo/confirm')[0]?.body).toMatchObject({
      payment_intent_id: 'pi_123',
      payment_method: { card: { number: '4242424242424242', exp_month: 12, exp_year: 30 } },
    });
    await waitFor(() => expect(storedCart()).toEqual([]));
    expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeTruthy();

    expect(history.at(-1)).toBe('/checkout');
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(history.at(-1)).toBe('/orders');
  });

  it('keeps the cart and the order when the card is declined, and retries without a new order', async () => {
    let confirms = 0;
    const { callsTo } = api({
      'POST /api/payments/demo/confirm': () => (++confirms === 1 ? DECLINED : { body: SUCCEEDED }),
    });
    await renderAndPay();
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Payment Failed',
        description: 'Your card was declined.',
        variant: 'destructive',
      }),
    );
    expect(storedCart()).toHaveLength(2);
    expect(screen.getByText('Order #41 is placed and waiting for payment.')).toBeTruthy();

    await waitFor(() => expect(isPayable()).toBe(true));
    fireEvent.click(payButton());
    await waitFor(() => expect(callsTo('POST', '/api/payments/demo/confirm')).toHaveLength(2));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Payment Successful' }),
      ),
    );
    expect(callsTo('POST', '/api/orders')).toHaveLength(1);
    expect(callsTo('POST', '/api/create-payment-intent')).toHaveLength(1);
  });

  it("says 'Payment failed' when the confirm answer is an error without a message", async () => {
    api({ 'POST /api/payments/demo/confirm': { status: 500, body: { code: 'INTERNAL' } } });
    await renderAndPay();
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Payment Failed',
        description: 'Payment failed',
        variant: 'destructive',
      }),
    );
  });

  // A confirm that never got an answer says the person is offline (not 'An unexpected error
  // occurred') and keeps the payment, and the retry reuses the same intent
  it('says offline when the confirm never reached the server, and retries the same intent', async () => {
    let confirms = 0;
    const { callsTo } = api({
      'POST /api/payments/demo/confirm': () => {
        confirms += 1;
        if (confirms === 1) throw new TypeError('Failed to fetch');
        return { body: SUCCEEDED };
      },
    });
    await renderAndPay();
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: OFFLINE_TITLE,
        description: OFFLINE_MESSAGE,
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('alert').textContent).toContain(OFFLINE_TITLE);
    expect(storedCart()).toHaveLength(2);

    await waitFor(() => expect(isPayable()).toBe(true));
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: 'Payment Successful' }),
      ),
    );
    expect(callsTo('POST', '/api/orders')).toHaveLength(1);
    expect(callsTo('POST', '/api/create-payment-intent')).toHaveLength(1);
    expect(callsTo('POST', '/api/payments/demo/confirm')).toHaveLength(2);
  });

  it('says offline and sends nothing while the browser is offline', async () => {
    const { calls } = api();
    const online = vi.spyOn(navigator, 'onLine', 'get');
    await renderAndPay(() => online.mockReturnValue(false));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: OFFLINE_TITLE })),
    );
    expect(
      calls.filter((call) => call.method === 'POST' && call.url !== '/api/orders/quote'),
    ).toEqual([]);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByText(OFFLINE_MESSAGE)).toBeNull());
    online.mockRestore();
  });

  it('shows the new breakdown when the prices changed', async () => {
    const changed: OrderQuote = {
      ...QUOTE,
      lines: [{ ...QUOTE.lines[0]!, unitPriceCents: 1699, lineTotalCents: 1699 }, QUOTE.lines[1]!],
      subtotalCents: 3497,
      taxCents: 280,
      totalCents: 3977,
      subtotal: '34.97',
      tax: '2.80',
      total: '39.77',
    };
    const { callsTo } = api({
      'POST /api/orders': {
        status: 409,
        body: { code: 'PRICE_CHANGED', message: 'Prices have changed.', quote: changed },
      },
    });
    await renderAndPay();
    await screen.findByText('Prices changed. This is the new total.');
    expect(screen.getByLabelText('Price breakdown').textContent).toContain('Total$39.77');
    expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Prices Updated' }));
    expect(callsTo('POST', '/api/create-payment-intent')).toHaveLength(0);
    expect(storedCart()).toMatchObject([
      { id: 11, price: 16.99 },
      { id: 12, price: 8.99 },
    ]);
  });

  it("shows the server's maintenance message when new orders are paused, keeping the cart", async () => {
    const { callsTo } = api({
      'POST /api/orders': {
        status: 503,
        body: { code: 'MAINTENANCE', message: MAINTENANCE_MESSAGE },
      },
    });
    const { client } = await renderAndPay((view) =>
      view.client.setQueryData(appStatusKeys.status, { maintenance: false }),
    );
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Error',
        description: MAINTENANCE_MESSAGE,
        variant: 'destructive',
      }),
    );
    // the banner's status is fetched again at once
    expect(client.getQueryState(appStatusKeys.status)?.isInvalidated).toBe(true);
    expect(callsTo('POST', '/api/create-payment-intent')).toHaveLength(0);
    expect(storedCart()).toHaveLength(2);
  });

  it('reports a checkout that cannot be priced', async () => {
    api({
      'POST /api/orders/quote': {
        status: 409,
        body: {
          code: 'VENDOR_CLOSED',
          message: 'Seoul Food Truck is not taking orders right now.',
        },
      },
    });
    seedCart();
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    expect(
      await screen.findByText('Seoul Food Truck is not taking orders right now.'),
    ).toBeTruthy();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to initialize checkout',
      variant: 'destructive',
    });
    expect(isPayable()).toBe(false);
  });

  it('pays for an earlier unpaid order from ?orderId without placing a new one', async () => {
    const { callsTo } = api({ 'GET /api/orders/41': { body: makeOrder() } });
    seedCart();
    renderWithProviders(<CheckoutPage />, { path: '/checkout?orderId=41' });
    expect(await screen.findByRole('heading', { name: 'Pay for order #41' })).toBeTruthy();
    fireEvent.click(payButton());
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Payment Successful' }),
      ),
    );
    expect(callsTo('POST', '/api/orders')).toHaveLength(0);
    expect(callsTo('POST', '/api/create-payment-intent')[0]?.body).toMatchObject({
      amount: 38.69,
      orderId: 41,
    });
    expect(storedCart()).toHaveLength(2);
  });

  describe('a reload while the payment is processing', () => {
    const seedAttempt = (orderId: number | null, body = '{}') =>
      localStorage.setItem(
        CHECKOUT_ATTEMPT_KEY,
        JSON.stringify({
          cart: cartFingerprint({ items: CART_LINES, vendor: VENDOR }),
          idempotencyKey: 'attempt-key-1',
          body,
          orderId,
        }),
      );

    it('shows the order already paid for this cart and never offers to pay again', async () => {
      const { callsTo } = api({
        'GET /api/orders/41': { body: makeOrder({ paymentStatus: 'paid' }) },
      });
      seedCart();
      seedAttempt(41);
      renderWithProviders(<CheckoutPage />, { path: '/checkout' });
      expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Complete Payment' })).toBeNull();
      expect(callsTo('POST', '/api/orders')).toHaveLength(0);
      // the cart is cleared by an effect after the success screen renders
      await waitFor(() => expect(storedCart()).toEqual([]));
      expect(localStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull();
    });

    it('pays the unpaid order the attempt placed instead of placing another', async () => {
      const { callsTo } = api();
      seedCart();
      seedAttempt(41);
      renderWithProviders(<CheckoutPage />, { path: '/checkout' });
      expect(await screen.findByText('Order #41 is placed and waiting for payment.')).toBeTruthy();
      await waitUntilPriced();
      fireEvent.click(payButton());
      await waitFor(() =>
        expect(mocks.toast).toHaveBeenLastCalledWith(
          expect.objectContaining({ title: 'Payment Successful' }),
        ),
      );
      expect(callsTo('POST', '/api/orders')).toHaveLength(0);
      expect(callsTo('POST', '/api/create-payment-intent')[0]?.body).toMatchObject({ orderId: 41 });
    });

    it('resends the same Idempotency-Key after a reload before the order was answered', async () => {
      let placements = 0;
      const { callsTo } = api({
        'POST /api/orders': () => {
          placements += 1;
          if (placements === 1) throw new TypeError('Failed to fetch');
          return { status: 201, body: makeOrder() };
        },
      });
      const first = await renderAndPay();
      await waitFor(() =>
        expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: OFFLINE_TITLE })),
      );
      first.unmount();

      renderWithProviders(<CheckoutPage />, { path: '/checkout' });
      await waitUntilPriced();
      fireEvent.click(payButton());
      await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(2));
      const [before, after] = callsTo('POST', '/api/orders');
      expect(after?.headers['idempotency-key']).toBe(before?.headers['idempotency-key']);
      expect(after?.body).toEqual(before?.body);
    });

    it('forgets an attempt whose order was cancelled, and places a new one', async () => {
      const { callsTo } = api({
        'GET /api/orders/41': { body: makeOrder({ status: 'cancelled' }) },
      });
      seedCart();
      seedAttempt(41);
      renderWithProviders(<CheckoutPage />, { path: '/checkout' });
      await waitFor(() => expect(localStorage.getItem(CHECKOUT_ATTEMPT_KEY)).toBeNull());
      await waitUntilPriced();
      fireEvent.click(payButton());
      await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
      expect(callsTo('POST', '/api/orders')[0]?.headers['idempotency-key']).not.toBe(
        'attempt-key-1',
      );
    });
  });
});
