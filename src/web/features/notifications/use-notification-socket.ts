// customer spec 4 (Notification socket), 7 (what each server message invalidates) and 8 (toasts
// for urgent/high notifications). The socket itself is socket-client.ts.
import { createContext, useContext, useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contract/auth';
import type { NotificationView, ServerSocketMessage } from '../../../contract/notifications';
import type { VendorProfileView } from '../../../contract/vendor';
import { toast } from '../../components/ui/use-toast';
import { refreshCurrentUser, authKeys } from '../auth/use-auth';
import { orderKeys } from '../orders/api';
import { readPreferences } from '../profile/preferences';
import { vendorDashboardKeys } from '../vendor-dashboard/api';
import { vendorKeys } from '../vendors/api';
import { notificationKeys } from './api';
import { NotificationSocket, notificationSocketUrl, type SocketStatus } from './socket-client';

export const ORDER_READY_TITLE = '🔔 Order ready! · CurtainCall';
export const ORDER_READY_VIBRATION = [200, 100, 200, 100, 400];
const TITLE_FLASH_INTERVAL_MS = 1000;

function invalidateNotifications(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ queryKey: notificationKeys.all, exact: true }),
    client.invalidateQueries({ queryKey: notificationKeys.unreadCount, exact: true }),
  ]);
}

function invalidateOrders(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ predicate: orderKeys.isAnyOrderQuery }),
    client.invalidateQueries({ queryKey: vendorDashboardKeys.orders }),
  ]);
}

function invalidateVendors(client: QueryClient) {
  return Promise.all([
    client.invalidateQueries({ predicate: vendorKeys.isCustomerMenuQuery }),
    client.invalidateQueries({ queryKey: notificationKeys.adminPendingVendors }),
  ]);
}

/** After a RE-connect: whatever happened while disconnected is fetched again. */
export function refreshAfterReconnect(client: QueryClient) {
  return Promise.all([
    invalidateNotifications(client),
    invalidateOrders(client),
    invalidateVendors(client),
  ]);
}

/** 'Your order is ready!' — the one message that must cut through a loud, dark venue. */
export function isOrderReady(notification: Pick<NotificationView, 'title' | 'category'>): boolean {
  return (
    /order is ready/i.test(notification.title) ||
    (notification.category === 'order' && /\bready\b/i.test(notification.title))
  );
}

export type TitleFlasher = { start: () => void; stop: () => void };

/** Alternates document.title with the alert until the tab is visible and focused again. */
export function createTitleFlasher(alert = ORDER_READY_TITLE): TitleFlasher {
  let timer: ReturnType<typeof setInterval> | null = null;
  let original = document.title;
  const isSeen = () => document.visibilityState === 'visible' && document.hasFocus();
  const onBack = () => {
    if (isSeen()) stop();
  };
  function stop() {
    if (timer === null) return;
    clearInterval(timer);
    timer = null;
    document.title = original;
    window.removeEventListener('focus', onBack);
    document.removeEventListener('visibilitychange', onBack);
  }
  function start() {
    if (timer !== null || isSeen()) return;
    original = document.title;
    document.title = alert;
    timer = setInterval(() => {
      document.title = document.title === alert ? original : alert;
    }, TITLE_FLASH_INTERVAL_MS);
    window.addEventListener('focus', onBack);
    document.addEventListener('visibilitychange', onBack);
  }
  return { start, stop };
}

function announce(notification: NotificationView, flasher: TitleFlasher) {
  const ready = isOrderReady(notification);
  const urgent = notification.priority === 'urgent';
  // customer spec 8: toasts for urgent/high; a ready order always alerts (the product's purpose)
  if (!ready && !urgent && notification.priority !== 'high') return;
  // accounts spec 2.4: with 'Push Notifications' off only the bell updates
  if (!readPreferences().pushNotifications) return;
  toast({
    title: notification.title,
    description: notification.message,
    variant: urgent ? 'destructive' : 'default',
  });
  if (ready) {
    navigator.vibrate?.(ORDER_READY_VIBRATION);
    flasher.start();
  }
}

export type RouteContext = { client: QueryClient; flasher: TitleFlasher };

/** customer spec 7: what each server message does; unknown types are only logged. */
export function routeSocketMessage(message: { type: string }, { client, flasher }: RouteContext) {
  const known = message as ServerSocketMessage;
  switch (known.type) {
    case 'notification':
      void invalidateNotifications(client);
      announce(known.data, flasher);
      return;
    case 'order_update':
      void invalidateOrders(client);
      // a vendor's figures change with every order (accounts spec 2.9 analytics)
      void client.invalidateQueries({ queryKey: vendorDashboardKeys.analytics });
      return;
    case 'vendor_update':
      void invalidateVendors(client);
      return;
    case 'authenticated':
    case 'pong':
    case 'subscribed':
      return;
    case 'error':
      console.warn('CurtainCall: notification socket error:', known.message);
      return;
    default:
      console.warn('CurtainCall: ignored socket message of unknown type', message.type);
  }
}

/**
 * customer spec 7: a vendor's socket asks to follow its own orders. The id comes from the vendor
 * profile (cached by the dashboard); a vendor without one yet is followed by the server anyway.
 */
async function subscribeToOwnOrders(client: QueryClient, socket: NotificationSocket) {
  try {
    const profile = await client.fetchQuery<VendorProfileView>({
      queryKey: vendorDashboardKeys.profile,
    });
    socket.send({ type: 'subscribe_to_orders', vendorId: profile.id });
  } catch {
    // no vendor profile (yet): the server subscribes a vendor's sockets at connection
  }
}

/** Connects while someone is signed in; disconnects (code 1000) on logout or a lost session. */
export function useNotificationSocket(user: Pick<PublicUser, 'id' | 'role'> | null): SocketStatus {
  const client = useQueryClient();
  const [status, setStatus] = useState<SocketStatus>('closed');
  const userId = user?.id;
  const userRole = user?.role;
  useEffect(() => {
    if (userId === undefined || userRole === undefined) return;
    const flasher = createTitleFlasher();
    // the server confirms authentication on upgrade and again after 'authenticate': ask once
    let hasAskedToFollowOrders = false;
    const socket: NotificationSocket = new NotificationSocket({
      url: notificationSocketUrl(window.location),
      identity: { userId, userRole },
      onStatus: setStatus,
      onOpen: ({ reconnect }) => {
        hasAskedToFollowOrders = false;
        if (reconnect) void refreshAfterReconnect(client);
      },
      onMessage: (message) => {
        if (message.type === 'authenticated' && userRole === 'vendor' && !hasAskedToFollowOrders) {
          hasAskedToFollowOrders = true;
          void subscribeToOwnOrders(client, socket);
        }
        routeSocketMessage(message, { client, flasher });
      },
      // customer spec 4: on loss of authentication the app shows the signed-out state
      onAuthLost: () => void client.invalidateQueries({ queryKey: authKeys.currentUser }),
      isStillSignedIn: async () => (await refreshCurrentUser(client)) !== null,
    });
    socket.connect();
    return () => {
      socket.dispose();
      flasher.stop();
    };
  }, [client, userId, userRole]);
  return userId === undefined ? 'closed' : status;
}

export const ConnectionStatusContext = createContext<SocketStatus>('closed');

/** 'connecting' | 'open' | 'closed' — the notification socket, for UI (inside RealtimeProvider). */
export function useConnectionStatus(): SocketStatus {
  return useContext(ConnectionStatusContext);
}
