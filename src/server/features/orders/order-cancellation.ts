import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { orderItems, specialOfferings } from '../../db/schema';
import type { EventBus } from '../../realtime/bus';
import { publishOfferingUpdate } from '../../realtime/events';
import { returnMealTickets } from '../talent-crew/meal-tickets.service';

// What a cancelled order gives back, whoever cancels it (the vendor, the unpaid-order sweep, a
// pre-order hold running out): its meal ticket, and the stock its pre-order lines held.

export type OfferingStock = { offeringId: number; remainingQuantity: number };

/**
 * Run in the transaction that cancels `orderIds`. Returns the offerings whose stock came back,
 * with their new remaining quantity, to announce once the transaction has committed.
 */
export async function releaseCancelledOrders(
  tx: Executor,
  orderIds: readonly number[],
): Promise<OfferingStock[]> {
  if (orderIds.length === 0) return [];
  await returnMealTickets(tx, orderIds);
  return returnOfferingStock(tx, orderIds);
}

/**
 * Gives back the stock of the special-offering lines of these orders (they were just cancelled,
 * in this transaction). Returns each offering's new remaining quantity, for the live update.
 */
async function returnOfferingStock(
  tx: Executor,
  orderIds: readonly number[],
): Promise<OfferingStock[]> {
  if (orderIds.length === 0) return [];
  const lines = await tx
    .select({
      offeringId: orderItems.specialOfferingId,
      quantity: sql<number>`sum(${orderItems.quantity})::int`,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.specialOfferingId)))
    .groupBy(orderItems.specialOfferingId);
  const updated: OfferingStock[] = [];
  for (const line of lines) {
    if (line.offeringId === null) continue;
    const [row] = await tx
      .update(specialOfferings)
      .set({
        remainingQuantity: sql`least(${specialOfferings.remainingQuantity} + ${line.quantity}, ${specialOfferings.availableQuantity})`,
      })
      .where(eq(specialOfferings.id, line.offeringId))
      .returning({ remainingQuantity: specialOfferings.remainingQuantity });
    if (row)
      updated.push({ offeringId: line.offeringId, remainingQuantity: row.remainingQuantity });
  }
  return updated;
}

/** Tells open pages the stock of these offerings now (after a commit that changed it). */
export async function announceOfferingStock(
  bus: EventBus | undefined,
  stock: readonly OfferingStock[],
): Promise<void> {
  for (const offering of stock) await publishOfferingUpdate(bus, offering);
}

/** The current stock of these offerings (for an announcement made outside the transaction). */
export async function offeringStock(
  db: Database,
  offeringIds: readonly number[],
): Promise<OfferingStock[]> {
  if (offeringIds.length === 0) return [];
  return db
    .select({
      offeringId: specialOfferings.id,
      remainingQuantity: specialOfferings.remainingQuantity,
    })
    .from(specialOfferings)
    .where(inArray(specialOfferings.id, [...offeringIds]));
}
