import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { resetDailyStock } from '../features/vendor/stock-reset.service';
import { repeatEvery } from './repeat';

/** How often the vendors' reset times are looked at: a nightly reset is at most this late. */
export const STOCK_RESET_INTERVAL_MS = 60_000;

/** Counted portions go back to each day's at the vendor's reset time (stock-reset.service.ts). */
export function startResettingDailyStock(
  app: FastifyInstance,
  { db, bus }: Pick<AppContext, 'db' | 'bus'>,
): void {
  repeatEvery(app, STOCK_RESET_INTERVAL_MS, 'nightly portion reset failed', async () => {
    const resets = await resetDailyStock(db, { sender: { bus, log: app.log } });
    const withItems = resets.filter((reset) => reset.itemIds.length > 0);
    if (withItems.length > 0) app.log.info({ resets: withItems }, 'reset the portions left');
  });
}
