import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offeringFormMessages, partnershipFormMessages } from '../../../contract/partnerships';
import type { EventView } from '../../../contract/vendors';
import { makeArtist, makeOffering, makePartnership } from '../partnerships/testing';
import {
  mockApi,
  renderWithProviders,
  stubResizeObserver,
  type MockRoute,
} from '../../../test/web-harness';
import { DropsTab } from './drops-tab';
import { menuItem } from './menu.test-support';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const ITEM = menuItem({ id: 12, name: 'Double Headliner', price: '17.99', priceCents: 1799 });

const EVENT: EventView = {
  id: 7,
  name: 'Midnight Echo Live',
  artistId: 1,
  venueId: 1,
  venue: 'Golden Gate Park',
  location: null,
  eventDate: new Date(Date.now() + 86_400_000).toISOString(),
  estimatedEndTime: null,
  status: 'upcoming',
  assignedVendors: [1],
};

const OFFERING = makeOffering({
  id: 5,
  title: 'Backstage Burger Box',
  availableQuantity: 50,
  remainingQuantity: 10,
});

function renderTab(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /api/vendor/partnerships': {
      body: [makePartnership({ id: 1, menuItemName: 'Double Headliner' })],
    },
    'GET /api/vendor/special-offerings': { body: [OFFERING] },
    'GET /api/vendor/menu': { body: [ITEM] },
    'GET /api/artists': { body: [makeArtist({ id: 1, name: 'Midnight Echo' })] },
    'GET /api/events': { body: [EVENT] },
    ...routes,
  });
  renderWithProviders(<DropsTab />, { path: '/vendor/dashboard' });
  return api;
}

const toastTitled = (title: string) =>
  waitFor(() => expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title })));

beforeEach(() => stubResizeObserver());
afterEach(() => mocks.toast.mockReset());

describe('DropsTab', () => {
  it('lists the partnerships and offerings with prices, stock and badges', async () => {
    renderTab();
    const partnership = (
      await screen.findByRole('heading', { name: 'Midnight Echo × Double Headliner' })
    ).closest('li') as HTMLElement;
    expect(within(partnership).getByText('$14.99')).toBeTruthy();
    expect(within(partnership).getByText('$17.99')).toBeTruthy();
    expect(within(partnership).getByText('17% off')).toBeTruthy();
    expect(within(partnership).getByText('Active')).toBeTruthy();
    const offering = (await screen.findByRole('heading', { name: 'Backstage Burger Box' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(offering).getByText('40 sold or held of 50 · 10 left')).toBeTruthy();
    // 20 % left: red (accounts spec 4)
    expect(offering.querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('red');
    expect(
      within(offering).getByRole('button', { name: 'Edit Backstage Burger Box' }),
    ).toBeTruthy();
  });

  it('says when customers can no longer pre-order an active offering', async () => {
    const closed = makeOffering({
      id: 6,
      title: 'Encore Sliders',
      preOrderDeadline: new Date(Date.now() - 60_000).toISOString(),
    });
    renderTab({ 'GET /api/vendor/special-offerings': { body: [OFFERING, closed] } });
    const row = (await screen.findByRole('heading', { name: 'Encore Sliders' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Pre-order Closed')).toBeTruthy();
    const open = screen.getByRole('heading', { name: 'Backstage Burger Box' }).closest('li');
    expect(within(open as HTMLElement).queryByText('Pre-order Closed')).toBeNull();
  });

  it('shows both empty states, the partnership one with a create button', async () => {
    renderTab({
      'GET /api/vendor/partnerships': { body: [] },
      'GET /api/vendor/special-offerings': { body: [] },
    });
    expect(await screen.findByText('No artist partnerships yet')).toBeTruthy();
    expect(await screen.findByText('No limited offerings yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create partnership' }));
    expect(await screen.findByRole('dialog', { name: 'New Partnership' })).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    renderTab({ 'GET /api/vendor/special-offerings': { status: 500, body: { message: 'x' } } });
    expect(await screen.findByText("We couldn't load your offerings.")).toBeTruthy();
  });

  it('checks a new partnership on the client, then shows the server field message', async () => {
    const api = renderTab({
      'POST /api/vendor/partnerships': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'Valid until must be in the future',
          issues: [{ path: 'body.validUntil', message: partnershipFormMessages.validUntilPast }],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New partnership' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Partnership' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Partnership' }));
    expect(await within(dialog).findByText(partnershipFormMessages.artist)).toBeTruthy();
    expect(within(dialog).getByText(partnershipFormMessages.menuItem)).toBeTruthy();
    expect(api.callsTo('POST', '/api/vendor/partnerships')).toHaveLength(0);

    const artist = await within(dialog).findByRole('option', { name: 'Midnight Echo' });
    fireEvent.change(within(dialog).getByLabelText('Artist'), {
      target: { value: (artist as HTMLOptionElement).value },
    });
    await within(dialog).findByRole('option', { name: 'Double Headliner ($17.99)' });
    fireEvent.change(within(dialog).getByLabelText('Menu item'), { target: { value: '12' } });
    const price = within(dialog).getByLabelText(/Special price/);
    fireEvent.change(price, { target: { value: '18' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Partnership' }));
    expect(await within(dialog).findByText(partnershipFormMessages.notBelowMenuPrice)).toBeTruthy();

    fireEvent.change(price, { target: { value: '12.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Partnership' }));
    const message = await within(dialog).findByText(partnershipFormMessages.validUntilPast);
    expect(message.id).toBe('partnership-validUntil-error');
    expect(api.callsTo('POST', '/api/vendor/partnerships')[0]?.body).toEqual({
      artistId: 1,
      menuItemId: 12,
      partnershipType: 'signature_dish',
      specialPrice: '12.50',
      artistMessage: null,
      validUntil: null,
      isActive: true,
    });
    await toastTitled('Save Failed');
  });

  it('creates an offering, toasts and refetches the list', async () => {
    const created = makeOffering({ id: 9, title: 'Encore Sliders' });
    let saved = false;
    const api = renderTab({
      'GET /api/vendor/special-offerings': () => ({
        body: saved ? [OFFERING, created] : [OFFERING],
      }),
      'POST /api/vendor/special-offerings': () => {
        saved = true;
        return { status: 201, body: created };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New offering' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Offering' });
    await within(dialog).findByRole('option', { name: EVENT.name });
    fireEvent.change(within(dialog).getByLabelText('Event'), { target: { value: '7' } });
    fireEvent.change(within(dialog).getByLabelText('Title'), {
      target: { value: 'Encore Sliders' },
    });
    fireEvent.change(within(dialog).getByLabelText('Price ($)'), { target: { value: '25' } });
    fireEvent.change(within(dialog).getByLabelText('Available quantity'), {
      target: { value: '30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Offering' }));
    await toastTitled('Offering Saved');
    expect(api.callsTo('POST', '/api/vendor/special-offerings')[0]?.body).toMatchObject({
      eventId: 7,
      title: 'Encore Sliders',
      price: '25',
      offeringType: 'pre_order',
      availableQuantity: 30,
      maxPerCustomer: 2,
      preOrderDeadline: null,
      isActive: true,
    });
    expect(await screen.findByRole('heading', { name: 'Encore Sliders' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('edits an offering, sending only what changed; a quantity below the taken shows under it', async () => {
    const message = offeringFormMessages.belowTaken(40);
    const api = renderTab({
      'PATCH /api/vendor/special-offerings/5': {
        status: 400,
        body: {
          code: 'VALIDATION_FAILED',
          message,
          issues: [{ path: 'body.availableQuantity', message }],
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Backstage Burger Box' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Offering' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Title').value).toBe(
      'Backstage Burger Box',
    );
    fireEvent.change(within(dialog).getByLabelText('Available quantity'), {
      target: { value: '30' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect((await within(dialog).findByText(message)).id).toBe('offering-availableQuantity-error');
    expect(api.callsTo('PATCH', '/api/vendor/special-offerings/5')[0]?.body).toEqual({
      availableQuantity: 30,
    });
  });

  it('asks before deactivating an offering, then sends isActive false', async () => {
    const api = renderTab({
      'PATCH /api/vendor/special-offerings/5': {
        body: { ...OFFERING, isActive: false },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Backstage Burger Box' }));
    const confirm = await screen.findByRole('alertdialog', {
      name: 'Deactivate Backstage Burger Box?',
    });
    expect(api.callsTo('PATCH', '/api/vendor/special-offerings/5')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    await toastTitled('Offering Saved');
    expect(api.callsTo('PATCH', '/api/vendor/special-offerings/5')[0]?.body).toEqual({
      isActive: false,
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
