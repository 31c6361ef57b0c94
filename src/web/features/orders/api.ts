import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OrderView, TimelineEntry } from '../../../contract/orders';
import { apiJson } from '../../lib/api';

// Detail keys start with the list's URL, so invalidating ['/api/orders'] (payment success, the
// socket's order_update) refreshes the list, every open order and its timeline together.
export const ORDERS_KEY = ['/api/orders'] as const;
export const RECENT_ORDERS_KEY = ['/api/orders/recent'] as const;
export const orderKey = (id: number) => ['/api/orders', id] as const;
export const orderTimelineKey = (id: number) => ['/api/orders', id, 'timeline'] as const;

// accounts spec 9: fresh 5 minutes, kept 10 minutes; refetched on becoming visible at most every
// 30 s (accounts spec 7, order board refresh). No polling: one bar of signal is precious.
export const ORDERS_STALE_MS = 5 * 60_000;
export const ORDERS_GC_MS = 10 * 60_000;
export const VISIBILITY_REFETCH_THROTTLE_MS = 30_000;

const orderCache = { staleTime: ORDERS_STALE_MS, gcTime: ORDERS_GC_MS };

/**
 * Refetches when the page becomes visible again, at most once per `throttleMs` counted from the
 * last successful fetch. Exported for the vendor board, which reads another URL.
 */
export function useRefetchOnVisible(
  refetch: () => Promise<unknown>,
  dataUpdatedAt: number,
  throttleMs: number = VISIBILITY_REFETCH_THROTTLE_MS,
) {
  const latest = useRef({ refetch, dataUpdatedAt, lastAttempt: 0 });
  useEffect(() => {
    latest.current.refetch = refetch;
    latest.current.dataUpdatedAt = dataUpdatedAt;
  }, [refetch, dataUpdatedAt]);
  useEffect(() => {
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      const state = latest.current;
      const now = Date.now();
      if (now - Math.max(state.dataUpdatedAt, state.lastAttempt) < throttleMs) return;
      state.lastAttempt = now;
      void state.refetch();
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => document.removeEventListener('visibilitychange', onVisibilityChange);
  }, [throttleMs]);
}

/** GET /api/orders: the customer's orders, newest first. */
export function useOrders() {
  const query = useQuery<OrderView[]>({ queryKey: ORDERS_KEY, ...orderCache });
  useRefetchOnVisible(query.refetch, query.dataUpdatedAt);
  return query;
}

/** The copy of one order held by the cached list, if any. */
export function useListedOrder(id: number): OrderView | undefined {
  const client = useQueryClient();
  return client.getQueryData<OrderView[]>(ORDERS_KEY)?.find((order) => order.id === id);
}

/** GET /api/orders/{id}; shows the list's copy at once while the detail loads. */
export function useOrder(id: number) {
  const listed = useListedOrder(id);
  return useQuery<OrderView>({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => apiJson<OrderView>('GET', `/api/orders/${id}`, undefined, { signal }),
    placeholderData: listed,
    ...orderCache,
  });
}

/** GET /api/orders/{id}/timeline. */
export function useOrderTimeline(id: number) {
  return useQuery<TimelineEntry[]>({
    queryKey: orderTimelineKey(id),
    queryFn: ({ signal }) =>
      apiJson<TimelineEntry[]>('GET', `/api/orders/${id}/timeline`, undefined, { signal }),
    ...orderCache,
  });
}

/** Puts a fresh copy of one order into the detail and list caches. */
export function useStoreOrder() {
  const client = useQueryClient();
  return (order: OrderView) => {
    client.setQueryData(orderKey(order.id), order);
    client.setQueryData<OrderView[]>(ORDERS_KEY, (orders) =>
      orders?.map((existing) => (existing.id === order.id ? order : existing)),
    );
  };
}

/** PATCH /api/orders/{id}/notes with the customer's note (accounts spec 2.8, customer only). */
export function useUpdateCustomerNotes(id: number) {
  const client = useQueryClient();
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: (notes: string) =>
      apiJson<OrderView>('PATCH', `/api/orders/${id}/notes`, { notes }),
    onSuccess: (order) => {
      storeOrder(order);
      void client.invalidateQueries({ queryKey: orderTimelineKey(id) });
    },
  });
}
