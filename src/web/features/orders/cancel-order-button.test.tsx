import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, mockApi } from '../checkout/test-support';
import { OrdersPage } from './orders-page';
import { OrderTrackingModal } from './order-tracking-modal';
import { renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const PAID = makeOrder({
  id: 5,
  status: 'pending',
  paymentStatus: 'paid',
  paidAt: '2026-11-22T23:01:00.000Z',
});
const CANCELLED = {
  ...PAID,
  status: 'cancelled' as const,
  paymentStatus: 'refunded' as const,
  cancelReason: 'Cancelled by the customer',
  refundedCents: PAID.totalCents,
  refundedAmount: PAID.totalAmount,
  refunds: [
    {
      id: 1,
      amountCents: PAID.totalCents,
      amount: PAID.totalAmount,
      reason: 'Cancelled by the customer',
      lines: [],
      actorRole: 'user' as const,
      createdAt: '2026-11-22T23:03:00.000Z',
    },
  ],
};

afterEach(() => {
  mocks.toast.mockReset();
});

describe('cancelling a paid order', () => {
  it('asks first, names the refund, and then shows the order cancelled and refunded', async () => {
    const { callsTo } = mockApi({
      'GET /api/orders': { body: [PAID] },
      'POST /api/orders/5/cancel': { body: CANCELLED },
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    expect(dialog.textContent).toContain('You will be refunded $38.69.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(callsTo('POST', '/api/orders/5/cancel')).toHaveLength(1));
    const past = await screen.findByRole('region', { name: 'Past orders' });
    expect(within(past).getByText('Cancelled')).toBeTruthy();
    expect(within(past).getByText('Refunded $38.69')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(mocks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Order #5 cancelled' }),
    );
  });

  it("shows the server's refusal once the kitchen has started", async () => {
    mockApi({
      'GET /api/orders': { body: [PAID] },
      'POST /api/orders/5/cancel': {
        status: 409,
        body: {
          code: 'INVALID_TRANSITION',
          message: 'The kitchen has started this order, so it can no longer be cancelled.',
        },
      },
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this order?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The kitchen has started this order, so it can no longer be cancelled.',
    );
  });

  it('offers no cancel once the kitchen is preparing it', async () => {
    mockApi({ 'GET /api/orders': { body: [{ ...PAID, status: 'preparing' }] } });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await screen.findByText(PAID.vendorName);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

describe('the tracking view of a partly refunded order', () => {
  it('shows each refund with its reason and the payment as partly refunded', async () => {
    const order = makeOrder({
      status: 'preparing',
      paymentStatus: 'partially_refunded',
      paidAt: '2026-11-22T23:01:00.000Z',
      refundedCents: 899,
      refundedAmount: '8.99',
      refunds: [
        {
          id: 3,
          amountCents: 899,
          amount: '8.99',
          reason: 'Fries were cold',
          lines: [{ orderItemId: 2, quantity: 1 }],
          actorRole: 'vendor',
          createdAt: '2026-11-22T23:10:00.000Z',
        },
      ],
    });
    mockApi({ 'GET /api/orders/41': { body: order }, 'GET /api/orders/41/timeline': { body: [] } });
    renderWithProviders(<OrderTrackingModal orderId={41} role="user" onClose={vi.fn()} />);
    const refunds = await screen.findByRole('list', { name: 'Refunds' });
    expect(refunds.textContent).toBe('$8.99: Fries were cold');
    expect(screen.getAllByText(/Partly refunded/).length).toBeGreaterThan(0);
  });
});
