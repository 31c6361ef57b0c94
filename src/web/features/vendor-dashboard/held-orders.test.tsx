import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import { makeOrder, mockApi } from '../checkout/test-support';
import { renderWithProviders } from '../../../test/web-harness';
import { fireCountdownText } from './held-orders';
import { VendorOrderBoard } from './vendor-board';

// The vendor board's Held column, its countdown and the encore buttons.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const NOW = new Date(2026, 10, 22, 22, 30, 0);
const inMinutes = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

const heldOrder = (id: number, fireInMinutes: number): OrderView =>
  makeOrder({
    id,
    status: 'pending',
    paymentStatus: 'paid',
    isHeld: true,
    fireAt: inMinutes(fireInMinutes),
    firedAt: null,
    pickupTime: inMinutes(fireInMinutes + 15),
    customerFirstName: `Guest${id}`,
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  mocks.toast.mockReset();
});

describe('fireCountdownText', () => {
  it('counts minutes and seconds, hours past an hour, and says when it is due', () => {
    expect(fireCountdownText(inMinutes(12.5), NOW)).toBe('Fires in 12:30');
    expect(fireCountdownText(inMinutes(65), NOW)).toBe('Fires in 1h 05m');
    expect(fireCountdownText(inMinutes(0), NOW)).toBe('Firing now');
    expect(fireCountdownText(null, NOW)).toBe('Fire time not set');
  });
});

describe('Held column', () => {
  it('shows held orders in their own column with the fire time and a live countdown, never urgent', () => {
    mockApi({});
    const orders = [heldOrder(7, 10), heldOrder(8, 2), makeOrder({ id: 9, paymentStatus: 'paid' })];
    renderWithProviders(<VendorOrderBoard orders={orders} onSelect={vi.fn()} prepMinutes={15} />);
    const column = screen.getByRole('region', { name: 'Held orders' });
    expect(within(column).getByRole('heading', { name: 'Held, 2 orders' })).toBeTruthy();
    const cards = within(column).getAllByRole('article');
    // soonest to fire first
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Order #8', 'Order #7']);
    expect(within(cards[1]!).getByText('10:40 PM')).toBeTruthy();
    expect(within(cards[1]!).getByText('Fires in 10:00')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(within(cards[1]!).getByText('Fires in 9:55')).toBeTruthy();
    const pending = screen.getByRole('region', { name: 'Pending orders' });
    expect(within(pending).queryByRole('article', { name: 'Order #7' })).toBeNull();
    expect(within(pending).getByRole('article', { name: 'Order #9' })).toBeTruthy();
    expect(screen.queryByText('Urgent')).toBeNull();
  });

  it('moves a fired order to the kitchen columns', () => {
    mockApi({});
    const order = heldOrder(7, 10);
    let fire = () => undefined as void;
    function Board() {
      const [orders, setOrders] = useState([order]);
      fire = () => setOrders([{ ...order, isHeld: false, firedAt: NOW.toISOString() }]);
      return <VendorOrderBoard orders={orders} onSelect={vi.fn()} />;
    }
    renderWithProviders(<Board />);
    expect(screen.getByRole('region', { name: 'Held orders' })).toBeTruthy();
    act(() => fire());
    expect(screen.queryByRole('region', { name: 'Held orders' })).toBeNull();
    const pending = screen.getByRole('region', { name: 'Pending orders' });
    expect(within(pending).getByRole('article', { name: 'Order #7' })).toBeTruthy();
  });

  it('reports an encore after a confirmation: POST shift with the minutes', async () => {
    const { callsTo } = mockApi({
      'POST /api/vendor/held-orders/shift': { body: { moved: 2 } },
    });
    renderWithProviders(
      <VendorOrderBoard orders={[heldOrder(7, 10), heldOrder(8, 2)]} onSelect={vi.fn()} />,
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Encore: fire held orders 10 minutes later' }),
    );
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Fire 2 held orders 10 minutes later?',
    });
    expect(callsTo('POST', '/api/vendor/held-orders/shift')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Move 10 minutes' }));
    await waitFor(() => expect(callsTo('POST', '/api/vendor/held-orders/shift')).toHaveLength(1));
    expect(callsTo('POST', '/api/vendor/held-orders/shift')[0]?.body).toEqual({ minutes: 10 });
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Held orders moved' }),
      ),
    );
  });

  it('has no Held column without held orders', () => {
    mockApi({});
    renderWithProviders(
      <VendorOrderBoard orders={[makeOrder({ paymentStatus: 'paid' })]} onSelect={vi.fn()} />,
    );
    expect(screen.queryByRole('region', { name: 'Held orders' })).toBeNull();
  });
});
