import type {
  NotificationView,
  OrderUpdatePayload,
  ServerSocketMessage,
} from '../../contract/notifications';
import type { BusChannel, EventBus } from './bus';

// Every live message the server sends, in one place: what each carries and who receives it. A
// change records its messages in the outbox in its own transaction, and the outbox sender
// publishes them after the commit (features/notifications/outbox-sender.ts).

/**
 * A socket message ready to publish and the channels it goes to; `kind` names its outbox record.
 */
export type LiveMessage = { kind: 'live'; channels: BusChannel[]; message: ServerSocketMessage };

const toEveryone = (message: ServerSocketMessage): LiveMessage => ({
  kind: 'live',
  channels: [{ kind: 'broadcast' }],
  message,
});

const toUser = (userId: number, message: ServerSocketMessage): LiveMessage => ({
  kind: 'live',
  channels: [{ kind: 'user', userId }],
  message,
});

/**
 * Publishes a message on each of its channels. The bus never rejects, so a lost message never
 * fails anything; no bus (a service called outside the app) publishes nothing.
 */
export async function publishLive(
  bus: EventBus | undefined,
  live: Pick<LiveMessage, 'channels' | 'message'>,
): Promise<void> {
  if (!bus) return;
  await Promise.all(live.channels.map((channel) => bus.publish(channel, live.message)));
}

/** A stored notification, pushed to its user's open sockets (on every instance). */
export const notificationMessage = (userId: number, view: NotificationView): LiveMessage =>
  toUser(userId, { type: 'notification', data: view });

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
 * the order refetches; a cancelled order frees its pickup slot, so open checkouts read the slots
 * again.
 */
export function orderUpdateMessages(order: OrderUpdateFacts): LiveMessage[] {
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
  const update: LiveMessage = { kind: 'live', channels, message: { type: 'order_update', data } };
  return order.status === 'cancelled'
    ? [update, pickupSlotsUpdateMessage(order.vendorId)]
    : [update];
}

/**
 * A paced vendor's pickup slots changed (an order took or left a slot, a slot was
 * paused or reopened, the capacity changed, held orders moved): every open checkout of that
 * vendor reads GET /api/vendors/{id}/pickup-slots again.
 */
export const pickupSlotsUpdateMessage = (vendorId: number): LiveMessage =>
  toEveryone({ type: 'pickup_slots_update', vendorId });

/**
 * customer spec 7: a vendor's settings, menu or approval changed, so every client refetches what
 * it shows of this vendor (open/closed, prep time, names, dishes and their availability) at once,
 * and every instance drops its cached public vendor reads.
 */
export const vendorUpdateMessage = (vendorId: number): LiveMessage =>
  toEveryone({ type: 'vendor_update', data: { vendorId } });

/**
 * accounts spec 2.10: an admin created or changed an event, so every client reads the current
 * event and the event list again, and every instance drops its cached public event reads.
 */
export const eventUpdateMessage = (eventId: number): LiveMessage =>
  toEveryone({ type: 'event_update', data: { eventId } });

/** A special offering's stock changed; open partnership pages update bar and button. */
export const offeringUpdateMessage = (offering: {
  offeringId: number;
  remainingQuantity: number;
}): LiveMessage =>
  toEveryone({
    type: 'offering_update',
    data: { offeringId: offering.offeringId, remainingQuantity: offering.remainingQuantity },
  });

/** accounts spec 2.11: maintenance or card payments switched; every client re-reads the status. */
export const appStatusMessage = (): LiveMessage => toEveryone({ type: 'app_status' });

/**
 * accounts spec 2.10: a deactivated user's sockets close at once, on every instance; with
 * `sessionHash` (a sign-out) only the sockets opened with that session.
 */
export const sessionEndedMessage = (userId: number, sessionHash?: string): LiveMessage =>
  toUser(
    userId,
    sessionHash === undefined ? { type: 'session_ended' } : { type: 'session_ended', sessionHash },
  );
