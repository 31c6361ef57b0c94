import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConfirmPaymentResponse } from '../../../contract/payments';
import { queuedReply } from '../../lib/offline/queued-reply';
import {
  clearQueue,
  QUEUE_FAILURE_EVENT,
  QUEUE_SUCCESS_EVENT,
  readQueue,
} from '../../lib/offline/offline-queue';
import { CheckoutPage } from './checkout-page';
import { DemoCheckoutPage } from './demo-checkout-page';
import { OFFLINE_TITLE } from './use-offline-notice';
import {
  ORDER_SAVED_MESSAGE,
  ORDER_SAVED_TITLE,
  orderPlacedTitle,
  placedOrderOf,
  showOrderPlacedToast,
} from './order-replay';
import { OrderReplayNotices } from './order-replay-notices';
import {
  CART_LINES,
  CART_QUOTE,
  makeOrder,
  mockApi,
  seedCart,
  storedCart,
  type MockRoute,
} from './test-support';
import { renderWithProviders } from '../../../test/web-harness';

// An order queued offline waits on the phone; payment never runs from the queue.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const NOW = new Date(2026, 10, 22, 22, 3, 20);
const ORDER = makeOrder({ id: 41 });
const INTENT = {
  clientSecret: 'pi_1_secret',
  paymentIntentId: 'pi_1',
  amount: 38.69,
  amountCents: 3869,
};

function api(overrides: Record<string, MockRoute> = {}) {
  return mockApi({
    'POST /api/orders/quote': { body: CART_QUOTE },
    'GET /api/events/current': { body: [] },
    'POST /api/orders': { status: 202, body: queuedReply('q-1') },
    'POST /api/create-payment-intent': { body: INTENT },
    'POST /api/payments/demo/create-intent': { body: INTENT },
    'POST /api/payments/demo/confirm': {
      body: {
        payment_intent: { ...INTENT, id: 'pi_1', status: 'succeeded', orderId: 41 },
      } as unknown as ConfirmPaymentResponse,
    },
    ...overrides,
  });
}

function replay(type: string, detail: object) {
  act(() => {
    window.dispatchEvent(
      new CustomEvent(type, {
        detail: { id: 'q-1', category: 'order', url: '/api/orders', method: 'POST', ...detail },
      }),
    );
  });
}

const intentCalls = (calls: ReturnType<typeof api>) => [
  ...calls.callsTo('POST', '/api/create-payment-intent'),
  ...calls.callsTo('POST', '/api/payments/demo/create-intent'),
];

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  mocks.toast.mockReset();
  vi.useRealTimers();
});

describe('checkout with an order queued offline', () => {
  it('says the order is saved on the phone, keeps the cart and asks for no payment', async () => {
    const calls = api();
    seedCart();
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    const pay = await screen.findByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
    await waitFor(() => expect(pay.getAttribute('aria-disabled')).not.toBe('true'));
    await waitFor(() => expect(pay.disabled).toBe(false));
    fireEvent.click(pay);
    expect(await screen.findByRole('heading', { name: ORDER_SAVED_TITLE })).toBeTruthy();
    expect(screen.getByText(ORDER_SAVED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your Orders' }).getAttribute('href')).toBe('/orders');
    expect(intentCalls(calls)).toEqual([]);
    expect(storedCart()).toEqual(CART_LINES);

    // the queue placed it: now it is paid for, with the same checkout
    replay(QUEUE_SUCCESS_EVENT, { status: 201, body: ORDER });
    expect(await screen.findByText('Order #41 is placed and waiting for payment.')).toBeTruthy();
    expect(intentCalls(calls)).toEqual([]);
  });

  it('with the browser offline, the order itself waits in the offline queue, never its payment', async () => {
    const calls = api();
    seedCart();
    const online = vi.spyOn(navigator, 'onLine', 'get');
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    const pay = await screen.findByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
    await waitFor(() => expect(pay.getAttribute('aria-disabled')).not.toBe('true'));
    await waitFor(() => expect(pay.disabled).toBe(false));
    online.mockReturnValue(false);
    fireEvent.click(pay);
    expect(await screen.findByRole('heading', { name: ORDER_SAVED_TITLE })).toBeTruthy();
    expect(mocks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: OFFLINE_TITLE, description: ORDER_SAVED_MESSAGE }),
    );
    // nothing went out; the order waits in the queue with the attempt's Idempotency-Key
    expect(calls.callsTo('POST', '/api/orders')).toEqual([]);
    expect(intentCalls(calls)).toEqual([]);
    const queued = readQueue();
    expect(queued.map((item) => `${item.method} ${item.url} ${item.category}`)).toEqual([
      'POST /api/orders order',
    ]);
    expect(queued[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(storedCart()).toEqual(CART_LINES);
    online.mockRestore();
    clearQueue();
  });

  it('goes back to the cart when the queue could not place the order', async () => {
    api();
    seedCart();
    renderWithProviders(<CheckoutPage />, { path: '/checkout' });
    const pay = await screen.findByRole<HTMLButtonElement>('button', { name: 'Complete Payment' });
    await waitFor(() => expect(pay.disabled).toBe(false));
    await waitFor(() => expect(pay.getAttribute('aria-disabled')).not.toBe('true'));
    fireEvent.click(pay);
    await screen.findByRole('heading', { name: ORDER_SAVED_TITLE });
    replay(QUEUE_FAILURE_EVENT, { status: 409, message: 'Seoul Food Truck is closed' });
    expect(await screen.findByRole('button', { name: 'Complete Payment' })).toBeTruthy();
    expect(storedCart()).toEqual(CART_LINES);
  });

  it('demo checkout waits too, then sets up the payment once the order is placed', async () => {
    const calls = api();
    seedCart();
    renderWithProviders(<DemoCheckoutPage />, { path: '/demo-checkout' });
    expect(await screen.findByRole('heading', { name: ORDER_SAVED_TITLE })).toBeTruthy();
    expect(intentCalls(calls)).toEqual([]);
    expect(storedCart()).toEqual(CART_LINES);
    replay(QUEUE_SUCCESS_EVENT, { status: 201, body: makeOrder({ id: 41, flow: 'demo' }) });
    expect(await screen.findByRole('button', { name: 'Complete Payment' })).toBeTruthy();
    expect(calls.callsTo('POST', '/api/payments/demo/create-intent')).toHaveLength(1);
  });
});

describe('OrderReplayNotices', () => {
  it('empties the cart a replayed order came from', async () => {
    mockApi({});
    seedCart();
    renderWithProviders(<OrderReplayNotices />);
    replay(QUEUE_SUCCESS_EVENT, { status: 201, body: ORDER });
    await waitFor(() => expect(storedCart()).toEqual([]));
  });

  it('keeps the cart when the replayed order was refused', () => {
    mockApi({});
    seedCart();
    renderWithProviders(<OrderReplayNotices />);
    replay(QUEUE_FAILURE_EVENT, { status: 409, message: 'Seoul Food Truck is closed' });
    expect(storedCart()).toEqual(CART_LINES);
  });

  it('ignores replays of anything but placing an order', () => {
    mockApi({});
    seedCart();
    renderWithProviders(<OrderReplayNotices />);
    replay(QUEUE_SUCCESS_EVENT, { url: '/api/orders/41/notes', method: 'PATCH', body: ORDER });
    replay(QUEUE_SUCCESS_EVENT, { category: 'cart', body: ORDER });
    expect(storedCart()).toEqual(CART_LINES);
  });
});

describe('the order a replay placed', () => {
  const detail = (fields: object) => ({
    id: 'q-1',
    category: 'order' as const,
    url: '/api/orders',
    method: 'POST',
    status: 201,
    body: ORDER,
    ...fields,
  });

  it('is read from a replayed POST /api/orders only', () => {
    expect(placedOrderOf(detail({}))?.id).toBe(41);
    expect(placedOrderOf(detail({ url: '/api/orders/41/notes', method: 'PATCH' }))).toBeNull();
    expect(placedOrderOf(detail({ category: 'cart' }))).toBeNull();
    expect(placedOrderOf(detail({ body: { nope: true } }))).toBeNull();
  });

  it('is asked to be paid for, with what else the replay did, and a Pay now link', () => {
    showOrderPlacedToast(ORDER, '2 changes sent');
    const notice = mocks.toast.mock.calls.at(-1)?.[0] as {
      title: string;
      description: string;
      action: React.ReactNode;
    };
    expect(notice.title).toBe(orderPlacedTitle(41));
    expect(notice.description).toBe('2 changes sent');
    renderWithProviders(<>{notice.action}</>);
    expect(screen.getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/checkout?orderId=41',
    );
  });
});
