// customer spec 4: the one-vendor cart. Pure: the React provider stores the state and persists it.
import { ALLERGENS, type Allergen, type ChosenOption } from './menu-rules';
import { MAX_LINE_QUANTITY } from './order-limits';

// customer spec 5 shows no quantity upper bound; the server refuses a line above
// MAX_LINE_QUANTITY, so the cart never holds more: adding (rule 3) stops there and setting
// (rule 6) is capped there. Removal (rules 5 and 7) is unaffected.

export type CartVendor = { id: number; name: string; [field: string]: unknown };

/** A chosen option as the cart shows it (its price change is already in the line's price). */
export type CartLineOption = Pick<
  ChosenOption,
  'id' | 'name' | 'groupName' | 'priceDeltaCents' | 'isRemoval'
>;

/** What makes two lines of one item different: the options chosen and the note for the kitchen. */
type LineChoices = {
  /** The chosen options' ids, ascending; absent when none (and on carts stored before options). */
  optionIds?: number[];
  options?: CartLineOption[];
  notes?: string;
  /** The item's allergens with its chosen options', shown on the line. */
  allergens?: Allergen[];
};

/** customer spec 3: a cart line; other item fields are carried along. */
export type CartLine = LineChoices & {
  id: number;
  name: string;
  /** Unit price in dollars as shown on the menu, the chosen options' price changes included. */
  price: number;
  quantity: number;
  vendorId: number;
  vendorName: string;
  imageUrl?: string | null;
  [field: string]: unknown;
};

export type CartState = { items: CartLine[]; vendor: CartVendor | null };
export const EMPTY_CART: CartState = { items: [], vendor: null };

export type CartItemInput = LineChoices & {
  id: number;
  name: string;
  price: number;
  vendorId: number;
  vendorName: string;
  imageUrl?: string | null;
  [field: string]: unknown;
};

/**
 * A line's identity in the cart: the item, its options and its note ("12", "12:3,7",
 * "12:3,7#no%20nuts"). The same item chosen differently is another line. Lines stored before
 * options have neither, so their key is the item id.
 */
export function cartLineKey(line: Pick<CartLine, 'id' | 'optionIds' | 'notes'>): string {
  const options = line.optionIds?.length
    ? `:${[...line.optionIds].sort((a, b) => a - b).join(',')}`
    : '';
  // encoded, so a note never contains the separators a fingerprint relies on
  const notes = line.notes?.trim() ? `#${encodeURIComponent(line.notes.trim())}` : '';
  return `${line.id}${options}${notes}`;
}

/** The input with its option ids sorted and its note trimmed; empty choices are left out. */
function normalizeChoices(item: CartItemInput): CartItemInput {
  const { optionIds, options, notes, ...rest } = item;
  return {
    ...rest,
    ...(optionIds?.length ? { optionIds: [...optionIds].sort((a, b) => a - b) } : {}),
    ...(options?.length ? { options } : {}),
    ...(notes?.trim() ? { notes: notes.trim() } : {}),
  };
}

/** Rules 1-4. */
export function addItem(cart: CartState, input: CartItemInput, vendor: CartVendor): CartState {
  const item = normalizeChoices(input);
  // rule 1: another vendor's item replaces the whole cart
  if (cart.vendor && cart.vendor.id !== vendor.id) {
    return { items: [{ ...item, quantity: 1 }], vendor };
  }
  // rule 2: no vendor selected yet
  const selected = cart.vendor ?? vendor;
  const key = cartLineKey(item);
  const existing = cart.items.find((line) => cartLineKey(line) === key);
  // rule 3: already in the cart (same item, same choices) raises its quantity by 1, up to the
  // line maximum
  if (existing) {
    return {
      items: cart.items.map((line) =>
        line === existing
          ? { ...line, quantity: Math.min(line.quantity + 1, MAX_LINE_QUANTITY) }
          : line,
      ),
      vendor: selected,
    };
  }
  // rule 4: a new item (or new choices) is appended with quantity 1
  return { items: [...cart.items, { ...item, quantity: 1 }], vendor: selected };
}

/**
 * Rules 5-7. The quantity is a whole number: it is floored first, so anything below 1 (0, 0.5,
 * negative) or not a number removes the line (rule 5); the rest replaces it, capped at the line
 * maximum (rule 6).
 */
export function setQuantity(cart: CartState, lineKey: string, quantity: number): CartState {
  const whole = Math.floor(quantity);
  if (!Number.isFinite(whole) || whole <= 0) return removeItem(cart, lineKey);
  const capped = Math.min(whole, MAX_LINE_QUANTITY);
  return {
    ...cart,
    items: cart.items.map((line) =>
      cartLineKey(line) === lineKey ? { ...line, quantity: capped } : line,
    ),
  };
}

/** Rule 7: removing the last line also clears the vendor. */
export function removeItem(cart: CartState, lineKey: string): CartState {
  const items = cart.items.filter((line) => cartLineKey(line) !== lineKey);
  return { items, vendor: items.length === 0 ? null : cart.vendor };
}

/** Rule 8. */
export function clearCart(): CartState {
  return EMPTY_CART;
}

/** Rule 9: total = sum of price x quantity, computed in cents so it never drifts. */
export function cartTotalCents(cart: CartState): number {
  return cart.items.reduce((sum, line) => sum + Math.round(line.price * 100) * line.quantity, 0);
}

/** Rule 9: item count = sum of quantities. */
export function cartItemCount(cart: CartState): number {
  return cart.items.reduce((sum, line) => sum + line.quantity, 0);
}

/** How many of an item the cart holds, over all its lines (each choice of options). */
export function quantityOf(cart: CartState, itemId: number): number {
  return cart.items.reduce((sum, line) => (line.id === itemId ? sum + line.quantity : sum), 0);
}

/** What an order or quote line sends of the line's choices (the server checks and prices them). */
export function lineChoices(line: Pick<CartLine, 'optionIds' | 'notes'>): {
  optionIds?: number[];
  notes?: string;
} {
  return {
    ...(line.optionIds?.length ? { optionIds: line.optionIds } : {}),
    ...(line.notes?.trim() ? { notes: line.notes.trim() } : {}),
  };
}

// Persistence (customer spec 4): two keys prefixed with the product name.
export const CART_ITEMS_KEY = 'CurtainCall.cart';
export const CART_VENDOR_KEY = 'CurtainCall.selectedVendor';

const isWholeNumber = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value);

/** The choices are optional (older carts have none), but when present they have their shape. */
function hasValidChoices(line: Record<string, unknown>): boolean {
  const { optionIds, options, notes } = line;
  return (
    (optionIds === undefined || (Array.isArray(optionIds) && optionIds.every(isWholeNumber))) &&
    (options === undefined ||
      (Array.isArray(options) &&
        options.every(
          (option: unknown) =>
            !!option &&
            typeof option === 'object' &&
            typeof (option as CartLineOption).name === 'string' &&
            typeof (option as CartLineOption).isRemoval === 'boolean',
        ))) &&
    (notes === undefined || typeof notes === 'string') &&
    (line.allergens === undefined ||
      (Array.isArray(line.allergens) &&
        line.allergens.every((code) => (ALLERGENS as readonly unknown[]).includes(code))))
  );
}

function isCartLine(value: unknown): value is CartLine {
  if (!value || typeof value !== 'object') return false;
  const line = value as Record<string, unknown>;
  return (
    hasValidChoices(line) &&
    typeof line.id === 'number' &&
    typeof line.name === 'string' &&
    typeof line.price === 'number' &&
    Number.isFinite(line.price) &&
    typeof line.quantity === 'number' &&
    Number.isInteger(line.quantity) &&
    line.quantity > 0 &&
    typeof line.vendorId === 'number'
  );
}

/**
 * Reads the stored cart. Anything unparseable is discarded (reported through `onDiscard`, which
 * the app sends to the console: never an error toast).
 */
export function parseStoredCart(
  itemsText: string | null,
  vendorText: string | null,
  onDiscard: (reason: string) => void,
): CartState {
  if (!itemsText || !vendorText) return EMPTY_CART;
  try {
    const items: unknown = JSON.parse(itemsText);
    const vendor: unknown = JSON.parse(vendorText);
    if (!Array.isArray(items) || !items.every(isCartLine))
      throw new Error('cart lines have the wrong shape');
    if (!vendor || typeof vendor !== 'object' || typeof (vendor as CartVendor).id !== 'number') {
      throw new Error('selected vendor has the wrong shape');
    }
    const selected = vendor as CartVendor;
    if (items.length === 0 || items.some((line) => line.vendorId !== selected.id)) {
      throw new Error('cart lines do not belong to the selected vendor');
    }
    const capped = items.map((line) =>
      line.quantity > MAX_LINE_QUANTITY ? { ...line, quantity: MAX_LINE_QUANTITY } : line,
    );
    return { items: capped, vendor: selected };
  } catch (error) {
    onDiscard(error instanceof Error ? error.message : String(error));
    return EMPTY_CART;
  }
}

/** What to store: null for a key means remove it (empty cart or no vendor). */
export function serializeCart(cart: CartState): { items: string | null; vendor: string | null } {
  if (cart.items.length === 0 || !cart.vendor) return { items: null, vendor: null };
  return { items: JSON.stringify(cart.items), vendor: JSON.stringify(cart.vendor) };
}

// A checkout attempt stays with the cart until its outcome is known, so a reload while
// the payment is processing finds the order already placed (and perhaps paid) for this cart
// instead of placing a second one. It is stored beside the cart and belongs to that cart only.
export const CHECKOUT_ATTEMPT_KEY = 'CurtainCall.checkoutAttempt';

export type CheckoutAttempt = {
  /** The cart it was made for (cartFingerprint); a changed cart drops it. */
  cart: string;
  /** Sent with POST /api/orders, so resending the same body replays the same order. */
  idempotencyKey: string;
  /** The order body as sent (JSON). */
  body: string;
  /** Known once POST /api/orders answered. */
  orderId: number | null;
};

/**
 * The vendor, lines (item, options, note) and quantities: what an order placed for this cart
 * would contain.
 */
export function cartFingerprint(cart: CartState): string {
  if (!cart.vendor || cart.items.length === 0) return '';
  const lines = cart.items.map((line) => `${cartLineKey(line)}x${line.quantity}`).sort();
  return `${cart.vendor.id}:${lines.join(',')}`;
}

/** The stored attempt, or null when there is none or it is not this cart's. */
export function parseCheckoutAttempt(text: string | null, cart: CartState): CheckoutAttempt | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object') return null;
    const attempt = value as Record<string, unknown>;
    const isValid =
      typeof attempt.cart === 'string' &&
      typeof attempt.idempotencyKey === 'string' &&
      typeof attempt.body === 'string' &&
      (attempt.orderId === null ||
        (typeof attempt.orderId === 'number' && Number.isSafeInteger(attempt.orderId)));
    if (!isValid || attempt.cart !== cartFingerprint(cart)) return null;
    return attempt as CheckoutAttempt;
  } catch {
    return null;
  }
}
