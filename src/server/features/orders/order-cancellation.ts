import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, specialOfferings } from '../../db/schema';
import { offeringUpdateMessage } from '../../realtime/events';
import { addToOutbox } from '../notifications/outbox';
import { returnMealTickets } from '../talent-crew/meal-tickets.service';
import { returnPortions } from './menu-stock';

// What a cancelled order gives back, whoever cancels it (the vendor, the unpaid-order sweep, a
// pre-order hold running out): its meal ticket, the stock its pre-order lines held and the
// portions its counted menu items took.

type OfferingStock = { offeringId: number; remainingQuantity: number };

/**
 * Run in the transaction that cancels `orderIds`: open pages hear of each offering's stock that
 * came back (offering_update, through the outbox of the same transaction).
 */
export async function releaseCancelledOrders(
  tx: Executor,
  orderIds: readonly number[],
): Promise<void> {
  if (orderIds.length === 0) return;
  await returnMealTickets(tx, orderIds);
  await returnPortions(tx, orderIds);
  const stock = await returnOfferingStock(tx, orderIds);
  await addToOutbox(tx, stock.map(offeringUpdateMessage));
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
