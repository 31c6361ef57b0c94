import type { OrderView } from '../../../contract/orders';
import { ACTIVE_STATUSES } from '../../../contract/order-status';
import { isPickupLate, isPickupUrgent } from '../../../contract/pickup';

// accounts spec 2.7: the order board's summary tiles.
export type BoardStats = { active: number; urgent: number; late: number; completedToday: number };

export function isActiveOrder(order: Pick<OrderView, 'status'>): boolean {
  return ACTIVE_STATUSES.includes(order.status);
}

/** Pickup within the next 15 minutes; only an order still in progress can be urgent. */
export function isOrderUrgent(order: Pick<OrderView, 'status' | 'pickupTime'>, now: Date): boolean {
  return isActiveOrder(order) && isPickupUrgent(order.pickupTime, now);
}

/** Pickup time already passed while the order is still in progress. */
export function isOrderLate(order: Pick<OrderView, 'status' | 'pickupTime'>, now: Date): boolean {
  return isActiveOrder(order) && isPickupLate(order.pickupTime, now);
}

/** Placed but not paid yet: the customer can still complete the payment. */
export function needsPayment(order: Pick<OrderView, 'status' | 'paymentStatus'>): boolean {
  return order.status === 'pending' && order.paymentStatus === 'unpaid';
}

function isSameLocalDay(a: Date, b: Date): boolean {
  return a.toDateString() === b.toDateString();
}

export function boardStats(orders: readonly OrderView[], now: Date): BoardStats {
  const stats: BoardStats = { active: 0, urgent: 0, late: 0, completedToday: 0 };
  for (const order of orders) {
    if (isActiveOrder(order)) stats.active += 1;
    if (isOrderUrgent(order, now)) stats.urgent += 1;
    if (isOrderLate(order, now)) stats.late += 1;
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
