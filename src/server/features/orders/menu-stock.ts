import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { menuItems, orderItems, type Vendor } from '../../db/schema';
import { AppError } from '../../errors';
import { vendorUpdateMessage } from '../../realtime/events';
import { addToOutbox } from '../notifications/outbox';
import type { MenuItemWithOptions } from '../vendors/menu-options';
import { soldOutMessage, type PricedLine } from './order-pricing.service';

// Counted portions (a menu item's stockCount). An order takes its portions with one conditional
// UPDATE per item, in the order's transaction: of orders racing for the last portions, those the
// count cannot cover are refused and roll back, so the count never goes below 0. A cancelled
// order gives back what its lines took (order_items.took_stock), once.

/** Whether the cart names an item whose portions are counted (such an order needs a transaction). */
export const namesCountedItem = (
  items: readonly MenuItemWithOptions[],
  cart: { lines: readonly { menuItemId: number }[] },
) =>
  cart.lines.some((line) => items.find((item) => item.id === line.menuItemId)?.stockCount != null);

/**
 * Takes the counted lines' portions; 409 (sold out, or only N left) when any item has fewer
 * left than the order asks for. Open menus and the board hear of an item at or below the
 * vendor's low-stock threshold (vendor_update, through this transaction's outbox).
 */
export async function takePortions(
  tx: Executor,
  vendor: Pick<Vendor, 'id' | 'lowStockThreshold'>,
  lines: readonly PricedLine[],
): Promise<{ announced: boolean }> {
  const wanted = new Map<number, number>();
  for (const line of lines)
    if (line.isCounted)
      wanted.set(line.menuItemId, (wanted.get(line.menuItemId) ?? 0) + line.quantity);
  let isLow = false;
  // item by item in id order, so two orders lock the same rows in the same order
  for (const [itemId, quantity] of [...wanted].sort(([a], [b]) => a - b)) {
    const [taken] = await tx
      .update(menuItems)
      .set({ stockCount: sql`${menuItems.stockCount} - ${quantity}` })
      .where(and(eq(menuItems.id, itemId), gte(menuItems.stockCount, quantity)))
      .returning({ stockCount: menuItems.stockCount });
    if (!taken) throw await shortOfPortions(tx, itemId, lines);
    if ((taken.stockCount ?? 0) <= vendor.lowStockThreshold) isLow = true;
  }
  if (isLow) await addToOutbox(tx, [vendorUpdateMessage(vendor.id)]);
  return { announced: isLow };
}

async function shortOfPortions(tx: Executor, itemId: number, lines: readonly PricedLine[]) {
  const [item] = await tx
    .select({ name: menuItems.name, stockCount: menuItems.stockCount })
    .from(menuItems)
    .where(eq(menuItems.id, itemId));
  const message = soldOutMessage(item ?? { name: 'This item', stockCount: 0 });
  const issues = lines
    .filter((line) => line.menuItemId === itemId)
    .map((line) => ({ path: line.path, message }));
  return new AppError('ITEM_UNAVAILABLE', 409, message, { issues });
}

/**
 * Gives back the portions the lines of these orders took (they were just cancelled, in this
 * transaction), less what refunds already gave back, to items still counted; open menus hear of it.
 */
export async function returnPortions(tx: Executor, orderIds: readonly number[]): Promise<void> {
  const lines = await tx
    .update(orderItems)
    .set({ tookStock: false })
    .where(and(inArray(orderItems.orderId, [...orderIds]), eq(orderItems.tookStock, true)))
    .returning({
      menuItemId: orderItems.menuItemId,
      quantity: sql<number>`${orderItems.quantity} - ${orderItems.refundedQuantity}`,
    });
  await givePortionsBack(tx, lines);
}

/** Gives `quantity` portions back to each line's item, when its lines took them and it is counted. */
export async function givePortionsBack(
  tx: Executor,
  lines: readonly { menuItemId: number | null; quantity: number }[],
): Promise<void> {
  const back = new Map<number, number>();
  for (const line of lines)
    if (line.menuItemId !== null && line.quantity > 0)
      back.set(line.menuItemId, (back.get(line.menuItemId) ?? 0) + line.quantity);
  const vendorIds = new Set<number>();
  for (const [itemId, quantity] of [...back].sort(([a], [b]) => a - b)) {
    const [item] = await tx
      .update(menuItems)
      .set({ stockCount: sql`${menuItems.stockCount} + ${quantity}` })
      .where(and(eq(menuItems.id, itemId), sql`${menuItems.stockCount} is not null`))
      .returning({ vendorId: menuItems.vendorId });
    if (item) vendorIds.add(item.vendorId);
  }
  await addToOutbox(tx, [...vendorIds].map(vendorUpdateMessage));
}
