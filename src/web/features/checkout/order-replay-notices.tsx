import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { QUEUE_SUCCESS_EVENT, type QueueSuccessDetail } from '../../lib/offline/offline-queue';
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

/**
 * Mounted once by the app: a replayed order is placed, so the cart it came from is done; a refused
 * one keeps the cart. (The replay's toast, which asks to pay or says why, is the offline runtime's.)
 * It only listens: the order parser (the order contract, with zod) loads when a replayed order
 * arrives, not with the first screen (issue 14).
 */
export function OrderReplayNotices() {
  const client = useQueryClient();
  const { vendor, items, clear } = useCart();
  const cart = useRef({ vendorId: vendor?.id ?? items[0]?.vendorId ?? null, clear });
  useEffect(() => {
    cart.current = { vendorId: vendor?.id ?? items[0]?.vendorId ?? null, clear };
  });
  useEffect(() => {
    const onSuccess = (event: Event) => {
      const detail = (event as CustomEvent<QueueSuccessDetail>).detail;
      if (!detail || !isOrderPlacement(detail)) return;
      void import('./order-replay').then(({ placedOrderOf }) => {
        const order = placedOrderOf(detail);
        if (!order) return;
        if (cart.current.vendorId === order.vendorId) cart.current.clear();
        void client.invalidateQueries({ queryKey: orderKeys.all });
      });
    };
    window.addEventListener(QUEUE_SUCCESS_EVENT, onSuccess);
    return () => window.removeEventListener(QUEUE_SUCCESS_EVENT, onSuccess);
  }, [client]);
  return null;
}
