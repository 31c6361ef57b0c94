import type { OrderView } from '../../../contract/orders';
import type { BusChannel, EventBus } from '../../realtime/bus';

/**
 * Tells every open view of an order that it changed: an order_update to the customer, the
 * vendor channel and the vendor's owner, the same channels and message as a status change
 * (notifications.service). A lost message never fails the write (the bus never rejects).
 */
export async function publishOrderChanged(
  bus: EventBus | undefined,
  order: Pick<OrderView, 'id' | 'userId' | 'vendorId' | 'status' | 'paymentStatus'>,
  vendorOwnerUserId: number | null,
): Promise<void> {
  if (!bus) return;
  const channels: BusChannel[] = [
    { kind: 'user', userId: order.userId },
    { kind: 'vendor', vendorId: order.vendorId },
  ];
  if (vendorOwnerUserId !== null && vendorOwnerUserId !== order.userId)
    channels.push({ kind: 'user', userId: vendorOwnerUserId });
  const data = {
    orderId: order.id,
    vendorId: order.vendorId,
    userId: order.userId,
    status: order.status,
    paymentStatus: order.paymentStatus,
  };
  await Promise.all(
    channels.map((channel) => bus.publish(channel, { type: 'order_update', data })),
  );
}
