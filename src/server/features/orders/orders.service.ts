import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { dollarsToCents } from '../../../contract/money';
import { ACTIVE_STATUSES } from '../../../contract/order-status';
import {
  PRICE_CHANGED_MESSAGE,
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
import { eventSchedule, findOngoingEvent } from '../vendors/vendors.service';
import { decidePickupTime } from './order-pickup';
import {
  findOrderableVendor,
  priceLines,
  toQuote,
  type PricedOrder,
  type RequestedLine,
} from './order-pricing.service';
import {
  findOrdersWithRelations,
  loadOrderView,
  ORDER_PLACED_NOTE,
  toCustomerOrderView,
} from './order-views';

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

/**
 * Places an order from the server's menu and prices. Run it inside a transaction (`tx`): the
 * order, its items and the first timeline entry are written together or not at all. A demo
 * order may instead be an open one for the same cart (`isReused`).
 */
export async function placeOrder(
  tx: Executor,
  { user, body, now = new Date() }: { user: User; body: CreateOrderBody; now?: Date },
): Promise<{ order: CustomerOrderView; isReused: boolean }> {
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
  const instructions = body.specialInstructions || null;
  if (body.flow === 'demo') {
    const open = await reuseOpenDemoOrder(tx, { user, priced, instructions, pickup, now });
    if (open) return { order: open, isReused: true };
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
      discountCents: priced.discountCents,
      serviceFeeCents: priced.serviceFeeCents,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
      pickupTime: pickup.pickupTime,
      isAsap: pickup.isAsap,
      specialInstructions: instructions,
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
  return {
    order: toCustomerOrderView(await loadOrderView(tx, order.id, user.id)),
    isReused: false,
  };
}

/**
 * POST /api/orders: places the order once per Idempotency-Key (a retry replays the first answer).
 * Throws PriceChangedError when the client's total is not the server's, and a 503 MAINTENANCE
 * while app_maintenance_mode is on; nothing is written then.
 */
export async function placeOrderOnce(
  db: Database,
  options: { user: User; body: CreateOrderBody; idempotencyKey?: string; path: string },
): Promise<IdempotentResult<CustomerOrderView>> {
  const { user, body, idempotencyKey, path } = options;
  return runIdempotent<CustomerOrderView>(
    db,
    { userId: user.id, key: idempotencyKey, method: 'POST', path, body },
    // checked only for work that would run: a retry of an order placed before maintenance still
    // replays its answer; a refusal rolls back the key's claim, so nothing is written
    async (tx) => {
      await assertNotInMaintenance(tx);
      const { order, isReused } = await placeOrder(tx, { user, body });
      return { statusCode: isReused ? 200 : 201, body: order };
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
