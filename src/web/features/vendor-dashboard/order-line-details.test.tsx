import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../checkout/test-support';
import { renderWithProviders } from '../../../test/web-harness';
import type { OrderView } from '../../../contract/orders';
import { OrderTrackingModal } from '../orders/order-tracking-modal';
import { BURGER_LINE, FRIES_LINE, makeVendorOrder } from './menu.test-support';
import { VendorOrderCard } from './vendor-order-card';

// What a cook must not miss under a line, on the board's card and in the order modal: the
// additions plain, each removal set apart with an icon, and the note once, flagged for an allergy.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

afterEach(() => mocks.toast.mockReset());

const ORDER = makeVendorOrder({ id: 41, paymentStatus: 'paid', items: [BURGER_LINE, FRIES_LINE] });

function renderCard() {
  mockApi({});
  renderWithProviders(
    <VendorOrderCard
      order={ORDER}
      now={new Date(2026, 10, 22, 23, 0)}
      prepMinutes={12}
      onSelect={vi.fn()}
    />,
  );
  return screen.getByRole('article', { name: 'Order #41' });
}

const lineOf = (scope: HTMLElement, name: string) =>
  within(scope)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes(name)) as HTMLElement;

describe('order board card lines', () => {
  it('shows the additions plain and each removal apart, in capitals with an icon', () => {
    const burger = lineOf(renderCard(), 'Encore Smash Burger');
    expect(within(burger).getByText('Bacon, Cheese')).toBeTruthy();
    for (const text of ['No onions', 'No pickles']) {
      const removal = within(burger).getByText(text);
      expect(removal.className).toContain('uppercase');
      expect(removal.className).toContain('font-extrabold');
      // an icon beside the words, so the removal is not told by colour alone
      expect(removal.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it("shows the line's note with an Allergy marker when it mentions one", () => {
    const burger = lineOf(renderCard(), 'Encore Smash Burger');
    expect(within(burger).getByText('Note: Severe nut allergy, please change gloves')).toBeTruthy();
    const marker = within(burger).getByText('Allergy');
    expect(marker.querySelector('svg')).not.toBeNull();
  });

  it('a plain line shows nothing under it', () => {
    const fries = lineOf(renderCard(), 'Fries');
    expect(fries.textContent).toBe('1× Fries');
  });
});

async function renderVendorModal(order: OrderView) {
  mockApi({
    'GET /api/orders/41': { body: order },
    'GET /api/orders/41/timeline': { body: [] },
  });
  renderWithProviders(<OrderTrackingModal orderId={41} role="vendor" onClose={vi.fn()} />);
  return screen.findByRole('region', { name: 'Items' });
}

describe('order modal: the items as the kitchen reads them', () => {
  it('sets each removal apart and shows the note once, marked when it is about an allergy', async () => {
    const items = await renderVendorModal(ORDER);
    const burger = lineOf(items, 'Encore Smash Burger');
    expect(within(burger).getByText('No onions').className).toContain('uppercase');
    expect(within(burger).getByText('Allergy')).toBeTruthy();
    expect(
      screen.getAllByText('Note: Severe nut allergy, please change gloves'),
      'the note appears once in the whole window',
    ).toHaveLength(1);
  });

  it('a note without an allergy has no marker', async () => {
    const items = await renderVendorModal(
      makeVendorOrder({ id: 41, items: [{ ...FRIES_LINE, notes: 'Extra crispy' }] }),
    );
    expect(within(items).getByText('Note: Extra crispy')).toBeTruthy();
    expect(within(items).queryByText('Allergy')).toBeNull();
  });
});
