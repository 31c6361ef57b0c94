import { useEffect, useRef } from 'react';
import type { OrderView } from '../../../contract/orders';
import { markReadySeen } from './api';

/**
 * Tells the server once per time an order becomes ready that its customer has it on screen, so
 * the ready alert is not pushed again. Only while the page is visible: a tab left open in a
 * pocket has not been seen.
 */
export function useReadySeen(
  orders: readonly Pick<OrderView, 'id' | 'status' | 'readyAt'>[] | undefined,
) {
  const told = useRef(new Set<string>());
  useEffect(() => {
    if (!orders) return;
    const tell = () => {
      if (document.visibilityState !== 'visible') return;
      for (const order of orders) {
        if (order.status !== 'ready' || order.readyAt === null) continue;
        const readyOnce = `${order.id}@${order.readyAt}`;
        if (told.current.has(readyOnce)) continue;
        told.current.add(readyOnce);
        markReadySeen(order.id);
      }
    };
    tell();
    document.addEventListener('visibilitychange', tell);
    return () => document.removeEventListener('visibilitychange', tell);
  }, [orders]);
}
