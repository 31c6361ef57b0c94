import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { QUEUE_SUCCESS_EVENT } from '../../lib/offline/offline-queue';
import { useCart } from '../cart/cart-provider';
import { orderKeys } from '../orders/keys';
import { onOrderPlacementReplay } from './order-placement-replay';

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
