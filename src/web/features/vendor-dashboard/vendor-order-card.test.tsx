import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import { REMIND_TOO_SOON_MESSAGE } from '../../../contract/ready-shelf';
import { mockApi } from '../checkout/test-support';
import { VendorOrderCard } from './vendor-order-card';
import { renderWithProviders } from '../../../test/web-harness';
import { makeVendorOrder } from './menu.test-support';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const NOW = new Date(2026, 10, 22, 23, 0, 0);
const minutesFromNow = (minutes: number) =>
  new Date(NOW.getTime() + minutes * 60_000).toISOString();

function renderCard(order: Partial<OrderView>) {
  mockApi({});
  renderWithProviders(
    <VendorOrderCard
      order={makeVendorOrder({ id: 41, paymentStatus: 'paid', ...order })}
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

describe('a ready order on the hot shelf', () => {
  const ready = (fields: Partial<OrderView> = {}): OrderView =>
    makeVendorOrder({
      id: 41,
      paymentStatus: 'paid',
      status: 'ready',
      readyAt: minutesFromNow(-7),
      pickupTime: minutesFromNow(-5),
      ...fields,
    });

  it('shows how long it has waited and flags it once uncollected', () => {
    const card = renderCard(ready({ uncollectedAt: minutesFromNow(-1) }));
    expect(within(card).getByText('Waiting 7 min')).toBeTruthy();
    expect(within(card).getByText('Uncollected')).toBeTruthy();
  });

  it('reminds the customer with one tap, and the button rests while the reminder is fresh', async () => {
    const api = mockApi({
      'POST /api/vendor/orders/41/remind': { body: ready({ remindedAt: NOW.toISOString() }) },
    });
    renderWithProviders(
      <VendorOrderCard order={ready()} now={NOW} prepMinutes={12} onSelect={vi.fn()} />,
    );
    expect(screen.queryByText('Uncollected')).toBeNull();
    const remind = screen.getByRole('button', { name: 'Remind the customer of order #41' });
    await userEvent.click(remind);
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Order #41: customer reminded' }),
      ),
    );
    expect(api.calls.filter((call) => call.url.endsWith('/remind'))).toHaveLength(1);
  });

  it('says "Reminded" and is disabled within a minute of the last reminder', () => {
    const card = renderCard(ready({ remindedAt: new Date(NOW.getTime() - 30_000).toISOString() }));
    const remind = within(card).getByRole('button', { name: 'Remind the customer of order #41' });
    expect(remind.textContent).toContain('Reminded');
    expect((remind as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's reason when the reminder is refused", async () => {
    mockApi({
      'POST /api/vendor/orders/41/remind': {
        status: 409,
        body: { code: 'CONFLICT', message: REMIND_TOO_SOON_MESSAGE },
      },
    });
    renderWithProviders(
      <VendorOrderCard order={ready()} now={NOW} prepMinutes={12} onSelect={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remind the customer of order #41' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Reminder not sent',
          description: REMIND_TOO_SOON_MESSAGE,
        }),
      ),
    );
  });
});
