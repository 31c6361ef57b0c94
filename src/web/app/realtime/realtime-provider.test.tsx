import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicUser } from '../../../contract/auth';
import type { NotificationView } from '../../../contract/notifications';
import { createQueryClient } from '../../lib/api';
import { PREFERENCES_KEY } from '../../lib/storage';
import { authKeys } from '../../features/auth/use-auth';
import { mockApi } from '../../features/checkout/test-support';
import { vendorDashboardKeys } from '../../features/vendor-dashboard/api';
import { FakeWebSocket } from '../../lib/realtime/fake-web-socket.test-support';
import { RealtimeProvider, useConnectionStatus } from './realtime-provider';
import { ORDER_READY_TITLE, ORDER_READY_VIBRATION } from '../../features/notifications/realtime';
import { CUSTOMER } from '../../../test/web-harness';

const mocks = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock('../../components/ui/use-toast', () => ({ toast: mocks.toast }));

function notification(overrides: Partial<NotificationView> = {}): NotificationView {
  return {
    id: 1,
    title: 'Payment received',
    message: 'Thanks!',
    category: 'payment',
    priority: 'medium',
    isRead: false,
    orderId: 41,
    createdAt: '2026-11-22T23:00:00.000Z',
    ...overrides,
  };
}

function Status() {
  return <p>status: {useConnectionStatus()}</p>;
}

const VENDOR_USER: PublicUser = {
  ...CUSTOMER,
  id: 12,
  email: 'vera@curtaincall.test',
  role: 'vendor',
};

async function setup({ user = CUSTOMER, open = true }: { user?: PublicUser; open?: boolean } = {}) {
  const client = createQueryClient();
  client.setQueryData(authKeys.currentUser, user);
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <RealtimeProvider>
        <Status />
      </RealtimeProvider>
    </QueryClientProvider>,
  );
  // the handlers load on demand; the socket opens once they are there
  await act(() => vi.dynamicImportSettled());
  const socket = FakeWebSocket.latest();
  if (open) act(() => socket.open());
  const keysInvalidated = () =>
    invalidate.mock.calls.map(([filters]) => (filters?.queryKey ?? ['predicate'])[0]);
  const seed = (keys: unknown[][]) => keys.forEach((key) => client.setQueryData(key, {}));
  /** Which of these cached keys the invalidations touched. */
  const touched = (keys: unknown[][]) =>
    keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join(' '));
  return { client, socket, invalidate, keysInvalidated, seed, touched };
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  mocks.toast.mockReset();
  document.title = '';
});

describe('RealtimeProvider', () => {
  it('connects for the signed-in user and authenticates', async () => {
    const { socket } = await setup();
    expect(socket.url).toBe(`ws://${window.location.host}/ws/notifications`);
    expect(socket.sent[0]).toEqual({ type: 'authenticate', userId: CUSTOMER.id, userRole: 'user' });
    expect(screen.getByText('status: open')).toBeTruthy();
  });

  it('notification: invalidates the list and unread count and toasts a high one', async () => {
    const { socket, keysInvalidated } = await setup();
    act(() => socket.receive({ type: 'notification', data: notification({ priority: 'high' }) }));
    expect(keysInvalidated()).toEqual(['/api/notifications', '/api/notifications/unread-count']);
    expect(mocks.toast).toHaveBeenCalledWith({
      title: 'Payment received',
      description: 'Thanks!',
      variant: 'default',
    });
  });

  it('urgent notifications toast as destructive; low and medium ones only update the bell', async () => {
    const { socket, keysInvalidated } = await setup();
    act(() => socket.receive({ type: 'notification', data: notification({ priority: 'low' }) }));
    act(() => socket.receive({ type: 'notification', data: notification({ priority: 'medium' }) }));
    expect(mocks.toast).not.toHaveBeenCalled();
    expect(keysInvalidated()).toHaveLength(4);
    act(() => socket.receive({ type: 'notification', data: notification({ priority: 'urgent' }) }));
    expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ variant: 'destructive' }));
  });

  it('with Push Notifications off: no toast, no vibration, but the bell still updates', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ pushNotifications: false }));
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const { socket, keysInvalidated } = await setup();
    act(() =>
      socket.receive({
        type: 'notification',
        data: notification({
          title: 'Your order is ready!',
          category: 'order',
          priority: 'urgent',
        }),
      }),
    );
    expect(mocks.toast).not.toHaveBeenCalled();
    expect(vibrate).not.toHaveBeenCalled();
    expect(keysInvalidated()).toEqual(['/api/notifications', '/api/notifications/unread-count']);
  });

  it('order ready: toasts, vibrates and flashes the title until the tab is seen again', async () => {
    vi.useFakeTimers();
    const vibrate = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, vibrate });
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    document.title = 'Your Orders · CurtainCall';
    const { socket } = await setup();
    const ready = notification({
      title: 'Your order is ready!',
      message: 'Show code K7QX at Gate B',
      category: 'order',
      priority: 'high',
    });
    act(() => socket.receive({ type: 'notification', data: ready }));
    expect(mocks.toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Your order is ready!',
        description: 'Show code K7QX at Gate B',
      }),
    );
    expect(vibrate).toHaveBeenCalledWith(ORDER_READY_VIBRATION);
    expect(document.title).toBe(ORDER_READY_TITLE);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(document.title).toBe('Your Orders · CurtainCall');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(document.title).toBe(ORDER_READY_TITLE);
    hasFocus.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(document.title).toBe('Your Orders · CurtainCall');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(document.title).toBe('Your Orders · CurtainCall');
    hasFocus.mockRestore();
  });

  it('order_update invalidates every /api/orders query and vendor orders, nothing else', async () => {
    const { socket, seed, touched } = await setup();
    const keys = [
      ['/api/orders'],
      ['/api/orders', 41],
      ['/api/orders/recent'],
      ['/api/vendor/orders'],
      ['/api/vendor/analytics'],
      ['/api/vendors'],
      ['/api/notifications'],
    ];
    seed(keys);
    act(() =>
      socket.receive({
        type: 'order_update',
        data: { orderId: 41, vendorId: 1, userId: 7, status: 'ready', paymentStatus: 'paid' },
      }),
    );
    expect(touched(keys)).toEqual([
      '/api/orders',
      '/api/orders 41',
      '/api/orders/recent',
      '/api/vendor/orders',
      '/api/vendor/analytics',
    ]);
  });

  it('vendor_update invalidates vendors, their menus, menu items and admin pending vendors', async () => {
    const { socket, seed, touched } = await setup();
    const keys = [
      ['/api/vendors'],
      ['/api/vendors/3'],
      ['/api/vendors/3/menu'],
      ['/api/menu-items'],
      ['/api/admin/vendors/pending'],
      ['/api/vendor/menu'],
      ['/api/orders'],
      ['/api/notifications'],
    ];
    seed(keys);
    act(() => socket.receive({ type: 'vendor_update', data: { vendorId: 3 } }));
    expect(touched(keys)).toEqual([
      '/api/vendors',
      '/api/vendors/3',
      '/api/vendors/3/menu',
      '/api/menu-items',
      '/api/admin/vendors/pending',
    ]);
  });

  it('event_update (an admin changed an event) reads the current event and the events again', async () => {
    const { socket, seed, touched } = await setup();
    const keys = [
      ['/api/events/current'],
      ['/api/events'],
      ['/api/vendors'],
      ['/api/admin/events'],
      ['/api/orders'],
    ];
    seed(keys);
    act(() => socket.receive({ type: 'event_update', data: { eventId: 2 } }));
    expect(touched(keys)).toEqual(['/api/events/current', '/api/events']);
  });

  it('app_status (an admin switched maintenance) reads the app status again, nothing else', async () => {
    const { socket, seed, touched } = await setup();
    const keys = [['/api/app-status'], ['/api/vendors'], ['/api/orders'], ['/api/notifications']];
    seed(keys);
    act(() => socket.receive({ type: 'app_status' }));
    expect(touched(keys)).toEqual(['/api/app-status']);
  });

  it('pong, authenticated and subscribed do nothing; unknown types are only warned about', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { socket, invalidate } = await setup();
    act(() => socket.receive({ type: 'pong', timestamp: 'x' }));
    act(() => socket.receive({ type: 'authenticated', userId: 7 }));
    act(() => socket.receive({ type: 'subscribed', vendorId: 1 }));
    expect(warn).not.toHaveBeenCalled();
    act(() => socket.receive({ type: 'mystery' }));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('unknown type'), 'mystery');
    expect(invalidate).not.toHaveBeenCalled();
    expect(mocks.toast).not.toHaveBeenCalled();
    // a customer's socket never asks to follow a vendor's orders
    expect(socket.sent).toEqual([{ type: 'authenticate', userId: CUSTOMER.id, userRole: 'user' }]);
    warn.mockRestore();
  });

  it("a vendor's socket asks once per connection to follow its own vendor's orders", async () => {
    const api = mockApi({});
    const { client, socket } = await setup({ user: VENDOR_USER });
    client.setQueryData(vendorDashboardKeys.profile, { id: 3, name: 'Seoul Food Truck' });
    act(() => socket.receive({ type: 'authenticated', userId: VENDOR_USER.id }));
    act(() => socket.receive({ type: 'authenticated', userId: VENDOR_USER.id }));
    await waitFor(() =>
      expect(socket.sent).toEqual([
        { type: 'authenticate', userId: VENDOR_USER.id, userRole: 'vendor' },
        { type: 'subscribe_to_orders', vendorId: 3 },
      ]),
    );
    await act(async () => {
      await Promise.resolve();
    });
    expect(socket.sent).toHaveLength(2);
    // the cached vendor profile was enough
    expect(api.calls).toEqual([]);
  });

  it('a vendor without a vendor profile yet sends no subscription', async () => {
    const api = mockApi({
      'GET /api/vendor/profile': { status: 404, body: { code: 'NOT_FOUND' } },
    });
    const { socket } = await setup({ user: VENDOR_USER });
    act(() => socket.receive({ type: 'authenticated', userId: VENDOR_USER.id }));
    await waitFor(() => expect(api.callsTo('GET', '/api/vendor/profile')).toHaveLength(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(socket.sent).toHaveLength(1);
  });

  it.each([4401, 4403])(
    'after a %i close: no reconnecting, and the app learns the session is gone',
    async (code) => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const api = mockApi({
        'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } },
      });
      const { client, socket } = await setup();
      act(() => socket.drop(code));
      await waitFor(() => expect(client.getQueryData(authKeys.currentUser)).toBeNull());
      expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
      await act(() => vi.advanceTimersByTimeAsync(30_000));
      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(screen.getByText('status: closed')).toBeTruthy();
    },
  );

  it('stops retrying when the upgrade is refused because the session ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = mockApi({
      'GET /api/auth/user': { status: 401, body: { code: 'UNAUTHENTICATED' } },
    });
    const { client, socket } = await setup({ open: false });
    // the browser reports the refused upgrade as a close that never opened
    act(() => socket.drop(1006));
    await waitFor(() => expect(client.getQueryData(authKeys.currentUser)).toBeNull());
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(api.callsTo('GET', '/api/auth/user')).toHaveLength(1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(screen.getByText('status: closed')).toBeTruthy();
  });

  it('keeps retrying a connection that never opened while the session is still valid', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ 'GET /api/auth/user': { body: CUSTOMER } });
    const { client, socket } = await setup({ open: false });
    act(() => socket.drop(1006));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    expect(client.getQueryData(authKeys.currentUser)).toEqual(CUSTOMER);
  });

  it('after a re-connect refetches notifications, unread count, orders, vendor orders and menus', async () => {
    vi.useFakeTimers();
    const { socket, seed, touched } = await setup();
    const keys = [
      ['/api/notifications'],
      ['/api/notifications/unread-count'],
      ['/api/orders'],
      ['/api/vendor/orders'],
      ['/api/vendors'],
      ['/api/vendors/1/menu'],
    ];
    seed(keys);
    act(() => socket.drop(1006));
    expect(screen.getByText('status: closed')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.getByText('status: connecting')).toBeTruthy();
    expect(touched(keys)).toEqual([]);
    act(() => FakeWebSocket.latest().open());
    expect(touched(keys)).toEqual([
      '/api/notifications',
      '/api/notifications/unread-count',
      '/api/orders',
      '/api/vendor/orders',
      '/api/vendors',
      '/api/vendors/1/menu',
    ]);
  });

  it('disconnects with 1000 when the user signs out', async () => {
    const { client, socket } = await setup();
    act(() => {
      client.setQueryData(authKeys.currentUser, null);
    });
    await waitFor(() => expect(socket.closedWith).toBe(1000));
    expect(screen.getByText('status: closed')).toBeTruthy();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
