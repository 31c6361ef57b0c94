import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { runHousekeeping, SWEEP_INTERVAL_MS } from './housekeeping';
import { startFiringHeldOrders } from './fire-held-orders';
import { startSendingOutbox } from './send-outbox';
import { startResettingDailyStock } from './reset-daily-stock';
import { startSweepingReadyShelf } from './sweep-ready-shelf';

/**
 * The app's periodic work, started by buildApp and stopped when the app closes. Every instance
 * runs it, which is harmless (see runHousekeeping).
 */
export function startJobs(app: FastifyInstance, { db, bus }: AppContext): void {
  const sweep = async () => {
    try {
      const { cancelledOrderIds } = await runHousekeeping(db, bus, app.log);
      if (cancelledOrderIds.length > 0)
        app.log.info({ orderIds: cancelledOrderIds }, 'cancelled unpaid orders');
    } catch (error) {
      app.log.error({ err: error }, 'housekeeping failed');
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  startFiringHeldOrders(app, { db, bus });
  startSendingOutbox(app, { db, bus });
  startSweepingReadyShelf(app, { db, bus });
  startResettingDailyStock(app, { db, bus });
}
