import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../checkout/test-support';
import { renderWithProviders } from '../../../test/web-harness';
import { BURGER_LINE, chosenOption, FRIES_LINE, makeVendorOrder } from './menu.test-support';
import { KitchenLines } from './order-vendor-panel';
import { VendorOrderCard } from './vendor-order-card';

// What a cook must not miss under a line, on the board's card and in the order modal: the
// additions plain, each removal set apart with an icon, and the note, flagged for an allergy.

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

  it('a plain line shows nothing under it, and a note without an allergy no marker', () => {
    const card = renderCard();
    const fries = lineOf(card, 'Fries');
    expect(fries.textContent).toBe('1× Fries');
    render(
      <KitchenLines
        order={makeVendorOrder({ items: [{ ...FRIES_LINE, notes: 'Extra crispy' }] })}
      />,
    );
    const section = screen.getByRole('region', { name: 'For the kitchen' });
    expect(within(section).getByText('Note: Extra crispy')).toBeTruthy();
    expect(within(section).queryByText('Allergy')).toBeNull();
  });
});

describe('order modal: for the kitchen', () => {
  it('lists only the lines with options or a note, removals set apart', () => {
    render(
      <KitchenLines
        order={makeVendorOrder({
          items: [
            {
              ...BURGER_LINE,
              notes: null,
              options: [chosenOption(3, 'Onions', { isRemoval: true })],
            },
            FRIES_LINE,
          ],
        })}
      />,
    );
    const section = screen.getByRole('region', { name: 'For the kitchen' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByText('No onions').className).toContain('uppercase');
    expect(within(section).queryByText(/Fries/)).toBeNull();
  });

  it('is not there when no line has options or a note', () => {
    render(<KitchenLines order={makeVendorOrder({ items: [FRIES_LINE] })} />);
    expect(screen.queryByRole('region', { name: 'For the kitchen' })).toBeNull();
  });
});
