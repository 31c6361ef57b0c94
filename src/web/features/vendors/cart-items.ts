import { useCallback } from 'react';
import type { CartItemInput, CartLine, CartVendor } from '../../../contract/cart';
import type { MenuItemView, VendorView } from '../../../contract/vendors';
import { toast } from '../../components/ui/use-toast';
import { useCart } from '../cart/cart-provider';

// customer spec 2: prep time defaults to 25 on vendor cards and 20 on the vendor page.
export const CARD_DEFAULT_PREP_MINUTES = 25;
export const DETAIL_DEFAULT_PREP_MINUTES = 20;
/** customer spec 2: the pickup window is prep time to prep time + 5 minutes. */
export const PICKUP_WINDOW_MINUTES = 5;

export function prepMinutes(
  vendor: { readonly [field: string]: unknown } | null | undefined,
  fallback: number,
): number {
  const value = vendor?.estimatedPrepTime;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function pickupWindowText(minutes: number): string {
  return `${minutes}-${minutes + PICKUP_WINDOW_MINUTES} min`;
}

/** The selected vendor stored with the cart (customer spec 3: id and other fields). */
export function toCartVendor(vendor: VendorView): CartVendor {
  return { ...vendor };
}

/** A menu item as a cart line input, at the menu's current price in dollars. */
export function toCartItem(item: MenuItemView, vendor: VendorView): CartItemInput {
  return {
    id: item.id,
    name: item.name,
    price: item.priceCents / 100,
    vendorId: vendor.id,
    vendorName: vendor.name,
    imageUrl: item.imageUrl,
    description: item.description,
    category: item.category,
  };
}

export function toCartLine(item: MenuItemView, vendor: VendorView, quantity: number): CartLine {
  return { ...toCartItem(item, vendor), quantity };
}

/** Only items the vendor still sells (customer spec 5). */
export const availableItems = (menu: MenuItemView[]) => menu.filter((item) => item.isAvailable);

/**
 * Adds a menu item to the one-vendor cart. Cart rule 1 replaces another vendor's cart: the
 * person is told, since their earlier picks disappear.
 */
export function useAddToCart() {
  const cart = useCart();
  const { addItem, vendor: cartVendor } = cart;
  return useCallback(
    (item: MenuItemView, vendor: VendorView) => {
      if (cartVendor && cartVendor.id !== vendor.id) {
        toast({
          title: `Started a new order from ${vendor.name}`,
          description: `Your ${cartVendor.name} items were removed: an order comes from one vendor.`,
        });
      }
      addItem(toCartItem(item, vendor), toCartVendor(vendor));
    },
    [addItem, cartVendor],
  );
}
