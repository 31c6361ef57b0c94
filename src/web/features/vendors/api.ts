import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { OrderView } from '../../../contract/orders';
import type { CurrentEventView, MenuItemView, VendorView } from '../../../contract/vendors';

// customer spec 7: reads go through the default query function (the key's first element is the URL).
export const VENDORS_KEY = ['/api/vendors'] as const;
export const vendorKey = (id: number) => [`/api/vendors/${id}`] as const;
export const vendorMenuKey = (id: number) => [`/api/vendors/${id}/menu`] as const;
export const CURRENT_EVENT_KEY = ['/api/events/current'] as const;
export const RECENT_ORDERS_KEY = ['/api/orders/recent'] as const;

// customer spec 9: vendor data is cached 30 minutes, orders 5 minutes.
export const VENDOR_STALE_MS = 30 * 60_000;
export const ORDER_STALE_MS = 5 * 60_000;
const vendorCache = { staleTime: VENDOR_STALE_MS, gcTime: VENDOR_STALE_MS };

/** A route parameter as a vendor id, or null when it cannot be one. */
export function parseVendorId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function useVendors({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<VendorView[]>({ queryKey: VENDORS_KEY, enabled, ...vendorCache });
}

export function useVendor(id: number | null) {
  return useQuery<VendorView>({
    queryKey: vendorKey(id ?? 0),
    enabled: id !== null,
    ...vendorCache,
  });
}

/** The menu; the server lists only available items, and the client checks again. */
export function useVendorMenu(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<MenuItemView[]>({
    queryKey: vendorMenuKey(id ?? 0),
    enabled: enabled && id !== null,
    ...vendorCache,
  });
}

/** customer spec 7: GET /api/events/current; the first item is used (null when there is none). */
export function useCurrentEvent() {
  return useQuery<CurrentEventView[], Error, CurrentEventView | null>({
    queryKey: CURRENT_EVENT_KEY,
    select: (events) => events[0] ?? null,
  });
}

export function useRecentOrders() {
  return useQuery<OrderView[]>({ queryKey: RECENT_ORDERS_KEY, staleTime: ORDER_STALE_MS });
}

/** Fetches (or reuses the cached) vendor and menu outside a component, e.g. for Reorder. */
export async function fetchVendorWithMenu(
  client: QueryClient,
  id: number,
): Promise<{ vendor: VendorView; menu: MenuItemView[] }> {
  // the menu changes more often than the profile; reorder always asks for current prices
  const [vendor, menu] = await Promise.all([
    client.fetchQuery<VendorView>({ queryKey: vendorKey(id), ...vendorCache }),
    client.fetchQuery<MenuItemView[]>({ queryKey: vendorMenuKey(id), staleTime: 0 }),
  ]);
  return { vendor, menu };
}
