// customer spec 7 (what a 'notification' message does) and 8 (toasts for urgent/high ones).
import type { QueryClient } from '@tanstack/react-query';
import type { NotificationView } from '../../../contract/notifications';
import { toast } from '../../components/ui/use-toast';
import { onServerMessage, onSocketOpen, refreshChanged } from '../../lib/realtime/server-messages';
import { readPreferences } from '../profile/preferences';
import { notificationKeys } from './api';

export const ORDER_READY_TITLE = '🔔 Order ready! · CurtainCall';
export const ORDER_READY_VIBRATION = [200, 100, 200, 100, 400];
const TITLE_FLASH_INTERVAL_MS = 1000;

function invalidateNotifications(client: QueryClient) {
  return Promise.all([
    refreshChanged(client, { queryKey: notificationKeys.all, exact: true }),
    refreshChanged(client, { queryKey: notificationKeys.unreadCount, exact: true }),
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

/** The bell follows every notification; after a re-connect it fetches what it missed. */
export function registerNotificationMessages(): () => void {
  const flasher = createTitleFlasher();
  const unregister = [
    onServerMessage('notification', (message, { client }) => {
      void invalidateNotifications(client);
      announce(message.data, flasher);
    }),
    onSocketOpen(({ reconnect }, { client }) => {
      if (reconnect) void invalidateNotifications(client);
    }),
  ];
  return () => {
    unregister.forEach((off) => off());
    flasher.stop();
  };
}
