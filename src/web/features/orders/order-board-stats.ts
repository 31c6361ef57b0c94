import type { OrderView } from '../../../contract/orders';
import { ACTIVE_STATUSES } from '../../../contract/order-status';
import { isOrderLate, isOrderUrgent } from '../../../contract/urgency';

// accounts spec 2.7: the order board's summary tiles (urgent and late count for the vendor only).
export type BoardStats = {
  active: number;
  urgent: number;
  late: number;
  readyForPickup: number;
  completedToday: number;
};

export function isActiveOrder(order: Pick<OrderView, 'status'>): boolean {
  return ACTIVE_STATUSES.includes(order.status);
}

/** Placed but not paid yet: the customer can still complete the payment. */
export function needsPayment(order: Pick<OrderView, 'status' | 'paymentStatus'>): boolean {
  return order.status === 'pending' && order.paymentStatus === 'unpaid';
}

function isSameLocalDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

/** `prepMinutes`: the vendor's prep time, which decides urgency (contract/urgency.ts). */
export function boardStats(
  orders: readonly OrderView[],
  now: Date,
  prepMinutes: number,
): BoardStats {
  const stats: BoardStats = { active: 0, urgent: 0, late: 0, readyForPickup: 0, completedToday: 0 };
  for (const order of orders) {
    // an unpaid order has not reached the kitchen (the vendor's board never lists one)
    if (isActiveOrder(order) && !needsPayment(order)) stats.active += 1;
    if (isOrderUrgent(order, prepMinutes, now)) stats.urgent += 1;
    if (isOrderLate(order, now)) stats.late += 1;
    if (order.status === 'ready') stats.readyForPickup += 1;
    // the last status update is when it was completed
    if (order.status === 'completed' && isSameLocalDay(new Date(order.lastStatusUpdate), now)) {
      stats.completedToday += 1;
    }
  }
  return stats;
}

export function itemCount(order: Pick<OrderView, 'items'>): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
