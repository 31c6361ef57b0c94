// Zod-free, so the web app's first screen can use it without the schema library;
// notifications.ts re-exports it.

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;

/** customer spec 9: the unread badge caps at 99+. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

// customer spec 7: the notification socket protocol.
export const SOCKET_PATH = '/ws/notifications';
export const SOCKET_PING_INTERVAL_MS = 120_000;
export const SOCKET_RECONNECT_DELAY_MS = 3000;
/** Largest client message the server reads. */
export const SOCKET_MAX_MESSAGE_BYTES = 4096;

/** Close codes the server uses (4xxx: application-defined). */
export const SOCKET_CLOSE = {
  normal: 1000,
  /** Server shutting down: the client reconnects (to another instance behind the balancer). */
  goingAway: 1001,
  unauthorized: 4401,
  forbidden: 4403,
  tooManyConnections: 4429,
} as const;
