import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../contract/auth';
import type { OrderView, TimelineEntry } from '../../../contract/orders';
import { makeOrder, mockApi, type MockRoute } from '../checkout/test-support';
import { OrderTrackingModal } from './order-tracking-modal';
import { orderKeys } from './api';
import { renderWithProviders } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const TIMELINE: TimelineEntry[] = [
  {
    id: 1,
    status: 'pending',
    label: 'Order Placed',
    actorRole: 'user',
    note: null,
    createdAt: '2026-11-22T23:00:00.000Z',
  },
  {
    id: 2,
    status: 'confirmed',
    label: 'Order Confirmed',
    actorRole: 'vendor',
    note: null,
    createdAt: '2026-11-22T23:02:00.000Z',
  },
  {
    id: 3,
    status: 'preparing',
    label: 'Preparing',
    actorRole: 'vendor',
    note: 'On the grill',
    createdAt: '2026-11-22T23:05:00.000Z',
  },
];

function renderModal(
  order: Partial<OrderView> | null,
  { role = 'user', routes = {} }: { role?: Role; routes?: Record<string, MockRoute> } = {},
) {
  const api = mockApi({
    'GET /api/orders/41': order ? { body: makeOrder(order) } : { status: 404, body: {} },
    'GET /api/orders/41/timeline': { body: TIMELINE },
    ...routes,
  });
  const onClose = vi.fn();
  const view = renderWithProviders(
    <OrderTrackingModal orderId={41} role={role} onClose={onClose} />,
  );
  return { ...api, ...view, onClose };
}

const step = (label: string) => screen.getByText(new RegExp(`^${label}`), { selector: 'li span' });

afterEach(() => {
  mocks.toast.mockReset();
});

describe('OrderTrackingModal', () => {
  it('opens with focus on its title, not in the notes box (no phone keyboard pops up)', async () => {
    renderModal({ status: 'preparing' });
    await screen.findByRole('button', { name: 'Save Notes' });
    const title = screen.getByRole('heading', { name: 'Advanced Order Tracking - #41' });
    expect(document.activeElement).toBe(title);
    expect(document.activeElement?.tagName).not.toBe('TEXTAREA');
  });

  it("shows a spinner, then 'Order not found' with a Close button", async () => {
    const { onClose } = renderModal(null);
    expect(screen.getByText('Advanced Order Tracking - #41')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading order' })).toBeTruthy();
    expect(await screen.findByText('Order not found')).toBeTruthy();
    const closeButtons = screen.getAllByRole('button', { name: 'Close' });
    fireEvent.click(closeButtons.find((button) => button.textContent === 'Close')!);
    expect(onClose).toHaveBeenCalled();
  });

  it('marks every step up to the current status as done, with the pickup location', async () => {
    renderModal({ status: 'preparing', paymentStatus: 'paid' });
    await screen.findByText(/^Preparing Your Food/);
    expect(step('Order Confirmed').textContent).toContain('(done)');
    expect(step('Preparing Your Food').textContent).toContain('(done)');
    expect(step('Ready for Pickup').textContent).toContain('(not yet)');
    expect(
      screen.getByText('Pickup at Seoul Food Truck · Gate B, next to the merch tent'),
    ).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
  });

  it("gives the customer a calm status: no 'Urgent', priority or 'late' (docs/decisions.md)", async () => {
    renderModal({
      status: 'preparing',
      paymentStatus: 'paid',
      isUrgent: true,
      priority: 'urgent',
      pickupTime: new Date(Date.now() - 12 * 60_000).toISOString(),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    expect(within(status).getByText('Taking a little longer')).toBeTruthy();
    expect(within(status).queryByText(/urgent|late\b|^Priority/i)).toBeNull();
    expect(status.querySelector('.text-destructive')).toBeNull();
  });

  it('shows the pickup code once the order is ready', async () => {
    renderModal({ status: 'ready', paymentStatus: 'paid', pickupCode: 'K7Q2' });
    expect(await screen.findByText('K7Q2')).toBeTruthy();
    expect(screen.getByText('Show this code at the window')).toBeTruthy();
    expect(step('Ready for Pickup').textContent).toContain('(done)');
  });

  it('lists items, total, details and the timeline', async () => {
    renderModal({ specialInstructions: 'No onions' });
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText('Kimchi Fries')).toBeTruthy();
    expect(within(items).getByText('$17.98')).toBeTruthy();
    expect(within(items).getByText('$38.69')).toBeTruthy();
    const details = screen.getByRole('region', { name: 'Order details' });
    expect(within(details).getByText('#41')).toBeTruthy();
    expect(within(details).getByText('No onions')).toBeTruthy();
    expect(within(details).getByText('Awaiting payment')).toBeTruthy();
    const timeline = screen.getByRole('region', { name: 'Order timeline' });
    await within(timeline).findByText('Preparing');
    expect(within(timeline).getAllByText('Order Placed')).toHaveLength(1);
    expect(within(timeline).getByText('Order Confirmed')).toBeTruthy();
    expect(within(timeline).getByText('On the grill')).toBeTruthy();
  });

  it('adds the items up to the total with subtotal, service fee and tax lines', async () => {
    renderModal({});
    const items = await screen.findByRole('region', { name: 'Items' });
    const rows = within(within(items).getByLabelText('Price breakdown'))
      .getAllByRole('definition')
      .map((value) => `${value.previousElementSibling?.textContent} ${value.textContent}`);
    // 1 × $15.99 + 2 × $8.99 = $33.97, + $2.00 + $2.72 = $38.69
    expect(rows).toEqual([
      'Subtotal $33.97',
      'Service fee $2.00',
      'Tax (8%) $2.72',
      'Total $38.69',
    ]);
  });

  it('names the demo flow its 5% service fee', async () => {
    renderModal({ flow: 'demo', serviceFeeCents: 170, taxCents: 272, totalCents: 3839 });
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(within(items).getByText('Service fee (5%)')).toBeTruthy();
  });

  it('saves the customer note', async () => {
    const saved = makeOrder({ notes: 'Red jacket, front row' });
    const { callsTo } = renderModal(
      {},
      { routes: { 'PATCH /api/orders/41/notes': { body: saved } } },
    );
    const box = await screen.findByLabelText('Your notes for the vendor');
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Save Notes' });
    expect(save.disabled).toBe(true);
    fireEvent.change(box, { target: { value: ' Red jacket, front row ' } });
    fireEvent.click(save);
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Notes Updated' })),
    );
    expect(callsTo('PATCH', '/api/orders/41/notes')[0]?.body).toEqual({
      notes: 'Red jacket, front row',
    });
  });

  it("says 'Failed to save notes.' when saving fails", async () => {
    renderModal({}, { routes: { 'PATCH /api/orders/41/notes': { status: 500, body: {} } } });
    fireEvent.change(await screen.findByLabelText('Your notes for the vendor'), {
      target: { value: 'Running late' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to save notes.',
        variant: 'destructive',
      }),
    );
  });

  it('has no customer note box for a vendor', async () => {
    renderModal({ status: 'confirmed' }, { role: 'vendor' });
    await screen.findByText(/^Order Confirmed/, { selector: 'li span' });
    expect(screen.queryByLabelText('Your notes for the vendor')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Complete payment' })).toBeNull();
  });

  it("falls back to the list's copy when the detail cannot be loaded", async () => {
    const { client } = renderModal(null, {
      routes: { 'GET /api/orders/41': { status: 503, body: {} } },
    });
    client.setQueryData(orderKeys.all, [makeOrder({ status: 'confirmed' })]);
    await client.refetchQueries({ queryKey: ['/api/orders', 41] }).catch(() => undefined);
    expect(await screen.findByText(/Showing the last known details/)).toBeTruthy();
    expect(screen.getByText(/^Order Confirmed/, { selector: 'li span' })).toBeTruthy();
  });
});
