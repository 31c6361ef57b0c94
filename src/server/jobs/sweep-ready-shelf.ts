import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { sweepReadyShelf } from '../features/orders/ready-shelf.service';
import { repeatEvery } from './repeat';

/** How often the hot shelf is looked at: a re-alert or a flag is at most this late. */
export const READY_SHELF_INTERVAL_MS = 15_000;

export function startSweepingReadyShelf(
  app: FastifyInstance,
  { db, bus }: Pick<AppContext, 'db' | 'bus'>,
): void {
  repeatEvery(app, READY_SHELF_INTERVAL_MS, 'hot-shelf sweep failed', async () => {
    const swept = await sweepReadyShelf(db, { bus, log: app.log });
    if (swept.realerted.length + swept.uncollected.length > 0)
      app.log.info(swept, 'called customers of waiting ready orders');
  });
}
