import type { OrderStatus } from './order-status';

// What an order's time means, for the vendor and for the customer (docs/decisions.md, 'Urgent
// and late'). The spec's flat 15-minute rule (accounts spec 4) flagged every ASAP order from the
// moment it arrived, because an ASAP pickup is exactly the vendor's prep time away; these rules
// flag only what the kitchen can act on, and the customer never sees 'late' or 'Urgent'.

/** The order, as far as its timing goes. */
export type TimedOrder = {
  status: OrderStatus;
  pickupTime: string | Date | null | undefined;
  /** Held until the show ends; the kitchen has nothing to do yet. */
  isHeld?: boolean;
};

/** Paid for but not ready yet: the kitchen still has work to do. */
const IN_KITCHEN: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'delayed'];
/** Not started yet: the whole prep time is still ahead. */
const NOT_STARTED: readonly OrderStatus[] = ['pending', 'confirmed'];

/** Whole minutes until pickup, rounded up (a pickup 30 s away is 1 minute away); null without a time. */
function minutesUntilPickup(order: TimedOrder, now: Date): number | null {
  if (!order.pickupTime) return null;
  const time = new Date(order.pickupTime).getTime();
  if (Number.isNaN(time)) return null;
  return Math.ceil((time - now.getTime()) / 60_000);
}

/** Late: not ready yet and its promised pickup time has passed (a held order is not started). */
export function isOrderLate(order: TimedOrder, now: Date): boolean {
  if (order.isHeld || !IN_KITCHEN.includes(order.status) || !order.pickupTime) return false;
  return new Date(order.pickupTime).getTime() < now.getTime();
}

/**
 * Urgent ('must be made now to be ready on time'): not held, not started yet, not late, and fewer
 * minutes left until pickup than the vendor's prep time, so the order is late unless the kitchen
 * starts it now. An ASAP order (or a held one just fired) arrives with exactly its prep time
 * left, so it is not urgent on arrival; an order being prepared is never urgent (only late once
 * its time has passed); a held order is never urgent, the kitchen is not to start it yet.
 */
export function isOrderUrgent(order: TimedOrder, prepMinutes: number, now: Date): boolean {
  if (order.isHeld || !NOT_STARTED.includes(order.status) || isOrderLate(order, now)) return false;
  const minutes = minutesUntilPickup(order, now);
  return minutes !== null && minutes < prepMinutes;
}

function durationText(minutes: number): string {
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/**
 * The customer's calm pickup status: 'Ready for pickup now', 'Ready in about N min' (or 'Xh Ym'),
 * or 'Taking a little longer' once the time has passed and the food is not ready yet; never
 * 'late' or 'urgent'. Completed and cancelled orders have none (null).
 */
export function customerPickupText(order: TimedOrder, now: Date): string | null {
  if (order.status === 'ready') return 'Ready for pickup now';
  if (!IN_KITCHEN.includes(order.status)) return null;
  const minutes = minutesUntilPickup(order, now);
  if (minutes === null) return 'No pickup time set';
  return minutes > 0 ? `Ready in about ${durationText(minutes)}` : 'Taking a little longer';
}
