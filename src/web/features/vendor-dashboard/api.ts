import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { z } from 'zod';
import {
  orderAnswerSchema,
  orderViewSchema,
  type OrderPriority,
  type OrderView,
  refundViewSchema,
} from '../../../contract/orders';
import type {
  MenuItemCreateInput,
  MenuItemUpdateInput,
  VendorAnalytics,
  VendorOrderUpdateInput,
  VendorProfileUpdateInput,
  VendorProfileView,
} from '../../../contract/vendor';
import type { EventView, MenuItemView } from '../../../contract/vendors';
import type { RefundRequest } from '../../../contract/refunds';
import {
  artistViewSchema,
  partnershipViewSchema,
  specialOfferingViewSchema,
} from '../../../contract/partnerships';
import {
  mealTicketRedemptionSchema,
  type MealTicketRedeemInput,
} from '../../../contract/talent-crew';
import {
  heldOrdersShiftAnswerSchema,
  pickupSlotSchema,
  pickupSlotsAnswerSchema,
  type PickupSlotPause,
} from '../../../contract/pickup-slots';
import { apiJson, apiParsed, parsedQueryFn, unlessQueued } from '../../lib/api';
import { isQueuedReply } from '../../lib/offline/queued-reply';
import { ORDERS_GC_MS, ORDERS_STALE_MS, useRefetchOnVisible, orderKeys } from '../orders/api';
import { vendorDashboardKeys } from './keys';

// the keys are in keys.ts (no zod, no calls) for the live-update handlers; callers get them here
export { vendorDashboardKeys };

// accounts spec 7: the vendor dashboard's calls. Reads use the default queryFn (key[0] is the URL).
const readVendorOrders = parsedQueryFn(z.array(orderViewSchema));

/** GET /api/vendor/orders; refetched on becoming visible at most every 30 s (accounts spec 7). */
export function useVendorOrders() {
  const query = useQuery<OrderView[]>({
    queryKey: vendorDashboardKeys.orders,
    queryFn: readVendorOrders,
    staleTime: ORDERS_STALE_MS,
    gcTime: ORDERS_GC_MS,
  });
  useRefetchOnVisible(query.refetch, query.dataUpdatedAt);
  return query;
}

export const useVendorProfile = () =>
  useQuery<VendorProfileView>({ queryKey: vendorDashboardKeys.profile });
export const useVendorAnalytics = () =>
  useQuery<VendorAnalytics>({ queryKey: vendorDashboardKeys.analytics });
export const useVendorMenu = () => useQuery<MenuItemView[]>({ queryKey: vendorDashboardKeys.menu });

/**
 * accounts spec 2.9: the stat tiles come from the analytics call, so they are refreshed whenever
 * the orders list changes after its first load (a refetch, a live update, a status change).
 * Structural sharing keeps the same array when a refetch brings nothing new, so no extra call.
 */
export function useAnalyticsFollowOrders(orders: readonly OrderView[] | undefined) {
  const client = useQueryClient();
  const previous = useRef(orders);
  useEffect(() => {
    const before = previous.current;
    previous.current = orders;
    if (before === undefined || orders === undefined || before === orders) return;
    // a refetch already under way (a live update, say) is joined, not cancelled and repeated
    void client.invalidateQueries(
      { queryKey: vendorDashboardKeys.analytics },
      { cancelRefetch: false },
    );
  }, [client, orders]);
}

/** Puts a fresh copy of one order into the vendor list and the order's detail cache. */
export function useStoreVendorOrder() {
  const client = useQueryClient();
  return (order: OrderView) => {
    client.setQueryData(orderKeys.detail(order.id), order);
    client.setQueryData<OrderView[]>(vendorDashboardKeys.orders, (orders) =>
      orders?.map((existing) => (existing.id === order.id ? order : existing)),
    );
    void client.invalidateQueries({ queryKey: orderKeys.timeline(order.id) });
  };
}

/**
 * PATCH /api/vendor/orders/{id}: status change; stores the order in the list and its detail (the
 * stat tiles follow the list, useAnalyticsFollowOrders).
 */
export function useUpdateOrderStatus(orderId: number) {
  const store = useStoreVendorOrder();
  return useMutation({
    // offline, the request layer queues the change and answers 202: nothing to store yet
    mutationFn: (body: VendorOrderUpdateInput) =>
      apiParsed(orderViewSchema, 'PATCH', `/api/vendor/orders/${orderId}`, body),
    onSuccess: (answer) => {
      if (!isQueuedReply(answer)) store(answer);
    },
  });
}

/**
 * POST /api/vendor/orders/{id}/refunds with the dialog's Idempotency-Key, so a double submit
 * refunds once; the board and the order's detail read the order again.
 */
export function useRefundOrder(orderId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RefundRequest; idempotencyKey: string }) =>
      apiParsed(refundViewSchema, 'POST', `/api/vendor/orders/${orderId}/refunds`, body, {
        headers: { 'Idempotency-Key': idempotencyKey },
      }).then(unlessQueued),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: vendorDashboardKeys.orders });
      void client.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
    },
  });
}

/** POST /api/vendor/orders/{id}/remind: the customer of a ready order is buzzed again. */
export function useRemindCustomer(orderId: number) {
  const store = useStoreVendorOrder();
  return useMutation({
    mutationFn: () =>
      apiParsed(orderViewSchema, 'POST', `/api/vendor/orders/${orderId}/remind`).then(unlessQueued),
    onSuccess: store,
  });
}

/** PATCH /api/orders/{id}/priority (accounts spec 4: urgent sets isUrgent). */
export function useUpdatePriority(orderId: number) {
  const store = useStoreVendorOrder();
  return useMutation({
    mutationFn: (priority: OrderPriority) =>
      apiParsed(orderAnswerSchema, 'PATCH', `/api/orders/${orderId}/priority`, {
        priority,
        isUrgent: priority === 'urgent',
      }).then(unlessQueued),
    onSuccess: store,
  });
}

/** PATCH /api/orders/{id}/notes with the vendor's notes (accounts spec 2.8, vendor only). */
export function useUpdateVendorNotes(orderId: number) {
  const store = useStoreVendorOrder();
  return useMutation({
    mutationFn: (vendorNotes: string) =>
      apiJson<OrderView>('PATCH', `/api/orders/${orderId}/notes`, { vendorNotes }).then(
        unlessQueued,
      ),
    onSuccess: (order) => {
      if (order && typeof order === 'object' && 'id' in order) store(order);
    },
  });
}

function useMenuInvalidation() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: vendorDashboardKeys.menu });
    void client.invalidateQueries({ queryKey: vendorDashboardKeys.analytics });
  };
}

export function useSaveMenuItem() {
  const refresh = useMenuInvalidation();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: MenuItemCreateInput }) =>
      id === undefined
        ? apiJson<MenuItemView>('POST', '/api/vendor/menu', body).then(unlessQueued)
        : apiJson<MenuItemView>('PATCH', `/api/vendor/menu/${id}`, body).then(unlessQueued),
    onSuccess: refresh,
  });
}

export function useToggleMenuItem() {
  const refresh = useMenuInvalidation();
  return useMutation({
    mutationFn: ({ id, isAvailable }: { id: number; isAvailable: boolean }) =>
      apiJson<MenuItemView>('PATCH', `/api/vendor/menu/${id}`, {
        isAvailable,
      } satisfies MenuItemUpdateInput).then(unlessQueued),
    onSuccess: refresh,
  });
}

export function useDeleteMenuItem() {
  const refresh = useMenuInvalidation();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<null>('DELETE', `/api/vendor/menu/${id}`).then(unlessQueued),
    onSuccess: refresh,
  });
}

export function useUpdateVendorProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorProfileUpdateInput) =>
      apiJson<VendorProfileView>('PATCH', '/api/vendor/profile', body).then(unlessQueued),
    onSuccess: (profile) => client.setQueryData(vendorDashboardKeys.profile, profile),
  });
}

/**
 * POST /api/vendor/held-orders/shift: the show runs late (an encore), so every held order of this
 * vendor fires that many minutes later. The board is read again after.
 */
export function useShiftHeldOrders() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (minutes: number) =>
      apiParsed(heldOrdersShiftAnswerSchema, 'POST', '/api/vendor/held-orders/shift', {
        minutes,
      }).then(unlessQueued),
    onSuccess: () => client.invalidateQueries({ queryKey: vendorDashboardKeys.orders }),
  });
}

const readPickupSlots = parsedQueryFn(pickupSlotsAnswerSchema);

/** GET /api/vendors/{id}/pickup-slots for the vendor's own slots; fresh 30 s, live on the socket. */
export const useVendorPickupSlots = (vendorId: number) =>
  useQuery({
    queryKey: vendorDashboardKeys.pickupSlots(vendorId),
    queryFn: readPickupSlots,
    staleTime: 30_000,
  });

/** PATCH /api/vendor/pickup-slots: pause or resume one slot, then read them again. */
export function usePauseSlot(vendorId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PickupSlotPause) =>
      apiParsed(pickupSlotSchema, 'PATCH', '/api/vendor/pickup-slots', body).then(unlessQueued),
    onSuccess: () =>
      client.invalidateQueries({ queryKey: vendorDashboardKeys.pickupSlots(vendorId) }),
  });
}

/** POST /api/vendor/meal-tickets/redeem: a crew member's meal ticket at the counter. */
export const useRedeemMealTicket = () =>
  useMutation({
    mutationFn: (body: MealTicketRedeemInput) =>
      apiParsed(mealTicketRedemptionSchema, 'POST', '/api/vendor/meal-tickets/redeem', body).then(
        unlessQueued,
      ),
  });

// The vendor's artist partnerships and limited offerings ('Artist Drops' tab).

export const useVendorPartnerships = () =>
  useQuery({
    queryKey: vendorDashboardKeys.partnerships,
    queryFn: parsedQueryFn(z.array(partnershipViewSchema)),
  });
export const useVendorOfferings = () =>
  useQuery({
    queryKey: vendorDashboardKeys.offerings,
    queryFn: parsedQueryFn(z.array(specialOfferingViewSchema)),
  });
export const useArtistChoices = () =>
  useQuery({
    queryKey: vendorDashboardKeys.artists,
    queryFn: parsedQueryFn(z.array(artistViewSchema)),
  });
export const useEventChoices = () =>
  useQuery<EventView[]>({ queryKey: vendorDashboardKeys.events });

/**
 * POST or PATCH (with an id) one drop, the body as the form sends it (dollars); the vendor's list
 * is refetched after. The public page follows offerings live (offering_update).
 */
function useSaveDrop<View>(path: string, key: readonly string[], schema: z.ZodType<View>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: Record<string, unknown> }) =>
      id === undefined
        ? apiParsed(schema, 'POST', path, body).then(unlessQueued)
        : apiParsed(schema, 'PATCH', `${path}/${id}`, body).then(unlessQueued),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export const useSavePartnership = () =>
  useSaveDrop('/api/vendor/partnerships', vendorDashboardKeys.partnerships, partnershipViewSchema);
export const useSaveOffering = () =>
  useSaveDrop(
    '/api/vendor/special-offerings',
    vendorDashboardKeys.offerings,
    specialOfferingViewSchema,
  );
