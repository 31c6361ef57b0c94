import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import { makeOrder, mockApi, renderWithProviders } from '../checkout/test-support';
import { VendorOrderCard } from './vendor-order-card';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const NOW = new Date(2026, 10, 22, 23, 0, 0);
const minutesFromNow = (minutes: number) =>
  new Date(NOW.getTime() + minutes * 60_000).toISOString();

function renderCard(order: Partial<OrderView>) {
  mockApi({});
  renderWithProviders(
    <VendorOrderCard
      order={makeOrder({ id: 41, paymentStatus: 'paid', ...order })}
      now={NOW}
      onSelect={vi.fn()}
    />,
  );
  return screen.getByRole('article', { name: 'Order #41' });
}

afterEach(() => {
  mocks.toast.mockReset();
});

describe('vendor order card flags (accounts spec 2.7)', () => {
  it('marks an order due within 15 minutes as urgent, not late', () => {
    const card = renderCard({ status: 'preparing', pickupTime: minutesFromNow(10) });
    expect(within(card).getByText('Urgent')).toBeTruthy();
    expect(within(card).queryByText('Late')).toBeNull();
    expect(within(card).getByText('10 minutes')).toBeTruthy();
  });

  it('counts the 15th minute as urgent', () => {
    const card = renderCard({ status: 'confirmed', pickupTime: minutesFromNow(15) });
    expect(within(card).getByText('Urgent')).toBeTruthy();
  });

  it('marks an order whose pickup time has passed as late, not urgent', () => {
    const card = renderCard({ status: 'ready', pickupTime: minutesFromNow(-5) });
    expect(within(card).getByText('Late')).toBeTruthy();
    expect(within(card).queryByText('Urgent')).toBeNull();
    expect(within(card).getByText('5 minutes late')).toBeTruthy();
  });

  it('shows neither flag for an order due later', () => {
    const card = renderCard({ status: 'pending', pickupTime: minutesFromNow(40) });
    expect(within(card).queryByText('Urgent')).toBeNull();
    expect(within(card).queryByText('Late')).toBeNull();
    expect(within(card).getByText('40 minutes')).toBeTruthy();
  });
});
