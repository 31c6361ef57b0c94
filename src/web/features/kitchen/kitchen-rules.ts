// The kitchen screen: which orders are tickets, how late each one is against when it is
// due, what to make in all, and the status steps of a bump. Pure, so the rules are tested without a screen.
import { wasPaid } from '../../../contract/enums';
import { ORDER_TRANSITIONS, type OrderStatus } from '../../../contract/order-status';
import { describeChoices } from '../../../contract/menu-rules';
import type { OrderItemView, OrderView } from '../../../contract/orders';

/** The statuses before 'ready': an order in one of them still has food to make. */
export const TICKET_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'preparing',
  'delayed',
];

/**
 * What the screen reads of an order: `pickupTime` is when it is due, `fireAt` when a held order
 * was to be started, and `isHeld` says it waits to be fired.
 */
export type KitchenOrder = Pick<
  OrderView,
  'id' | 'status' | 'paymentStatus' | 'items' | 'pickupTime' | 'fireAt' | 'isHeld'
>;

/** Paid for (a full refund without a cancel is still made), not held, and still to make. */
export function isTicket(order: KitchenOrder): boolean {
  return wasPaid(order.paymentStatus) && !order.isHeld && TICKET_STATUSES.includes(order.status);
}

/**
 * When the kitchen must start the order to have it ready when due: its pickup time less the prep
 * time, or a held order's fire time (a late firing moved its pickup, so the later of the two).
 */
export function startByTime(order: KitchenOrder, prepMinutes: number): number {
  const fromPickup = Date.parse(order.pickupTime) - Math.max(0, prepMinutes) * 60_000;
  return order.fireAt ? Math.max(Date.parse(order.fireAt), fromPickup) : fromPickup;
}

/** The tickets, the one that must start first at the top: the kitchen works to the clock. */
export function kitchenTickets<Order extends KitchenOrder>(
  orders: readonly Order[],
  prepMinutes: number,
): Order[] {
  return orders
    .filter(isTicket)
    .sort((a, b) => startByTime(a, prepMinutes) - startByTime(b, prepMinutes) || a.id - b.id);
}

export type TicketTiming = 'on-time' | 'late' | 'very-late';

/** Words for each timing, shown with the colour so colour is never the only sign. */
export const TIMING_LABELS: Record<TicketTiming, string> = {
  'on-time': 'On time',
  late: 'Late',
  'very-late': 'Very late',
};

/**
 * `elapsedMs` counts from the time the ticket must start: it turns late once it has had the
 * vendor's prep time (it is due) and very late at twice that. Before its start it is on time.
 * Without a prep time (none set, or the profile not read yet) nothing is late.
 */
export function ticketTiming(elapsedMs: number, prepMinutes: number): TicketTiming {
  if (prepMinutes <= 0) return 'on-time';
  const prepMs = prepMinutes * 60_000;
  if (elapsedMs >= 2 * prepMs) return 'very-late';
  if (elapsedMs >= prepMs) return 'late';
  return 'on-time';
}

/** Elapsed time as a kitchen clock: '4:07', '1:02:30' past an hour; never negative. */
export function formatElapsed(elapsedMs: number): string {
  const totalSeconds = Math.max(0, Math.floor(elapsedMs / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

export type AllDayCount = {
  key: string;
  name: string;
  /** Null for a pre-order line (an artist drop), which has no menu item to 86. */
  menuItemId: number | null;
  quantity: number;
  /** How many of them with each set of options ("Large, Bacon; No onions"), most first; empty when none has options. */
  choices: { text: string; quantity: number }[];
};

const lineKey = (line: OrderItemView) =>
  line.menuItemId === null ? `name:${line.name}` : `item:${line.menuItemId}`;

/**
 * 'All day': how many of each item the open tickets still need, lines marked done left out; most
 * first, then by name. An item ordered with different options is one count, broken down by them.
 */
export function allDayCounts(
  tickets: readonly KitchenOrder[],
  isDone: (lineId: number) => boolean,
): AllDayCount[] {
  const counts = new Map<string, AllDayCount>();
  const choices = new Map<string, Map<string, number>>();
  for (const line of tickets.flatMap((ticket) => ticket.items)) {
    if (isDone(line.id)) continue;
    const key = lineKey(line);
    const count = counts.get(key);
    if (count) count.quantity += line.quantity;
    else
      counts.set(key, {
        key,
        name: line.name,
        menuItemId: line.menuItemId,
        quantity: line.quantity,
        choices: [],
      });
    const text = describeChoices(line.options);
    const byText = choices.get(key) ?? new Map<string, number>();
    byText.set(text, (byText.get(text) ?? 0) + line.quantity);
    choices.set(key, byText);
  }
  const byQuantity = (a: { quantity: number }, b: { quantity: number }) => b.quantity - a.quantity;
  for (const [key, byText] of choices) {
    const count = counts.get(key);
    // items made only one way need no breakdown
    if (!count || [...byText.keys()].every((text) => text === '')) continue;
    count.choices = [...byText]
      .map(([text, quantity]) => ({ text: text || 'As it comes', quantity }))
      .sort((a, b) => byQuantity(a, b) || a.text.localeCompare(b.text));
  }
  return [...counts.values()].sort((a, b) => byQuantity(a, b) || a.name.localeCompare(b.name));
}

/**
 * The statuses a bump goes through to reach 'ready', the fewest steps the transition table
 * allows ('confirmed' -> ['preparing', 'ready']); empty when 'ready' cannot be reached.
 */
export function bumpSteps(from: OrderStatus): OrderStatus[] {
  const paths = new Map<OrderStatus, OrderStatus[]>([[from, []]]);
  const queue: OrderStatus[] = [from];
  for (let status = queue.shift(); status !== undefined; status = queue.shift()) {
    const path = paths.get(status) ?? [];
    if (status === 'ready') return path;
    for (const next of ORDER_TRANSITIONS[status]) {
      if (next === 'cancelled' || paths.has(next)) continue;
      paths.set(next, [...path, next]);
      queue.push(next);
    }
  }
  return [];
}
