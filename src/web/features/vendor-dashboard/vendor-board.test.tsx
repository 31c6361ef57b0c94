import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '../../../contract/order-status';
import { WRONG_PICKUP_CODE_MESSAGE } from '../../../contract/vendor';
import { makeOrder, mockApi } from '../checkout/test-support';
import { VendorOrderBoard } from './vendor-board';
import { renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

function renderBoard(status: OrderStatus, patch: Parameters<typeof mockApi>[0][string]) {
  const order = makeOrder({
    id: 41,
    status,
    paymentStatus: 'paid',
    specialInstructions: 'No onions',
  });
  const api = mockApi({ 'PATCH /api/vendor/orders/41': patch });
  const onSelect = vi.fn();
  renderWithProviders(<VendorOrderBoard orders={[order]} onSelect={onSelect} />);
  return { ...api, onSelect };
}

afterEach(() => {
  mocks.toast.mockReset();
});

describe('vendor order board', () => {
  it('counts urgent and late orders by the prep time and the promised time', () => {
    const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
    const orders = [
      makeOrder({ id: 1, status: 'pending', paymentStatus: 'paid', pickupTime: inMinutes(12) }),
      makeOrder({ id: 2, status: 'confirmed', paymentStatus: 'paid', pickupTime: inMinutes(6) }),
      makeOrder({ id: 3, status: 'preparing', paymentStatus: 'paid', pickupTime: inMinutes(-2) }),
      makeOrder({ id: 4, status: 'ready', paymentStatus: 'paid', pickupTime: inMinutes(-9) }),
    ];
    mockApi({});
    renderWithProviders(<VendorOrderBoard orders={orders} onSelect={vi.fn()} prepMinutes={12} />);
    const tile = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(tile('Urgent Orders')).toBe('1');
    expect(tile('Late Orders')).toBe('1');
  });

  it('shows one column per active status with counts, and the special instructions', () => {
    renderBoard('pending', { body: {} });
    for (const label of ['Pending', 'Confirmed', 'Preparing', 'Delayed', 'Ready']) {
      expect(screen.getByRole('region', { name: `${label} orders` })).toBeTruthy();
    }
    const pending = screen.getByRole('region', { name: 'Pending orders' });
    // The count is read with what it counts
    expect(within(pending).getByRole('heading', { name: 'Pending, 1 order' })).toBeTruthy();
    expect(within(pending).getByText('No onions')).toBeTruthy();
    expect(within(pending).getByText(/#41/)).toBeTruthy();
  });

  it.each([
    ['pending', 'Confirm', 'confirmed'],
    ['confirmed', 'Start Preparing', 'preparing'],
    ['preparing', 'Mark Ready', 'ready'],
    ['delayed', 'Resume', 'preparing'],
    ['delayed', 'Mark Ready', 'ready'],
  ] as const)('%s: %s sends PATCH status %s once', async (status, label, to) => {
    let release: () => void = () => undefined;
    const { callsTo } = renderBoard(
      status,
      () =>
        new Promise((resolve) => {
          release = () => resolve({ body: makeOrder({ status: to, paymentStatus: 'paid' }) });
        }),
    );
    const button = screen.getByRole('button', { name: `${label} order #41` });
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(callsTo('PATCH', '/api/vendor/orders/41')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/vendor/orders/41')[0]?.body).toEqual({ status: to });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true));
    release();
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Status Updated' }),
      ),
    );
    expect(callsTo('PATCH', '/api/vendor/orders/41')).toHaveLength(1);
  });

  it("shows the server's message in 'Update Failed' on a 409", async () => {
    renderBoard('pending', {
      status: 409,
      body: {
        code: 'INVALID_TRANSITION',
        message: 'Cannot change an order from cancelled to confirmed',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm order #41' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Update Failed',
          description: 'Cannot change an order from cancelled to confirmed',
        }),
      ),
    );
  });

  it('hands over with the pickup code; a wrong code shows the message', async () => {
    const { callsTo } = renderBoard('ready', {
      status: 409,
      body: { code: 'WRONG_PICKUP_CODE', message: WRONG_PICKUP_CODE_MESSAGE },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hand Over order #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand Over #41' });
    const input = within(dialog).getByLabelText('Pickup code');
    fireEvent.change(input, { target: { value: 'k7q2' } });
    expect((input as HTMLInputElement).value).toBe('K7Q2');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete Order' }));
    expect(await within(dialog).findByText(WRONG_PICKUP_CODE_MESSAGE)).toBeTruthy();
    expect(callsTo('PATCH', '/api/vendor/orders/41')[0]?.body).toEqual({
      status: 'completed',
      pickupCode: 'K7Q2',
    });
  });

  it("'Complete without code' asks to confirm, then sends overridePickupCode", async () => {
    const { callsTo } = renderBoard('ready', {
      body: makeOrder({ status: 'completed', paymentStatus: 'paid' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Hand Over order #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand Over #41' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Complete without code' }));
    expect(callsTo('PATCH', '/api/vendor/orders/41')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, complete without code' }));
    await waitFor(() =>
      expect(callsTo('PATCH', '/api/vendor/orders/41')[0]?.body).toEqual({
        status: 'completed',
        overridePickupCode: true,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens tracking from the card body', () => {
    const { onSelect } = renderBoard('pending', { body: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Open order #41' }));
    expect(onSelect).toHaveBeenCalledWith(41);
  });
});
