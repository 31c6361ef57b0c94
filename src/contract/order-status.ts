import type { ORDER_STATUSES } from './enums';

export type OrderStatus = (typeof ORDER_STATUSES)[number];

// accounts spec 4: the vendor transition table, plus ready -> preparing: the kitchen
// screen recalls a ticket bumped to Ready by mistake (or whose food has to be made again); the
// order keeps its pickup code for when it is ready again.
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['preparing', 'cancelled'],
  preparing: ['ready', 'delayed', 'cancelled'],
  ready: ['completed', 'cancelled', 'preparing'],
  delayed: ['preparing', 'ready', 'cancelled'],
  completed: [],
  cancelled: [],
};

// accounts spec 4: progress bar percentages.
export const ORDER_PROGRESS: Record<OrderStatus, number> = {
  pending: 10,
  confirmed: 25,
  preparing: 60,
  ready: 90,
  completed: 100,
  cancelled: 0,
  delayed: 45,
};

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  preparing: 'Preparing',
  ready: 'Ready for Pickup',
  completed: 'Completed',
  cancelled: 'Cancelled',
  delayed: 'Delayed',
};

/** accounts spec 2.7: the statuses counted as active. */
export const ACTIVE_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'delayed',
];

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}

/** customer spec 2: the three tracking steps; every step up to the current status is done. */
export const TRACKING_STEPS = [
  { status: 'confirmed', label: 'Order Confirmed' },
  { status: 'preparing', label: 'Preparing Your Food' },
  { status: 'ready', label: 'Ready for Pickup' },
] as const satisfies readonly { status: OrderStatus; label: string }[];

const SEQUENCE: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'completed',
];

export function isStepDone(current: OrderStatus, step: OrderStatus): boolean {
  const effective = current === 'delayed' ? 'confirmed' : current;
  const at = SEQUENCE.indexOf(effective);
  return at >= 0 && at >= SEQUENCE.indexOf(step);
}
