import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TimelineEntry } from '../../../contract/orders';
import { makeOrder, mockApi } from '../checkout/test-support';
import { OrderTimeline } from './order-timeline';
import { orderKeys } from './api';
import { renderWithProviders } from '../../../test/web-harness';

function entry(fields: Partial<TimelineEntry> & Pick<TimelineEntry, 'id' | 'label'>) {
  return {
    status: 'confirmed',
    actorRole: 'vendor',
    note: null,
    createdAt: '2026-11-22T23:02:00.000Z',
    ...fields,
  } satisfies TimelineEntry;
}

const TIMELINE: TimelineEntry[] = [
  entry({ id: 1, label: 'Order Placed', status: 'pending', actorRole: 'user' }),
  entry({ id: 2, label: 'Payment Received', status: 'pending', actorRole: 'system' }),
  entry({ id: 3, label: 'Order Confirmed', actorRole: 'vendor' }),
  entry({ id: 4, label: 'Marked Urgent', status: 'confirmed', actorRole: 'admin' }),
];

function renderTimeline(timeline: TimelineEntry[] | null) {
  mockApi({
    'GET /api/orders/41/timeline': timeline ? { body: timeline } : { status: 500, body: {} },
  });
  renderWithProviders(<OrderTimeline order={makeOrder()} />);
}

/** The list item of one timeline entry, found by its label. */
async function item(label: string) {
  const region = screen.getByRole('region', { name: 'Order timeline' });
  const text = await within(region).findByText(label);
  const listItem = text.closest('li');
  if (!listItem) throw new Error(`no entry for ${label}`);
  return listItem;
}

describe('OrderTimeline (accounts spec 2.8)', () => {
  it('says who made each change: customer, system, vendor or admin', async () => {
    renderTimeline(TIMELINE);
    expect(within(await item('Payment Received')).getByText('by system')).toBeTruthy();
    expect(within(await item('Order Placed')).getByText('by customer')).toBeTruthy();
    expect(within(await item('Order Confirmed')).getByText('by vendor')).toBeTruthy();
    expect(within(await item('Marked Urgent')).getByText('by admin')).toBeTruthy();
  });

  it('shows the actor small and muted, beside the time', async () => {
    renderTimeline(TIMELINE);
    const actor = within(await item('Order Confirmed')).getByText('by vendor');
    const line = actor.parentElement;
    expect(line?.className).toContain('text-xs');
    expect(line?.className).toContain('text-muted-foreground');
    expect(line?.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T23:02:00.000Z');
  });

  it('credits the customer with placing the order even when later updates fail to load', async () => {
    renderTimeline(null);
    expect(await screen.findByText(/Later updates could not be loaded/)).toBeTruthy();
    expect(within(await item('Order Placed')).getByText('by customer')).toBeTruthy();
  });
});

describe('OrderTimeline with refunds', () => {
  it('shows each refund at its time, with its amount, reason and who gave it', async () => {
    mockApi({ 'GET /api/orders/41/timeline': { body: TIMELINE } });
    const order = makeOrder({
      refunds: [
        {
          id: 7,
          amountCents: 450,
          amount: '4.50',
          reason: 'Fries were cold',
          lines: [],
          actorRole: 'vendor',
          createdAt: '2026-11-22T23:01:00.000Z',
        },
      ],
    });
    renderWithProviders(<OrderTimeline order={order} />);
    await item('Order Confirmed');
    const refund = await item('Refunded $4.50');
    expect(within(refund).getByText('Fries were cold')).toBeTruthy();
    expect(within(refund).getByText('by vendor')).toBeTruthy();
    // 23:01 comes before the confirmation at 23:02
    const labels = within(screen.getByRole('region', { name: 'Order timeline' }))
      .getAllByRole('listitem')
      .map((listItem) => listItem.querySelector('span.font-medium')?.textContent);
    expect(labels.indexOf('Refunded $4.50')).toBeLessThan(labels.indexOf('Order Confirmed'));
  });
});

describe('OrderTimeline after quick status changes', () => {
  it('refreshes cleanly when each change cancels the refetch still running', async () => {
    // the server answers only when the test says so; a cancelled request rejects like a browser's
    const waiting: { signal: AbortSignal; answer: (body: unknown) => void }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit = {}) =>
          new Promise<Response>((resolve, reject) => {
            const signal = init.signal ?? new AbortController().signal;
            signal.addEventListener('abort', () => reject(signal.reason as Error));
            waiting.push({ signal, answer: (body) => resolve(Response.json(body)) });
          }),
      ),
    );
    const { client } = renderWithProviders(<OrderTimeline order={makeOrder()} />);
    await waitFor(() => expect(waiting).toHaveLength(1));
    waiting[0]?.answer(TIMELINE.slice(0, 1));
    await item('Order Placed');
    // four transitions in the modal: each invalidates the timeline while the last refetch runs
    for (let change = 0; change < 4; change += 1)
      void client.invalidateQueries({ queryKey: orderKeys.timeline(41) });
    for (const request of waiting.slice(1)) if (!request.signal.aborted) request.answer(TIMELINE);
    expect(await item('Marked Urgent')).toBeTruthy();
    expect(screen.queryByText(/Later updates could not be loaded/)).toBeNull();
  });
});
