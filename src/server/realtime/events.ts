import type {
  NotificationView,
  OrderUpdatePayload,
  ServerSocketMessage,
} from '../../contract/notifications';
import type { BusChannel, EventBus } from './bus';

// Every live event the server publishes, in one place: what each message carries and who
// receives it. Called after the change is committed; the bus never rejects, so a lost message
// never fails the write that caused it. No bus (a service called outside the app) publishes nothing.

async function publishAll(
  bus: EventBus | undefined,
  channels: BusChannel[],
  message: ServerSocketMessage,
): Promise<void> {
  if (!bus) return;
  await Promise.all(channels.map((channel) => bus.publish(channel, message)));
}

/** A stored notification, pushed to its user's open sockets (on every instance). */
export async function publishNotification(
  bus: EventBus | undefined,
  userId: number,
  view: NotificationView,
): Promise<void> {
  await publishAll(bus, [{ kind: 'user', userId }], { type: 'notification', data: view });
}

/** What an order_update names: the order, its customer and vendor, and the vendor's owner. */
export type OrderUpdateFacts = {
  id: number;
  userId: number;
  vendorId: number;
  status: string;
  paymentStatus: string;
  ownerUserId: number | null;
};

/**
 * order_update to the customer, the vendor channel and the vendor's owner, so every open view of
 * the order refetches.
 */
export async function publishOrderUpdate(
  bus: EventBus | undefined,
  order: OrderUpdateFacts,
): Promise<void> {
  const channels: BusChannel[] = [
    { kind: 'user', userId: order.userId },
    { kind: 'vendor', vendorId: order.vendorId },
  ];
  if (order.ownerUserId !== null && order.ownerUserId !== order.userId)
    channels.push({ kind: 'user', userId: order.ownerUserId });
  const data: OrderUpdatePayload = {
    orderId: order.id,
    vendorId: order.vendorId,
    userId: order.userId,
    status: order.status,
    paymentStatus: order.paymentStatus,
  };
  await publishAll(bus, channels, { type: 'order_update', data });
  // A cancelled order frees its pickup slot; open checkouts read the slots again
  if (order.status === 'cancelled') await publishPickupSlotsUpdate(bus, order.vendorId);
}

/**
 * A paced vendor's pickup slots changed (an order took or left a slot, a slot was
 * paused or reopened, the capacity changed, held orders moved): every open checkout of that
 * vendor reads GET /api/vendors/{id}/pickup-slots again.
 */
export async function publishPickupSlotsUpdate(
  bus: EventBus | undefined,
  vendorId: number,
): Promise<void> {
  await publishAll(bus, [{ kind: 'broadcast' }], { type: 'pickup_slots_update', vendorId });
}

/**
 * customer spec 7: a vendor's settings, menu or approval changed, so every client refetches what
 * it shows of this vendor (open/closed, prep time, names, dishes and their availability) at once.
 */
export async function publishVendorUpdate(
  bus: EventBus | undefined,
  vendorId: number,
): Promise<void> {
  await publishAll(bus, [{ kind: 'broadcast' }], { type: 'vendor_update', data: { vendorId } });
}

/**
 * accounts spec 2.10: an admin created or changed an event, so every client reads the current
 * event and the event list again, and every instance drops its cached public event reads.
 */
export async function publishEventUpdate(
  bus: EventBus | undefined,
  eventId: number,
): Promise<void> {
  await publishAll(bus, [{ kind: 'broadcast' }], { type: 'event_update', data: { eventId } });
}

/** A special offering's stock changed; open partnership pages update bar and button. */
export async function publishOfferingUpdate(
  bus: EventBus | undefined,
  offering: { offeringId: number; remainingQuantity: number },
): Promise<void> {
  await publishAll(bus, [{ kind: 'broadcast' }], { type: 'offering_update', data: offering });
}

/** accounts spec 2.11: maintenance or card payments switched; every client re-reads the status. */
export async function publishAppStatusChanged(bus: EventBus | undefined): Promise<void> {
  await publishAll(bus, [{ kind: 'broadcast' }], { type: 'app_status' });
}

/**
 * accounts spec 2.10: a deactivated user's sockets close at once, on every instance; with
 * `sessionHash` (a sign-out) only the sockets opened with that session.
 */
export async function publishSessionEnded(
  bus: EventBus | undefined,
  userId: number,
  sessionHash?: string,
): Promise<void> {
  await publishAll(bus, [{ kind: 'user', userId }], { type: 'session_ended', sessionHash });
}
