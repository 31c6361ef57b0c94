// What the service worker does with a push and a tap on its notification, kept free of service
// worker globals so it runs under test. The message is the server's `order_status` push
// (src/contract/push.ts); it is checked by hand because zod would triple the worker's size.
import { ORDER_STATUSES } from '../../contract/enums';
import type { OrderStatus } from '../../contract/order-status';
import { orderHatchPath } from '../../contract/order-links';

export type OrderStatusPushMessage = {
  type: 'order_status';
  orderId: number;
  status: OrderStatus;
  title: string;
  body: string;
  pickupCode?: string;
};

/** What a notification carries back to the worker when it is tapped. */
export type OrderNotificationData = { orderId: number; status: OrderStatus; url: string };

export const NOTIFICATION_ICON = '/icons/icon-192.png';

// ready is the one that must be felt through a loud venue: long and repeated; a delay one
// nudge; a cancellation two short ones (the same ready pattern as the in-app alert)
export const VIBRATION_BY_STATUS: Partial<Record<OrderStatus, number[]>> = {
  ready: [200, 100, 200, 100, 400],
  delayed: [300],
  cancelled: [100, 80, 100],
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The push's JSON as an order's new status, or null for anything else (ignored, not shown). */
export function parsePushMessage(text: string): OrderStatusPushMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.type !== 'order_status') return null;
  const { orderId, status, title, body, pickupCode } = value;
  if (typeof orderId !== 'number' || !Number.isInteger(orderId) || orderId <= 0) return null;
  if (typeof status !== 'string' || !(ORDER_STATUSES as readonly string[]).includes(status))
    return null;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  if (pickupCode !== undefined && typeof pickupCode !== 'string') return null;
  return {
    type: 'order_status',
    orderId,
    status: status as OrderStatus,
    title,
    body,
    ...(pickupCode ? { pickupCode } : {}),
  };
}

/** Where a tap on an order's notification goes: a ready order's hatch screen, else the orders. */
export function orderNotificationUrl(orderId: number, status: OrderStatus): string {
  return status === 'ready' ? orderHatchPath(orderId) : '/orders';
}

export type OrderNotification = {
  title: string;
  options: NotificationOptions & { renotify: boolean; vibrate?: number[] };
};

/** One notification per order (its tag): a newer status replaces the older and alerts again. */
export function orderNotification(message: OrderStatusPushMessage): OrderNotification {
  const { orderId, status, pickupCode } = message;
  // the vendor, the order number and the code are always there, whatever the server's text says
  const numbered = message.body.includes(`#${orderId}`)
    ? message.body
    : `Order #${orderId}: ${message.body}`;
  const body =
    pickupCode && !numbered.includes(pickupCode)
      ? `${numbered} Pickup code: ${pickupCode}.`
      : numbered;
  const data: OrderNotificationData = {
    orderId,
    status,
    url: orderNotificationUrl(orderId, status),
  };
  const vibrate = VIBRATION_BY_STATUS[status];
  return {
    title: message.title,
    options: {
      body,
      tag: `order-${orderId}`,
      renotify: true,
      icon: NOTIFICATION_ICON,
      data,
      ...(vibrate ? { vibrate } : {}),
    },
  };
}

/** The path a tapped notification opens, from its data; the orders when it carries none. */
export function notificationUrl(data: unknown, origin: string): string {
  if (isRecord(data) && typeof data.url === 'string') {
    const url = new URL(data.url, origin);
    // only this app's own pages: a notification never sends anyone elsewhere
    if (url.origin === origin) return url.href;
  }
  return new URL('/orders', origin).href;
}

type WindowFacts = { url: string; focused?: boolean; visibilityState?: string };

/** The open app window to bring forward: the focused one, else a visible one, else any. */
export function pickAppWindow<T extends WindowFacts>(
  windows: readonly T[],
  origin: string,
): T | null {
  const ours = windows.filter((client) => new URL(client.url).origin === origin);
  return (
    ours.find((client) => client.focused) ??
    ours.find((client) => client.visibilityState === 'visible') ??
    ours[0] ??
    null
  );
}
