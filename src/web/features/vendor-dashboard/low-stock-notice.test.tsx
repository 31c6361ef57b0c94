import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '../../../contract/menu-options';
import type { VendorProfileView } from '../../../contract/vendor';
import { mockApi } from '../checkout/test-support';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { lowStockItems } from './low-stock-notice';
import { menuItem } from './menu.test-support';
import { VendorDashboardPage } from './vendor-dashboard-page';

const MENU = [
  menuItem({ id: 11, name: 'Encore Smash Burger', stockCount: 3 }),
  menuItem({ id: 12, name: 'Fries', stockCount: 0 }),
  menuItem({ id: 13, name: 'Hot Dog', stockCount: DEFAULT_LOW_STOCK_THRESHOLD + 1 }),
  menuItem({ id: 14, name: 'Lemonade', stockCount: null }),
  menuItem({ id: 15, name: 'Churros', stockCount: DEFAULT_LOW_STOCK_THRESHOLD }),
];

const PROFILE: VendorProfileView = {
  id: 1,
  name: 'Curtain Call Burgers',
  description: '',
  cuisine: 'american',
  vendorType: 'food_truck',
  priceRange: '$$',
  phone: null,
  address: null,
  location: null,
  estimatedPrepTime: 15,
  isActive: true,
  imageUrl: null,
  approvalStatus: 'approved',
  slotCapacity: null,
  hotShelfMinutes: 20,
  lowStockThreshold: 2,
  stockResetTime: '05:00',
};

/** The board; without a profile (404) the threshold is the default. */
function renderPage(menu = MENU, profile?: VendorProfileView) {
  const api = mockApi({
    'GET /api/vendor/profile': profile
      ? { body: profile }
      : { status: 404, body: { message: 'Not found' } },
    'GET /api/vendor/analytics': { status: 404, body: { message: 'Not found' } },
    'GET /api/vendor/orders': { body: [] },
    'GET /api/vendor/menu': { body: menu },
    'PATCH /api/vendor/profile': { body: profile },
  });
  renderWithProviders(<VendorDashboardPage />, { path: '/vendor/dashboard' });
  return api;
}

beforeEach(stubResizeObserver);

describe('low stock on the board', () => {
  it('lists the counted items at or below the threshold, fewest left first', async () => {
    renderPage();
    const notice = await screen.findByRole('region', { name: 'Low stock' });
    expect(notice.textContent).toContain(
      'Low stock: Fries (sold out), Encore Smash Burger (3 left), Churros (5 left)',
    );
    expect(notice.textContent).not.toMatch(/Hot Dog|Lemonade/);
  });

  it('opens the menu tab from the notice', async () => {
    renderPage();
    const notice = await screen.findByRole('region', { name: 'Low stock' });
    fireEvent.click(within(notice).getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('tab', { name: 'Menu' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Edit Fries' })).toBeTruthy();
  });

  it('says nothing while every counted item has enough', async () => {
    renderPage([menuItem({ id: 13, name: 'Hot Dog', stockCount: 40 })]);
    expect(await screen.findByText('No orders found')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Low stock' })).toBeNull();
  });

  it("warns at the vendor's own threshold", async () => {
    renderPage(MENU, PROFILE);
    await screen.findByText('Curtain Call Burgers');
    const notice = await screen.findByRole('region', { name: 'Low stock' });
    await waitFor(() =>
      expect(notice.textContent).toContain('Low stock: Fries (sold out)Open menu'),
    );
  });

  it('the vendor sets the threshold in the settings, checked by the contract', async () => {
    const { callsTo } = renderPage(MENU, PROFILE);
    const settings = screen.getByRole('button', { name: 'Settings' });
    await waitFor(() => expect((settings as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Settings' });
    const field = within(dialog).getByLabelText<HTMLInputElement>('Low-stock warning (portions)');
    expect(field.value).toBe('2');
    fireEvent.change(field, { target: { value: '2.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    expect(
      await within(dialog).findByText('Low-stock warning must be a whole number from 0 to 1000'),
    ).toBeTruthy();
    expect(callsTo('PATCH', '/api/vendor/profile')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(callsTo('PATCH', '/api/vendor/profile')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/vendor/profile')[0]?.body).toMatchObject({
      lowStockThreshold: 8,
    });
  });

  it('takes the threshold it is given', () => {
    expect(lowStockItems(MENU, 0).map((item) => item.name)).toEqual(['Fries']);
  });
});

describe('the nightly portion reset in the settings', () => {
  async function openSettings(profile: VendorProfileView) {
    const api = renderPage(MENU, profile);
    const settings = screen.getByRole('button', { name: 'Settings' });
    await waitFor(() => expect((settings as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Settings' });
    const field = within(dialog).getByLabelText<HTMLInputElement>('Reset portions daily at');
    const save = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    return { ...api, dialog, field, save };
  }

  it('shows the reset time as a time of day and sends the new one', async () => {
    const { callsTo, field, save } = await openSettings(PROFILE);
    expect(field.type).toBe('time');
    expect(field.value).toBe('05:00');
    expect(
      document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toContain('Clear it for no reset.');
    fireEvent.change(field, { target: { value: '23:15' } });
    save();
    await waitFor(() => expect(callsTo('PATCH', '/api/vendor/profile')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/vendor/profile')[0]?.body).toMatchObject({
      stockResetTime: '23:15',
    });
  });

  it('cleared, it sends null: no nightly reset', async () => {
    const { callsTo, field, save } = await openSettings(PROFILE);
    fireEvent.change(field, { target: { value: '' } });
    save();
    await waitFor(() => expect(callsTo('PATCH', '/api/vendor/profile')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/vendor/profile')[0]?.body).toMatchObject({
      stockResetTime: null,
    });
  });

  it('starts empty when the vendor has no reset time', async () => {
    const { field } = await openSettings({ ...PROFILE, stockResetTime: null });
    expect(field.value).toBe('');
  });

  it("shows the contract's message beside the field for a time with seconds", async () => {
    const { callsTo, dialog, field, save } = await openSettings(PROFILE);
    fireEvent.change(field, { target: { value: '05:00:30' } });
    save();
    const message = 'Reset time must be a time of day as HH:MM (00:00 to 23:59), or empty';
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('PATCH', '/api/vendor/profile')).toHaveLength(0);
  });
});
