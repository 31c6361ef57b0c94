import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { OutboxSender } from '../features/notifications/outbox-sender';
import { fireDueOrders } from '../features/orders/held-orders.service';
import { repeatEvery } from './repeat';

/** How often held orders whose fire time has come are sent to the kitchen. */
export const FIRE_INTERVAL_MS = 5_000;

/**
 * Fires every due held order and tells its customer and vendor (order_update: the board moves it
 * to 'To make' with the new-order alert). Every instance runs it: the UPDATE fires each order
 * once, in the transaction that records its messages in the outbox.
 */
export async function fireHeldOrders(
  db: Database,
  sender: OutboxSender,
  now: Date = new Date(),
): Promise<number[]> {
  const fired = await fireDueOrders(db, sender, now);
  return fired.map((order) => order.id).sort((a, b) => a - b);
}

export function startFiringHeldOrders(
  app: FastifyInstance,
  { db, bus }: Pick<AppContext, 'db' | 'bus'>,
): void {
  repeatEvery(app, FIRE_INTERVAL_MS, 'firing held orders failed', async () => {
    const fired = await fireHeldOrders(db, { bus, log: app.log });
    if (fired.length > 0) app.log.info({ orderIds: fired }, 'fired held orders');
  });
}
