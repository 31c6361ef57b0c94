import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView, RefundView } from '../../../contract/orders';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { VendorOrderTrackingModal } from './order-vendor-panel';
import { renderWithProviders } from '../../../test/web-harness';
import { makeVendorOrder } from './menu.test-support';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const REFUND: RefundView = {
  id: 9,
  amountCents: 1942,
  amount: '19.42',
  reason: 'Fries were cold',
  lines: [{ orderItemId: 2, quantity: 2 }],
  actorRole: 'vendor',
  createdAt: '2026-11-22T23:10:00.000Z',
};

function renderVendorModal(order: Partial<OrderView>, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /api/orders/41': {
      body: makeVendorOrder({ paymentStatus: 'paid', status: 'preparing', ...order }),
    },
    'GET /api/orders/41/timeline': { body: [] },
    ...routes,
  });
  renderWithProviders(<VendorOrderTrackingModal orderId={41} prepMinutes={12} onClose={vi.fn()} />);
  return api;
}

async function openRefund() {
  fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
  return screen.findByRole('dialog', { name: 'Refund order #41' });
}

afterEach(() => {
  mocks.toast.mockReset();
});

describe('refunding part of a paid order', () => {
  it('sums the picked lines into the amount and sends them with the reason once', async () => {
    let answer: () => void = () => undefined;
    const { callsTo } = renderVendorModal(
      {},
      {
        'POST /api/vendor/orders/41/refunds': () =>
          new Promise((resolve) => {
            answer = () => resolve({ status: 201, body: REFUND });
          }),
      },
    );
    const dialog = await openRefund();
    expect(dialog.textContent).toContain('$38.69 of $38.69 is left to refund');
    fireEvent.change(within(dialog).getByLabelText(/Kimchi Fries/), { target: { value: '2' } });
    // two at $8.99 are $17.98 of the $33.97 of food; with their share of the $2.72 tax, $19.42
    expect(within(dialog).getByLabelText<HTMLInputElement>('Amount ($)').value).toBe('19.42');
    expect(dialog.textContent).toContain('What the customer paid for these: tax included.');
    fireEvent.change(within(dialog).getByLabelText(/Reason/), {
      target: { value: 'Fries were cold' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(callsTo('POST', '/api/vendor/orders/41/refunds')).toHaveLength(1));
    // pending: a second tap does nothing
    const pending = within(dialog).getByRole('button', { name: 'Saving...' });
    expect(pending).toHaveProperty('disabled', true);
    fireEvent.click(pending);
    answer();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Refund order/ })).toBeNull());
    const [call] = callsTo('POST', '/api/vendor/orders/41/refunds');
    expect(call?.body).toEqual({
      amount: '19.42',
      reason: 'Fries were cold',
      lines: [{ orderItemId: 2, quantity: 2 }],
    });
    expect(call?.headers['idempotency-key']).toBeTruthy();
    expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Refunded $19.42' }));
  });

  it('asks for a reason and an amount within what is left before sending', async () => {
    const { callsTo } = renderVendorModal({ refundedCents: 3000, refundedAmount: '30.00' });
    const dialog = await openRefund();
    fireEvent.change(within(dialog).getByLabelText('Amount ($)'), { target: { value: '9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('Reason is required')).toBeTruthy();
    // the person is taken to the field to mend, which says what is wrong
    const reasonField = within(dialog).getByLabelText(/Reason/);
    expect(document.activeElement).toBe(reasonField);
    expect(reasonField.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(reasonField, { target: { value: 'Late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('At most $8.69 is left to refund')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Amount ($)'));
    expect(callsTo('POST', '/api/vendor/orders/41/refunds')).toHaveLength(0);
  });

  it("shows the server's refusal in the dialog", async () => {
    renderVendorModal(
      {},
      {
        'POST /api/vendor/orders/41/refunds': {
          status: 409,
          body: {
            code: 'REFUND_TOO_LARGE',
            message: 'Only $1.00 is left to refund on this order.',
          },
        },
      },
    );
    const dialog = await openRefund();
    fireEvent.change(within(dialog).getByLabelText('Amount ($)'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Late' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only $1.00 is left to refund on this order.',
    );
  });

  it('offers no refund on an unpaid or fully refunded order', async () => {
    renderVendorModal({ paymentStatus: 'refunded', refundedCents: 3869 });
    await screen.findByRole('region', { name: 'Status' });
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });
});
