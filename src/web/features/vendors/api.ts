import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentEventView, MenuItemView, VendorView } from '../../../contract/vendors';

// customer spec 7: reads go through the default query function (the key's first element is the URL).
export const vendorKeys = {
  all: ['/api/vendors'] as const,
  detail: (id: number) => [`/api/vendors/${id}`] as const,
  menu: (id: number) => [`/api/vendors/${id}/menu`] as const,
  menuItems: ['/api/menu-items'] as const,
  currentEvent: ['/api/events/current'] as const,
  /**
   * What customers see of vendors: the list, one vendor, its menu ('/api/vendors...') and every
   * menu item ('/api/menu-items'), so an item turned unavailable disappears at once.
   */
  isCustomerMenuQuery: (query: { queryKey: readonly unknown[] }): boolean => {
    const first = query.queryKey[0];
    return (
      typeof first === 'string' &&
      (first.startsWith('/api/vendors') || first.startsWith('/api/menu-items'))
    );
  },
};

// customer spec 9: vendor data is cached 30 minutes (orders 5 minutes, in orders/api).
export const VENDOR_STALE_MS = 30 * 60_000;
const vendorCache = { staleTime: VENDOR_STALE_MS, gcTime: VENDOR_STALE_MS };

/** A route parameter as a vendor id, or null when it cannot be one. */
export function parseVendorId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function useVendors({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<VendorView[]>({ queryKey: vendorKeys.all, enabled, ...vendorCache });
}

export function useVendor(id: number | null) {
  return useQuery<VendorView>({
    queryKey: vendorKeys.detail(id ?? 0),
    enabled: id !== null,
    ...vendorCache,
  });
}

/** The menu; the server lists only available items, and the client checks again. */
export function useVendorMenu(id: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<MenuItemView[]>({
    queryKey: vendorKeys.menu(id ?? 0),
    enabled: enabled && id !== null,
    ...vendorCache,
  });
}

/** customer spec 7: GET /api/events/current; the first item is used (null when there is none). */
export function useCurrentEvent() {
  return useQuery<CurrentEventView[], Error, CurrentEventView | null>({
    queryKey: vendorKeys.currentEvent,
    select: (events) => events[0] ?? null,
  });
}

/** Fetches (or reuses the cached) vendor and menu outside a component, e.g. for Reorder. */
export async function fetchVendorWithMenu(
  client: QueryClient,
  id: number,
): Promise<{ vendor: VendorView; menu: MenuItemView[] }> {
  // the menu changes more often than the profile; reorder always asks for current prices
  const [vendor, menu] = await Promise.all([
    client.fetchQuery<VendorView>({ queryKey: vendorKeys.detail(id), ...vendorCache }),
    client.fetchQuery<MenuItemView[]>({ queryKey: vendorKeys.menu(id), staleTime: 0 }),
  ]);
  return { vendor, menu };
}
