import { act, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORDERS_PAGE_PATH } from '../../../contract/page-paths';
import { markOffline, resetConnectionState } from '../../lib/offline/connection';
import { makeOrder, mockApi } from '../checkout/test-support';
import { OrdersPage } from '../orders/orders-page';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { HatchPage } from './hatch-page';
import { passFor } from './pass.test-support';
import { keepPass, savedPass } from './pass-store';

// The full screen a customer shows at the pickup hatch: from the pass saved on the phone, so it
// opens with no signal, with what the order list says when it loads.

const READY = makeOrder({
  id: 41,
  status: 'ready',
  paymentStatus: 'paid',
  pickupCode: 'K7Q2',
  readyAt: '2026-11-22T23:00:00.000Z',
  vendorName: 'Seoul Food Truck',
  vendorLocation: 'Gate B',
});

function renderHatch(orderId = 41) {
  return renderWithProviders(
    <Route path={ORDERS_PAGE_PATH}>
      <HatchPage />
    </Route>,
    { path: `/orders/${orderId}/hatch` },
  );
}

async function expectTicket() {
  await screen.findByRole('heading', { level: 1, name: 'Order #41' });
  await screen.findByTitle('Pickup pass for order #41 as a QR code');
  expect(screen.getByLabelText('Pickup code K 7 Q 2').textContent).toBe('K7Q2');
  expect(screen.getByText('Seoul Food Truck')).toBeTruthy();
  expect(screen.getByText('Gate B')).toBeTruthy();
}

beforeEach(() => stubResizeObserver());
afterEach(() => {
  resetConnectionState();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

describe('hatch screen', () => {
  it('shows a ready order from the saved pass, keeps the screen on, and closes to the orders', async () => {
    keepPass(passFor(41));
    const request = vi.fn(async () => ({ released: false, release: async () => undefined }));
    Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
    const api = mockApi({
      'GET /api/orders': { body: [READY] },
      'POST /api/orders/41/ready-seen': { status: 204, body: null },
    });
    const view = renderHatch();
    await expectTicket();
    expect(api.callsTo('GET', '/api/orders/41/pass')).toHaveLength(0);
    await waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    // shown at the hatch, the ready alert counts as seen: the server does not push it again
    await waitFor(() => expect(api.callsTo('POST', '/api/orders/41/ready-seen')).toHaveLength(1));

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(view.location.history?.at(-1)).toBe('/orders'));
  });

  it('fetches and keeps the pass of a ready order the phone lacks', async () => {
    const api = mockApi({
      'GET /api/orders': { body: [READY] },
      'GET /api/orders/41/pass': { body: passFor(41) },
    });
    const view = renderHatch();
    await expectTicket();
    expect(api.callsTo('GET', '/api/orders/41/pass')).toHaveLength(1);
    expect(savedPass(41)?.token).toBe(passFor(41).token);
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(view.location.history?.at(-1)).toBe('/orders'));
  });

  it('opens with no signal from the saved pass', async () => {
    keepPass(passFor(41));
    act(() => markOffline());
    mockApi({ 'GET /api/orders': new Response(null, { status: 503 }) });
    renderHatch();
    await expectTicket();
  });

  it('says so with no signal and no saved pass', async () => {
    act(() => markOffline());
    mockApi({ 'GET /api/orders': new Response(null, { status: 503 }) });
    renderHatch();
    await screen.findByRole('heading', { level: 1, name: "You're offline" });
    expect(screen.getByText(/not on this phone yet/)).toBeTruthy();
  });

  it('says an order is not ready yet and links to it, without asking for its pass', async () => {
    const api = mockApi({
      'GET /api/orders': {
        body: [makeOrder({ id: 41, status: 'preparing', paymentStatus: 'paid' })],
      },
    });
    renderHatch();
    await screen.findByRole('heading', { level: 1, name: 'Order #41 is not ready yet' });
    expect(screen.getByRole('link', { name: 'See your order' }).getAttribute('href')).toBe(
      '/orders',
    );
    expect(api.callsTo('GET', '/api/orders/41/pass')).toHaveLength(0);
  });

  it('says a collected order has been picked up, even with its pass still on the phone', async () => {
    keepPass(passFor(41));
    mockApi({
      'GET /api/orders': {
        body: [makeOrder({ id: 41, status: 'completed', paymentStatus: 'paid' })],
      },
    });
    renderHatch();
    await screen.findByRole('heading', { level: 1, name: 'Order #41 has been picked up' });
    expect(screen.queryByTitle('Pickup pass for order #41 as a QR code')).toBeNull();
  });

  it('says an order that is not the customer’s is not found', async () => {
    keepPass(passFor(77));
    mockApi({ 'GET /api/orders': { body: [READY] } });
    renderHatch(77);
    await screen.findByRole('heading', { level: 1, name: 'Order not found' });
    expect(screen.getByRole('link', { name: 'Your orders' })).toBeTruthy();
  });

  it('is offered on a ready order’s card and in its pickup pass, not on one in preparation', async () => {
    keepPass(passFor(41));
    mockApi({
      'GET /api/orders': {
        body: [READY, makeOrder({ id: 40, status: 'preparing', paymentStatus: 'paid' })],
      },
      'GET /api/orders/40/pass': { body: passFor(40, null) },
    });
    const view = renderWithProviders(<OrdersPage />, { path: '/orders' });
    const link = await screen.findByRole('link', { name: 'Show at the hatch: order #41' });
    expect(link.getAttribute('href')).toBe('/orders/41/hatch');
    expect(screen.queryByRole('link', { name: 'Show at the hatch: order #40' })).toBeNull();

    await view.user.click(screen.getByRole('button', { name: 'Pickup pass for order #41' }));
    const inPass = await screen.findByRole('link', { name: 'Show at the hatch' });
    expect(inPass.getAttribute('href')).toBe('/orders/41/hatch');
  });
});
