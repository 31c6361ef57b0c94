import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, mockApi, type MockRoute } from '../checkout/test-support';
import { renderWithProviders } from '../../../test/web-harness';
import { OrderTrackingModal } from './order-tracking-modal';
import { CustomerOrderCard } from './order-card';

// The customer's held order and 'I'm leaving now'.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const FIRE_AT = new Date(2026, 10, 22, 22, 45).toISOString();
const held = makeOrder({
  paymentStatus: 'paid',
  status: 'pending',
  isHeld: true,
  fireAt: FIRE_AT,
  firedAt: null,
  pickupTime: new Date(2026, 10, 22, 23, 0).toISOString(),
});
const fired = {
  ...held,
  isHeld: false,
  fireAt: new Date().toISOString(),
  firedAt: new Date().toISOString(),
};

function renderModal(fire: MockRoute) {
  const api = mockApi({
    'GET /api/orders/41': { body: held },
    'GET /api/orders/41/timeline': { body: [] },
    'POST /api/orders/41/fire': fire,
  });
  renderWithProviders(<OrderTrackingModal orderId={41} role="user" onClose={vi.fn()} />);
  return api;
}

afterEach(() => mocks.toast.mockReset());

describe('held order', () => {
  it('says on the card that it is held and when the kitchen starts it', () => {
    mockApi({});
    renderWithProviders(<CustomerOrderCard order={held} now={new Date()} onSelect={vi.fn()} />);
    expect(screen.getAllByText('Held until the show ends').length).toBeGreaterThan(0);
    expect(
      screen.getByText('Kitchen starts it at 10:45 PM, ready when the show ends'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: "I'm leaving now" })).toBeTruthy();
  });

  it('fires the order after a confirmation, and the view shows it is no longer held', async () => {
    const { callsTo } = renderModal({ body: fired });
    const notice = await screen.findByRole('region', {
      name: 'Order #41 held until the show ends',
    });
    fireEvent.click(within(notice).getByRole('button', { name: "I'm leaving now" }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Start your order now?' });
    expect(callsTo('POST', '/api/orders/41/fire')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Start it now' }));
    await waitFor(() => expect(callsTo('POST', '/api/orders/41/fire')).toHaveLength(1));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Order #41 held until the show ends' }),
      ).toBeNull(),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(mocks.toast).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Sent to the kitchen' }),
    );
  });

  it('asks first: cancelling the confirmation sends nothing', async () => {
    const { callsTo } = renderModal({ body: fired });
    fireEvent.click(await screen.findByRole('button', { name: "I'm leaving now" }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('POST', '/api/orders/41/fire')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'Order #41 held until the show ends' })).toBeTruthy();
  });

  it("shows the server's message when firing fails, and keeps the button", async () => {
    renderModal({
      status: 409,
      body: { code: 'INVALID_TRANSITION', message: 'This order was cancelled.' },
    });
    fireEvent.click(await screen.findByRole('button', { name: "I'm leaving now" }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Start it now' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This order was cancelled.');
    expect(screen.getByRole('button', { name: "I'm leaving now" })).toBeTruthy();
  });
});
