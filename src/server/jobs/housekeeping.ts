import { deleteExpiredSessions } from '../auth/sessions';
import type { Database } from '../db/client';
import { purgeExpiredIdempotencyKeys } from '../http/idempotency';
import type { EventBus } from '../realtime/bus';
import type { NotifyLog } from '../features/notifications/notifications.service';
import { purgeSentOutbox } from '../features/notifications/outbox';
import { sendOutbox } from '../features/notifications/outbox-sender';
import { cancelStaleUnpaidOrders } from '../features/orders/orders.service';
import { releaseExpiredHolds } from '../features/partnerships/pre-orders.service';

/** How often the sweep runs on every instance. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * The periodic housekeeping: pre-orders past their hold and unpaid orders past their 30 minutes
 * are cancelled (a pre-order's stock goes back on sale, offering_update) and their customers told
 * (notification and order_update, so an open /orders updates live); expired idempotency keys and
 * sessions are purged, and so are outbox records sent a day ago. Every instance runs it, which is
 * harmless: each order is cancelled by one UPDATE, whose transaction writes its messages to the
 * outbox.
 */
export async function runHousekeeping(
  db: Database,
  bus: EventBus | undefined,
  log: NotifyLog,
  now: Date = new Date(),
): Promise<{ cancelledOrderIds: number[] }> {
  // Pre-orders whose 10-minute hold ran out are released first, so their stock is on sale again
  const cancelledOrderIds = [
    ...(await releaseExpiredHolds(db, now)),
    ...(await cancelStaleUnpaidOrders(db, now)),
  ];
  // their notifications and live updates (orders, stock) were written with the cancellations
  if (cancelledOrderIds.length > 0) await sendOutbox(db, bus, log);
  await purgeExpiredIdempotencyKeys(db);
  await purgeSentOutbox(db, now);
  await deleteExpiredSessions(db);
  return { cancelledOrderIds };
}
