import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import { slotOf } from '../../../contract/pickup-slots';
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
import {
  orderStatusHistory,
  orders,
  type Event,
  type Order,
  type OrderItem,
  type User,
  type Vendor,
} from '../../db/schema';
import { AppError } from '../../errors';
import {
  claimKey,
  claimValues,
  keyClaimFor,
  replayStored,
  replayTaken,
  type IdempotentResult,
  type KeyClaim,
} from '../../http/idempotency';
import { maintenanceRefusal, parseMaintenanceMode } from '../settings/settings.service';
import { cardPaymentsOffRefusal, parseCardPaymentsOn } from '../payments/demo-settings';
import { ongoingEventOf } from '../vendors/vendors.service';
import { readOrderFacts, type CheckedFacts } from './order-facts';
import {
  cachedVendorFacts,
  dropCachedVendorFacts,
  vendorFactsCacheCounts,
  vendorFactsGuard,
  type GuardValues,
} from './vendor-facts-cache';
import { reserveIds } from '../../db/id-blocks';
import type { SessionCheck } from '../../auth/sessions';
import type { GuardedUser } from '../../auth/guards';
import { decideOrderTiming, type OrderTiming } from './order-timing';
import { writeOrderRows, type OrderIds, type TimelineRow } from './order-write';
import {
  findCheckoutTicket,
  onTicketField,
  orderableVendor,
  priceLinesFrom,
  toQuote,
  withMealAllowance,
  withTip,
  type CheckoutTicket,
  type PricedOrder,
  type RequestedLine,
} from './order-pricing.service';
import { markTicketRedeemed } from '../talent-crew/meal-tickets.service';
import { isPaced } from '../pickup-slots/pickup-slots.service';
import { releaseCancelledOrders } from './order-cancellation';
import { namesCountedItem, takePortions } from './menu-stock';
import type { EventBus } from '../../realtime/bus';
import { pickupSlotsUpdateMessage } from '../../realtime/events';
import {
  recordOrderPaid,
  recordOrderStatusChanged,
  type NotifyLog,
} from '../notifications/notifications.service';
import { addToOutbox } from '../notifications/outbox';
import { sendOutbox } from '../notifications/outbox-sender';
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
type Cart = { lines: RequestedLine[]; clientTotalCents?: number };

function readCart(body: CreateOrderBody): Cart {
  if (body.flow === 'browse') {
    return {
      lines: body.items.map((item, index) => ({
        menuItemId: item.menuItemId,
        quantity: item.quantity,
        notes: item.notes || undefined,
        partnershipId: item.partnershipId,
        optionIds: item.optionIds,
        path: `body.items.${index}.menuItemId`,
      })),
      clientTotalCents: body.total,
    };
  }
  return {
    lines: body.items.map((item, index) => ({
      menuItemId: item.id,
      quantity: item.quantity,
      notes: item.notes || undefined,
      partnershipId: item.partnershipId,
      optionIds: item.optionIds,
      path: `body.items.${index}.id`,
    })),
    clientTotalCents: body.totalAmount,
  };
}

type LineFacts = {
  menuItemId: number | null;
  quantity: number;
  unitPriceCents: number;
  notes: string | null;
  options: readonly { id: number }[];
};
const linesFingerprint = (lines: readonly LineFacts[]) =>
  lines
    .map(
      (line) =>
        `${line.menuItemId}x${line.quantity}@${line.unitPriceCents}` +
        `[${line.options.map((option) => option.id).join(',')}]${JSON.stringify(line.notes)}`,
    )
    .sort()
    .join(',');

/** A reused demo order keeps at least this long before the unpaid-order sweep cancels it. */
const REUSE_WINDOW_MINUTES = UNPAID_ORDER_TIMEOUT_MINUTES / 2;

/**
 * One unpaid demo order per cart, not one per checkout visit. The customer's open demo order
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
      eq(orders.tipCents, priced.tipCents),
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

/** What placing an order has checked and priced, before anything is written. */
type OrderPlan = {
  user: User;
  body: CreateOrderBody;
  vendor: Vendor;
  priced: PricedOrder;
  charged: PricedOrder;
  ticket: CheckoutTicket | null;
  event: Event | undefined;
  instructions: string | null;
  now: Date;
};

/**
 * The checks and prices of an order from the server's menu (nothing written): maintenance, a
 * closed vendor, an item not on the menu, an ended artist special or a total the customer did not
 * see is refused. Read-only, so it needs no transaction (each read sees what is committed).
 */
async function planOrder(
  db: Executor,
  options: { user: User; body: CreateOrderBody; cart: Cart; facts: CheckedFacts; now: Date },
): Promise<OrderPlan> {
  const { user, body, cart, facts, now } = options;
  if (parseMaintenanceMode(facts.maintenance)) throw maintenanceRefusal();
  const vendor = orderableVendor(facts.vendor);
  const lines = await priceLinesFrom(db, {
    vendor,
    lines: cart.lines,
    flow: body.flow,
    now,
    found: facts.menuItems,
  });
  const priced = withTip(lines, body.tip, { hasMealTicket: body.mealTicketCode !== undefined });
  const event = ongoingEventOf(facts.eventsNotOver, now);
  const ticket =
    body.mealTicketCode === undefined
      ? null
      : await findCheckoutTicket(db, {
          code: body.mealTicketCode,
          ownerEmail: user.email,
          vendorId: vendor.id,
          now,
        });
  const charged = ticket ? withMealAllowance(priced, ticket) : priced;
  // an order its meal ticket pays in full needs no card; any other would be left unpaid
  if (charged.totalCents > 0 && !parseCardPaymentsOn(facts.cardPayments))
    throw cardPaymentsOffRefusal();
  // An artist special that has ended is a price change, whatever total was sent
  if (priced.endedSpecials.length > 0)
    throw new PriceChangedError(toQuote(charged), SPECIAL_ENDED_MESSAGE);
  // the total the customer saw is the one after the ticket's allowance
  if (
    cart.clientTotalCents !== undefined &&
    Math.abs(cart.clientTotalCents - charged.totalCents) > TOTAL_TOLERANCE_CENTS
  )
    throw new PriceChangedError(toQuote(charged));
  const instructions = body.specialInstructions || null;
  return { user, body, vendor, priced, charged, ticket, event, instructions, now };
}

/** The order, its lines and its first timeline entries as rows, with the ids already taken. */
function orderRows(plan: OrderPlan, ids: OrderIds, pickup: OrderTiming) {
  const { user, body, vendor, priced, charged, ticket, event, instructions, now } = plan;
  const isCovered = ticket !== null && charged.totalCents === 0;
  const order: Order = {
    id: ids.orderId,
    userId: user.id,
    vendorId: vendor.id,
    eventId: event?.id ?? null,
    status: 'pending',
    priority: 'normal',
    isUrgent: false,
    flow: body.flow,
    subtotalCents: charged.subtotalCents,
    discountCents: charged.discountCents,
    serviceFeeCents: charged.serviceFeeCents,
    taxCents: charged.taxCents,
    mealAllowanceCents: charged.mealAllowanceCents,
    tipCents: charged.tipCents,
    mealTicketId: ticket?.id ?? null,
    totalCents: charged.totalCents,
    pickupTime: pickup.pickupTime,
    isAsap: pickup.isAsap,
    specialInstructions: instructions,
    notes: null,
    vendorNotes: null,
    paymentStatus: isCovered ? 'paid' : 'unpaid',
    paidAt: isCovered ? now : null,
    refundedCents: 0,
    pickupCode: null,
    cancelReason: null,
    createdAt: now,
    updatedAt: now,
    lastStatusUpdate: now,
    holdExpiresAt: null,
    fireAt: pickup.fireAt,
    firedAt: null,
    heldForEventId: pickup.heldForEventId,
    readyAt: null,
    readySeenAt: null,
    realertedAt: null,
    remindedAt: null,
    uncollectedAt: null,
  };
  const items: OrderItem[] = priced.pricedLines.map((line, index) => ({
    id: ids.itemIds[index] as number,
    orderId: order.id,
    menuItemId: line.menuItemId,
    specialOfferingId: null,
    partnershipId: line.partnershipId,
    name: line.name,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    notes: line.notes,
    options: line.options,
    tookStock: line.isCounted,
    refundedQuantity: 0,
  }));
  const timeline: TimelineRow[] = [
    {
      orderId: order.id,
      status: 'pending',
      actorUserId: user.id,
      actorRole: 'user',
      note: ORDER_PLACED_NOTE,
      createdAt: now,
    },
  ];
  if (isCovered)
    timeline.push({
      orderId: order.id,
      status: 'pending',
      actorRole: 'system',
      note: COVERED_BY_MEAL_TICKET_NOTE,
      createdAt: now,
    });
  return { order, items, timeline };
}

/** Thrown inside the write when a request before this one holds the Idempotency-Key. */
class KeyTaken extends Error {}

/** Thrown by a guarded write (cached facts) when the database's facts are no longer those. */
class FactsChanged extends Error {}

type Placed = {
  order: CustomerOrderView;
  isReused: boolean;
  isPaced: boolean;
  /** Its portions brought a counted item low: open menus and the board were told. */
  tookStock: boolean;
};

/**
 * Writes a planned order: its pickup time (a paced vendor's slots counted under the vendor's
 * lock), then the order, its items, the first timeline entry and the key's claim in one statement,
 * then the meal ticket's redemption. A demo order may instead be an open one for the same cart
 * (`isReused`). An order its meal ticket pays in full is placed paid: no card is needed.
 */
async function writeOrder(
  tx: Executor,
  plan: OrderPlan,
  options: {
    ids: OrderIds;
    claim: KeyClaim | undefined;
    guard?: GuardValues;
  },
): Promise<Placed> {
  const { user, body, vendor, priced, ticket, event, instructions, now } = plan;
  const { ids, claim, guard } = options;
  // a paced vendor's row stays locked from here until the commit
  const pickup = await decideOrderTiming(tx, { vendor, body, event, now });
  if (body.flow === 'demo' && !ticket) {
    const open = await reuseOpenDemoOrder(tx, { user, priced, instructions, pickup, now });
    if (open) {
      if (claim && !(await claimKey(tx, claim, { statusCode: 200, body: open })))
        throw new KeyTaken();
      await recordSlotTaken(tx, vendor.id, pickup);
      return { order: open, isReused: true, isPaced: pickup.isPaced, tookStock: false };
    }
  }
  // a counted item's portions, taken under the row's lock: a race for the last ones is refused
  const stock = await takePortions(tx, vendor, priced.pricedLines);
  const rows = orderRows(plan, ids, pickup);
  const written: OrderWithRelations = {
    ...rows.order,
    items: rows.items,
    vendor: { name: vendor.name, location: vendor.location, ownerUserId: vendor.ownerUserId },
    user: { firstName: user.firstName },
    mealTicket: ticket ? { code: ticket.code } : null,
    refunds: [],
  };
  const order = toCustomerOrderView(toOrderView(written, user.id));
  const outcome = await writeOrderRows(tx, rows, {
    claim: claim && claimValues(claim, { statusCode: 201, body: order }),
    guard,
  });
  if (outcome === 'taken') throw new KeyTaken();
  if (outcome === 'changed') throw new FactsChanged();
  if (ticket)
    await redeemWithOrder(tx, ticket, {
      vendorId: vendor.id,
      charged: plan.charged,
      orderId: order.id,
      now,
    });
  await recordSlotTaken(tx, vendor.id, pickup);
  // an order its meal ticket paid in full reaches the vendor as a paid one does, with this write
  if (rows.order.paymentStatus === 'paid') await recordOrderPaid(tx, order.id);
  return { order, isReused: false, isPaced: pickup.isPaced, tookStock: stock.announced };
}

/**
 * The order took a slot of a paced vendor: open checkouts read the slots again. A paced order is
 * always written in a transaction (`mayPace`), which this joins.
 */
async function recordSlotTaken(tx: Executor, vendorId: number, pickup: { isPaced: boolean }) {
  if (pickup.isPaced) await addToOutbox(tx, [pickupSlotsUpdateMessage(vendorId)]);
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
 * A vendor that may pace an order placed now: its slots are counted under a lock, in a
 * transaction. From the start of the current slot, the earliest an order's slot can be.
 */
const mayPace = (vendor: Vendor, now: Date) => isPaced(vendor, slotOf(now));

type OrderRequest = {
  user: User;
  body: CreateOrderBody;
  cart: Cart;
  claim: KeyClaim | undefined;
  now: Date;
};

/** An order placed, or the answer of the request that holds its key (a retry's replay). */
type Attempt = { placed: Placed } | { replay: IdempotentResult<CustomerOrderView> };

async function writeOrReplay(
  db: Executor,
  claim: KeyClaim | undefined,
  write: () => Promise<Placed>,
): Promise<Attempt> {
  try {
    return { placed: await write() };
  } catch (error) {
    if (error instanceof KeyTaken && claim) return { replay: await replayTaken(db, claim) };
    throw error;
  }
}

/**
 * The common order (the browse flow, no meal ticket, a vendor that does not pace) planned on the
 * vendor's cached facts (vendor-facts-cache.ts) and written in one statement guarded by them, with
 * ids from this process's block: one round trip. Undefined when it must be placed on facts read
 * fresh (another kind of order, facts that changed), 'refused' when the cached facts refuse it:
 * the refusal is given on facts read fresh, after a retry's stored answer.
 */
async function placeOnCachedFacts(
  db: Database,
  request: OrderRequest,
  session: SessionCheck | null,
): Promise<Attempt | 'refused' | undefined> {
  const { user, body, cart, claim, now } = request;
  if (!session || body.flow === 'demo' || body.mealTicketCode !== undefined) return undefined;
  const cachedRead = cachedVendorFacts(db, body.vendorId);
  const cached = await cachedRead;
  // a paced vendor's slots are counted under its lock, in a transaction: read fresh
  if (cached.vendor && mayPace(cached.vendor, now)) return undefined;
  // so are a counted item's portions
  if (namesCountedItem(cached.menuItems, cart)) return undefined;
  let plan: OrderPlan;
  try {
    plan = await planOrder(db, { user, body, cart, facts: cached, now });
  } catch {
    return 'refused';
  }
  const menuItemIds = cart.lines.map((line) => line.menuItemId);
  const guard = vendorFactsGuard(cached, { menuItemIds, now, session });
  if (!guard) return undefined;
  const [orderId] = await reserveIds(db, 'orders_id_seq', 1);
  const itemIds = await reserveIds(db, 'order_items_id_seq', plan.priced.pricedLines.length);
  if (orderId === undefined) throw new Error('no order id taken');
  try {
    return await writeOrReplay(db, claim, () =>
      writeOrder(db, plan, { ids: { orderId, itemIds }, claim, guard }),
    );
  } catch (error) {
    if (!(error instanceof FactsChanged)) throw error;
    dropCachedVendorFacts(db, body.vendorId, cachedRead);
    return undefined;
  }
}

/**
 * Every order on facts read fresh: the key's stored answer and fresh ids are read with the facts
 * in one statement, then the checks, then one write. A meal ticket, a paced vendor or a demo order
 * takes a transaction for its locks, around the same write.
 */
async function placeOnFreshFacts(db: Database, request: OrderRequest): Promise<Attempt> {
  const { user, body, cart, claim, now } = request;
  const facts = await readOrderFacts(db, {
    vendorId: body.vendorId,
    lines: cart.lines,
    claim,
    now,
  });
  // before any check: a retry of an order placed before maintenance still replays its answer
  if (claim && facts.stored)
    return { replay: replayStored<CustomerOrderView>(facts.stored, claim.requestHash) };
  const plan = await planOrder(db, { user, body, cart, facts, now });
  const ids = facts.ids;
  const inTransaction =
    plan.ticket !== null ||
    body.flow === 'demo' ||
    mayPace(plan.vendor, now) ||
    plan.priced.pricedLines.some((line) => line.isCounted);
  return writeOrReplay(db, claim, () =>
    inTransaction
      ? db.transaction((tx) => writeOrder(tx, plan, { ids, claim }))
      : writeOrder(db, plan, { ids, claim }),
  );
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
    customer: GuardedUser;
    body: CreateOrderBody;
    idempotencyKey?: string;
    path: string;
    bus?: EventBus;
    log: NotifyLog;
  },
): Promise<IdempotentResult<CustomerOrderView>> {
  const { customer, body, idempotencyKey, path } = options;
  const now = new Date();
  const cart = readCart(body);
  const requestOf = (user: User): OrderRequest => ({
    user,
    body,
    cart,
    claim: keyClaimFor({ userId: user.id, key: idempotencyKey, method: 'POST', path, body }, now),
    now,
  });
  const counts = vendorFactsCacheCounts(db);
  const quick = await placeOnCachedFacts(db, requestOf(customer.user), customer.session);
  let attempt: Attempt;
  if (quick && quick !== 'refused') {
    counts.cached += 1;
    attempt = quick;
  } else {
    counts.readFresh += 1;
    attempt = await placeOnFreshFacts(db, requestOf(await customer.fresh()));
    // refused on cached facts, placed on fresh ones (a vendor reopened, an item back on the menu):
    // the next order reads the vendor's facts again
    if (quick === 'refused' && 'placed' in attempt) dropCachedVendorFacts(db, body.vendorId);
  }
  if ('replay' in attempt) return attempt.replay;
  const { placed } = attempt;
  const statusCode = placed.isReused ? 200 : 201;
  // what the write recorded: the slot it took, the vendor's notice of an order already paid
  if (
    placed.isPaced ||
    placed.tookStock ||
    (statusCode === 201 && placed.order.paymentStatus === 'paid')
  )
    await sendOutbox(db, options.bus, options.log);
  return { statusCode, body: placed.order, isReplay: false };
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
    const ids = cancelled.map(({ id }) => id).sort((a, b) => a - b);
    await recordOrderStatusChanged(tx, ids);
    await releaseCancelledOrders(tx, ids);
    return ids;
  });
}
