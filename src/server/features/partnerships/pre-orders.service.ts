import { and, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { ACTIVE_STATUSES } from '../../../contract/order-status';
import type { CustomerOrderView } from '../../../contract/orders';
import {
  PRE_ORDER_HOLD_MINUTES,
  preOrderMessages,
  type PreOrderInput,
} from '../../../contract/partnerships';
import { preOrderPickupTime } from '../../../contract/pickup';
import { priceOrder } from '../../../contract/pricing';
import type { Database, Executor } from '../../db/client';
import {
  events,
  orderItems,
  orderStatusHistory,
  orders,
  specialOfferings,
  vendors,
  type User,
} from '../../db/schema';
import { AppError } from '../../errors';
import { runIdempotent, type IdempotentResult } from '../../http/idempotency';
import { assertNotInMaintenance } from '../settings/settings.service';
import { ORDER_PLACED_NOTE, loadOrderView, toCustomerOrderView } from '../orders/order-views';
import { eventSchedule, isListed } from '../vendors/vendors.service';
import { releaseCancelledOrders } from '../orders/order-cancellation';
import { recordOrderStatusChanged } from '../notifications/notifications.service';
import { addToOutbox } from '../notifications/outbox';
import { sendOutbox, type OutboxSender } from '../notifications/outbox-sender';
import { offeringUpdateMessage } from '../../realtime/events';

// Limited drops sold fairly: a pre-order takes its stock in one conditional UPDATE (the
// row lock orders concurrent buyers; the CHECK keeps remainingQuantity >= 0), becomes an order
// awaiting payment that holds the stock for PRE_ORDER_HOLD_MINUTES, and gives it back when it is
// cancelled, by the hold running out or otherwise.

const soldOut = () => new AppError('CONFLICT', 409, preOrderMessages.soldOut);
const closed = () => new AppError('CONFLICT', 409, preOrderMessages.closed);
const notFound = () => new AppError('NOT_FOUND', 404, preOrderMessages.notFound);

/** Why a reservation found no row: the offering is gone, closed, sold out or short. */
async function refusal(tx: Executor, offeringId: number, quantity: number, now: Date) {
  const [row] = await tx
    .select({ offering: specialOfferings, listed: sql<boolean>`${isListed}` })
    .from(specialOfferings)
    .innerJoin(vendors, eq(vendors.id, specialOfferings.vendorId))
    .where(eq(specialOfferings.id, offeringId));
  if (!row || !row.listed) return notFound();
  const { offering } = row;
  if (offering.remainingQuantity <= 0) return soldOut();
  if (!offering.isActive || (offering.preOrderDeadline && offering.preOrderDeadline <= now))
    return closed();
  if (offering.remainingQuantity < quantity)
    return new AppError('CONFLICT', 409, preOrderMessages.onlyLeft(offering.remainingQuantity));
  return soldOut();
}

/** How many of this offering the customer holds or bought (orders not cancelled). */
async function quantityHeldBy(tx: Executor, userId: number, offeringId: number): Promise<number> {
  const [row] = await tx
    .select({ quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.specialOfferingId, offeringId),
        eq(orders.userId, userId),
        ne(orders.status, 'cancelled'),
      ),
    );
  return row?.quantity ?? 0;
}

/**
 * Reserves `quantity` of the offering for `user` and places the order that pays for it, in the
 * caller's transaction; open pages hear of the stock left (offering_update). Refused (409) when
 * sold out or short, after the deadline, when inactive, or past the offering's per-customer
 * maximum; nothing is written then.
 */
export async function reservePreOrder(
  tx: Executor,
  {
    user,
    offeringId,
    quantity,
    now = new Date(),
  }: { user: User; offeringId: number; quantity: number; now?: Date },
): Promise<CustomerOrderView> {
  const [taken] = await tx
    .update(specialOfferings)
    .set({ remainingQuantity: sql`${specialOfferings.remainingQuantity} - ${quantity}` })
    .where(
      and(
        eq(specialOfferings.id, offeringId),
        eq(specialOfferings.isActive, true),
        sql`${specialOfferings.remainingQuantity} >= ${quantity}`,
        or(isNull(specialOfferings.preOrderDeadline), gt(specialOfferings.preOrderDeadline, now)),
        sql`exists (select 1 from ${vendors} where ${vendors.id} = ${specialOfferings.vendorId} and ${isListed})`,
      ),
    )
    .returning();
  if (!taken) throw await refusal(tx, offeringId, quantity, now);
  // the row lock taken above orders this customer's concurrent pre-orders too
  const held = await quantityHeldBy(tx, user.id, offeringId);
  if (held + quantity > taken.maxPerCustomer)
    throw new AppError('CONFLICT', 409, preOrderMessages.perCustomer(taken.maxPerCustomer));

  const [event] = await tx.select().from(events).where(eq(events.id, taken.eventId));
  const [vendor] = await tx
    .select({ prepMinutes: vendors.estimatedPrepTime })
    .from(vendors)
    .where(eq(vendors.id, taken.vendorId));
  const lines = [{ unitPriceCents: taken.priceCents, quantity }];
  // a drop sells at its own price: the vendor's '20% OFF' offer does not apply
  const price = priceOrder(lines, 'browse');
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      vendorId: taken.vendorId,
      eventId: taken.eventId,
      status: 'pending',
      paymentStatus: 'unpaid',
      flow: 'browse',
      ...price,
      pickupTime: preOrderPickupTime({
        now,
        prepMinutes: vendor?.prepMinutes ?? 0,
        event: event ? eventSchedule(event) : null,
      }),
      isAsap: false,
      holdExpiresAt: new Date(now.getTime() + PRE_ORDER_HOLD_MINUTES * 60_000),
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned no row');
  await tx.insert(orderItems).values({
    orderId: order.id,
    specialOfferingId: taken.id,
    name: taken.title,
    unitPriceCents: taken.priceCents,
    quantity,
    notes: taken.pickupInstructions ? `Pickup: ${taken.pickupInstructions}` : null,
  });
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: 'pending',
    actorUserId: user.id,
    actorRole: 'user',
    note: ORDER_PLACED_NOTE,
  });
  await addToOutbox(tx, [
    offeringUpdateMessage({ offeringId: taken.id, remainingQuantity: taken.remainingQuantity }),
  ]);
  return toCustomerOrderView(await loadOrderView(tx, order.id, user.id));
}

/** POST /api/special-offerings/{id}/pre-orders, once per Idempotency-Key. */
export async function placePreOrderOnce(
  db: Database,
  options: {
    user: User;
    offeringId: number;
    body: PreOrderInput;
    idempotencyKey?: string;
    path: string;
  } & OutboxSender,
): Promise<IdempotentResult<CustomerOrderView>> {
  const { user, offeringId, body, idempotencyKey, path } = options;
  const result = await runIdempotent<CustomerOrderView>(
    db,
    { userId: user.id, key: idempotencyKey, method: 'POST', path, body: { offeringId, ...body } },
    async (tx) => {
      await assertNotInMaintenance(tx);
      const order = await reservePreOrder(tx, { user, offeringId, quantity: body.quantity });
      return { statusCode: 201, body: order };
    },
  );
  // a replay changed nothing
  if (!result.isReplay) await sendOutbox(db, options.bus, options.log);
  return result;
}

/**
 * Pre-orders still unpaid when their hold ran out are cancelled with a timeline entry and their
 * stock goes back on sale. Safe on several instances at once: each order is cancelled by one
 * UPDATE and only the rows it changed are released. Returns the cancelled order ids.
 */
export async function releaseExpiredHolds(db: Database, now: Date = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set({
        status: 'cancelled',
        cancelReason: preOrderMessages.holdReleased,
        lastStatusUpdate: now,
      })
      .where(
        and(
          isNotNull(orders.holdExpiresAt),
          lt(orders.holdExpiresAt, now),
          eq(orders.paymentStatus, 'unpaid'),
          inArray(orders.status, [...ACTIVE_STATUSES]),
        ),
      )
      .returning({ id: orders.id });
    if (cancelled.length === 0) return [];
    const ids = cancelled.map(({ id }) => id).sort((a, b) => a - b);
    await tx.insert(orderStatusHistory).values(
      ids.map((orderId) => ({
        orderId,
        status: 'cancelled' as const,
        actorRole: 'system' as const,
        note: preOrderMessages.holdReleased,
        createdAt: now,
      })),
    );
    await recordOrderStatusChanged(tx, ids);
    await releaseCancelledOrders(tx, ids);
    return ids;
  });
}
