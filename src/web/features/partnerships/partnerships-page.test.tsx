import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CART_ITEMS_KEY } from '../../../contract/cart';
import type { SpecialOfferingView } from '../../../contract/partnerships';
import { jsonResponse, stubResizeObserver } from '../../../test/web-harness';
import { dispatchServerMessage } from '../../lib/realtime/server-messages';
import { makeOrder, resetBrowseState } from '../vendors/testing';
import { registerPartnershipMessages } from './realtime';
import { makeOffering, OFFERINGS, renderPartnerships } from './testing';

beforeEach(stubResizeObserver);
afterEach(resetBrowseState);

const tab = (name: RegExp) => screen.getByRole('tab', { name });
const panel = () => screen.getByRole('tabpanel');
const cardTitles = () =>
  within(panel())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const card = (name: string) => screen.getByRole('article', { name });

describe('PartnershipsPage (accounts spec 2.13)', () => {
  it('shows the stat tiles, who is playing, and the three tabs with their counts', async () => {
    const { user } = renderPartnerships();
    expect(screen.getByRole('heading', { level: 1, name: 'Artist Partnerships' })).toBeTruthy();
    const tiles = screen.getByLabelText('At a glance');
    await waitFor(() => expect(within(tiles).getAllByRole('definition')[0]?.textContent).toBe('3'));
    expect(
      within(tiles)
        .getAllByRole('definition')
        .map((tile) => tile.textContent),
    ).toEqual([
      '3',
      '4',
      // Midnight Echo and Luna Vega are verified
      '2',
    ]);
    const featuring = screen.getByRole('region', { name: 'Currently Featuring' });
    expect(featuring.textContent).toContain('Performing Now');
    expect(featuring.textContent).toContain('Upcoming Show');
    expect(featuring.textContent).not.toContain('The Copper Lanterns');
    expect(
      within(featuring)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Midnight Echo', 'Luna Vega']);
    expect(within(featuring).getAllByText('+1 more')).toHaveLength(1);

    expect(tab(/^All Artists \(3\)$/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Artist Specials \(3\)$/)).toBeTruthy();
    expect(tab(/^VIP Experiences \(4\)$/)).toBeTruthy();
    const instagram = screen.getByRole('link', { name: /^Midnight Echo on Instagram/ });
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByRole('link', { name: /Evil/ })).toBeNull();
    expect(card('Midnight Echo').textContent).toContain('5 special items');
    expect(card('Midnight Echo').textContent).toContain('2 events');

    await user.click(tab(/^Artist Specials/));
    const special = card('Double Headliner');
    expect(special.textContent).toContain('$14.99');
    expect(within(special).getByText('$17.99').tagName).toBe('S');
    expect(special.textContent).toContain('17% OFF');
    expect(special.textContent).toContain('Artist Special Discount');
    expect(special.textContent).toContain('Limited time collaboration offer');
    expect(special.textContent).toContain('Verified Artist');
    expect(special.textContent).toMatch(/Valid until/);
  });

  it('searches, filters and sorts, shows the filters as chips and clears them', async () => {
    const { user } = renderPartnerships();
    await user.click(await screen.findByRole('tab', { name: /^Artist Specials \(3\)$/ }));
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    // newest first by default
    expect(cardTitles()).toEqual(['Horchata', 'Double Headliner', 'Brisket Plate']);
    const sort = screen.getByLabelText('Sort');
    await user.selectOptions(sort, 'price-low');
    expect(cardTitles()).toEqual(['Horchata', 'Double Headliner', 'Brisket Plate']);
    await user.selectOptions(sort, 'price-high');
    expect(cardTitles()).toEqual(['Brisket Plate', 'Double Headliner', 'Horchata']);
    await user.selectOptions(sort, 'artist');
    expect(cardTitles()).toEqual(['Horchata', 'Double Headliner', 'Brisket Plate']);

    await user.type(screen.getByLabelText('Search artists, items and vendors'), 'taco');
    expect(cardTitles()).toEqual(['Horchata']);
    expect(tab(/^Artist Specials \(1\)$/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Genre'), 'Folk');
    expect(screen.getByText('No partnerships match your filters')).toBeTruthy();
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['“taco”', 'Folk', 'Artist (A–Z)']);
    await user.click(within(chips).getByRole('button', { name: 'Remove filter Folk' }));
    expect(cardTitles()).toEqual(['Horchata']);

    // the artist sort is for specials only: the VIP tab offers the others
    await user.click(tab(/^VIP Experiences/));
    expect(screen.queryByRole('option', { name: 'Artist (A–Z)' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(tab(/^Artist Specials \(3\)$/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Type'), 'vip_menu');
    expect(cardTitles()).toEqual(['Lounge Supper']);
    await user.selectOptions(screen.getByLabelText('Type'), 'drink_special');
    expect(screen.getByText('No VIP experiences match your filters')).toBeTruthy();
    await user.click(within(panel()).getByRole('button', { name: 'Clear all filters' }));
    expect(cardTitles()).toHaveLength(4);
  });

  it('says so when there is nothing at all', async () => {
    const { user } = renderPartnerships({
      '/api/artists': [],
      '/api/partnerships': [],
      '/api/special-offerings': [],
    });
    expect(await screen.findByText('No Artists Yet')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Currently Featuring' })).toBeNull();
    await user.click(tab(/^Artist Specials \(0\)$/));
    expect(screen.getByText('No Artist Partnerships Yet')).toBeTruthy();
    await user.click(tab(/^VIP Experiences \(0\)$/));
    expect(screen.getByText('No Special Offerings Available')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear all filters' })).toBeNull();
  });

  it('shows a list that failed to load with a way to try again', async () => {
    const { user } = renderPartnerships({
      '/api/partnerships': () => jsonResponse({ code: 'INTERNAL', message: 'Down' }, 500),
    });
    await user.click(await screen.findByRole('tab', { name: /^Artist Specials/ }));
    const alert = await within(panel()).findByRole('alert');
    expect(alert.textContent).toContain("We couldn't load the artist specials");
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('offers Pre-order Now only while open: Sold Out and Pre-order Closed are disabled', async () => {
    const { user } = renderPartnerships();
    await user.click(await screen.findByRole('tab', { name: /^VIP Experiences \(4\)$/ }));
    const button = (title: string) => within(card(title)).getByRole('button');
    await waitFor(() => expect(button('VIP Burger Box').textContent).toBe('Pre-order Now'));
    expect((button('VIP Burger Box') as HTMLButtonElement).disabled).toBe(false);
    expect(button('Churro Sundae').textContent).toBe('Sold Out');
    expect((button('Churro Sundae') as HTMLButtonElement).disabled).toBe(true);
    expect(button('Backstage Platter').textContent).toBe('Pre-order Closed');
    expect((button('Backstage Platter') as HTMLButtonElement).disabled).toBe(true);
    expect(card('VIP Burger Box').textContent).toContain('2 of 50 left');
    expect(card('Lounge Supper').textContent).not.toContain('Artist Approved');
    const fill = (title: string) =>
      within(card(title)).getByTestId('availability-fill').getAttribute('data-tone');
    expect([fill('VIP Burger Box'), fill('Backstage Platter'), fill('Lounge Supper')]).toEqual([
      'red',
      'green',
      'green',
    ]);
  });
});

describe('pre-ordering', () => {
  async function openDialog(overrides: Parameters<typeof renderPartnerships>[0] = {}) {
    const view = renderPartnerships(overrides);
    await view.user.click(await screen.findByRole('tab', { name: /^VIP Experiences/ }));
    await view.user.click(
      await screen.findByRole('button', { name: 'Pre-order Now: VIP Burger Box' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Pre-order VIP Burger Box' });
    return { ...view, dialog };
  }

  it('reserves the chosen quantity with an Idempotency-Key and goes to pay for it', async () => {
    const { user, dialog, api, history } = await openDialog({
      '/api/special-offerings/1/pre-orders': () =>
        jsonResponse(makeOrder({ id: 77, items: [], status: 'pending' }), 201),
    });
    expect(dialog.textContent).toContain('We hold it for 10 minutes while you pay');
    expect(dialog.textContent).toContain('$24.99');
    const more = within(dialog).getByRole('button', {
      name: 'Increase quantity of VIP Burger Box',
    });
    await user.click(more);
    expect(dialog.textContent).toContain('$49.98');
    // two left and two per customer: no more than two
    expect((more as HTMLButtonElement).disabled).toBe(true);
    const less = within(dialog).getByRole<HTMLButtonElement>('button', {
      name: 'Decrease quantity of VIP Burger Box',
    });
    expect(less.disabled).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Reserve and pay' }));
    await waitFor(() => expect(history.at(-1)).toBe('/checkout?orderId=77'));
    const [call] = api.callsTo('POST', '/api/special-offerings/1/pre-orders');
    expect(call?.body).toEqual({ quantity: 2 });
    expect(call?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal in the dialog and reads the offerings again", async () => {
    const { user, dialog, api } = await openDialog({
      '/api/special-offerings/1/pre-orders': () =>
        jsonResponse({ code: 'CONFLICT', message: 'Only 1 left' }, 409),
    });
    const reads = api.callsTo('GET', '/api/special-offerings').length;
    await user.click(within(dialog).getByRole('button', { name: 'Reserve and pay' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Only 1 left');
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/special-offerings').length).toBeGreaterThan(reads),
    );
    // a refusal is final: the next try is a new request with a new key
    await user.click(within(dialog).getByRole('button', { name: 'Reserve and pay' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/special-offerings/1/pre-orders')).toHaveLength(2),
    );
    const [first, second] = api.callsTo('POST', '/api/special-offerings/1/pre-orders');
    expect(second?.headers['idempotency-key']).not.toBe(first?.headers['idempotency-key']);
  });

  it('follows stock changes live: the bar drops and the button turns to Sold Out', async () => {
    let offerings: SpecialOfferingView[] = OFFERINGS;
    const { user, client } = renderPartnerships({ '/api/special-offerings': () => offerings });
    const unregister = registerPartnershipMessages();
    try {
      await user.click(await screen.findByRole('tab', { name: /^VIP Experiences/ }));
      await waitFor(() => expect(card('VIP Burger Box').textContent).toContain('2 of 50 left'));
      const update = (remainingQuantity: number) => {
        offerings = OFFERINGS.map((offering) =>
          offering.id === 1 ? makeOffering({ ...offering, remainingQuantity }) : offering,
        );
        const message = { type: 'offering_update', data: { offeringId: 1, remainingQuantity } };
        act(() => dispatchServerMessage(message, { client, userRole: 'user', send: () => true }));
      };
      update(1);
      await waitFor(() => expect(card('VIP Burger Box').textContent).toContain('1 of 50 left'));
      update(0);
      await waitFor(() => expect(card('VIP Burger Box').textContent).toContain('0 of 50 left'));
      const button = within(card('VIP Burger Box')).getByRole<HTMLButtonElement>('button');
      expect(button.textContent).toBe('Sold Out');
      expect(button.disabled).toBe(true);
    } finally {
      unregister();
    }
  });
});

describe('Add Artist Special to Cart', () => {
  it('puts the menu item into the cart at the special price, with its partnership', async () => {
    const { user } = renderPartnerships();
    await user.click(await screen.findByRole('tab', { name: /^Artist Specials/ }));
    await user.click(
      await screen.findByRole('button', { name: 'Add Artist Special to Cart: Double Headliner' }),
    );
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    const stored = JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]') as unknown[];
    expect(stored).toEqual([
      expect.objectContaining({
        id: 12,
        name: 'Double Headliner',
        price: 14.99,
        quantity: 1,
        partnershipId: 1,
        vendorId: 1,
      }),
    ]);
  });

  it('says so when the vendor no longer sells the item, and adds nothing', async () => {
    const { user } = renderPartnerships({ '/api/vendors/1/menu': [] });
    await user.click(await screen.findByRole('tab', { name: /^Artist Specials/ }));
    await user.click(
      await screen.findByRole('button', { name: 'Add Artist Special to Cart: Double Headliner' }),
    );
    expect(await screen.findByText('Not available')).toBeTruthy();
    expect(localStorage.getItem(CART_ITEMS_KEY)).toBeNull();
  });
});
