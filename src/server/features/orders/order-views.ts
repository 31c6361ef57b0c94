import { asc, desc, eq, type SQL } from 'drizzle-orm';
import { toChosenOptionView } from '../../../contract/menu-options';
import { centsToDecimal } from '../../../contract/money';
import type {
  CustomerOrderView,
  OrderView,
  RefundView,
  TimelineEntry,
} from '../../../contract/orders';
import { formatTicketCode } from '../../../contract/talent-crew';
import { isHeldOrder, kitchenTimeOf } from '../../../contract/pickup-slots';
import { STATUS_LABELS, type OrderStatus } from '../../../contract/order-status';
import type { Executor } from '../../db/client';
import {
  orders,
  orderItems,
  refunds,
  type OrderStatusHistoryEntry,
  type Refund,
} from '../../db/schema';
import { notFound } from '../../errors';

/** What an order view needs besides the order row; loaded in the same query (never N+1). */
const withRelations = {
  items: { orderBy: asc(orderItems.id) },
  vendor: { columns: { name: true, location: true, ownerUserId: true } },
  user: { columns: { firstName: true } },
  mealTicket: { columns: { code: true } },
  refunds: { orderBy: asc(refunds.id) },
} as const;

export type OrderWithRelations = NonNullable<Awaited<ReturnType<typeof findOrderWithRelations>>>;

export async function findOrderWithRelations(db: Executor, orderId: number) {
  return db.query.orders.findFirst({ where: eq(orders.id, orderId), with: withRelations });
}

export async function loadOrderView(
  db: Executor,
  orderId: number,
  viewerUserId?: number,
): Promise<OrderView> {
  const order = await findOrderWithRelations(db, orderId);
  if (!order) throw notFound('Order');
  return toOrderView(order, viewerUserId);
}

const ORDER_SORTS = {
  newest: [desc(orders.createdAt), desc(orders.id)],
  /** The vendor's board: soonest pickup first. */
  pickupTime: [asc(orders.pickupTime), asc(orders.id)],
};
export type OrderSort = keyof typeof ORDER_SORTS;

/**
 * Orders matching `where` with items, vendor and customer: one query. Newest first unless `sort`
 * says otherwise; `limit` undefined returns every match.
 */
export async function findOrdersWithRelations(
  db: Executor,
  where: SQL | undefined,
  limit: number | undefined,
  sort: OrderSort = 'newest',
): Promise<OrderWithRelations[]> {
  return db.query.orders.findMany({
    where,
    with: withRelations,
    orderBy: ORDER_SORTS[sort],
    limit,
  });
}

/** The pickup code is for the counter: it only shows once the food is ready. */
const CODE_VISIBLE: readonly OrderStatus[] = ['ready', 'completed'];

/**
 * The order as `viewerUserId` may see it. Only the order's customer sees the pickup code: the
 * vendor hands the food over when the customer shows it, so the vendor's screens never carry it.
 */
export function toOrderView(order: OrderWithRelations, viewerUserId?: number): OrderView {
  const showsCode = viewerUserId === order.userId && CODE_VISIBLE.includes(order.status);
  return {
    id: order.id,
    userId: order.userId,
    vendorId: order.vendorId,
    vendorName: order.vendor.name,
    vendorLocation: order.vendor.location,
    eventId: order.eventId,
    status: order.status,
    priority: order.priority,
    isUrgent: order.isUrgent,
    flow: order.flow,
    subtotalCents: order.subtotalCents,
    discountCents: order.discountCents,
    serviceFeeCents: order.serviceFeeCents,
    taxCents: order.taxCents,
    mealAllowanceCents: order.mealAllowanceCents,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    totalAmount: centsToDecimal(order.totalCents),
    discount: centsToDecimal(order.discountCents),
    serviceFee: centsToDecimal(order.serviceFeeCents),
    tax: centsToDecimal(order.taxCents),
    mealAllowance: centsToDecimal(order.mealAllowanceCents),
    tip: centsToDecimal(order.tipCents),
    mealTicketCode: order.mealTicket ? formatTicketCode(order.mealTicket.code) : null,
    pickupTime: order.pickupTime.toISOString(),
    isAsap: order.isAsap,
    fireAt: order.fireAt?.toISOString() ?? null,
    firedAt: kitchenTimeOf(order)?.toISOString() ?? null,
    isHeld: isHeldOrder(order),
    specialInstructions: order.specialInstructions,
    notes: order.notes,
    vendorNotes: order.vendorNotes,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedCents: order.refundedCents,
    refundedAmount: centsToDecimal(order.refundedCents),
    refunds: order.refunds.map(toRefundView),
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    pickupCode: showsCode ? order.pickupCode : null,
    cancelReason: order.cancelReason,
    createdAt: order.createdAt.toISOString(),
    lastStatusUpdate: order.lastStatusUpdate.toISOString(),
    ...shelfTimes(order),
    customerFirstName: order.user.firstName,
    items: order.items.map((item) => ({
      id: item.id,
      menuItemId: item.menuItemId,
      specialOfferingId: item.specialOfferingId,
      partnershipId: item.partnershipId,
      name: item.name,
      quantity: item.quantity,
      unitPriceCents: item.unitPriceCents,
      price: centsToDecimal(item.unitPriceCents),
      notes: item.notes,
      options: item.options.map(toChosenOptionView),
    })),
  };
}

export function toRefundView(refund: Refund): RefundView {
  return {
    id: refund.id,
    amountCents: refund.amountCents,
    amount: centsToDecimal(refund.amountCents),
    reason: refund.reason,
    lines: refund.lines,
    actorRole: refund.actorRole,
    createdAt: refund.createdAt.toISOString(),
  };
}

/** The hot shelf's times tell of the order only while it waits there, ready. */
function shelfTimes(order: OrderWithRelations) {
  const onShelf = order.status === 'ready';
  return {
    readyAt: onShelf ? (order.readyAt?.toISOString() ?? null) : null,
    remindedAt: onShelf ? (order.remindedAt?.toISOString() ?? null) : null,
    uncollectedAt: onShelf ? (order.uncollectedAt?.toISOString() ?? null) : null,
  };
}

/** accounts spec 6: vendor notes are the vendor team's alone; the customer's view leaves them out. */
export function toCustomerOrderView({
  vendorNotes: _vendorNotes,
  ...view
}: OrderView): CustomerOrderView {
  return view;
}

/** The first entry reads 'Order Placed' (accounts spec 2.8); later ones the status label. */
export const ORDER_PLACED_NOTE = 'Order Placed';

export function toTimelineEntry(entry: OrderStatusHistoryEntry): TimelineEntry {
  return {
    id: entry.id,
    status: entry.status,
    label: entry.note === ORDER_PLACED_NOTE ? ORDER_PLACED_NOTE : STATUS_LABELS[entry.status],
    actorRole: entry.actorRole,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  };
}
