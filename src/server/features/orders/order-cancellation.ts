import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orderItems, specialOfferings } from '../../db/schema';
import { offeringUpdateMessage } from '../../realtime/events';
import { addToOutbox } from '../notifications/outbox';
import { returnMealTickets } from '../talent-crew/meal-tickets.service';
import { givePortionsBack, returnPortions } from './menu-stock';

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
  const stock = await returnOfferingStock(tx, await cancelledOfferingLines(tx, orderIds));
  await addToOutbox(tx, stock.map(offeringUpdateMessage));
}

type ReleasedLine = {
  menuItemId: number | null;
  specialOfferingId: number | null;
  tookStock: boolean;
  quantity: number;
};

/**
 * Run in the transaction that refunded `quantity` of each line: the portions and the drop stock
 * those pieces held come back (the lines' refundedQuantity keeps a later cancel from counting them).
 */
export async function releaseRefundedLines(
  tx: Executor,
  lines: readonly ReleasedLine[],
): Promise<void> {
  await givePortionsBack(
    tx,
    lines.filter((line) => line.tookStock),
  );
  const offerings = lines.flatMap((line) =>
    line.specialOfferingId === null
      ? []
      : [{ offeringId: line.specialOfferingId, quantity: line.quantity }],
  );
  const stock = await returnOfferingStock(tx, offerings);
  await addToOutbox(tx, stock.map(offeringUpdateMessage));
}

/** The pre-order lines of these orders, less what refunds already gave back. */
async function cancelledOfferingLines(tx: Executor, orderIds: readonly number[]) {
  const lines = await tx
    .select({
      offeringId: orderItems.specialOfferingId,
      quantity: sql<number>`sum(${orderItems.quantity} - ${orderItems.refundedQuantity})::int`,
    })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), isNotNull(orderItems.specialOfferingId)))
    .groupBy(orderItems.specialOfferingId);
  return lines.flatMap((line) =>
    line.offeringId === null ? [] : [{ offeringId: line.offeringId, quantity: line.quantity }],
  );
}

/**
 * Gives back `quantity` of each offering's stock, never above what it offered. Returns each
 * offering's new remaining quantity, for the live update.
 */
async function returnOfferingStock(
  tx: Executor,
  lines: readonly { offeringId: number; quantity: number }[],
): Promise<OfferingStock[]> {
  const updated: OfferingStock[] = [];
  for (const line of lines) {
    if (line.quantity <= 0) continue;
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
