// Changes to a line already in the cart, and the portions an item has left for it. Pure, like
// cart.ts: the cart provider applies them, the cart lines show them.
import { cartLineKey, quantityOf, type CartLine, type CartState } from './cart';
import { MAX_LINE_QUANTITY, NOTE_MAX_LENGTH } from './order-limits';

/**
 * Sets a line's note for the kitchen (empty removes it). Lines are keyed by item, options and
 * note, so a line that now matches another joins it, the quantities added up to the line maximum.
 */
export function setLineNote(cart: CartState, lineKey: string, notes: string): CartState {
  const line = cart.items.find((entry) => cartLineKey(entry) === lineKey);
  if (!line) return cart;
  const { notes: _previous, ...rest } = line;
  const trimmed = notes.trim().slice(0, NOTE_MAX_LENGTH).trim();
  const changed: CartLine = trimmed ? { ...rest, notes: trimmed } : rest;
  const key = cartLineKey(changed);
  const other = cart.items.find((entry) => entry !== line && cartLineKey(entry) === key);
  if (!other) {
    return { ...cart, items: cart.items.map((entry) => (entry === line ? changed : entry)) };
  }
  const quantity = Math.min(other.quantity + line.quantity, MAX_LINE_QUANTITY);
  return {
    ...cart,
    items: cart.items
      .filter((entry) => entry !== line)
      .map((entry) => (entry === other ? { ...other, quantity } : entry)),
  };
}

/**
 * How many more of an item the cart may take: its portions left (`stockCount`, null when not
 * counted) less what all its lines hold. Infinity when the vendor does not count it.
 */
export function portionsLeftFor(
  cart: CartState,
  itemId: number,
  stockCount: number | null | undefined,
): number {
  if (stockCount === null || stockCount === undefined) return Number.POSITIVE_INFINITY;
  return Math.max(stockCount - quantityOf(cart, itemId), 0);
}

/** The highest quantity one line of the item may reach: the line maximum, or less with stock. */
export function lineMaxQuantity(
  cart: CartState,
  line: Pick<CartLine, 'id' | 'quantity'>,
  stockCount: number | null | undefined,
): number {
  return Math.min(MAX_LINE_QUANTITY, line.quantity + portionsLeftFor(cart, line.id, stockCount));
}

/** "Only 3 left" once the cart holds every portion of a counted item, else null. */
export function stockCapText(
  cart: CartState,
  itemId: number,
  stockCount: number | null | undefined,
): string | null {
  if (stockCount === null || stockCount === undefined) return null;
  return portionsLeftFor(cart, itemId, stockCount) === 0 ? `Only ${stockCount} left` : null;
}

/**
 * Keys for rendering lines that survive a change of note: each line key without its note part
 * (after '#', see cartLineKey), numbered among the lines sharing it. A line whose note is edited
 * keeps its place, so its editor keeps focus where it was.
 */
export function noteStableKeys(lineKeys: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return lineKeys.map((key) => {
    const base = key.split('#')[0] ?? key;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return `${base}~${count}`;
  });
}
