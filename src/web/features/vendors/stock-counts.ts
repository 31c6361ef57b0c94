import type { CartLine } from '../../../contract/cart';
import { useVendorMenu } from './api';

// Kept apart from cart-items.ts, which the home page loads first: only cart screens need it.

/**
 * A cart line's portions left (null: not counted): the cached menu's figure when the vendor's
 * menu is in the cache (fresher), else the one the line was added with. Never fetches.
 */
export function useStockCountOf(vendorId: number | null) {
  const menu = useVendorMenu(vendorId, { enabled: false });
  return (line: Pick<CartLine, 'id'> & { stockCount?: unknown }): number | null => {
    const item = menu.data?.find((entry) => entry.id === line.id);
    if (item) return item.stockCount;
    return typeof line.stockCount === 'number' ? line.stockCount : null;
  };
}
