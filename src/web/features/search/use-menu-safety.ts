import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MenuItemView, VendorView } from '../../../contract/vendors';
import { vendorKeys, VENDOR_STALE_MS } from '../vendors/api';
import { allergenListText, safeItemCounts, useAllergenFilter } from '../vendors/allergen-filter';

export type MenuNote = { text: string; isWarning: boolean };

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;

/**
 * With allergens to avoid, how many of each vendor's items are free of them. Every menu item is
 * asked for only then, so the search screen without a filter loads no menus.
 */
export function useMenuSafety() {
  const [filter] = useAllergenFilter();
  const isFiltering = filter.avoid.length > 0;
  const items = useQuery<MenuItemView[]>({
    queryKey: vendorKeys.menuItems,
    enabled: isFiltering,
    staleTime: VENDOR_STALE_MS,
    gcTime: VENDOR_STALE_MS,
  });
  const counts = useMemo(
    () => (isFiltering && items.data ? safeItemCounts(items.data, filter) : null),
    [isFiltering, items.data, filter],
  );
  const avoided = allergenListText(filter.avoid);

  /** "3 items without peanuts" or "Nothing without peanuts"; null while unknown. */
  const noteFor = (vendor: Pick<VendorView, 'id'>): MenuNote | null => {
    if (!counts) return null;
    const safe = counts.get(vendor.id) ?? 0;
    return safe > 0
      ? { text: `${itemsText(safe)} without ${avoided}`, isWarning: false }
      : { text: `Nothing without ${avoided}`, isWarning: true };
  };

  /** With 'hide', vendors with nothing safe go last (the order is otherwise kept). */
  const arrange = <Vendor extends Pick<VendorView, 'id'>>(vendors: Vendor[]): Vendor[] => {
    if (!counts || filter.mode !== 'hide') return vendors;
    const hasSafe = (vendor: Vendor) => (counts.get(vendor.id) ?? 0) > 0;
    return [...vendors.filter(hasSafe), ...vendors.filter((vendor) => !hasSafe(vendor))];
  };

  return { isFiltering, avoided, items, noteFor, arrange };
}
