import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { cartLineKey, type CartLine } from '../../../contract/cart';
import { checkChoices } from '../../../contract/menu-rules';
import { MAX_LINE_QUANTITY } from '../../../contract/order-limits';
import type { OrderView } from '../../../contract/orders';
import type { MenuItemView, VendorView } from '../../../contract/vendors';
import { toast } from '../../components/ui/use-toast';
import { errorMessage } from '../../lib/api';
import { useCart } from '../cart/cart-provider';
import { fetchVendorWithMenu } from '../vendors/api';
import { toCartLine, toCartVendor, type VendorSwitch } from '../vendors/cart-items';

export type ReorderPlan = { lines: CartLine[]; skipped: string[] };
/** A reorder that would replace another vendor's cart, waiting for the customer's answer. */
type PendingReorder = VendorSwitch & ReorderPlan;

/**
 * The order's items at CURRENT menu prices, with the options and note each line had; items no
 * longer on the menu (or unavailable), or whose options can no longer be chosen so, are skipped
 * by name. Repeated lines of one item chosen the same way are merged.
 */
export function planReorder(
  order: OrderView,
  vendor: VendorView,
  menu: MenuItemView[],
): ReorderPlan {
  const lines: CartLine[] = [];
  const skipped: string[] = [];
  for (const ordered of order.items) {
    const item = menu.find((entry) => entry.id === ordered.menuItemId && entry.isAvailable);
    if (!item) {
      if (!skipped.includes(ordered.name)) skipped.push(ordered.name);
      continue;
    }
    const checked = checkChoices(
      item.name,
      item.optionGroups,
      ordered.options.map((option) => option.id),
    );
    if ('problem' in checked) {
      if (!skipped.includes(ordered.name)) skipped.push(ordered.name);
      continue;
    }
    const quantity = Math.min(MAX_LINE_QUANTITY, ordered.quantity);
    const next = toCartLine(item, vendor, quantity, {
      chosen: checked.chosen,
      notes: ordered.notes ?? '',
    });
    const existing = lines.find((line) => cartLineKey(line) === cartLineKey(next));
    if (existing) {
      existing.quantity = Math.min(MAX_LINE_QUANTITY, existing.quantity + ordered.quantity);
    } else {
      lines.push(next);
    }
  }
  return { lines, skipped };
}

/**
 * Recent Orders' Reorder: refill the cart from the vendor's current menu, then go to checkout.
 * Another vendor's cart is replaced only once the customer agrees, as when adding an item
 * (render `cartSwitch` with CartSwitchDialog).
 */
export function useReorder() {
  const client = useQueryClient();
  const { replaceCart, vendor: cartVendor, items } = useCart();
  const [, navigate] = useLocation();
  const [pendingOrderId, setPendingOrderId] = useState<number | null>(null);
  const [pendingSwitch, setPendingSwitch] = useState<PendingReorder | null>(null);

  const fillCart = (vendor: VendorView, { lines, skipped }: ReorderPlan) => {
    if (skipped.length > 0) {
      toast({
        title: 'Some items are no longer available',
        description: `Skipped: ${skipped.join(', ')}. The rest are in your cart at today's prices.`,
      });
    }
    replaceCart({ items: lines, vendor: toCartVendor(vendor) });
    navigate('/checkout');
  };

  const reorder = async (order: OrderView) => {
    setPendingOrderId(order.id);
    try {
      const { vendor, menu } = await fetchVendorWithMenu(client, order.vendorId);
      if (!vendor.isActive) {
        toast({
          title: `${vendor.name} is closed right now`,
          description: 'They are not taking orders at the moment. Try another vendor.',
        });
        return;
      }
      const plan = planReorder(order, vendor, menu);
      if (plan.lines.length === 0) {
        toast({
          title: 'Nothing to reorder',
          description: `None of the items from this ${vendor.name} order are available right now.`,
        });
        return;
      }
      if (cartVendor && cartVendor.id !== vendor.id && items.length > 0) {
        const cartItemCount = items.reduce((sum, line) => sum + line.quantity, 0);
        setPendingSwitch({ ...plan, vendor, cartVendorName: cartVendor.name, cartItemCount });
        return;
      }
      fillCart(vendor, plan);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: "Couldn't reorder",
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setPendingOrderId(null);
    }
  };

  const cartSwitch = {
    pending: pendingSwitch,
    onConfirm: () => {
      if (pendingSwitch) fillCart(pendingSwitch.vendor, pendingSwitch);
      setPendingSwitch(null);
    },
    onCancel: () => setPendingSwitch(null),
  };
  return { reorder, pendingOrderId, cartSwitch };
}
