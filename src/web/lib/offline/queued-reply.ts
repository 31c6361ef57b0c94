// The queued-write protocol shared by the app's request layer, its offline queue and the service
// worker (docs/architecture.md, "Offline layer"). Dependency-free, so the service worker bundles
// only this and never the queue itself.

/** customer spec 8: the synthetic 202 answer to a write queued while offline. */
export const QUEUED_MESSAGE = 'Request queued for processing when connection is restored';
export type QueuedReply = {
  success: true;
  pendingId: string;
  status: 'pending';
  message: string;
  offline: true;
};

export function queuedReply(pendingId: string): QueuedReply {
  return { success: true, pendingId, status: 'pending', message: QUEUED_MESSAGE, offline: true };
}

export function isQueuedReply(body: unknown): body is QueuedReply {
  if (typeof body !== 'object' || body === null) return false;
  const reply = body as Partial<Record<keyof QueuedReply, unknown>>;
  return (
    reply.offline === true && reply.status === 'pending' && typeof reply.pendingId === 'string'
  );
}

/** The app's own /api/ requests (and every replay) carry this; the service worker leaves them. */
export const QUEUE_MARKER_HEADER = 'X-Offline-Queue';
export const QUEUE_MARKER_VALUE = 'app';

/** A write the service worker could not send: its message type and the page's window event. */
export const QUEUE_REQUEST_EVENT = 'curtaincall:queue-request';

/**
 * Writes never queued: payments (customer spec 7: payment never runs from the queue), signing in
 * or out (meaningless later), the price quote (a read), push subscriptions (the person is
 * told at once whether this device will buzz, and taps again) and the hot shelf's calls (a
 * reminder, or a ready alert seen, means nothing once the moment has passed).
 */
export const NEVER_QUEUED_PATHS = [
  '/api/payments/',
  '/api/create-payment-intent',
  '/api/auth/',
  '/api/orders/quote',
  '/api/push/',
] as const;
const NEVER_QUEUED_ENDINGS = ['/remind', '/ready-seen'] as const;

export function isNeverQueuedPath(pathname: string): boolean {
  return (
    NEVER_QUEUED_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(prefix)) ||
    NEVER_QUEUED_ENDINGS.some((ending) => pathname.endsWith(ending))
  );
}
