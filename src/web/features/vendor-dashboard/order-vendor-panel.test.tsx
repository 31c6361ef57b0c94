import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import { DELAY_MINUTES_MESSAGE } from '../../../contract/vendor';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { VendorOrderTrackingModal } from './order-vendor-panel';
import { renderWithProviders } from '../../../test/web-harness';
import { makeVendorOrder } from './menu.test-support';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

function renderVendorModal(order: Partial<OrderView>, routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /api/orders/41': { body: makeVendorOrder({ paymentStatus: 'paid', ...order }) },
    'GET /api/orders/41/timeline': { body: [] },
    ...routes,
  });
  renderWithProviders(<VendorOrderTrackingModal orderId={41} prepMinutes={12} onClose={vi.fn()} />);
  return api;
}

const toastTitled = (title: string) =>
  waitFor(() => expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title })));

afterEach(() => {
  mocks.toast.mockReset();
});

describe('tracking modal, vendor role', () => {
  it('flags an order not started with less than the prep time left as urgent, with its priority', async () => {
    renderVendorModal({
      status: 'confirmed',
      pickupTime: new Date(Date.now() + 5 * 60_000).toISOString(),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Urgent')).toBeTruthy();
    expect(within(status).getByText('Priority: Normal')).toBeTruthy();
    expect(within(status).getByText('5 minutes')).toBeTruthy();
  });

  it('does not flag an ASAP order that has its full prep time left', async () => {
    renderVendorModal({
      status: 'pending',
      isAsap: true,
      pickupTime: new Date(Date.now() + 12 * 60_000).toISOString(),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).queryByText('Urgent')).toBeNull();
  });

  it('offers only the allowed transitions and never the customer notes box', async () => {
    renderVendorModal({ status: 'preparing' });
    const actions = await screen.findByRole('region', { name: 'Vendor actions' });
    const labels = within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['Mark Ready', 'Mark Delayed', 'Cancel Order']);
    expect(screen.queryByLabelText('Your notes for the vendor')).toBeNull();
  });

  it('offers a ready order its hand-over first; the way back to the kitchen is a quiet button', async () => {
    renderVendorModal({ status: 'ready' });
    const actions = await screen.findByRole('region', { name: 'Vendor actions' });
    const labels = within(actions)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual(['Hand Over', 'Back to Preparing', 'Cancel Order']);
    const back = within(actions).getByRole('button', { name: 'Back to Preparing' });
    const handOver = within(actions).getByRole('button', { name: 'Hand Over' });
    expect(back.className).not.toBe(handOver.className);
    expect(back.className).toContain('border');
  });

  it.each(['completed', 'cancelled'] as const)(
    'a %s order opens read-only: no actions and no priority to change',
    async (status) => {
      renderVendorModal({ status, cancelReason: status === 'cancelled' ? 'Out of buns' : null });
      expect(await screen.findByRole('heading', { name: 'Order timeline' })).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Vendor actions' })).toBeNull();
      expect(screen.queryByLabelText('Priority')).toBeNull();
    },
  );

  it('changes the priority (urgent sets isUrgent)', async () => {
    const { callsTo } = renderVendorModal(
      { status: 'pending' },
      { 'PATCH /api/orders/41/priority': { body: makeVendorOrder({ priority: 'urgent' }) } },
    );
    fireEvent.change(await screen.findByLabelText('Priority'), { target: { value: 'urgent' } });
    await toastTitled('Priority Updated');
    expect(callsTo('PATCH', '/api/orders/41/priority')[0]?.body).toEqual({
      priority: 'urgent',
      isUrgent: true,
    });
  });

  it('cancels only after a reason and a confirm', async () => {
    const { callsTo } = renderVendorModal(
      { status: 'confirmed' },
      { 'PATCH /api/vendor/orders/41': { body: makeVendorOrder({ status: 'cancelled' }) } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    expect(callsTo('PATCH', '/api/vendor/orders/41')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Reason for cancelling'), {
      target: { value: 'Out of buns' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm Cancel' }));
    await toastTitled('Status Updated');
    expect(callsTo('PATCH', '/api/vendor/orders/41')[0]?.body).toEqual({
      status: 'cancelled',
      reason: 'Out of buns',
    });
  });

  it('marks delayed by a chosen time and reason, sent once however fast the taps', async () => {
    const { callsTo } = renderVendorModal(
      { status: 'preparing' },
      { 'PATCH /api/vendor/orders/41': { body: makeVendorOrder({ status: 'delayed' }) } },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Delayed' }));
    const dialog = screen.getByRole('dialog', { name: 'How much longer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: '15 min' }));
    fireEvent.change(within(dialog).getByLabelText('Reason (optional)'), {
      target: { value: 'Fryer is heating back up' },
    });
    const send = within(dialog).getByRole('button', { name: 'Mark Delayed' });
    fireEvent.click(send);
    fireEvent.click(send);
    await toastTitled('Status Updated');
    expect(callsTo('PATCH', '/api/vendor/orders/41').map((call) => call.body)).toEqual([
      { status: 'delayed', delayMinutes: 15, reason: 'Fryer is heating back up' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'How much longer?' })).toBeNull(),
    );
  });

  it('asks for the extra time before sending, and Cancel sends nothing', async () => {
    const { callsTo } = renderVendorModal({ status: 'preparing' });
    const opener = await screen.findByRole('button', { name: 'Mark Delayed' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'How much longer?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark Delayed' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(DELAY_MINUTES_MESSAGE);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'How much longer?' })).toBeNull(),
    );
    expect(callsTo('PATCH', '/api/vendor/orders/41')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('saves vendor notes', async () => {
    const { callsTo } = renderVendorModal(
      { status: 'pending' },
      { 'PATCH /api/orders/41/notes': { body: makeVendorOrder({ vendorNotes: 'Regular' }) } },
    );
    fireEvent.change(await screen.findByLabelText('Vendor notes'), {
      target: { value: 'Regular' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await toastTitled('Notes Updated');
    expect(callsTo('PATCH', '/api/orders/41/notes')[0]?.body).toEqual({ vendorNotes: 'Regular' });
  });

  it("shows the customer's note", async () => {
    renderVendorModal({ status: 'preparing', notes: 'Blue jacket, by the stage door' });
    const dialog = await screen.findByRole('dialog');
    expect(
      (await within(dialog).findByText('Blue jacket, by the stage door')).closest('p')?.textContent,
    ).toBe('Customer note: Blue jacket, by the stage door');
  });
});
