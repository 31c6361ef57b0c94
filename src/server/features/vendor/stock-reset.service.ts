import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { menuItems, orderItems, vendors } from '../../db/schema';
import { isStockResetDue, lastStockResetMark } from '../../../contract/menu-options';
import { vendorUpdateMessage } from '../../realtime/events';
import { addToOutbox } from '../notifications/outbox';
import { sendOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { dropCachedVendorFacts } from '../orders/vendor-facts-cache';

// The nightly reset of counted portions: at the vendor's stockResetTime (server local time, the
// service day's clock) each item with portions each day (dailyStockCount) has its portions left
// (stockCount) set back to them, so an item sold out last night is on sale again. A reset is
// claimed by one conditional UPDATE of the vendor's stock_reset_at, so it happens once a day
// however many instances look and however often; its vendor_update is written in the same
// transaction, so open menus show the items back.

export type StockReset = { vendorId: number; itemIds: number[] };

/**
 * Resets the portions of every vendor whose reset time came round since its last reset. Safe to
 * run from several instances at once: of two looks at the same vendor, one claims the reset and
 * the other finds it done. Returns the resets done by this call.
 */
export async function resetDailyStock(
  db: Database,
  options: { now?: Date; sender?: OutboxSender } = {},
): Promise<StockReset[]> {
  const now = options.now ?? new Date();
  const candidates = await db
    .select({
      id: vendors.id,
      stockResetTime: vendors.stockResetTime,
      stockResetAt: vendors.stockResetAt,
    })
    .from(vendors)
    .where(isNotNull(vendors.stockResetTime));
  const resets: StockReset[] = [];
  for (const vendor of candidates) {
    const { stockResetTime: resetTime, stockResetAt: lastResetAt } = vendor;
    if (resetTime === null || !isStockResetDue({ resetTime, lastResetAt, now })) continue;
    const reset = await resetVendorStock(db, {
      vendorId: vendor.id,
      resetTime,
      mark: lastStockResetMark(now, resetTime),
      now,
    });
    if (reset) resets.push(reset);
  }
  if (resets.some((reset) => reset.itemIds.length > 0)) {
    for (const reset of resets) dropCachedVendorFacts(db, reset.vendorId);
    if (options.sender) await sendOutbox(db, options.sender.bus, options.sender.log);
  }
  return resets;
}

/** One vendor's reset, if this call claims it (undefined: done already, or the time changed). */
async function resetVendorStock(
  db: Database,
  options: { vendorId: number; resetTime: string; mark: Date; now: Date },
): Promise<StockReset | undefined> {
  const { vendorId, resetTime, mark, now } = options;
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(vendors)
      .set({ stockResetAt: now })
      .where(
        and(
          eq(vendors.id, vendorId),
          eq(vendors.stockResetTime, resetTime),
          lt(vendors.stockResetAt, mark),
        ),
      )
      .returning({ id: vendors.id });
    if (!claimed) return undefined;
    const resetItems = and(
      eq(menuItems.vendorId, vendorId),
      eq(menuItems.isArchived, false),
      isNotNull(menuItems.dailyStockCount),
    );
    // The count starts afresh: an order from before the reset, cancelled after it, gives back
    // nothing (its portions came from the day before). Its lines are changed before the items,
    // the order a cancellation takes them in (returnPortions), so the two never deadlock.
    await tx
      .update(orderItems)
      .set({ tookStock: false })
      .where(
        and(
          eq(orderItems.tookStock, true),
          inArray(
            orderItems.menuItemId,
            tx.select({ id: menuItems.id }).from(menuItems).where(resetItems),
          ),
        ),
      );
    const items = await tx
      .update(menuItems)
      .set({ stockCount: sql`${menuItems.dailyStockCount}` })
      .where(resetItems)
      .returning({ id: menuItems.id });
    const itemIds = items.map((item) => item.id).sort((a, b) => a - b);
    if (itemIds.length === 0) return { vendorId, itemIds };
    await addToOutbox(tx, [vendorUpdateMessage(vendorId)]);
    return { vendorId, itemIds };
  });
}
