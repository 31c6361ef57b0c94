import { and, eq, inArray, lt } from 'drizzle-orm';
import { dollarsToCents } from '../../../contract/money';
import { ACTIVE_STATUSES } from '../../../contract/order-status';
import {
  PRICE_CHANGED_MESSAGE,
  UNPAID_ORDER_CANCEL_REASON,
  UNPAID_ORDER_TIMEOUT_MINUTES,
  type CreateOrderBody,
  type OrderQuote,
  type OrderView,
} from '../../../contract/orders';
import { TOTAL_TOLERANCE_CENTS } from '../../../contract/pricing';
import type { Database, Executor } from '../../db/client';
import { orderItems, orderStatusHistory, orders, type User } from '../../db/schema';
import { AppError } from '../../errors';
import { runIdempotent, type IdempotentResult } from '../../http/idempotency';
import { assertNotInMaintenance } from '../settings/settings.service';
import { eventSchedule, findOngoingEvent } from '../vendors/vendors.service';
import { decidePickupTime } from './order-pickup';
import {
  findOrderableVendor,
  priceLines,
  toQuote,
  type RequestedLine,
} from './order-pricing.service';
import { loadOrderView, ORDER_PLACED_NOTE } from './order-views';

/** The 409 answer when the client's total is not the server's; the route adds the quote. */
export class PriceChangedError extends AppError {
  constructor(readonly quote: OrderQuote) {
    super('PRICE_CHANGED', 409, PRICE_CHANGED_MESSAGE);
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
        path: `body.items.${index}.menuItemId`,
      })),
      clientTotal: body.total,
    };
  }
  return {
    lines: body.items.map((item, index) => ({
      menuItemId: item.id,
      quantity: item.quantity,
      path: `body.items.${index}.id`,
    })),
    clientTotal: body.totalAmount,
  };
}

/**
 * Places an order from the server's menu and prices. Run it inside a transaction (`tx`): the
 * order, its items and the first timeline entry are written together or not at all.
 */
export async function placeOrder(
  tx: Executor,
  { user, body, now = new Date() }: { user: User; body: CreateOrderBody; now?: Date },
): Promise<OrderView> {
  const vendor = await findOrderableVendor(tx, body.vendorId);
  const cart = readCart(body);
  const priced = await priceLines(tx, vendor, cart.lines, body.flow);
  const event = await findOngoingEvent(tx, now);
  const pickup = decidePickupTime({
    requested: body.pickupTime,
    prepMinutes: vendor.estimatedPrepTime,
    event: event ? eventSchedule(event) : null,
    now,
    isDemo: body.flow === 'demo',
  });
  if (cart.clientTotal !== undefined) {
    const clientCents = dollarsToCents(cart.clientTotal);
    if (clientCents === null || Math.abs(clientCents - priced.totalCents) > TOTAL_TOLERANCE_CENTS)
      throw new PriceChangedError(toQuote(priced));
  }

  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      vendorId: vendor.id,
      eventId: event?.id ?? null,
      status: 'pending',
      paymentStatus: 'unpaid',
      flow: body.flow,
      subtotalCents: priced.subtotalCents,
      serviceFeeCents: priced.serviceFeeCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
      pickupTime: pickup.pickupTime,
      isAsap: pickup.isAsap,
      specialInstructions: body.specialInstructions || null,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned no row');
  await tx.insert(orderItems).values(
    priced.pricedLines.map((line) => ({
      orderId: order.id,
      menuItemId: line.menuItemId,
      name: line.name,
      unitPriceCents: line.unitPriceCents,
      quantity: line.quantity,
      notes: line.notes,
    })),
  );
  await tx.insert(orderStatusHistory).values({
    orderId: order.id,
    status: 'pending',
    actorUserId: user.id,
    actorRole: 'user',
    note: ORDER_PLACED_NOTE,
  });
  return loadOrderView(tx, order.id, user.id);
}

/**
 * POST /api/orders: places the order once per Idempotency-Key (a retry replays the first answer).
 * Throws PriceChangedError when the client's total is not the server's, and a 503 MAINTENANCE
 * while app_maintenance_mode is on; nothing is written then.
 */
export async function placeOrderOnce(
  db: Database,
  options: { user: User; body: CreateOrderBody; idempotencyKey?: string; path: string },
): Promise<IdempotentResult<OrderView>> {
  const { user, body, idempotencyKey, path } = options;
  return runIdempotent<OrderView>(
    db,
    { userId: user.id, key: idempotencyKey, method: 'POST', path, body },
    // checked only for work that would run: a retry of an order placed before maintenance still
    // replays its answer; a refusal rolls back the key's claim, so nothing is written
    async (tx) => {
      await assertNotInMaintenance(tx);
      return { statusCode: 201, body: await placeOrder(tx, { user, body }) };
    },
  );
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
