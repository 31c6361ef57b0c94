import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import { makeOrder, mockApi } from '../checkout/test-support';
import { VendorOrderCard } from './vendor-order-card';
import { renderWithProviders } from '../../../test/web-harness';

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
      prepMinutes={12}
      onSelect={vi.fn()}
    />,
  );
  return screen.getByRole('article', { name: 'Order #41' });
}

afterEach(() => {
  mocks.toast.mockReset();
});

// contract/urgency.ts: urgent when not started with less than the prep time (12 min) left; late
// when not ready past the pickup time.
describe('vendor order card flags (accounts spec 2.7, docs/decisions.md)', () => {
  it('does not flag an ASAP order on arrival, with exactly its prep time left', () => {
    const card = renderCard({ status: 'pending', isAsap: true, pickupTime: minutesFromNow(12) });
    expect(within(card).queryByText('Urgent')).toBeNull();
    expect(within(card).queryByText('Late')).toBeNull();
    expect(within(card).getByText('12 minutes')).toBeTruthy();
  });

  it('marks an order not started with less than its prep time left as urgent, not late', () => {
    const card = renderCard({ status: 'confirmed', pickupTime: minutesFromNow(10) });
    expect(within(card).getByText('Urgent')).toBeTruthy();
    expect(within(card).queryByText('Late')).toBeNull();
    expect(within(card).getByText('10 minutes')).toBeTruthy();
  });

  it('does not flag an order already being prepared before its time', () => {
    const card = renderCard({ status: 'preparing', pickupTime: minutesFromNow(3) });
    expect(within(card).queryByText('Urgent')).toBeNull();
    expect(within(card).queryByText('Late')).toBeNull();
  });

  it('marks an order not ready past its pickup time as late, not urgent', () => {
    const card = renderCard({ status: 'preparing', pickupTime: minutesFromNow(-5) });
    expect(within(card).getByText('Late')).toBeTruthy();
    expect(within(card).queryByText('Urgent')).toBeNull();
    expect(within(card).getByText('5 minutes late')).toBeTruthy();
  });

  it('does not call a ready order late: the food is waiting for the customer', () => {
    const card = renderCard({ status: 'ready', pickupTime: minutesFromNow(-5) });
    expect(within(card).queryByText('Late')).toBeNull();
    expect(within(card).queryByText('Urgent')).toBeNull();
  });

  it('shows neither flag for an order due later', () => {
    const card = renderCard({ status: 'pending', pickupTime: minutesFromNow(40) });
    expect(within(card).queryByText('Urgent')).toBeNull();
    expect(within(card).queryByText('Late')).toBeNull();
    expect(within(card).getByText('40 minutes')).toBeTruthy();
  });
});

describe("the customer's note on the vendor's card", () => {
  it('shows the note the customer saved, wrapped however long it is', () => {
    const note = `Blue jacket by the stage door ${'x'.repeat(300)}`;
    const card = renderCard({ status: 'confirmed', pickupTime: minutesFromNow(40), notes: note });
    const shown = within(card).getByText(note);
    expect(shown.closest('p')?.textContent).toBe(`Customer note: ${note}`);
    // it may shrink inside the flex row and keeps the page-wide `overflow-wrap: anywhere`:
    // `break-words` would let a note without spaces widen the card (e2e/long-text.spec.ts)
    const paragraph = shown.closest('p');
    expect(paragraph?.className.split(' ')).toContain('min-w-0');
    expect(paragraph?.className).not.toMatch(/break-(words|normal)|whitespace-nowrap/);
  });

  it('shows nothing without a note', () => {
    const card = renderCard({ status: 'confirmed', pickupTime: minutesFromNow(40), notes: null });
    expect(within(card).queryByText(/Customer note/)).toBeNull();
  });
});
