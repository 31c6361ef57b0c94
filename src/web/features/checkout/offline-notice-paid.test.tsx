import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/use-toast';
import { CheckoutPage } from './checkout-page';
import { CART_QUOTE, makeOrder, mockApi, seedCart } from './test-support';
import { OFFLINE_MESSAGE, OFFLINE_TITLE } from './use-offline-notice';
import { renderWithProviders } from '../../../test/web-harness';

const INTENT = {
  clientSecret: 'pi_123_secret_abc',
  paymentIntentId: 'pi_123',
  amount: 38.69,
  amountCents: 3869,
};
const EVENT_END = new Date(2026, 10, 22, 23, 30);
/** The toasts only, not the checkout's own inline offline notice. */
const toasts = () => within(screen.getByRole('region', { name: 'Notifications (F8)' }));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 10, 22, 22, 3, 20) });
  localStorage.clear();
});
afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('the offline notice at checkout', () => {
  // the confirm reached the server but its answer was lost: the order is paid, so nothing
  // may still ask the person to tap Complete Payment again
  it('goes away once a fresh look at the order finds it paid', async () => {
    let isPaid = false;
    mockApi({
      'POST /api/orders/quote': { body: CART_QUOTE },
      'GET /api/events/current': {
        body: [{ id: 1, name: 'Night Show', endDate: EVENT_END.toISOString() }],
      },
      'POST /api/orders': { status: 201, body: makeOrder() },
      'GET /api/orders/41': () => ({
        body: makeOrder(isPaid ? { paymentStatus: 'paid' } : {}),
      }),
      'POST /api/create-payment-intent': { body: INTENT },
      'POST /api/payments/demo/confirm': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    seedCart();
    const { history, client } = renderWithProviders(<CheckoutPage />, {
      path: '/checkout',
      withShell: true,
    });
    const pay = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
    await waitFor(() => {
      expect(pay().disabled).toBe(false);
      expect(pay().getAttribute('aria-disabled')).not.toBe('true');
    });
    fireEvent.click(pay());
    await waitFor(() => expect(toasts().getByText(OFFLINE_MESSAGE)).toBeTruthy());

    // the confirm had reached the server after all
    isPaid = true;
    await act(() => client.invalidateQueries());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Payment Successful' })).toBeTruthy(),
    );
    await waitFor(() => expect(toasts().queryByText(OFFLINE_TITLE)).toBeNull());
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    expect(history.at(-1)).toBe('/orders');
    expect(toasts().queryByText(OFFLINE_MESSAGE)).toBeNull();
  });
});
