import { useCallback, useState } from 'react';
import {
  cartLineKey,
  type CartItemInput,
  type CartLine,
  type CartVendor,
} from '../../../contract/cart';
import { allergensOf, unitPriceWithOptions, type ChosenOption } from '../../../contract/menu-rules';
import { MAX_LINE_QUANTITY } from '../../../contract/order-limits';
import { DEFAULT_PREP_MINUTES } from '../../../contract/prep-time';
import type { MenuItemView, VendorView } from '../../../contract/vendors';
import { useCart } from '../cart/cart-provider';

// customer spec 2: prep time defaults to 25 on vendor cards and, as on the server (accounts
// spec 9), to 20 on the vendor page.
export const CARD_DEFAULT_PREP_MINUTES = 25;
export const DETAIL_DEFAULT_PREP_MINUTES = DEFAULT_PREP_MINUTES;
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

/** An artist special: the line carries its partnership and sells at its price. */
export type ArtistSpecial = { partnershipId: number; priceCents: number };

/** What the option picker chose for one line: the options (checked) and the note. */
export type LineChoice = { chosen: ChosenOption[]; notes: string };

/**
 * A menu item as a cart line input, at the menu's current price in dollars, or at an artist
 * special's price with its `partnershipId` (checkout sends it, the server prices the line). With
 * `choice`, the chosen options' price changes are in the price.
 */
export function toCartItem(
  item: MenuItemView,
  vendor: VendorView,
  special?: ArtistSpecial,
  choice?: LineChoice,
): CartItemInput {
  const chosen = choice?.chosen ?? [];
  const chosenIds = new Set(chosen.map((option) => option.id));
  const allergens = allergensOf(
    item,
    item.optionGroups.flatMap((group) =>
      group.options.filter((option) => chosenIds.has(option.id)),
    ),
  );
  return {
    ...(special ? { partnershipId: special.partnershipId } : {}),
    ...(chosen.length > 0
      ? {
          optionIds: chosen.map((option) => option.id),
          options: chosen.map(({ id, name, groupName, priceDeltaCents, isRemoval }) => ({
            id,
            name,
            groupName,
            priceDeltaCents,
            isRemoval,
          })),
        }
      : {}),
    ...(choice?.notes.trim() ? { notes: choice.notes.trim() } : {}),
    ...(allergens.length > 0 ? { allergens } : {}),
    // the portions left when added; the cart's steppers stop there (see stock-counts.ts)
    ...(item.stockCount !== null ? { stockCount: item.stockCount } : {}),
    id: item.id,
    name: item.name,
    price: unitPriceWithOptions(special?.priceCents ?? item.priceCents, chosen) / 100,
    vendorId: vendor.id,
    vendorName: vendor.name,
    imageUrl: item.imageUrl,
    description: item.description,
    category: item.category,
  };
}

export function toCartLine(
  item: MenuItemView,
  vendor: VendorView,
  quantity: number,
  choice?: LineChoice,
): CartLine {
  return { ...toCartItem(item, vendor, undefined, choice), quantity };
}

/** Only items the vendor still sells (customer spec 5). */
export const availableItems = (menu: MenuItemView[]) => menu.filter((item) => item.isAvailable);

/** A change that would replace another vendor's cart with one from `vendor`. */
export type VendorSwitch = {
  vendor: VendorView;
  /** The vendor whose cart would go, and how many items it holds. */
  cartVendorName: string;
  cartItemCount: number;
};

/** An add that would replace another vendor's cart, waiting for the customer's answer. */
export type PendingVendorSwitch = VendorSwitch & {
  item: MenuItemView;
  special?: ArtistSpecial;
  choice?: LineChoice;
};

/**
 * Adds a menu item to the one-vendor cart. Cart rule 1 replaces another vendor's cart; since one
 * tap would wipe the earlier picks, such an add waits in `cartSwitch` until the customer confirms
 * (render it with CartSwitchDialog). With a `special`, a line of the same item already in the cart
 * takes the special's price too (it is the same dish). `onAdded` hears of every add that happened.
 */
export function useAddToCart({ onAdded }: { onAdded?: (item: MenuItemView) => void } = {}) {
  const { addItem, replaceCart, vendor: cartVendor, items } = useCart();
  const [pending, setPending] = useState<PendingVendorSwitch | null>(null);
  const put = useCallback(
    (item: MenuItemView, vendor: VendorView, special?: ArtistSpecial, choice?: LineChoice) => {
      const line = toCartItem(item, vendor, special, choice);
      const key = cartLineKey(line);
      const existing =
        cartVendor?.id === vendor.id && items.find((entry) => cartLineKey(entry) === key);
      if (special && existing && existing.partnershipId !== special.partnershipId) {
        const quantity = Math.min(existing.quantity + 1, MAX_LINE_QUANTITY);
        replaceCart({
          vendor: cartVendor,
          items: items.map((entry) => (entry === existing ? { ...line, quantity } : entry)),
        });
      } else addItem(line, toCartVendor(vendor));
      onAdded?.(item);
    },
    [addItem, replaceCart, cartVendor, items, onAdded],
  );
  const add = useCallback(
    (item: MenuItemView, vendor: VendorView, special?: ArtistSpecial, choice?: LineChoice) => {
      if (cartVendor && cartVendor.id !== vendor.id && items.length > 0) {
        setPending({
          item,
          vendor,
          ...(special ? { special } : {}),
          ...(choice ? { choice } : {}),
          cartVendorName: cartVendor.name,
          cartItemCount: items.reduce((sum, line) => sum + line.quantity, 0),
        });
        return;
      }
      put(item, vendor, special, choice);
    },
    [put, cartVendor, items],
  );
  const confirm = useCallback(() => {
    if (pending) {
      // the other vendor's cart goes first (cart rule 1), so the special starts a fresh cart
      addItem(
        toCartItem(pending.item, pending.vendor, pending.special, pending.choice),
        toCartVendor(pending.vendor),
      );
      onAdded?.(pending.item);
    }
    setPending(null);
  }, [addItem, onAdded, pending]);
  const cancel = useCallback(() => setPending(null), []);
  return { add, cartSwitch: { pending, onConfirm: confirm, onCancel: cancel } };
}
