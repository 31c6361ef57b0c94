import { deleteExpiredSessions } from '../auth/sessions';
import type { Database } from '../db/client';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency';
import type { EventBus } from '../realtime/bus';
import {
  notifyOrderStatusChanged,
  notifySafely,
  type NotifyLog,
} from '../features/notifications/notifications.service';
import { cancelStaleUnpaidOrders } from '../features/orders/orders.service';
import { releaseExpiredHolds } from '../features/partnerships/pre-orders.service';
import { announceOfferingStock } from '../features/orders/order-cancellation';

/** How often the sweep runs on every instance. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * The periodic housekeeping: pre-orders past their hold and unpaid orders past their 30 minutes
 * are cancelled (a pre-order's stock goes back on sale) and their customers told (notification
 * and order_update, so an open /orders updates live); expired idempotency keys and sessions are
 * purged. Every instance runs it, which is harmless: each
 * order is cancelled by one UPDATE and only the instance that changed it notifies.
 */
export async function runHousekeeping(
  db: Database,
  bus: EventBus | undefined,
  log: NotifyLog,
  now: Date = new Date(),
): Promise<{ cancelledOrderIds: number[] }> {
  // issue 12: pre-orders whose 10-minute hold ran out first, so their stock is on sale again
  const released = await releaseExpiredHolds(db, now);
  await announceOfferingStock(bus, released.offerings);
  const cancelledOrderIds = [
    ...released.cancelledOrderIds,
    ...(await cancelStaleUnpaidOrders(db, now)),
  ];
  for (const orderId of cancelledOrderIds) {
    await notifySafely(log, 'unpaid order cancelled', () =>
      notifyOrderStatusChanged(db, bus, orderId),
    );
  }
  await purgeExpiredIdempotencyKeys(db);
  await deleteExpiredSessions(db);
  return { cancelledOrderIds };
}
