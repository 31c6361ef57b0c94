import { createEvent, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VendorView } from '../../../contract/vendors';
import {
  BROWSE_SCREEN,
  makeItem,
  makeVendor,
  requestedPaths,
  resetBrowseState,
  stubApi,
  vendor,
  VENDORS,
} from '../vendors/testing';
import { useQuickOrder } from './quick-order-provider';
import {
  CLOSE_OFFSET,
  CLOSE_VELOCITY,
  QUICK_ORDER_MAX_ITEMS,
  QUICK_ORDER_MAX_VENDORS,
} from './quick-order-sheet';
import { dragVelocity, shouldCloseOnDrag } from './use-sheet-drag';
import { renderWithProviders } from '../../../test/web-harness';

afterEach(resetBrowseState);

function Opener({ preset }: { preset?: VendorView }) {
  const { open } = useQuickOrder();
  return (
    <button type="button" onClick={() => open(preset)}>
      Open sheet
    </button>
  );
}

async function openSheet(preset?: VendorView) {
  const view = renderWithProviders(<Opener preset={preset} />, BROWSE_SCREEN);
  await view.user.click(screen.getByRole('button', { name: 'Open sheet' }));
  const dialog = await screen.findByRole('dialog', { name: 'Quick Order' });
  return { ...view, dialog };
}

describe('QuickOrderSheet (customer spec 2, Quick Order bottom sheet)', () => {
  it('exports the spec constants', () => {
    expect([QUICK_ORDER_MAX_VENDORS, QUICK_ORDER_MAX_ITEMS]).toEqual([3, 6]);
    expect([CLOSE_VELOCITY, CLOSE_OFFSET]).toEqual([500, 100]);
  });

  it('shows the heading, tagline and at most 3 vendors', async () => {
    stubApi();
    const { dialog } = await openSheet();
    expect(within(dialog).getByText('Fast food for busy shows')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Choose Vendor' })).toBeTruthy();
    const list = await within(dialog).findByRole('list');
    expect(within(list).getAllByRole('button')).toHaveLength(3);
    expect(within(list).getByText('Curtain Call Burgers')).toBeTruthy();
    expect(within(list).getByText('12 min')).toBeTruthy();
    expect(within(list).getByText('4.8')).toBeTruthy();
  });

  it('lists open vendors before closed ones', async () => {
    const closedFirst = [makeVendor({ id: 9, name: 'Closed Cart', isActive: false }), ...VENDORS];
    stubApi({ '/api/vendors': closedFirst });
    const { dialog } = await openSheet();
    const list = await within(dialog).findByRole('list');
    expect(within(list).queryByText('Closed Cart')).toBeNull();
  });

  it('shows up to 6 available items and never asks for vendors when one is preset', async () => {
    const fetchMock = stubApi();
    const { dialog } = await openSheet(vendor(1));
    expect(within(dialog).getByRole('heading', { name: 'Popular Items' })).toBeTruthy();
    const adds = await within(dialog).findAllByRole('button', { name: /^Add .* to cart$/ });
    expect(adds).toHaveLength(6);
    expect(within(dialog).queryByText('Truffle Parmesan Fries')).toBeNull();
    // popular items first
    expect(adds[0]?.getAttribute('aria-label')).toBe('Add Encore Smash Burger to cart');
    expect(requestedPaths(fetchMock)).not.toContain('/api/vendors');
  });

  it('lays Popular Items out as a two-column grid at every width', async () => {
    stubApi();
    const { dialog } = await openSheet(vendor(1));
    const list = await within(dialog).findByRole('list', { name: 'Popular items' });
    const columns = list.className.split(/\s+/).filter((name) => /(^|:)grid-cols-/.test(name));
    expect(columns).toEqual(['grid-cols-2']);
  });

  it('does not list unavailable items even if the server sends them', async () => {
    const soldOut = makeItem({
      vendorId: 2,
      name: 'Sold Out Taco',
      priceCents: 500,
      isAvailable: false,
    });
    stubApi({ '/api/vendors/2/menu': [soldOut] });
    const { dialog } = await openSheet(vendor(2));
    expect(
      await within(dialog).findByText('Nothing is available from Taco Encore right now.'),
    ).toBeTruthy();
  });

  it('turns Add into steppers and shows the footer totals', async () => {
    stubApi();
    const { dialog, user } = await openSheet(vendor(1));
    expect(within(dialog).queryByRole('button', { name: 'Quick Checkout' })).toBeNull();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Add Encore Smash Burger to cart' }),
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Increase quantity of Encore Smash Burger' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add Vanilla Shake to cart' }));
    expect(
      within(dialog).getByRole('group', { name: 'Quantity of Encore Smash Burger' }).textContent,
    ).toContain('2');
    expect(within(dialog).getByText('3 items · Ready in 12 min')).toBeTruthy();
    expect(within(dialog).getByTestId('quick-order-total').textContent).toBe('$39.97');
    expect(within(dialog).getByText(/\+ tax & fees/)).toBeTruthy();
    // minus at 1 removes the line
    await user.click(within(dialog).getByRole('button', { name: 'Remove Vanilla Shake' }));
    expect(within(dialog).getByRole('button', { name: 'Add Vanilla Shake to cart' })).toBeTruthy();
    expect(within(dialog).getByTestId('quick-order-total').textContent).toBe('$31.98');
  });

  it('Quick Checkout goes to /checkout and closes the sheet', async () => {
    stubApi();
    const { dialog, user, location } = await openSheet(vendor(2));
    await user.click(await within(dialog).findByRole('button', { name: 'Add Horchata to cart' }));
    await user.click(within(dialog).getByRole('button', { name: 'Quick Checkout' }));
    expect(location.history.at(-1)).toBe('/checkout');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes back to the vendor choice, then into another vendor', async () => {
    stubApi();
    const { dialog, user } = await openSheet(vendor(1));
    await user.click(within(dialog).getByRole('button', { name: 'Back to vendor choice' }));
    await user.click(await within(dialog).findByRole('button', { name: /Taco Encore/ }));
    expect(
      await within(dialog).findByRole('button', { name: 'Add Horchata to cart' }),
    ).toBeTruthy();
  });

  it('closes with the close button and with Escape', async () => {
    stubApi();
    const { dialog, user } = await openSheet();
    await user.click(within(dialog).getByRole('button', { name: 'Close quick order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open sheet' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes when the backdrop is tapped', async () => {
    stubApi();
    const { user } = await openSheet();
    await user.click(screen.getByTestId('quick-order-backdrop'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on a fast, long drag down the header but not on a slow one', async () => {
    stubApi();
    const { dialog } = await openSheet();
    const header = within(dialog).getByText('Fast food for busy shows');
    // each pointer event carries the time it happened at, as a browser's do
    const pointer = (
      type: 'pointerDown' | 'pointerMove' | 'pointerUp',
      y: number,
      atMs: number,
    ) => {
      const event = createEvent[type](header, {
        pointerId: 1,
        clientY: y,
        button: 0,
        pointerType: 'touch',
      });
      Object.defineProperty(event, 'timeStamp', { value: atMs });
      fireEvent(header, event);
    };
    const drag = (moves: { y: number; atMs: number }[]) => {
      const start = 1_000;
      pointer('pointerDown', 0, start);
      for (const [index, move] of moves.entries())
        pointer(
          index === moves.length - 1 ? 'pointerUp' : 'pointerMove',
          move.y,
          start + move.atMs,
        );
    };
    drag([
      { y: 150, atMs: 500 },
      { y: 160, atMs: 1000 },
    ]);
    expect(screen.getByRole('dialog')).toBeTruthy();
    drag([
      { y: 100, atMs: 50 },
      { y: 200, atMs: 100 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('drag rules (customer spec 9)', () => {
  it('needs velocity above 500 AND offset above 100', () => {
    expect(shouldCloseOnDrag(150, 600)).toBe(true);
    expect(shouldCloseOnDrag(150, 500)).toBe(false);
    expect(shouldCloseOnDrag(100, 900)).toBe(false);
  });

  it('measures velocity over the last 100 ms only', () => {
    const samples = [
      { y: 0, t: 0 },
      { y: 100, t: 900 },
    ];
    expect(dragVelocity(samples, { y: 160, t: 1000 })).toBeCloseTo(600);
    expect(dragVelocity([{ y: 0, t: 0 }], { y: 300, t: 1000 })).toBe(0);
  });
});
