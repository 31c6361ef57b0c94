import { screen, waitFor, within } from '@testing-library/react';
import { Route } from 'wouter';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORDERS_PAGE_PATH } from '../../../contract/page-paths';
import { makeOrder, mockApi } from '../checkout/test-support';
import { OrdersPage } from '../orders/orders-page';
import { renderWithProviders, stubResizeObserver } from '../../../test/web-harness';
import { passFor } from './pass.test-support';
import { keepPass, savedPass, PASS_KEEP_MS, PICKUP_PASSES_KEY } from './pass-store';

// The customer's pickup pass, saved on the phone and opened from it with no signal.

const READY = makeOrder({ id: 41, status: 'ready', paymentStatus: 'paid', pickupCode: 'K7Q2' });

beforeEach(() => stubResizeObserver());

describe('pickup pass', () => {
  it('keeps a paid order’s pass and opens it full screen from the order card', async () => {
    const api = mockApi({
      'GET /api/orders': { body: [READY, makeOrder({ id: 40 })] },
      'GET /api/orders/41/pass': { body: passFor(41) },
    });
    const view = renderWithProviders(<OrdersPage />, { path: '/orders' });
    await waitFor(() => expect(savedPass(41)?.token).toBe(passFor(41).token));
    // an unpaid order has no pass
    expect(api.callsTo('GET', '/api/orders/40/pass')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Pickup pass for order #40' })).toBeNull();

    const button = screen.getByRole('button', { name: 'Pickup pass for order #41' });
    await view.user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Order #41' });
    expect(within(dialog).getByText('K7Q2')).toBeTruthy();
    expect(within(dialog).getByText('Seoul Food Truck')).toBeTruthy();
    expect(within(dialog).getByText('Works without signal')).toBeTruthy();
    expect(within(dialog).getByTitle('Pickup pass for order #41 as a QR code')).toBeTruthy();
    expect(api.callsTo('GET', '/api/orders/41/pass')).toHaveLength(1);

    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('opens a saved pass with no signal: the list fails, the pass comes from the phone', async () => {
    keepPass(passFor(41));
    const api = mockApi({ 'GET /api/orders': new Response(null, { status: 503 }) });
    const view = renderWithProviders(<OrdersPage />, { path: '/orders' });
    await screen.findByText("We couldn't load your orders");
    await view.user.click(screen.getByRole('button', { name: 'Pickup pass for order #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #41' });
    expect(within(dialog).getByText('K7Q2')).toBeTruthy();
    expect(api.paths().filter((path) => path.endsWith('/pass'))).toEqual([]);
  });

  it('opens at /orders/{id}/pass from the saved pass and goes back to /orders when closed', async () => {
    keepPass(passFor(41));
    mockApi({ 'GET /api/orders': { body: [READY] } });
    const view = renderWithProviders(
      <Route path={ORDERS_PAGE_PATH}>
        <OrdersPage />
      </Route>,
      { path: '/orders/41/pass' },
    );
    await screen.findByRole('dialog', { name: 'Order #41' });
    await view.user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(view.location.history?.at(-1)).toBe('/orders'));
  });

  it('says so when a pass is not on the phone and cannot be fetched', async () => {
    mockApi({
      'GET /api/orders': { body: [READY] },
      'GET /api/orders/41/pass': new Response(null, { status: 503 }),
    });
    const view = renderWithProviders(<OrdersPage />, { path: '/orders' });
    await view.user.click(await screen.findByRole('button', { name: 'Pickup pass for order #41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #41' });
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
  });

  it('fetches the pass again once the order is ready, and drops passes of finished orders', async () => {
    keepPass(passFor(41, null));
    keepPass(passFor(42));
    keepPass(passFor(43), Date.now() - PASS_KEEP_MS - 1);
    mockApi({
      'GET /api/orders': {
        body: [READY, makeOrder({ id: 42, status: 'completed', paymentStatus: 'paid' })],
      },
      'GET /api/orders/41/pass': { body: passFor(41) },
    });
    renderWithProviders(<OrdersPage />, { path: '/orders' });
    await waitFor(() => expect(savedPass(41)?.pass.pickupCode).toBe('K7Q2'));
    const stored = JSON.parse(localStorage.getItem(PICKUP_PASSES_KEY) ?? '{}');
    expect(Object.keys(stored)).toEqual(['41']);
  });
});
