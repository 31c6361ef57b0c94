import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { dollarsToCents } from '../../../contract/money';
import { ACTIVE_STATUSES } from '../../../contract/order-status';
import {
  PRICE_CHANGED_MESSAGE,
  SPECIAL_ENDED_MESSAGE,
  UNPAID_ORDER_CANCEL_REASON,
  UNPAID_ORDER_TIMEOUT_MINUTES,
  type CreateOrderBody,
  type CustomerOrderView,
  type OrderQuote,
} from '../../../contract/orders';
import { TOTAL_TOLERANCE_CENTS } from '../../../contract/pricing';
import type { Database, Executor } from '../../db/client';
import { orderItems, orderStatusHistory, orders, type User } from '../../db/schema';
import { AppError } from '../../errors';
import { runIdempotent, type IdempotentResult } from '../../http/idempotency';
import { assertNotInMaintenance } from '../settings/settings.service';
import { findOngoingEvent } from '../vendors/vendors.service';
import { decideOrderTiming } from './order-timing';
import {
  findCheckoutTicket,
  findOrderableVendor,
  onTicketField,
  priceLines,
  toQuote,
  withMealAllowance,
  type CheckoutTicket,
  type PricedOrder,
  type RequestedLine,
} from './order-pricing.service';
import { markTicketRedeemed } from '../talent-crew/meal-tickets.service';
import { releaseCancelledOrders } from './order-cancellation';
import type { EventBus } from '../../realtime/bus';
import { publishPickupSlotsUpdate } from '../../realtime/events';
import {
  notifyOrderPaid,
  notifySafely,
  type NotifyLog,
} from '../notifications/notifications.service';
import {
  findOrdersWithRelations,
  loadOrderView,
  ORDER_PLACED_NOTE,
  toCustomerOrderView,
  toOrderView,
  type OrderWithRelations,
} from './order-views';

/** The 409 answer when the client's total is not the server's; the route adds the quote. */
export class PriceChangedError extends AppError {
  constructor(
    readonly quote: OrderQuote,
    message: string = PRICE_CHANGED_MESSAGE,
  ) {
    super('PRICE_CHANGED', 409, message);
  }
}

/** Both payload shapes (customer spec 3) as one list of lines and the total the client saw. */
function readCart(body: CreateOrderBody): {
  lines: RequestedLine[];
  clientTotal?: number | string;
} {
  if (body.flow === 'browse') {
    return {
      lines: body.items.map((item, index) => ({
        menuItemId: item.menuItemId,
        quantity: item.quantity,
        notes: item.notes || undefined,
        partnershipId: item.partnershipId,
        path: `body.items.${index}.menuItemId`,
      })),
      clientTotal: body.total,
    };
  }
  return {
    lines: body.items.map((item, index) => ({
      menuItemId: item.id,
      quantity: item.quantity,
      partnershipId: item.partnershipId,
      path: `body.items.${index}.id`,
    })),
    clientTotal: body.totalAmount,
  };
}

type LineFacts = { menuItemId: number | null; quantity: number; unitPriceCents: number };
const linesFingerprint = (lines: readonly LineFacts[]) =>
  lines
    .map((line) => `${line.menuItemId}x${line.quantity}@${line.unitPriceCents}`)
    .sort()
    .join(',');

/** A reused demo order keeps at least this long before the unpaid-order sweep cancels it. */
const REUSE_WINDOW_MINUTES = UNPAID_ORDER_TIMEOUT_MINUTES / 2;

/**
 * issue 8: every demo-checkout visit placed another unpaid order. The customer's open demo order
 * for the same cart (vendor, items, quantities, prices and instructions), placed recently enough
 * to be paid before the sweep cancels it, is handed out again with this visit's pickup time (the
 * order is paid for now, not when it was first set up).
 */
async function reuseOpenDemoOrder(
  tx: Executor,
  options: {
    user: User;
    priced: PricedOrder;
    instructions: string | null;
    pickup: { pickupTime: Date; isAsap: boolean };
    now: Date;
  },
): Promise<CustomerOrderView | null> {
  const { user, priced, instructions, pickup, now } = options;
  const candidates = await findOrdersWithRelations(
    tx,
    and(
      eq(orders.userId, user.id),
      eq(orders.vendorId, priced.vendorId),
      eq(orders.flow, 'demo'),
      eq(orders.status, 'pending'),
      eq(orders.paymentStatus, 'unpaid'),
      eq(orders.totalCents, priced.totalCents),
      eq(orders.mealAllowanceCents, 0),
      gt(orders.createdAt, new Date(now.getTime() - REUSE_WINDOW_MINUTES * 60_000)),
    ),
    undefined,
  );
  const cart = linesFingerprint(priced.pricedLines);
  const open = candidates.find(
    (order) => linesFingerprint(order.items) === cart && order.specialInstructions === instructions,
  );
  if (!open) return null;
  await tx
    .update(orders)
    .set({ pickupTime: pickup.pickupTime, isAsap: pickup.isAsap })
    .where(eq(orders.id, open.id));
  return toCustomerOrderView(await loadOrderView(tx, open.id, user.id));
}

/** The timeline's note for an order its meal ticket paid in full. */
export const COVERED_BY_MEAL_TICKET_NOTE = 'Paid in full with a meal ticket';

/**
 * Places an order from the server's menu and prices. Run it inside a transaction (`tx`): the
 * order, its items, the first timeline entry and the meal ticket's redemption are written
 * together or not at all. A demo order may instead be an open one for the same cart
 * (`isReused`). An order its meal ticket pays in full is placed paid: no card is needed.
 */
export async function placeOrder(
  tx: Executor,
  { user, body, now = new Date() }: { user: User; body: CreateOrderBody; now?: Date },
): Promise<{ order: CustomerOrderView; isReused: boolean; isPaced: boolean }> {
  const vendor = await findOrderableVendor(tx, body.vendorId);
  const cart = readCart(body);
  const priced = await priceLines(tx, vendor, cart.lines, body.flow);
  const event = await findOngoingEvent(tx, now);
  const ticket =
    body.mealTicketCode === undefined
      ? null
      : await findCheckoutTicket(tx, { code: body.mealTicketCode, ownerEmail: user.email, now });
  const charged = ticket ? withMealAllowance(priced, ticket) : priced;
  // issue 12: an artist special that has ended is a price change, whatever total was sent
  if (priced.endedSpecials.length > 0)
    throw new PriceChangedError(toQuote(charged), SPECIAL_ENDED_MESSAGE);
  // the total the customer saw is the one after the ticket's allowance
  if (cart.clientTotal !== undefined) {
    const clientCents = dollarsToCents(cart.clientTotal);
    if (clientCents === null || Math.abs(clientCents - charged.totalCents) > TOTAL_TOLERANCE_CENTS)
      throw new PriceChangedError(toQuote(charged));
  }
  const instructions = body.specialInstructions || null;
  // last before writing: a paced vendor's row stays locked from here until the commit
  const pickup = await decideOrderTiming(tx, { vendor, body, event, now });
  if (body.flow === 'demo' && !ticket) {
    const open = await reuseOpenDemoOrder(tx, { user, priced, instructions, pickup, now });
    if (open) return { order: open, isReused: true, isPaced: pickup.isPaced };
  }

  const isCovered = ticket !== null && charged.totalCents === 0;
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      vendorId: vendor.id,
      eventId: event?.id ?? null,
      status: 'pending',
      paymentStatus: isCovered ? 'paid' : 'unpaid',
      paidAt: isCovered ? now : null,
      flow: body.flow,
      subtotalCents: charged.subtotalCents,
      discountCents: charged.discountCents,
      serviceFeeCents: charged.serviceFeeCents,
      taxCents: charged.taxCents,
      mealAllowanceCents: charged.mealAllowanceCents,
      mealTicketId: ticket?.id ?? null,
      totalCents: charged.totalCents,
      pickupTime: pickup.pickupTime,
      isAsap: pickup.isAsap,
      fireAt: pickup.fireAt,
      heldForEventId: pickup.heldForEventId,
      specialInstructions: instructions,
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  if (ticket)
    await redeemWithOrder(tx, ticket, { vendorId: vendor.id, charged, orderId: order.id, now });
  const items = await tx
    .insert(orderItems)
    .values(
      priced.pricedLines.map((line) => ({
        orderId: order.id,
        menuItemId: line.menuItemId,
        partnershipId: line.partnershipId,
        name: line.name,
        unitPriceCents: line.unitPriceCents,
        quantity: line.quantity,
        notes: line.notes,
      })),
    )
    .returning();
  await tx.insert(orderStatusHistory).values([
    {
      orderId: order.id,
      status: 'pending' as const,
      actorUserId: user.id,
      actorRole: 'user' as const,
      note: ORDER_PLACED_NOTE,
      createdAt: now,
    },
    ...(isCovered
      ? [
          {
            orderId: order.id,
            status: 'pending' as const,
            actorRole: 'system' as const,
            note: COVERED_BY_MEAL_TICKET_NOTE,
            createdAt: now,
          },
        ]
      : []),
  ]);
  // the answer is made from the rows just written, not read back (issue 14: one query less)
  const written: OrderWithRelations = {
    ...order,
    items: items.sort((a, b) => a.id - b.id),
    vendor: { name: vendor.name, location: vendor.location, ownerUserId: vendor.ownerUserId },
    user: { firstName: user.firstName },
    mealTicket: ticket ? { code: ticket.code } : null,
  };
  return {
    order: toCustomerOrderView(toOrderView(written, user.id)),
    isReused: false,
    isPaced: pickup.isPaced,
  };
}

/**
 * The ticket pays towards this order, once: of two orders racing for one ticket the second gets
 * 409 and its transaction, order included, rolls back.
 */
async function redeemWithOrder(
  tx: Executor,
  ticket: CheckoutTicket,
  options: { vendorId: number; charged: PricedOrder; orderId: number; now: Date },
): Promise<void> {
  try {
    await markTicketRedeemed(tx, ticket, {
      vendorId: options.vendorId,
      spentCents: options.charged.mealAllowanceCents,
      orderId: options.orderId,
      now: options.now,
    });
  } catch (error) {
    throw error instanceof AppError ? onTicketField(error) : error;
  }
}

/**
 * POST /api/orders: places the order once per Idempotency-Key (a retry replays the first answer).
 * Throws PriceChangedError when the client's total is not the server's, and a 503 MAINTENANCE
 * while app_maintenance_mode is on; nothing is written then. An order its meal ticket paid in
 * full reaches the vendor at once, as a paid one does (after the commit).
 */
export async function placeOrderOnce(
  db: Database,
  options: {
    user: User;
    body: CreateOrderBody;
    idempotencyKey?: string;
    path: string;
    bus?: EventBus;
    log: NotifyLog;
  },
): Promise<IdempotentResult<CustomerOrderView>> {
  const { user, body, idempotencyKey, path } = options;
  let isPaced = false;
  const result = await runIdempotent<CustomerOrderView>(
    db,
    { userId: user.id, key: idempotencyKey, method: 'POST', path, body },
    // checked only for work that would run: a retry of an order placed before maintenance still
    // replays its answer; a refusal rolls back the key's claim, so nothing is written
    async (tx) => {
      await assertNotInMaintenance(tx);
      const placed = await placeOrder(tx, { user, body });
      const { order, isReused } = placed;
      isPaced = placed.isPaced;
      return { statusCode: isReused ? 200 : 201, body: order };
    },
  );
  // issue 16: the order took a slot of a paced vendor; open checkouts read the slots again
  if (!result.isReplay && isPaced) await publishPickupSlotsUpdate(options.bus, body.vendorId);
  if (!result.isReplay && result.statusCode === 201 && result.body.paymentStatus === 'paid')
    await notifySafely(options.log, 'order paid', () =>
      notifyOrderPaid(db, options.bus, result.body.id),
    );
  return result;
}

/**
 * An order still unpaid 30 minutes after it was placed is cancelled by the system, with a
 * timeline entry. Safe to run from several instances at once: each order is cancelled by one
 * UPDATE, and only the rows it changed get an entry. Returns the cancelled order ids.
 */
export async function cancelStaleUnpaidOrders(
  db: Database,
  now: Date = new Date(),
): Promise<number[]> {
  const placedBefore = new Date(now.getTime() - UNPAID_ORDER_TIMEOUT_MINUTES * 60_000);
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(orders)
      .set({ status: 'cancelled', cancelReason: UNPAID_ORDER_CANCEL_REASON, lastStatusUpdate: now })
      .where(
        and(
          eq(orders.paymentStatus, 'unpaid'),
          inArray(orders.status, [...ACTIVE_STATUSES]),
          lt(orders.createdAt, placedBefore),
        ),
      )
      .returning({ id: orders.id });
    if (cancelled.length === 0) return [];
    await releaseCancelledOrders(
      tx,
      cancelled.map(({ id }) => id),
    );
    await tx.insert(orderStatusHistory).values(
      cancelled.map(({ id }) => ({
        orderId: id,
        status: 'cancelled' as const,
        actorRole: 'system' as const,
        note: UNPAID_ORDER_CANCEL_REASON,
        createdAt: now,
      })),
    );
    return cancelled.map(({ id }) => id).sort((a, b) => a - b);
  });
}
