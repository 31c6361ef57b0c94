import { z } from 'zod';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_PRIORITIES } from './enums';
import { idNumber, idParam } from './ids';
import { NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_SIZE } from './notification-rules';

export {
  NOTIFICATIONS_PAGE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  SOCKET_CLOSE,
  SOCKET_MAX_MESSAGE_BYTES,
  SOCKET_PATH,
  SOCKET_PING_INTERVAL_MS,
  SOCKET_RECONNECT_DELAY_MS,
  unreadBadgeText,
} from './notification-rules';

export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** customer spec 3: a notification as the client sees it. */
export const notificationViewSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  category: z.enum(NOTIFICATION_CATEGORIES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  isRead: z.boolean(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationViewSchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationViewSchema),
  nextCursor: z.number().int().nullable(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

/** GET /api/notifications/unread-count. */
export const unreadCountSchema = z.object({ count: z.number().int() });
/** PATCH /api/notifications/mark-all-read: how many were unread. */
export const markAllReadResultSchema = z.object({ updated: z.number().int() });

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${NOTIFICATIONS_PAGE_MAX}`;
const BEFORE_MESSAGE = 'before must be a notification id';

export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .int(LIMIT_MESSAGE)
    .min(1, LIMIT_MESSAGE)
    .max(NOTIFICATIONS_PAGE_MAX, LIMIT_MESSAGE)
    .default(NOTIFICATIONS_PAGE_SIZE),
  /** Return notifications with an id below this one (keyset paging, newest first). */
  before: idParam({ message: BEFORE_MESSAGE }).optional(),
});
export const notificationIdParamsSchema = z.object({
  id: idParam('Notification id'),
});

export const clientSocketMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('authenticate'), userId: z.number().int(), userRole: z.string() }),
  z.object({ type: z.literal('ping'), userId: z.number().int().optional() }),
  z.object({ type: z.literal('mark_read'), notificationId: idNumber('notificationId') }),
  z.object({ type: z.literal('subscribe_to_orders'), vendorId: idNumber('vendorId') }),
]);
export type ClientSocketMessage = z.infer<typeof clientSocketMessageSchema>;

export type OrderUpdatePayload = {
  orderId: number;
  vendorId: number;
  userId: number;
  status: string;
  paymentStatus: string;
};

export type ServerSocketMessage =
  | { type: 'authenticated'; userId: number }
  | { type: 'notification'; data: NotificationView }
  | { type: 'pong'; timestamp: string }
  | { type: 'order_update'; data: OrderUpdatePayload }
  | { type: 'vendor_update'; data: { vendorId: number } }
  /** accounts spec 2.10: an admin created or changed an event (times, venue, assigned vendors). */
  | { type: 'event_update'; data: { eventId: number } }
  /** A limited special offering's stock changed (a pre-order, a released hold, a vendor edit). */
  | { type: 'offering_update'; data: { offeringId: number; remainingQuantity: number } }
  | { type: 'subscribed'; vendorId: number }
  /** A capacity-limited vendor's pickup slots changed; open checkouts refetch them. */
  | { type: 'pickup_slots_update'; vendorId: number }
  /** accounts spec 2.11: maintenance mode changed; every client reads GET /api/app-status again. */
  | { type: 'app_status' }
  | { type: 'error'; message: string }
  /** The user's sessions were ended (an admin deactivated the account), or with `sessionHash`
   * only that one (a sign-out): the server closes those sockets with 4401 on every instance
   * instead of sending this on. */
  | { type: 'session_ended'; sessionHash?: string };
