import type { ConfirmPaymentResponse } from '../../../contract/payments';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoCheckoutPage } from './demo-checkout-page';
import {
  CART_LINES,
  makeOrder,
  mockApi,
  seedCart,
  storedCart,
  type MockRoute,
} from './test-support';
import { renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const NOW = new Date('2026-11-22T22:00:00.000Z');
// 15.99 + 2 x 8.99 = 33.97; 5 % fee = 1.70; 8 % tax = 2.72; total 38.39
const DEMO_ORDER = makeOrder({
  id: 52,
  flow: 'demo',
  serviceFeeCents: 170,
  totalCents: 3839,
  totalAmount: '38.39',
  serviceFee: '1.70',
});
const INTENT = {
  clientSecret: 'pi_demo_secret_x',
  paymentIntentId: 'pi_demo',
  amount: 38.39,
  amountCents: 3839,
};

function api(overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'POST /api/orders': { status: 201, body: DEMO_ORDER },
    'POST /api/payments/demo/create-intent': { body: INTENT },
    'POST /api/payments/demo/confirm': {
      body: {
        payment_intent: {
          id: 'pi_demo',
          status: 'succeeded',
          amount: 38.39,
          amountCents: 3839,
          paymentMethod: 'card',
          orderId: DEMO_ORDER.id,
          cardBrand: 'visa',
          cardLast4: '4242',
        },
      } satisfies ConfirmPaymentResponse,
    },
    ...overrides,
  });
}

const render = (user?: null) =>
  renderWithProviders(
    <StrictMode>
      <DemoCheckoutPage />
    </StrictMode>,
    { path: '/demo-checkout', ...(user === null ? { user } : {}) },
  );

/** Fills the cart, opens the page and presses Complete Payment. */
async function payForCart() {
  seedCart();
  const rendered = render();
  fireEvent.click(await screen.findByRole('button', { name: 'Complete Payment' }));
  return rendered;
}

const expectPaymentFailedToast = (description: string) =>
  waitFor(() =>
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Payment Failed',
      description,
      variant: 'destructive',
    }),
  );

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  localStorage.clear();
});
afterEach(() => {
  mocks.toast.mockReset();
});

describe('DemoCheckoutPage', () => {
  it('sends a signed-out visitor home', async () => {
    api();
    seedCart();
    const { history } = render(null);
    await waitFor(() => expect(history.at(-1)).toBe('/'));
    expect(mocks.toast).toHaveBeenCalledTimes(1);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Authentication Required',
      description: 'Please log in to continue with checkout.',
      variant: 'destructive',
    });
  });

  it('shows the empty state when the cart is empty', () => {
    api();
    render();
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
  });

  it('creates one demo order (even under StrictMode) with a 5 % fee and 8 % tax', async () => {
    const { callsTo } = api();
    seedCart();
    render();
    expect(screen.getByRole('status', { name: 'Setting up demo checkout' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Demo Checkout' })).toBeTruthy();

    const orders = callsTo('POST', '/api/orders');
    expect(orders).toHaveLength(1);
    expect(orders[0]?.headers['idempotency-key']).toBeTruthy();
    expect(orders[0]?.body).toEqual({
      userId: 7,
      vendorId: 3,
      status: 'pending',
      totalAmount: '38.39',
      serviceFee: '1.70',
      tax: '2.72',
      pickupTime: new Date(NOW.getTime() + 30 * 60_000).toISOString(),
      items: CART_LINES,
    });
    expect(callsTo('POST', '/api/payments/demo/create-intent')[0]?.body).toMatchObject({
      amount: 38.39,
      orderId: 52,
      vendorId: 3,
    });

    const summary = screen.getByLabelText('Price breakdown').textContent;
    expect(summary).toContain('Subtotal$33.97');
    expect(summary).toContain('Service fee (5%)$1.70');
    expect(summary).toContain('Tax (8%)$2.72');
    expect(summary).toContain('Total$38.39');
    expect(screen.getByText('Kimchi Fries')).toBeTruthy();
    expect(screen.getByText('$17.98')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Demo Mode Active' })).toBeTruthy();
    expect(screen.getByText('Demo Checkout Mode')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('offers Try Again after a failed setup and reuses the same Idempotency-Key', async () => {
    let attempts = 0;
    const { callsTo } = api({
      'POST /api/orders': () =>
        ++attempts === 1
          ? { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'Ordering is paused.' } }
          : { status: 201, body: DEMO_ORDER },
    });
    seedCart();
    render();
    expect(await screen.findByText('Failed to initialize demo checkout')).toBeTruthy();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Setup Error',
      description: 'Ordering is paused.',
      variant: 'destructive',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Demo Checkout' })).toBeTruthy();
    const [first, second] = callsTo('POST', '/api/orders');
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.body).toEqual(first?.body);
  });

  // A setup request that never answers must not spin forever
  it('shows the setup error with Try Again when a setup request times out', async () => {
    const timers: AbortController[] = [];
    const timeout = vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      const timer = new AbortController();
      timers.push(timer);
      return timer.signal;
    });
    let attempts = 0;
    const { callsTo } = api({
      'POST /api/orders': ({ signal }) =>
        ++attempts === 1
          ? new Promise((_, reject) =>
              signal?.addEventListener('abort', () => reject(signal.reason as Error)),
            )
          : { status: 201, body: DEMO_ORDER },
    });
    seedCart();
    render();
    await waitFor(() => expect(callsTo('POST', '/api/orders')).toHaveLength(1));
    expect(screen.getByText('Setting up demo checkout')).toBeTruthy();
    act(() => timers[0]?.abort(new DOMException('signal timed out', 'TimeoutError')));
    expect(await screen.findByText('Failed to initialize demo checkout')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Demo Checkout' })).toBeTruthy();
    const [first, second] = callsTo('POST', '/api/orders');
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    timeout.mockRestore();
  });

  it('falls back to the generic setup message', async () => {
    api({
      'POST /api/payments/demo/create-intent': { status: 502, body: '<html>Bad gateway</html>' },
    });
    seedCart();
    render();
    expect(await screen.findByText('Failed to initialize demo checkout')).toBeTruthy();
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Setup Error',
      description: 'Failed to initialize demo checkout. Please try again.',
      variant: 'destructive',
    });
  });

  it('pays, clears the cart and goes to /orders after 2 s', async () => {
    api();
    const { history } = await payForCart();
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Demo Payment Successful! 🎉',
        description: 'Your order has been placed successfully.',
        variant: 'success',
      }),
    );
    await waitFor(() => expect(storedCart()).toEqual([]));
    expect(screen.getByRole('heading', { name: 'Payment Successful! 🎉' })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(history.at(-1)).toBe('/orders');
  });

  it('keeps the cart when the payment fails and takes the customer to the declined card', async () => {
    api({
      'POST /api/payments/demo/confirm': {
        status: 402,
        body: { code: 'PAYMENT_DECLINED', message: 'Your card was declined.' },
      },
    });
    await payForCart();
    await expectPaymentFailedToast('Your card was declined.');
    expect(storedCart()).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Demo Checkout' })).toBeTruthy();
    // the customer is taken to the card number, which the error describes
    const cardNumber = screen.getByLabelText('Card number');
    await waitFor(() => expect(document.activeElement).toBe(cardNumber));
    expect(cardNumber.getAttribute('aria-describedby')).toBe('card-number-error');
  });

  it("says 'Payment failed' when the confirm answer is an error without a message", async () => {
    api({ 'POST /api/payments/demo/confirm': { status: 502, body: '<html>Bad gateway</html>' } });
    await payForCart();
    await expectPaymentFailedToast('Payment failed');
    expect(storedCart()).toHaveLength(2);
  });
});
