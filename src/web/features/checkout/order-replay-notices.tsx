import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  type QUEUE_FAILURE_EVENT,
  QUEUE_SUCCESS_EVENT,
  type QueueFailureDetail,
  type QueueSuccessDetail,
} from '../../lib/offline/offline-queue';
import { useCart } from '../cart/cart-provider';
import { orderKeys } from '../orders/keys';

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
 * the app's listener below costs the first screen nothing.
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

/**
 * Mounted once by the app: a replayed order is placed, so the cart it came from is done; a refused
 * one keeps the cart. (The replay's toast, which asks to pay or says why, is the offline runtime's.)
 * It only listens: the order parser (the order contract, with zod) loads when a replayed order
 * arrives, not with the first screen.
 */
export function OrderReplayNotices() {
  const client = useQueryClient();
  const { vendor, items, clear } = useCart();
  const cart = useRef({ vendorId: vendor?.id ?? items[0]?.vendorId ?? null, clear });
  useEffect(() => {
    cart.current = { vendorId: vendor?.id ?? items[0]?.vendorId ?? null, clear };
  });
  useEffect(
    () =>
      onOrderPlacementReplay(QUEUE_SUCCESS_EVENT, (detail) => {
        void import('./order-replay').then(({ placedOrderOf }) => {
          const order = placedOrderOf(detail);
          if (!order) return;
          if (cart.current.vendorId === order.vendorId) cart.current.clear();
          void client.invalidateQueries({ queryKey: orderKeys.all });
        });
      }),
    [client],
  );
  return null;
}
