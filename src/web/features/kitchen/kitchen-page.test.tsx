import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../contract/orders';
import type { MenuItemView } from '../../../contract/vendors';
import { markOffline, resetConnectionState } from '../../lib/offline/connection';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { mockApi, type MockRoute } from '../checkout/test-support';
import { vendorDashboardKeys } from '../vendor-dashboard/api';
import { STALE_BOARD_MESSAGE } from '../vendor-dashboard/board-stale-notice';
import { resetNewOrderAudio } from '../vendor-dashboard/use-new-order-alert';
import { KitchenPage } from './kitchen-page';
import { DONE_LINES_KEY } from './use-done-lines';
import { eightySixDescription } from './eighty-six-dialog';
import { orderLine } from './kitchen.test-support';
import { makeVendorOrder } from '../vendor-dashboard/menu.test-support';

// The kitchen screen against a scripted API.

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

const paid = (id: number, overrides: Partial<OrderView> = {}) =>
  makeVendorOrder({
    id,
    paymentStatus: 'paid',
    paidAt: `2026-11-22T23:0${id}:00.000Z`,
    ...overrides,
  });

const FIRST = paid(1, {
  status: 'confirmed',
  items: [orderLine(11, 11, 'Burger', 2), orderLine(12, 12, 'Fries', 1)],
});
const SECOND = paid(2, { status: 'preparing', items: [orderLine(21, 11, 'Burger', 1)] });
const ORDERS: OrderView[] = [
  SECOND,
  FIRST,
  paid(3, { status: 'ready', items: [orderLine(31, 11, 'Burger', 5)] }),
  // held until the show ends: not a ticket until it is fired
  paid(4, {
    isHeld: true,
    fireAt: '2026-11-22T23:55:00.000Z',
    items: [orderLine(41, 11, 'Burger', 7)],
  }),
];
const MENU: MenuItemView[] = [
  {
    id: 11,
    vendorId: 3,
    name: 'Burger',
    description: '',
    price: '5.00',
    priceCents: 500,
    category: 'mains',
    imageUrl: null,
    isAvailable: true,
    isPopular: false,
    allergens: [],
    dietaryTags: [],
    stockCount: null,
    dailyStockCount: null,
    optionGroups: [],
  },
  {
    id: 12,
    vendorId: 3,
    name: 'Fries',
    description: '',
    price: '5.00',
    priceCents: 500,
    category: 'sides',
    imageUrl: null,
    isAvailable: true,
    isPopular: false,
    allergens: [],
    dietaryTags: [],
    stockCount: null,
    dailyStockCount: null,
    optionGroups: [],
  },
];

function renderKitchen(routes: Record<string, MockRoute> = {}) {
  const api = mockApi({
    'GET /api/vendor/orders': { body: ORDERS },
    'GET /api/vendor/profile': { body: { id: 3, name: 'Seoul Food Truck', estimatedPrepTime: 10 } },
    'GET /api/vendor/menu': { body: MENU },
    ...routes,
  });
  const view = renderWithProviders(<KitchenPage />, { path: '/vendor/kitchen' });
  return { ...api, ...view };
}

/** PATCH /api/vendor/orders/{id} answering the order with the asked status. */
const statusRoute =
  (order: OrderView): MockRoute =>
  (call) => ({ body: { ...order, status: (call.body as { status: string }).status } });

const tickets = () =>
  screen.getAllByRole('article').map((ticket) => ticket.getAttribute('aria-label'));
const allDay = () =>
  within(screen.getByRole('region', { name: 'All day' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

beforeEach(() => {
  localStorage.clear();
  resetNewOrderAudio();
  resetConnectionState();
  stubResizeObserver();
});
afterEach(() => {
  mocks.toast.mockReset();
  resetConnectionState();
});

describe('KitchenPage tickets and all-day counts', () => {
  it('shows paid orders still to make, oldest first, never ready or held ones', async () => {
    renderKitchen();
    await screen.findByRole('article', { name: 'Ticket #1' });
    expect(tickets()).toEqual(['Ticket #1', 'Ticket #2']);
    expect(screen.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeTruthy();
    expect(screen.getByText('Seoul Food Truck · 2 tickets')).toBeTruthy();
    expect(allDay()).toEqual(['3Burger', '1Fries']);
  });

  it('a line tapped done leaves the counts and stays done after a reload', async () => {
    const first = renderKitchen();
    const fries = await screen.findByRole('button', { name: /1×Fries/ });
    fireEvent.click(fries);
    expect(fries.getAttribute('aria-pressed')).toBe('true');
    expect(allDay()).toEqual(['3Burger']);
    expect(JSON.parse(localStorage.getItem(DONE_LINES_KEY) ?? '[]')).toEqual([12]);
    first.unmount();
    renderKitchen();
    expect(
      (await screen.findByRole('button', { name: /1×Fries/ })).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(allDay()).toEqual(['3Burger']);
  });
});

describe('KitchenPage bump and recall', () => {
  it('bumps a confirmed ticket through preparing to ready, then recalls it to preparing', async () => {
    const { callsTo } = renderKitchen({ 'PATCH /api/vendor/orders/1': statusRoute(FIRST) });
    fireEvent.click(await screen.findByRole('button', { name: 'Bump #1 to Ready' }));
    await waitFor(() => expect(tickets()).toEqual(['Ticket #2']));
    expect(callsTo('PATCH', '/api/vendor/orders/1').map((call) => call.body)).toEqual([
      { status: 'preparing' },
      { status: 'ready' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Recall #1' }));
    await waitFor(() => expect(tickets()).toEqual(['Ticket #1', 'Ticket #2']));
    expect(callsTo('PATCH', '/api/vendor/orders/1').at(-1)?.body).toEqual({ status: 'preparing' });
    expect(screen.queryByRole('button', { name: 'Recall #1' })).toBeNull();
  });

  it('says why when the server refuses a bump, and reads the board again', async () => {
    const message = 'Cannot change an order from cancelled to ready';
    const { callsTo } = renderKitchen({
      'PATCH /api/vendor/orders/2': { status: 409, body: { code: 'INVALID_TRANSITION', message } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Bump #2 to Ready' }));
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(
        expect.objectContaining({ description: message, variant: 'destructive' }),
      ),
    );
    await waitFor(() => expect(callsTo('GET', '/api/vendor/orders').length).toBe(2));
    expect(screen.queryByRole('button', { name: /Recall/ })).toBeNull();
  });
});

describe('KitchenPage 86', () => {
  it('asks before taking an item off the menu, and cancelling changes nothing', async () => {
    const { callsTo } = renderKitchen({
      'PATCH /api/vendor/menu/12': { body: { ...MENU[1], isAvailable: false } },
    });
    fireEvent.click(await screen.findByRole('button', { name: '86 an item' }));
    const list = await screen.findByRole('dialog', { name: '86 an item' });
    fireEvent.click(await within(list).findByRole('button', { name: '86 Fries' }));
    let confirm = await screen.findByRole('alertdialog', { name: '86 Fries?' });
    expect(within(confirm).getByText(eightySixDescription('Fries'))).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('PATCH', '/api/vendor/menu/12')).toHaveLength(0);

    fireEvent.click(within(list).getByRole('button', { name: '86 Fries' }));
    confirm = await screen.findByRole('alertdialog', { name: '86 Fries?' });
    fireEvent.click(within(confirm).getByRole('button', { name: '86 Fries' }));
    await waitFor(() => expect(callsTo('PATCH', '/api/vendor/menu/12')).toHaveLength(1));
    expect(callsTo('PATCH', '/api/vendor/menu/12')[0]?.body).toEqual({ isAvailable: false });
    await waitFor(() =>
      expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: "Fries is 86'd" })),
    );
  });
});

describe('KitchenPage alert and connection', () => {
  it('shows a new order until someone acknowledges it; never on the first load', async () => {
    const { client } = renderKitchen();
    await screen.findByRole('article', { name: 'Ticket #1' });
    expect(screen.queryByRole('button', { name: 'Acknowledge' })).toBeNull();
    act(() => {
      client.setQueryData(vendorDashboardKeys.orders, [...ORDERS, paid(5)]);
    });
    expect(await screen.findByText('New order: #5')).toBeTruthy();
    // no sound in jsdom: the first alert falls back to the toast, the bar stays
    expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'New Order!' }));
    fireEvent.click(screen.getByRole('button', { name: 'Acknowledge' }));
    expect(screen.queryByText('New order: #5')).toBeNull();
  });

  it('says the board may be out of date when the connection drops', async () => {
    renderKitchen();
    await screen.findByRole('article', { name: 'Ticket #1' });
    expect(screen.queryByText(STALE_BOARD_MESSAGE)).toBeNull();
    act(() => markOffline());
    expect(screen.getByText(STALE_BOARD_MESSAGE)).toBeTruthy();
  });

  it('shows an empty board with no tickets', async () => {
    renderKitchen({ 'GET /api/vendor/orders': { body: [] } });
    expect(await screen.findByText('No tickets')).toBeTruthy();
    expect(screen.getByText('Nothing to make.')).toBeTruthy();
  });

  it('shows an error with a retry when the orders cannot be read', async () => {
    renderKitchen({
      'GET /api/vendor/orders': { status: 500, body: { code: 'INTERNAL', message: 'down' } },
    });
    expect(await screen.findByText("We couldn't load your orders.")).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try Again/ })).toBeTruthy();
  });
});
