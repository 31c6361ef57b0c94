import {
  type QUEUE_FAILURE_EVENT,
  type QUEUE_SUCCESS_EVENT,
  type QueueFailureDetail,
  type QueueSuccessDetail,
} from '../../lib/offline/offline-queue';

// Its own module so the app's listener and the lazily loaded replay both use it without
// importing each other.

/** A queued write that was POST /api/orders (shared protocol point 4). */
export const isOrderPlacement = (detail: {
  category?: unknown;
  method?: unknown;
  url?: unknown;
}) => {
  if (detail.category !== 'order' || detail.method !== 'POST' || typeof detail.url !== 'string')
    return false;
  return new URL(detail.url, window.location.origin).pathname === '/api/orders';
};

type ReplayDetails = {
  [QUEUE_SUCCESS_EVENT]: QueueSuccessDetail;
  [QUEUE_FAILURE_EVENT]: QueueFailureDetail;
};

/**
 * Calls `listener` with each queued POST /api/orders the offline queue sent (`QUEUE_SUCCESS_EVENT`)
 * or gave up on (`QUEUE_FAILURE_EVENT`); returns the function that stops listening. zod-free, so
 * the app's listener costs the first screen nothing.
 */
export function onOrderPlacementReplay<K extends keyof ReplayDetails>(
  type: K,
  listener: (detail: ReplayDetails[K]) => void,
) {
  const onEvent = (event: Event) => {
    const detail = (event as CustomEvent<ReplayDetails[K] | null>).detail;
    if (detail && isOrderPlacement(detail)) listener(detail);
  };
  window.addEventListener(type, onEvent);
  return () => window.removeEventListener(type, onEvent);
}
