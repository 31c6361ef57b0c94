import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import { ACCOUNT_LIMITS } from '../../../contract/auth';
import {
  VENDOR_LIMITS,
  type VendorAnalytics,
  type VendorProfileView,
} from '../../../contract/vendor';
import type { MenuItemView } from '../../../contract/vendors';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { formatPrepMinutes } from './analytics-tab';
import { DELETE_CONFIRM_TEXT } from './menu-tab';
import { stubSuspendedAudio } from './audio.test-support';
import { resetNewOrderAudio } from './use-new-order-alert';
import { PENDING_APPROVAL_MESSAGE, VendorDashboardPage } from './vendor-dashboard-page';
import { vendorDashboardKeys } from './api';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { makeVendorOrder } from './menu.test-support';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const PROFILE: VendorProfileView = {
  id: 1,
  name: 'Curtain Call Burgers',
  description: 'Smash burgers',
  cuisine: 'american',
  vendorType: 'food_truck',
  priceRange: '$$',
  phone: '5551234567',
  address: null,
  slotCapacity: null,
  hotShelfMinutes: 20,
  lowStockThreshold: 5,
  stockResetTime: '05:00',
  location: 'Lot B',
  estimatedPrepTime: 15,
  isActive: true,
  approvalStatus: 'approved',
  imageUrl: null,
};

const ANALYTICS: VendorAnalytics = {
  totalOrders: 12,
  totalRevenue: 345.5,
  totalRevenueCents: 34550,
  totalTips: 12.5,
  totalTipsCents: 1250,
  avgPickupTime: 18,
  avgPrepMinutes: null,
  topItems: [{ menuItemId: 11, name: 'Encore Smash Burger', count: 9 }],
  todayOrders: 4,
  todayRevenueCents: 11600,
  menuItemCount: 1,
  ordersByQuarterHour: [],
  eventEndsAt: null,
  revenueByDay: [],
};

const ITEM: MenuItemView = {
  id: 11,
  vendorId: 1,
  name: 'Encore Smash Burger',
  description: '',
  price: '15.99',
  priceCents: 1599,
  category: 'mains',
  imageUrl: null,
  isAvailable: true,
  isPopular: false,
  allergens: [],
  dietaryTags: [],
  stockCount: null,
  dailyStockCount: null,
  optionGroups: [],
};

function renderPage(
  routes: Record<string, MockRoute> = {},
  profile: Partial<VendorProfileView> = {},
) {
  const api = mockApi({
    'GET /api/vendor/profile': { body: { ...PROFILE, ...profile } },
    'GET /api/vendor/analytics': { body: ANALYTICS },
    'GET /api/vendor/orders': { body: [] },
    'GET /api/vendor/menu': { body: [ITEM] },
    ...routes,
  });
  const { client } = renderWithProviders(<VendorDashboardPage />, { path: '/vendor/dashboard' });
  return { ...api, client };
}

const toastTitled = (title: string) =>
    waitFor(() => expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title }))),
  openTab = (name: string) =>
    fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0, ctrlKey: false });

beforeEach(() => {
  resetNewOrderAudio();
  stubResizeObserver();
});

afterEach(() => {
  mocks.toast.mockReset();
});

describe('VendorDashboardPage', () => {
  it('opens the Artist Drops tab under the one page heading', async () => {
    renderPage({
      'GET /api/vendor/partnerships': { body: [] },
      'GET /api/vendor/special-offerings': { body: [] },
    });
    openTab('Artist Drops');
    expect(await screen.findByText('No artist partnerships yet')).toBeTruthy();
    expect(await screen.findByText('No limited offerings yet')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the business, the stat tiles and the pending-approval banner', async () => {
    renderPage({}, { approvalStatus: 'pending' });
    expect(screen.getByRole('heading', { name: 'Vendor Dashboard' })).toBeTruthy();
    expect(await screen.findByText(PENDING_APPROVAL_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Curtain Call Burgers')).toBeTruthy();
    const tiles = screen.getByLabelText('Today at a glance');
    await waitFor(() => expect(within(tiles).getByText('$116.00')).toBeTruthy());
    expect(within(tiles).getByText('—')).toBeTruthy();
    // one definition per figure, stated under it
    expect(
      within(tiles).getByText('Paid orders today (from 5 AM), excluding cancelled'),
    ).toBeTruthy();
    expect(
      within(tiles).getByText("Confirmed to ready, averaged over today's paid orders"),
    ).toBeTruthy();
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it("toasts 'New Order!' when a new order arrives and audio is unavailable", async () => {
    let orders: OrderView[] = [makeVendorOrder({ id: 1, paymentStatus: 'paid' })];
    renderPage({ 'GET /api/vendor/orders': () => ({ body: orders }) });
    await screen.findByText(/#1/);
    expect(mocks.toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'New Order!' }));
    orders = [...orders, makeVendorOrder({ id: 2, paymentStatus: 'paid' })];
    fireEvent.click(screen.getByRole('button', { name: /Refresh orders/ }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith({
        title: 'New Order!',
        description: 'You have a new order to review.',
        duration: 3000,
      }),
    );
  });

  it('falls back to the toast when the AudioContext is suspended (autoplay blocked)', async () => {
    const resume = stubSuspendedAudio(() => Promise.reject(new Error('blocked')));
    let orders: OrderView[] = [];
    renderPage({ 'GET /api/vendor/orders': () => ({ body: orders }) });
    await screen.findByText('No orders found');
    orders = [makeVendorOrder({ id: 3, paymentStatus: 'paid' })];
    fireEvent.click(screen.getByRole('button', { name: /Refresh orders/ }));
    await toastTitled('New Order!');
    expect(resume).toHaveBeenCalled();
  });

  it('alerts on a new order from the same refetch that confirmed another one', async () => {
    let orders: OrderView[] = [
      makeVendorOrder({ id: 1, status: 'pending', paymentStatus: 'paid' }),
    ];
    renderPage({ 'GET /api/vendor/orders': () => ({ body: orders }) });
    await screen.findByText(/#1/);
    orders = [
      makeVendorOrder({ id: 1, status: 'confirmed', paymentStatus: 'paid' }),
      makeVendorOrder({ id: 2, status: 'pending', paymentStatus: 'paid' }),
    ];
    fireEvent.click(screen.getByRole('button', { name: /Refresh orders/ }));
    await screen.findByText(/#2/);
    await toastTitled('New Order!');
  });

  it('alerts on a new order while the Menu tab is open, counting from before the switch', async () => {
    let orders: OrderView[] = [makeVendorOrder({ id: 1, paymentStatus: 'paid' })];
    const { client, callsTo } = renderPage({ 'GET /api/vendor/orders': () => ({ body: orders }) });
    await screen.findByText(/#1/);
    openTab('Menu');
    await screen.findByRole('button', { name: 'Delete Encore Smash Burger' });
    expect(screen.queryByText(/#1/)).toBeNull();
    orders = [...orders, makeVendorOrder({ id: 2, paymentStatus: 'paid' })];
    // what a live order update does: the vendor orders list is invalidated
    await act(() => client.invalidateQueries({ queryKey: vendorDashboardKeys.orders }));
    expect(callsTo('GET', '/api/vendor/orders')).toHaveLength(2);
    await toastTitled('New Order!');
    expect(mocks.toast).toHaveBeenCalledTimes(1);
    // coming back to the Orders tab does not count the same order again
    openTab('Orders');
    await screen.findByText(/#2/);
    expect(mocks.toast).toHaveBeenCalledTimes(1);
  });

  // A held order is not the kitchen's yet; firing it is what brings the alert
  it('alerts when a held order is fired, not when it arrives held', async () => {
    const held = makeVendorOrder({
      id: 5,
      paymentStatus: 'paid',
      isHeld: true,
      fireAt: new Date(Date.now() + 20 * 60_000).toISOString(),
    });
    let orders: OrderView[] = [makeVendorOrder({ id: 1, paymentStatus: 'paid' })];
    const { client } = renderPage({ 'GET /api/vendor/orders': () => ({ body: orders }) });
    await screen.findByText(/#1/);
    orders = [...orders, held];
    await act(() => client.invalidateQueries({ queryKey: vendorDashboardKeys.orders }));
    await screen.findByRole('region', { name: 'Held orders' });
    expect(mocks.toast).not.toHaveBeenCalledWith(expect.objectContaining({ title: 'New Order!' }));
    orders = [orders[0]!, { ...held, isHeld: false, firedAt: new Date().toISOString() }];
    await act(() => client.invalidateQueries({ queryKey: vendorDashboardKeys.orders }));
    await toastTitled('New Order!');
    expect(screen.queryByRole('region', { name: 'Held orders' })).toBeNull();
  });

  it('refreshes the stat tiles when the orders list changes', async () => {
    let orders: OrderView[] = [];
    let analytics = ANALYTICS;
    const { callsTo } = renderPage({
      'GET /api/vendor/orders': () => ({ body: orders }),
      'GET /api/vendor/analytics': () => ({ body: analytics }),
    });
    const tiles = screen.getByLabelText('Today at a glance');
    await waitFor(() => expect(within(tiles).getByText('$116.00')).toBeTruthy());
    await screen.findByText('No orders found');
    expect(callsTo('GET', '/api/vendor/analytics')).toHaveLength(1);
    // a refetch that brings nothing new leaves the tiles' call alone
    fireEvent.click(screen.getByRole('button', { name: /Refresh orders/ }));
    await waitFor(() => expect(callsTo('GET', '/api/vendor/orders')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Refresh orders/ })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(callsTo('GET', '/api/vendor/analytics')).toHaveLength(1);
    orders = [makeVendorOrder({ id: 9, paymentStatus: 'paid', totalCents: 3869 })];
    analytics = { ...ANALYTICS, todayOrders: 5, todayRevenueCents: 15469 };
    fireEvent.click(screen.getByRole('button', { name: /Refresh orders/ }));
    await waitFor(() => expect(within(tiles).getByText('$154.69')).toBeTruthy());
    expect(within(tiles).getByText('5')).toBeTruthy();
    expect(callsTo('GET', '/api/vendor/analytics')).toHaveLength(2);
  });

  it('refetches orders when the page becomes visible, at most once per 30 s, on any tab', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { callsTo } = renderPage();
      await screen.findByText('No orders found');
      openTab('Analytics');
      await screen.findByText('Total Orders');
      const becomeVisible = () => document.dispatchEvent(new Event('visibilitychange'));
      expect(document.visibilityState).toBe('visible');

      becomeVisible();
      expect(callsTo('GET', '/api/vendor/orders')).toHaveLength(1);
      await act(async () => {
        vi.advanceTimersByTime(31_000);
      });
      becomeVisible();
      becomeVisible();
      await waitFor(() => expect(callsTo('GET', '/api/vendor/orders')).toHaveLength(2));
      await act(async () => {
        vi.advanceTimersByTime(10_000);
      });
      becomeVisible();
      expect(callsTo('GET', '/api/vendor/orders')).toHaveLength(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("add menu item: missing fields toast 'Validation Error' with field errors", async () => {
    const { callsTo } = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add Menu Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Menu Item' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Validation Error',
          description: 'Please fill in all required fields.',
        }),
      ),
    );
    expect(within(dialog).getAllByRole('alert').length).toBeGreaterThanOrEqual(3);
    expect(callsTo('POST', '/api/vendor/menu')).toHaveLength(0);
  });

  it('sends the price in dollars when creating an item', async () => {
    const { callsTo } = renderPage({ 'POST /api/vendor/menu': { status: 201, body: ITEM } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Menu Item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Menu Item' });
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Fries' } });
    fireEvent.change(within(dialog).getByLabelText('Price ($)'), { target: { value: '6.5' } });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: 'sides' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Item' }));
    await toastTitled('Item Created');
    expect(callsTo('POST', '/api/vendor/menu')[0]?.body).toEqual({
      name: 'Fries',
      description: '',
      price: 6.5,
      category: 'sides',
      isAvailable: true,
      allergens: [],
      dietaryTags: [],
      stockCount: null,
      dailyStockCount: null,
      optionGroups: [],
    });
  });

  it('asks the exact delete question, then deletes', async () => {
    const { callsTo } = renderPage({ 'DELETE /api/vendor/menu/11': { status: 204 } });
    openTab('Menu');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Encore Smash Burger' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(DELETE_CONFIRM_TEXT)).toBeTruthy();
    expect(DELETE_CONFIRM_TEXT).toBe('Are you sure you want to delete this menu item?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await toastTitled('Item Deleted');
    expect(callsTo('DELETE', '/api/vendor/menu/11')).toHaveLength(1);
  });

  it("settings: every text input stops at the schema's limit", async () => {
    renderPage();
    const settings = screen.getByRole('button', { name: 'Settings' });
    await waitFor(() => expect((settings as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Settings' });
    const maxLength = (label: string) =>
      within(dialog).getByLabelText<HTMLInputElement>(label).maxLength;
    expect(maxLength('Business name')).toBe(VENDOR_LIMITS.name);
    expect(maxLength('Description')).toBe(VENDOR_LIMITS.description);
    expect(maxLength('Address')).toBe(VENDOR_LIMITS.address);
    expect(maxLength('Phone')).toBe(ACCOUNT_LIMITS.phone);
  });

  it('settings: an unparsable prep time is saved as 20', async () => {
    const { callsTo } = renderPage({ 'PATCH /api/vendor/profile': { body: PROFILE } });
    const settings = screen.getByRole('button', { name: 'Settings' });
    await waitFor(() => expect((settings as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Settings' });
    fireEvent.change(within(dialog).getByLabelText('Prep time (minutes)'), {
      target: { value: '' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    await toastTitled('Settings Updated');
    expect(callsTo('PATCH', '/api/vendor/profile')[0]?.body).toMatchObject({
      name: 'Curtain Call Burgers',
      estimatedPrepTime: 20,
      isActive: true,
    });
  });

  it('settings: an empty business name shows the required message', async () => {
    const { callsTo } = renderPage();
    const settings = screen.getByRole('button', { name: 'Settings' });
    await waitFor(() => expect((settings as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(settings);
    const dialog = await screen.findByRole('dialog', { name: 'Vendor Settings' });
    fireEvent.change(within(dialog).getByLabelText('Business name'), { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Settings' }));
    expect(await within(dialog).findByText('Business name is required')).toBeTruthy();
    expect(callsTo('PATCH', '/api/vendor/profile')).toHaveLength(0);
  });
});

describe('formatPrepMinutes', () => {
  it("reads '—' with no data, '<1 min' under half a minute, and whole minutes otherwise", () => {
    expect(formatPrepMinutes(null)).toBe('—');
    expect(formatPrepMinutes(0)).toBe('<1 min');
    expect(formatPrepMinutes(0.49)).toBe('<1 min');
    expect(formatPrepMinutes(0.5)).toBe('1 min');
    expect(formatPrepMinutes(12.4)).toBe('12 min');
  });
});
