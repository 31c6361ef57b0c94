import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, mockApi } from '../checkout/test-support';
import { OrdersPage } from './orders-page';
import { renderWithProviders } from '../../../test/web-harness';
import { formatClockTime } from '../../lib/format';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const NOW = new Date(2026, 10, 22, 23, 0, 0);
const minutesFromNow = (minutes: number) =>
  new Date(NOW.getTime() + minutes * 60_000).toISOString();

const ORDERS = [
  // unpaid, placed 10 minutes ago: cancelled in 20 minutes unless paid
  makeOrder({
    id: 1,
    status: 'pending',
    pickupTime: minutesFromNow(10),
    createdAt: minutesFromNow(-10),
  }),
  makeOrder({
    id: 2,
    status: 'preparing',
    paymentStatus: 'paid',
    pickupTime: minutesFromNow(40),
    vendorName: 'Taco Town',
  }),
  makeOrder({ id: 3, status: 'ready', paymentStatus: 'paid', pickupTime: minutesFromNow(-5) }),
  makeOrder({
    id: 4,
    status: 'completed',
    paymentStatus: 'paid',
    pickupTime: minutesFromNow(-60),
    lastStatusUpdate: minutesFromNow(-30),
  }),
  makeOrder({
    id: 5,
    status: 'completed',
    paymentStatus: 'paid',
    pickupTime: minutesFromNow(-26 * 60),
    lastStatusUpdate: minutesFromNow(-25 * 60),
  }),
  makeOrder({ id: 6, status: 'cancelled', pickupTime: minutesFromNow(-30) }),
  makeOrder({ id: 7, status: 'delayed', paymentStatus: 'paid', pickupTime: minutesFromNow(125) }),
];

function tile(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function card(orderId: number): HTMLElement {
  const button = screen.getByRole('button', { name: new RegExp(`^Track order #${orderId} from`) });
  const article = button.closest('article');
  if (!article) throw new Error(`no card for order ${orderId}`);
  return article;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  mocks.toast.mockReset();
});

describe('OrdersPage', () => {
  it('shows the title and counts active, ready and completed-today orders', async () => {
    mockApi({ 'GET /api/orders': { body: ORDERS } });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    expect(screen.getByRole('heading', { name: 'Your Orders' })).toBeTruthy();
    expect(screen.getByText('Track your order status and pickup times')).toBeTruthy();
    await screen.findByText('Active Orders', { selector: 'dt' });
    // the unpaid order (#1) has not reached the kitchen: it is not active
    expect(tile('Active Orders')).toBe('3');
    expect(tile('Ready for Pickup')).toBe('1');
    expect(tile('Completed Today')).toBe('1');
  });

  it("never shows the customer 'Urgent', 'late' or a red countdown (docs/decisions.md)", async () => {
    mockApi({
      'GET /api/orders': {
        body: [
          ...ORDERS,
          makeOrder({
            id: 8,
            status: 'preparing',
            paymentStatus: 'paid',
            isUrgent: true,
            priority: 'urgent',
            pickupTime: minutesFromNow(-12),
          }),
        ],
      },
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await screen.findByText('Active Orders', { selector: 'dt' });
    expect(screen.queryByText('Urgent Orders', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText('Late Orders', { selector: 'dt' })).toBeNull();
    expect(screen.queryByText(/urgent|late\b/i, { selector: 'article *' })).toBeNull();
    expect(within(card(8)).getByText('Taking a little longer')).toBeTruthy();
    expect(card(8).querySelector('.text-destructive')).toBeNull();
  });

  it('lists orders awaiting payment first, then ready for pickup, then active, then past', async () => {
    mockApi({ 'GET /api/orders': { body: ORDERS } });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await screen.findByText('Active Orders', { selector: 'dt' });
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      'Awaiting payment',
      'Ready for pickup',
      'In progress',
      'Past orders',
    ]);
    const cardOrder = screen
      .getAllByRole('button', { name: /^Track order #/ })
      .map((button) => Number(/#(\d+)/.exec(button.getAttribute('aria-label') ?? '')?.[1]));
    expect(cardOrder).toEqual([1, 3, 2, 7, 4, 5, 6]);
  });

  it('shows each card with status, calm pickup status, progress, items and payment', async () => {
    mockApi({ 'GET /api/orders': { body: ORDERS } });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await screen.findByText('Active Orders', { selector: 'dt' });

    // unpaid: awaiting payment with its deadline, never a kitchen status, countdown or progress
    const unpaid = within(card(1));
    expect(unpaid.getByText('Awaiting payment')).toBeTruthy();
    const deadline = formatClockTime(new Date(NOW.getTime() + 20 * 60_000));
    expect(unpaid.getByText(`Pay by ${deadline} to send it to the kitchen`)).toBeTruthy();
    expect(unpaid.queryByText('Pending')).toBeNull();
    expect(unpaid.queryByText(/Ready in about|Taking a little longer/)).toBeNull();
    expect(unpaid.queryByRole('progressbar')).toBeNull();
    expect(unpaid.queryByText('Urgent')).toBeNull();
    expect(unpaid.getByText('$38.69')).toBeTruthy();
    expect(unpaid.getByText(/3 items · Placed/)).toBeTruthy();
    expect(unpaid.getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(
      '/checkout?orderId=1',
    );
    expect(unpaid.getByRole('button', { name: 'Discard' })).toBeTruthy();

    const preparing = within(card(2));
    expect(preparing.getByText('Taco Town')).toBeTruthy();
    expect(preparing.getByText('Ready in about 40 min')).toBeTruthy();
    expect(preparing.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect(preparing.queryByText('Awaiting payment')).toBeNull();

    expect(within(card(3)).getByText('Ready for pickup now')).toBeTruthy();
    expect(within(card(3)).getByText('Ready for Pickup')).toBeTruthy();
    expect(within(card(7)).getByText('Ready in about 2h 5m')).toBeTruthy();
    expect(within(card(6)).queryByText('Complete payment')).toBeNull();
    expect(within(card(6)).queryByRole('button', { name: 'Discard' })).toBeNull();
  });

  it('ticks the pickup countdown every 30 seconds', async () => {
    mockApi({ 'GET /api/orders': { body: ORDERS } });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await screen.findByText('Active Orders', { selector: 'dt' });
    expect(within(card(2)).getByText('Ready in about 40 min')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(card(2)).getByText('Ready in about 39 min')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(39 * 60_000);
    });
    expect(within(card(2)).getByText('Taking a little longer')).toBeTruthy();
  });

  it("shows 'No orders found' with a way to find food", async () => {
    mockApi({ 'GET /api/orders': { body: [] } });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find food' }).getAttribute('href')).toBe('/search');
    expect(tile('Active Orders')).toBe('0');
  });

  it('offers a retry when the orders cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      'GET /api/orders': () => (++calls === 1 ? { status: 503, body: {} } : { body: [] }),
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it('refetches when the page becomes visible again, at most once per 30 s', async () => {
    const { callsTo } = mockApi({ 'GET /api/orders': { body: ORDERS } });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await screen.findByText('Active Orders', { selector: 'dt' });
    const becomeVisible = () => document.dispatchEvent(new Event('visibilitychange'));
    expect(document.visibilityState).toBe('visible');

    becomeVisible();
    expect(callsTo('GET', '/api/orders')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(31_000);
    });
    becomeVisible();
    becomeVisible();
    await waitFor(() => expect(callsTo('GET', '/api/orders')).toHaveLength(2));
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    becomeVisible();
    expect(callsTo('GET', '/api/orders')).toHaveLength(2);
  });

  it('opens tracking for the tapped order', async () => {
    mockApi({
      'GET /api/orders': { body: ORDERS },
      'GET /api/orders/2': { body: ORDERS[1] },
      'GET /api/orders/2/timeline': { body: [] },
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await screen.findByText('Active Orders', { selector: 'dt' });
    fireEvent.click(screen.getByRole('button', { name: 'Track order #2 from Taco Town' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Advanced Order Tracking - #2')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByText(/^Preparing Your Food/)).toBeTruthy());
  });
});

describe('a ready order on the orders page', () => {
  const readyOrder = (fields: Parameters<typeof makeOrder>[0] = {}) =>
    makeOrder({
      id: 3,
      status: 'ready',
      paymentStatus: 'paid',
      pickupTime: minutesFromNow(-25),
      readyAt: minutesFromNow(-22),
      ...fields,
    });

  it('tells the server once that the customer has seen it, so it is not pushed again', async () => {
    const api = mockApi({
      'GET /api/orders': { body: [readyOrder(), ...ORDERS.filter((order) => order.id !== 3)] },
      'POST /api/orders/3/ready-seen': { status: 204, body: null },
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await waitFor(() =>
      expect(api.calls.filter((call) => call.url === '/api/orders/3/ready-seen')).toHaveLength(1),
    );
    // other statuses are not reported, and a return to the page does not report it again
    expect(api.calls.filter((call) => call.url.endsWith('/ready-seen'))).toHaveLength(1);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(api.calls.filter((call) => call.url.endsWith('/ready-seen'))).toHaveLength(1);
  });

  it('asks the customer to collect an order flagged uncollected', async () => {
    mockApi({
      'GET /api/orders': { body: [readyOrder({ uncollectedAt: minutesFromNow(-2) })] },
      'POST /api/orders/3/ready-seen': { status: 204, body: null },
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await screen.findByText('Not collected yet.');
    expect(card(3).textContent).toContain(
      `Ready since ${formatClockTime(minutesFromNow(-22))} at Seoul Food Truck (Gate B, next to the merch tent): pick it up soon, or let the vendor know.`,
    );
  });
});
