import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import {
  orderAnswerSchema,
  timelineEntrySchema,
  type OrderView,
  type TimelineEntry,
} from '../../../contract/orders';
import { apiParsed, apiRequest, parsedQueryFn, unlessQueued } from '../../lib/api';

import { orderKeys } from './keys';

export { orderKeys };

// accounts spec 9: fresh 5 minutes, kept 10 minutes; refetched on becoming visible at most every
// 30 s (accounts spec 7, order board refresh). No polling: one bar of signal is precious.
export const ORDERS_STALE_MS = 5 * 60_000;
export const ORDERS_GC_MS = 10 * 60_000;
export const VISIBILITY_REFETCH_THROTTLE_MS = 30_000;

const orderCache = { staleTime: ORDERS_STALE_MS, gcTime: ORDERS_GC_MS };

// orders are read against the contract: a wrong shape is the screen's error state, not a crash
const readOrderList = parsedQueryFn(z.array(orderAnswerSchema));

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
  const query = useQuery<OrderView[]>({
    queryKey: orderKeys.all,
    queryFn: readOrderList,
    ...orderCache,
  });
  useRefetchOnVisible(query.refetch, query.dataUpdatedAt);
  return query;
}

/** GET /api/orders/recent: the home screen's Recent Orders. */
export function useRecentOrders() {
  return useQuery<OrderView[]>({
    queryKey: orderKeys.recent,
    queryFn: readOrderList,
    staleTime: ORDERS_STALE_MS,
  });
}

/** The copy of one order held by the cached list, if any. */
export function useListedOrder(id: number): OrderView | undefined {
  const client = useQueryClient();
  return client.getQueryData<OrderView[]>(orderKeys.all)?.find((order) => order.id === id);
}

/** GET /api/orders/{id}; shows the list's copy at once while the detail loads. */
export function useOrder(id: number) {
  const listed = useListedOrder(id);
  return useQuery<OrderView>({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      apiParsed(orderAnswerSchema, 'GET', `/api/orders/${id}`, undefined, { signal }),
    placeholderData: listed,
    ...orderCache,
  });
}

/** GET /api/orders/{id}/timeline. */
export function useOrderTimeline(id: number) {
  return useQuery<TimelineEntry[]>({
    queryKey: orderKeys.timeline(id),
    queryFn: ({ signal }) =>
      apiParsed(z.array(timelineEntrySchema), 'GET', `/api/orders/${id}/timeline`, undefined, {
        signal,
      }),
    ...orderCache,
  });
}

/** Puts a fresh copy of one order into the detail and list caches. */
export function useStoreOrder() {
  const client = useQueryClient();
  return (order: OrderView) => {
    client.setQueryData(orderKeys.detail(order.id), order);
    client.setQueryData<OrderView[]>(orderKeys.all, (orders) =>
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
      apiParsed(orderAnswerSchema, 'PATCH', `/api/orders/${id}/notes`, { notes }).then(
        unlessQueued,
      ),
    onSuccess: (order) => {
      storeOrder(order);
      void client.invalidateQueries({ queryKey: orderKeys.timeline(id) });
    },
  });
}

/**
 * POST /api/orders/{id}/fire: 'I'm leaving now' on a held order; the kitchen starts it
 * at once. Idempotent on the server, so a repeated tap is harmless.
 */
export function useFireOrder(id: number) {
  const client = useQueryClient();
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: () =>
      apiParsed(orderAnswerSchema, 'POST', `/api/orders/${id}/fire`).then(unlessQueued),
    onSuccess: (order) => {
      storeOrder(order);
      void client.invalidateQueries({ queryKey: orderKeys.timeline(id) });
    },
  });
}

/**
 * POST /api/orders/{id}/cancel: the customer discards their own unpaid order (nothing was
 * charged, the vendor never saw it). A repeated tap is answered unchanged by the server.
 */
export function useDiscardOrder(id: number) {
  const client = useQueryClient();
  const storeOrder = useStoreOrder();
  return useMutation({
    mutationFn: () =>
      apiParsed(orderAnswerSchema, 'POST', `/api/orders/${id}/cancel`).then(unlessQueued),
    onSuccess: (order) => {
      storeOrder(order);
      void client.invalidateQueries({ queryKey: orderKeys.timeline(id) });
    },
  });
}

/**
 * POST /api/orders/{id}/ready-seen: the customer has seen that the order is ready, so the server
 * does not push it again. Best effort: a lost call only means one more buzz.
 */
export function markReadySeen(id: number): void {
  void apiRequest('POST', `/api/orders/${id}/ready-seen`).catch(() => undefined);
}
