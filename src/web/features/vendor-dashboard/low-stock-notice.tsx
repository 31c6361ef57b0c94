import { PackageOpen } from 'lucide-react';
import type { MenuItemView } from '../../../contract/vendors';
import { Button } from '../../components/ui/button';
import { useVendorMenu } from './api';

/** The counted items at or below the threshold, fewest left first. */
export function lowStockItems(menu: readonly MenuItemView[], threshold: number) {
  return menu
    .flatMap((item) =>
      item.stockCount !== null && item.stockCount <= threshold
        ? [{ id: item.id, name: item.name, stockCount: item.stockCount }]
        : [],
    )
    .sort((a, b) => a.stockCount - b.stockCount || a.name.localeCompare(b.name));
}

const leftText = (stockCount: number) => (stockCount === 0 ? 'sold out' : `${stockCount} left`);

/**
 * On the board: the counted items running out ("Low stock: Fries (sold out), Burger (3 left)"),
 * so the vendor restocks or 86es them before customers find out at the window.
 */
export function LowStockNotice({
  threshold,
  onOpenMenu,
}: {
  threshold: number;
  onOpenMenu: () => void;
}) {
  const menu = useVendorMenu();
  const items = lowStockItems(menu.data ?? [], threshold);
  if (items.length === 0) return null;
  return (
    <section
      aria-label="Low stock"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border-2 border-accent bg-accent/15 px-3 py-2 text-sm"
    >
      <PackageOpen className="size-5 shrink-0" aria-hidden />
      <p className="min-w-0 flex-1 basis-56">
        <span className="font-semibold">Low stock: </span>
        {items.map((item) => `${item.name} (${leftText(item.stockCount)})`).join(', ')}
      </p>
      <Button variant="outline" size="sm" onClick={onOpenMenu}>
        Open menu
      </Button>
    </section>
  );
}
