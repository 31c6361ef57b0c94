import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, mockApi } from '../checkout/test-support';
import { OrdersPage } from './orders-page';
import { renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const UNPAID = makeOrder({ id: 5, status: 'pending', paymentStatus: 'unpaid' });
const DISCARDED = {
  ...UNPAID,
  status: 'cancelled' as const,
  cancelReason: 'Discarded by the customer before payment',
};

afterEach(() => {
  mocks.toast.mockReset();
});

const sectionOf = (title: string) => screen.getByRole('region', { name: title });

async function openDiscard() {
  const awaiting = await screen.findByRole('region', { name: 'Awaiting payment' });
  fireEvent.click(within(awaiting).getByRole('button', { name: 'Discard' }));
  return screen.findByRole('alertdialog', { name: 'Discard order #5?' });
}

describe('an unpaid order on the orders page', () => {
  it('is discarded after asking: it moves to past orders as cancelled', async () => {
    const { callsTo } = mockApi({
      'GET /api/orders': { body: [UNPAID] },
      'POST /api/orders/5/cancel': { body: DISCARDED },
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    const dialog = await openDiscard();
    expect(dialog.textContent).toContain('nothing was charged');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('POST', '/api/orders/5/cancel')).toHaveLength(0);

    const confirm = await openDiscard();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Discard order' }));
    await waitFor(() => expect(callsTo('POST', '/api/orders/5/cancel')).toHaveLength(1));
    const past = await screen.findByRole('region', { name: 'Past orders' });
    expect(within(past).getByText('Cancelled')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Awaiting payment' })).toBeNull();
    expect(mocks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Order #5 discarded' }),
    );
  });

  it("says why when the server refuses (it was paid meanwhile) and keeps the order's actions", async () => {
    mockApi({
      'GET /api/orders': { body: [UNPAID] },
      'POST /api/orders/5/cancel': {
        status: 409,
        body: {
          code: 'INVALID_TRANSITION',
          message: 'This order has been paid, so it can no longer be discarded.',
        },
      },
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    const dialog = await openDiscard();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Discard order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const alert = await within(sectionOf('Awaiting payment')).findByRole('alert');
    expect(alert.textContent).toBe('This order has been paid, so it can no longer be discarded.');
    expect(
      within(sectionOf('Awaiting payment')).getByRole('button', { name: 'Discard' }),
    ).toBeTruthy();
    expect(mocks.toast).not.toHaveBeenCalled();
  });
});
